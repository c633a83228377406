import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../engine';
import type { AttendeeSessions, ScheduleAgenda, ScheduleChange, ScheduleChangeResult, ScheduleEvent } from '../../engine/lazy/schedule';
import { apiRequest } from '../client';

export type { AttendeeSessions, ScheduleAgenda, ScheduleChange, ScheduleChangeResult, ScheduleEvent };

/**
 * Query keys of the personal schedule, keyed by the signed-in user so another sign-in never sees the last one's
 * schedule. `all` covers every personal answer (a live schedule change refetches them all); a shared schedule is
 * public and lives apart, under `shared`.
 */
export const scheduleKeys = {
  all: ['schedule'] as const,
  agenda: (userId: string) => ['schedule', userId, 'agenda'] as const,
  shared: (attendeeId: string, locale: Locale) => ['shared-schedule', attendeeId, locale] as const,
};

// Spec 1 §9: answers are stale after 20 s.
const STALE_MS = 20_000;

/** The caller's whole schedule with the changes not yet seen (`GET /schedule/agenda`); off while signed out. */
export function useScheduleAgenda(userId: string | null) {
  return useQuery({
    queryKey: scheduleKeys.agenda(userId ?? ''),
    queryFn: ({ signal }) => apiRequest<ScheduleAgenda>('/schedule/agenda', { signal }),
    staleTime: STALE_MS,
    enabled: userId !== null,
  });
}

/** Takes a session off the schedule (`DELETE /schedule/session/{id}`), then refetches every schedule answer. */
export function useRemoveFromSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => apiRequest<ScheduleChangeResult>(`/schedule/session/${encodeURIComponent(sessionId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}

/** "What changed for me" seen (`POST /schedule/changes/seen`): the banner goes at once, the server keeps it gone. */
export function useMarkChangesSeen(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionIds: string[]) => apiRequest<void>('/schedule/changes/seen', { method: 'POST', body: { sessionIds } }),
    onSuccess: (_answer, sessionIds) =>
      queryClient.setQueryData<ScheduleAgenda>(scheduleKeys.agenda(userId), (agenda) =>
        agenda && { ...agenda, changes: agenda.changes.filter((change) => !sessionIds.includes(change.sessionId)) },
      ),
  });
}

/** An attendee's shared schedule (`POST /attendee/{id}/sessions/{locale}`, public); a 404 means it is not shared. */
export function useSharedSchedule(attendeeId: string, locale: Locale) {
  return useQuery({
    queryKey: scheduleKeys.shared(attendeeId, locale),
    queryFn: ({ signal }) =>
      apiRequest<AttendeeSessions>(`/attendee/${encodeURIComponent(attendeeId)}/sessions/${locale}`, { method: 'POST', body: {}, signal }),
    staleTime: STALE_MS,
    retry: false,
  });
}
