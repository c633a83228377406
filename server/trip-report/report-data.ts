import { SCOPES, type CurrentUser } from '../../src/engine';
import { FAVORITE_TYPES, missingFavoriteFlag, type FavoriteType } from '../../src/engine/lazy/favorites';
import { scheduleEntriesOf } from '../calendar/schedule-entries';
import type { CatalogueIndex } from '../catalogue/search/catalogue-index';
import type { Attendee, Company, Session, Speaker } from '../catalogue/types';
import type { Db } from '../db/client';
import { isShown, ITEM_KINDS } from '../favorites/items';
import { createFavoriteRepository } from '../favorites/repository';
import { createScheduleRepository } from '../schedule/repository';
import type { SettingsSnapshot } from '../settings/service';

/** What a trip report tells: the sessions attended, with their speakers, and the people and companies kept. */
export interface TripReportData {
  sessions: { session: Session; speakers: Speaker[] }[];
  attendees: Attendee[];
  speakers: Speaker[];
  companies: Company[];
}

export interface TripReportSources {
  db: Db;
  index: CatalogueIndex;
  snapshot: SettingsSnapshot;
  now: Date;
}

const startOf = (session: Session) => (session.startDateTime ? Date.parse(session.startDateTime) : Number.POSITIVE_INFINITY);

/** The report's content for `user`: their schedule only where My schedule is theirs to have (flag and tools scope). */
export async function tripReportData(user: CurrentUser, { db, index, snapshot, now }: TripReportSources): Promise<TripReportData> {
  const hasSchedule = snapshot.features.enableMySchedule === true && user.scopes.includes(SCOPES.eventTools);
  const favorites = createFavoriteRepository(db);
  const kept = async <T>(type: FavoriteType, item: (id: string) => T | undefined): Promise<T[]> => {
    if (missingFavoriteFlag(type, snapshot.features)) return [];
    const ids = (await favorites.list(user.id, type)).filter((id) => isShown(ITEM_KINDS[type].find(index, id)));
    return ids.map(item).filter((found) => found !== undefined);
  };
  const [entries, attendees, speakers, companies] = await Promise.all([
    hasSchedule ? scheduleEntriesOf(createScheduleRepository(db), { id: user.id, attendeeType: user.attendeeType?.current }, index, now) : [],
    kept(FAVORITE_TYPES.attendee, index.attendee),
    kept(FAVORITE_TYPES.speaker, index.speaker),
    kept(FAVORITE_TYPES.sponsor, index.company),
  ]);
  const sessions = entries
    .filter((entry) => !entry.cancelled)
    .map((entry) => entry.session)
    .filter((session) => session !== undefined)
    .sort((a, b) => startOf(a) - startOf(b) || a.title.localeCompare(b.title));
  return { sessions: sessions.map((session) => ({ session, speakers: index.speakersOf(session) })), attendees, speakers, companies };
}
