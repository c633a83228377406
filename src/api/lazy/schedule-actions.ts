import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EvaluationForm, EvaluationSubmission } from '../../engine/lazy/evaluation-answers';
import type { AddToScheduleResult, EnrollmentStatus, ScheduleChangeResult, ScheduleCheckResult, ScheduledSessions } from '../../engine/lazy/schedule';
import { apiRequest } from '../client';

/**
 * Query keys of the schedule buttons. All start with `schedule`, as My schedule's agenda does, so one invalidation
 * after any change refreshes every button and the agenda on the page.
 */
export const scheduleActionKeys = {
  all: ['schedule'] as const,
  enrollments: (lang: string) => ['schedule', 'sessions', lang] as const,
  check: (sessionId: string) => ['schedule', 'check', sessionId] as const,
  nominationForm: (sessionId: string, lang: string) => ['schedule', 'nomination-form', sessionId, lang] as const,
};

// Spec 1 §9: stale after 20 s, and no refetch on reconnect.
const STALE_MS = 20_000;

const path = (sessionId: string) => `/schedule/session/${encodeURIComponent(sessionId)}`;

/** One of the caller's enrollments: its status, and whether they may take it off (a mandatory item: not). */
export interface Enrollment {
  status: EnrollmentStatus;
  removable: boolean;
}

/** The caller's enrollments by session id. */
export type Enrollments = ReadonlyMap<string, Enrollment>;

const byId = (sessions: ScheduledSessions): Enrollments =>
  new Map(sessions.map((entry) => [entry.sessionId, { status: entry.enrollmentStatus, removable: entry.canBeRemovedFromSchedule }]));

/**
 * The caller's enrollments (GET /schedule/sessions/{lang}): one request per page, shared by every schedule button on
 * it (`enabled: false` while the visitor has no schedule).
 */
export function useEnrollments(lang: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: scheduleActionKeys.enrollments(lang),
    queryFn: ({ signal }) => apiRequest<ScheduledSessions>(`/schedule/sessions/${lang}`, { signal }),
    select: byId,
    staleTime: STALE_MS,
    refetchOnReconnect: false,
    enabled,
  });
}

/** Whether the caller can take a seat now, and the RSVP button's state (GET /schedule/checksession/{id}). */
export function useSessionCheck(sessionId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: scheduleActionKeys.check(sessionId),
    queryFn: ({ signal }) => apiRequest<ScheduleCheckResult>(`/schedule/checksession/${encodeURIComponent(sessionId)}`, { signal }),
    staleTime: STALE_MS,
    refetchOnReconnect: false,
    enabled,
  });
}

/**
 * A roundtable's nomination form, its texts in `lang` (GET /evaluation/roundtable/{id}/{lang}); its errors are the
 * nomination-unavailable dialog's.
 */
export function useNominationForm(sessionId: string, lang: string) {
  return useQuery({
    queryKey: scheduleActionKeys.nominationForm(sessionId, lang),
    queryFn: ({ signal }) => apiRequest<EvaluationForm>(`/evaluation/roundtable/${encodeURIComponent(sessionId)}/${lang}`, { signal }),
    staleTime: STALE_MS,
    retry: false,
  });
}

/** A change of the schedule that refreshes every schedule query once it settled, whatever its outcome. */
function useScheduleChange<Input, Answer>(change: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleActionKeys.all }) });
}

export interface AddInput {
  sessionId: string;
  /** The attendee confirmed an RSVP session's dialog. */
  confirmed?: boolean;
}

/** PUT /schedule/session/{id}: on the schedule, or on the waitlist when the room is full (`isWaitlisted`). */
export const useAddToSchedule = () =>
  useScheduleChange(({ sessionId, confirmed }: AddInput) => apiRequest<AddToScheduleResult>(path(sessionId), { method: 'PUT', body: confirmed ? { confirmed } : {} }));

/** DELETE /schedule/session/{id}: off the schedule, an RSVP cancelled, or the waitlist left. */
export const useRemoveFromSchedule = () => useScheduleChange((sessionId: string) => apiRequest<ScheduleChangeResult>(path(sessionId), { method: 'DELETE' }));

/** POST /schedule/session/{id}/status: the attendee withdraws a roundtable nomination or gives up a confirmed seat. */
export const useCancelNomination = () =>
  useScheduleChange((sessionId: string) => apiRequest<ScheduleChangeResult>(`${path(sessionId)}/status`, { method: 'POST', body: { status: 'cancelled' } }));

/** POST /evaluation/submitroundtable/{id}: nominates the attendee with their answers. */
export const useNominate = () =>
  useScheduleChange(({ sessionId, submission }: { sessionId: string; submission: EvaluationSubmission }) =>
    apiRequest<ScheduleChangeResult>(`/evaluation/submitroundtable/${encodeURIComponent(sessionId)}`, { method: 'POST', body: submission }),
  );
