import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MasterAccountList } from '../../../schemas/generated/api/meetings/master-accounts';
import type { MeetingDetails } from '../../../schemas/generated/api/meetings/meeting-details';
import type {
  AttendeeSuggestion,
  AttendeeSuggestions,
  Meeting,
  MeetingCreateRequest,
  MeetingList,
  MeetingResponseResult,
  MeetingUpdateRequest,
} from '../../engine/lazy/meetings';
import type { Conversation, Message } from '../../engine/lazy/messages';
import type { Locale } from '../../engine';
import { apiRequest } from '../client';
import { counterKeys } from './counters';
import { scheduleKeys } from './schedule';

export type { AttendeeSuggestion, Conversation, MasterAccountList, Meeting, MeetingDetails, MeetingResponseResult, Message };

/**
 * Query keys of the meetings screens. Personal answers are keyed by the signed-in user, so another sign-in never sees
 * the last one's meetings; `all` covers every one of them (a live change or any meeting write refetches them all).
 * The site's meeting settings are the same for everyone and live under `details`.
 */
export const meetingKeys = {
  all: ['meetings'] as const,
  list: (userId: string) => ['meetings', userId, 'list'] as const,
  meeting: (userId: string, meetingId: string) => ['meetings', userId, 'meeting', meetingId] as const,
  suggestions: (userId: string, locale: Locale, term: string) => ['meetings', userId, 'suggest', locale, term] as const,
  masterAccounts: (userId: string, filter: string) => ['meetings', userId, 'master-accounts', filter] as const,
  details: ['meeting-details'] as const,
};

// Spec 2 §9: answers are stale after 20 s; the site's meeting settings change rarely.
const STALE_MS = 20_000;
const DETAILS_STALE_MS = 300_000;
/** How many invitee suggestions one search asks for: enough to pick from, few enough to read. */
const SUGGESTION_LIMIT = 10;

const meetingPath = (meetingId: string) => `/meeting/${encodeURIComponent(meetingId)}`;

/** The caller's meetings (`GET /meeting/meetings`), in the order of spec 2 §4 as the server sorts them. */
export function useMeetings(userId: string | null) {
  return useQuery({
    queryKey: meetingKeys.list(userId ?? ''),
    queryFn: ({ signal }) => apiRequest<MeetingList>('/meeting/meetings', { signal }),
    staleTime: STALE_MS,
    enabled: userId !== null,
  });
}

/** One meeting (`GET /meeting/{id}`); anyone but its participants gets 404 ('Could not find meeting'). */
export function useMeeting(userId: string | null, meetingId: string) {
  return useQuery({
    queryKey: meetingKeys.meeting(userId ?? '', meetingId),
    queryFn: ({ signal }) => apiRequest<Meeting>(meetingPath(meetingId), { signal }),
    staleTime: STALE_MS,
    enabled: userId !== null && meetingId !== '',
  });
}

/** The site's meeting settings (`GET /meeting/meetingDetails`): capacity, location rule, event zone and dates, join window. */
export function useMeetingDetails() {
  return useQuery({
    queryKey: meetingKeys.details,
    queryFn: ({ signal }) => apiRequest<MeetingDetails>('/meeting/meetingDetails', { signal }),
    staleTime: DETAILS_STALE_MS,
  });
}

/**
 * Attendees available for meetings whose name matches `term` (`GET /attendee/meetings/suggest/{locale}/{term}/10`),
 * never the caller. `term` comes from `suggestTerm`: undefined (under 2 characters) asks nothing.
 */
export function useAttendeeSuggestions(userId: string | null, locale: Locale, term: string | undefined) {
  return useQuery({
    queryKey: meetingKeys.suggestions(userId ?? '', locale, term ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<AttendeeSuggestions>(`/attendee/meetings/suggest/${locale}/${encodeURIComponent(term ?? '')}/${SUGGESTION_LIMIT}`, { signal }),
    staleTime: STALE_MS,
    enabled: userId !== null && term !== undefined,
    // The next keystroke asks again: an old answer stays on screen meanwhile instead of the list blinking empty.
    placeholderData: (previous) => previous,
  });
}

/** Customer accounts matching `filter` (`GET /meeting/masterAccountList/{filter}`), for naming what a meeting is about. */
export function useMasterAccounts(userId: string | null, filter: string) {
  return useQuery({
    queryKey: meetingKeys.masterAccounts(userId ?? '', filter),
    queryFn: ({ signal }) => apiRequest<MasterAccountList>(`/meeting/masterAccountList/${encodeURIComponent(filter)}`, { signal }),
    staleTime: STALE_MS,
    enabled: userId !== null && filter.trim() !== '',
  });
}

/** After any meeting write: meetings, My schedule (meetings are its events) and the counters (pending invitations) change. */
function refreshAfterMeetingChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
    queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
    queryClient.invalidateQueries({ queryKey: counterKeys.all }),
  ]);
}

/** A saved meeting is the detail page's answer at once, so going there after saving shows it without a wait. */
function useMeetingWrite<Request>(userId: string, send: (request: Request) => Promise<Meeting>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (meeting) => queryClient.setQueryData(meetingKeys.meeting(userId, meeting.id), meeting),
    onSettled: () => refreshAfterMeetingChange(queryClient),
  });
}

/** Creates a meeting (`POST /meeting`); 400 (a problem) and 409 (a conflicting meeting) carry the server's message. */
export const useCreateMeeting = (userId: string) =>
  useMeetingWrite(userId, (request: MeetingCreateRequest) => apiRequest<Meeting>('/meeting', { method: 'POST', body: request }));

/** Saves the organiser's changes (`PUT /meeting`). */
export const useUpdateMeeting = (userId: string) =>
  useMeetingWrite(userId, (request: MeetingUpdateRequest) => apiRequest<Meeting>('/meeting', { method: 'PUT', body: request }));

/** Cancels a meeting (`DELETE /meeting/{id}`, organiser only): it stays, with status cancelled. */
export const useCancelMeeting = (userId: string) =>
  useMeetingWrite(userId, (meetingId: string) => apiRequest<Meeting>(meetingPath(meetingId), { method: 'DELETE' }));

export type MeetingAnswer = 'accept' | 'decline';

/** An invitee's answer (`GET /meeting/{id}/accept` or `/decline`). */
export function useAnswerMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ meetingId, answer }: { meetingId: string; answer: MeetingAnswer }) => apiRequest<MeetingResponseResult>(`${meetingPath(meetingId)}/${answer}`),
    onSettled: () => refreshAfterMeetingChange(queryClient),
  });
}

