import { ApiError } from '../../../src/api/client';
import { useAttendee, useCompany, useSpeaker } from '../../../src/api/lazy/catalogue-items';
import { usePageContext } from '../../../src/app/block-kit';
import { companyPath, localizedPath, sessionPath, speakerPath } from '../../../src/engine';
import { sessionTimeText } from '../../shared/lazy/catalogue/format/session-time';
import { conferenceTimeZone } from '../../shared/lazy/catalogue/format/time-zones';
import { useSessionList } from '../../shared/lazy/event-data/session-list';
import type { BackpackKind } from './kinds';

/** What a backpack row shows of its item: a title linking to the item's page, and a line about it. */
export interface ItemView {
  title: string;
  meta: string;
  href: string;
}

/** A row's item as loaded so far: shown, still loading, gone from the catalogue, or failed (with a retry). */
export type ItemState = { view: ItemView } | { state: 'loading' | 'missing' } | { state: 'failed'; retry(): void };

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** The parts of a query a row looks at. */
interface ItemQuery<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
}

function stateOf<T>(query: ItemQuery<T>, view: (item: T) => ItemView): ItemState {
  if (query.data !== undefined) return { view: view(query.data) };
  if (query.error instanceof ApiError && query.error.status === 404) return { state: 'missing' };
  if (query.isError) return { state: 'failed', retry: () => void query.refetch() };
  return { state: 'loading' };
}

/** Every session row asks for the whole list: one request (same key) answers them all. */
function useSessionView(id: string, ids: readonly string[]): ItemState {
  const { locale, settings } = usePageContext();
  const list = useSessionList(ids, locale);
  const session = list.data?.data.find((item) => item.sessionId === id);
  if (list.data && !session) return { state: 'missing' };
  return stateOf({ ...list, data: session }, (found) => ({
    title: found.title,
    meta: joined(found.sessionCode, found.startDateTime && found.endDateTime ? sessionTimeText(found.startDateTime, found.endDateTime, locale, conferenceTimeZone(settings)) : null),
    href: localizedPath(locale, sessionPath(found)),
  }));
}

function useSpeakerView(id: string): ItemState {
  const { locale } = usePageContext();
  return stateOf(useSpeaker(id), (speaker) => ({ title: speaker.displayName, meta: joined(speaker.jobTitle, speaker.company), href: localizedPath(locale, speakerPath(speaker.speakerId)) }));
}

function useCompanyView(id: string): ItemState {
  const { locale } = usePageContext();
  return stateOf(useCompany(id, locale), (company) => ({ title: company.name, meta: joined(company.booth), href: localizedPath(locale, companyPath(company)) }));
}

function useAttendeeView(id: string): ItemState {
  const { locale, user } = usePageContext();
  return stateOf(useAttendee(id, locale, user?.id ?? null), (attendee) => ({
    title: attendee.displayName,
    meta: joined(attendee.jobTitle, attendee.company),
    href: localizedPath(locale, `/attendees/${encodeURIComponent(attendee.attendeeId)}`),
  }));
}

/** How each kind's row loads its item; a row keeps its kind for its whole life, so each calls one hook. */
export const ITEM_VIEWS: Record<BackpackKind, (id: string, ids: readonly string[]) => ItemState> = {
  sessions: useSessionView,
  speakers: useSpeakerView,
  companies: useCompanyView,
  attendees: useAttendeeView,
};
