import { useQuery } from '@tanstack/react-query';
import type { Company } from '../../../schemas/generated/company';
import type { AttendeeAnswer } from '../../../schemas/generated/api/catalogue/attendee-answer';
import type { SessionAnswer } from '../../../schemas/generated/api/catalogue/session-answer';
import type { RelatedSessionsResponse } from '../../../schemas/generated/api/catalogue/related-sessions';
import type { SpeakerAnswer } from '../../../schemas/generated/api/catalogue/speaker-answer';
import type { Locale } from '../../engine';
import { apiRequest } from '../client';
import { SAME_FOR_EVERYONE } from '../same-for-everyone';

export type { AttendeeAnswer, Company, RelatedSessionsResponse, SessionAnswer, SpeakerAnswer };

// Spec 1 §9: stale after 20 s; a single-item load may take twice the 15 s request timeout.
const STALE_MS = 20_000;
const SINGLE_ITEM_TIMEOUT_MS = 30_000;

/** The kinds of catalogue item a detail page shows, by the API name of their entity. */
export type CatalogueItemEntity = 'session' | 'speaker' | 'company' | 'attendee';

const getItem = <T>(path: string, signal: AbortSignal) =>
  apiRequest<T>(path, { signal: AbortSignal.any([signal, AbortSignal.timeout(SINGLE_ITEM_TIMEOUT_MS)]) });

/** `{locale}-{id}`: the form the company and attendee calls take (spec 1 §7). */
const localized = (locale: Locale, id: string) => encodeURIComponent(`${locale}-${id}`);

export const catalogueItemKeys = {
  item: (entity: CatalogueItemEntity, id: string, ...rest: string[]) => ['catalogue-item', entity, id, ...rest] as const,
  entity: (entity: CatalogueItemEntity) => ['catalogue-item', entity] as const,
};

/** A session by id or code (`/sessions/{code}` and `/sessions/{id}` both work), with its speakers. */
export function useSession(idOrCode: string) {
  return useQuery({
    queryKey: catalogueItemKeys.item('session', idOrCode),
    queryFn: ({ signal }) => getItem<SessionAnswer>(`/session/${encodeURIComponent(idOrCode)}`, signal),
    staleTime: STALE_MS,
    meta: SAME_FOR_EVERYONE,
  });
}

/** The sessions a session names as related, and its repeats. */
export function useRelatedSessions(sessionId: string) {
  return useQuery({
    queryKey: catalogueItemKeys.item('session', sessionId, 'related'),
    queryFn: ({ signal }) => getItem<RelatedSessionsResponse>(`/session/${encodeURIComponent(sessionId)}/related`, signal),
    staleTime: STALE_MS,
    meta: SAME_FOR_EVERYONE,
  });
}

/** Any speaker by id (also one the catalogues do not list), with their sessions. */
export function useSpeaker(speakerId: string) {
  return useQuery({
    queryKey: catalogueItemKeys.item('speaker', speakerId),
    queryFn: ({ signal }) => getItem<SpeakerAnswer>(`/speaker/${encodeURIComponent(speakerId)}`, signal),
    staleTime: STALE_MS,
    meta: SAME_FOR_EVERYONE,
  });
}

/** A company (sponsor, exhibitor, partner); `enabled: false` while its id is not known. */
export function useCompany(companyId: string, locale: Locale, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: catalogueItemKeys.item('company', companyId, locale),
    queryFn: ({ signal }) => getItem<Company>(`/company/${localized(locale, companyId)}`, signal),
    staleTime: STALE_MS,
    meta: SAME_FOR_EVERYONE,
    enabled,
  });
}

/**
 * An attendee who shows their profile to the public (or the viewer's own profile, then with the email). Signing in or
 * out changes the answer, so the viewer's id is part of the key.
 */
export function useAttendee(attendeeId: string, locale: Locale, viewerId: string | null) {
  return useQuery({
    queryKey: catalogueItemKeys.item('attendee', attendeeId, locale, viewerId ?? ''),
    queryFn: ({ signal }) => getItem<AttendeeAnswer>(`/attendee/${localized(locale, attendeeId)}`, signal),
    staleTime: STALE_MS,
  });
}

/**
 * The signed-in viewer's own attendee profile (`enabled: false` for anonymous visitors, who have none). The viewer's
 * id is part of the key, so signing in as someone else asks again.
 */
export function useOwnAttendee(viewerId: string | null) {
  return useQuery({
    queryKey: catalogueItemKeys.item('attendee', 'me', viewerId ?? ''),
    queryFn: ({ signal }) => getItem<AttendeeAnswer>('/attendee/me', signal),
    staleTime: STALE_MS,
    enabled: viewerId !== null,
    // No profile (404) is an answer, not a failure worth asking again for.
    retry: false,
  });
}
