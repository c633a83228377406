import { repeatedSessionPattern } from '../../../src/engine/lazy/session-codes';
import type { Attendee, CatalogueData, Company, Session, Speaker } from '../types';
import { createEntityIndex, type EntityIndex } from './entity-index';
import { attendeeSearchConfig } from './entities/attendees';
import { companySearchConfig } from './entities/companies';
import { sessionSearchConfig } from './entities/sessions';
import { isListedSpeaker, speakerSearchConfig } from './entities/speakers';

/** The repeat suffix of a session code (spec 1 §9, repeatedSessionRegex default): BRK101-R1 repeats BRK101. */
const REPEAT_SUFFIX = repeatedSessionPattern(undefined);

export const baseSessionCode = (code: string) => code.replace(REPEAT_SUFFIX, '');

/** The catalogue as searched and looked up: built once per catalogue change, then only read. */
export interface CatalogueIndex {
  sessions: EntityIndex<Session>;
  /** Listed speakers only (bio and photo). */
  speakers: EntityIndex<Speaker>;
  /** Attendees who show their profile to the public only. */
  attendees: EntityIndex<Attendee>;
  companies: EntityIndex<Company>;
  /** By id or by code. */
  session(idOrCode: string): Session | undefined;
  /** Any speaker, listed or not. */
  speaker(id: string): Speaker | undefined;
  /** Any attendee, public or not: the caller decides who may see it. */
  attendee(id: string): Attendee | undefined;
  /** The attendee profile of a signed-in user, public or not. */
  attendeeOfUser(userId: string): Attendee | undefined;
  company(id: string): Company | undefined;
  speakersOf(session: Session): Speaker[];
  sessionsOf(speaker: Speaker): Session[];
  /** Sessions sharing the code without its repeat suffix, the session itself excluded, in code order. */
  repeatsOf(session: Session): Session[];
}

const byId = <T>(items: readonly T[], id: (item: T) => string) => new Map(items.map((item) => [id(item), item]));

function groupBy<T>(items: readonly T[], keys: (item: T) => readonly string[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    for (const key of keys(item)) {
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
  }
  return groups;
}

export interface CatalogueIndexOptions {
  timeZone: string;
}

/** The attendee parts of an index: rebuilt alone when only attendees changed (a profile saved). */
function attendeeParts(list: readonly Attendee[]): Pick<CatalogueIndex, 'attendees' | 'attendee' | 'attendeeOfUser'> {
  const attendeesById = byId(list, (attendee) => attendee.attendeeId);
  const attendeesByUser = byId([...attendeesById.values()], (attendee) => attendee.userId);
  return {
    attendees: createEntityIndex(attendeeSearchConfig, [...attendeesById.values()].filter((attendee) => attendee.displayProfileToPublic)),
    attendee: (id) => attendeesById.get(id),
    attendeeOfUser: (userId) => attendeesByUser.get(userId),
  };
}

export function createCatalogueIndex(data: CatalogueData, { timeZone }: CatalogueIndexOptions): CatalogueIndex {
  // De-duplicated by id (spec 1 §3): a later entry replaces an earlier one.
  const speakersById = byId(data.speakers, (speaker) => speaker.speakerId);
  const sessionsById = byId(data.sessions, (session) => session.sessionId);
  const sessions = [...sessionsById.values()];
  const sessionsByCode = byId(sessions, (session) => session.sessionCode);
  const companiesById = byId(data.companies, (company) => company.companyId);
  const sessionsBySpeaker = groupBy(sessions, (session) => [...new Set(session.speakerIds)]);
  const sessionsByBaseCode = groupBy(sessions, (session) => [baseSessionCode(session.sessionCode)]);
  return {
    sessions: createEntityIndex(sessionSearchConfig({ speakersById, timeZone }), sessions),
    speakers: createEntityIndex(speakerSearchConfig, [...speakersById.values()].filter(isListedSpeaker)),
    companies: createEntityIndex(companySearchConfig, [...companiesById.values()]),
    ...attendeeParts(data.attendees),
    session: (idOrCode) => sessionsById.get(idOrCode) ?? sessionsByCode.get(idOrCode),
    speaker: (id) => speakersById.get(id),
    company: (id) => companiesById.get(id),
    speakersOf: (session) => session.speakerIds.map((id) => speakersById.get(id)).filter((speaker) => speaker !== undefined),
    sessionsOf: (speaker) => sessionsBySpeaker.get(speaker.speakerId) ?? [],
    repeatsOf: (session) =>
      (sessionsByBaseCode.get(baseSessionCode(session.sessionCode)) ?? [])
        .filter((other) => other !== session)
        .sort((a, b) => a.sessionCode.localeCompare(b.sessionCode)),
  };
}

/** The same index over another attendee list: sessions, speakers and companies are shared, not rebuilt. */
export const withAttendees = (index: CatalogueIndex, list: readonly Attendee[]): CatalogueIndex => ({ ...index, ...attendeeParts(list) });
