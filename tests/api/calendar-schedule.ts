import { sql } from 'drizzle-orm';
import type { CatalogueData } from '../../server/catalogue/types';
import { writeCatalogue } from '../../server/catalogue/writes';
import type { Db } from '../../server/db/client';
import { enrollments, mandatorySessions, sessionRevisions } from '../../server/db/schema';
import { fromRoot } from '../../server/paths';
import { ATTENDEE_TYPES } from '../../src/engine';
import type { EnrollmentStatus, SeenSessionPlace } from '../../src/engine/lazy/schedule';
import { contentWithSettings, FAVORITE_SETTINGS, flagsOn } from './favorites-content';
import type { AppReach } from './harness';

/** The test content with the schedule's exports and favorites switched on. */
export const scheduleExportContent = () =>
  contentWithSettings([...FAVORITE_SETTINGS, ...flagsOn('Features/Personal', ['enableMySchedule', 'enableWebCal', 'showDownloadToCalendar', 'showTripReportAction'], 70)]);

/** The site's own texts in six languages, which the server writes into calendars and documents. */
export const SITE_LOCALES = [fromRoot('src/i18n/locales'), fromRoot('blocks/locales')];

/**
 * Puts a session on a user's schedule (or takes it off) as the schedule core stores it. Rows are written directly: the
 * exports read the tables, whoever writes them.
 */
export async function enroll(db: Db, userId: string, sessionId: string, status: EnrollmentStatus, statusChangedAt = new Date()): Promise<void> {
  await db
    .insert(enrollments)
    .values({ userId, sessionId, status, statusChangedAt })
    .onConflictDoUpdate({ target: [enrollments.userId, enrollments.sessionId], set: { status, statusChangedAt } });
}

/** What a catalogue write records when a session's time or place changes, or it is removed: one more revision. */
export async function revise(db: Db, sessionId: string, place: SeenSessionPlace, removedAt: Date | null = null): Promise<void> {
  await db
    .insert(sessionRevisions)
    .values({ sessionId, sequence: 1, place, removedAt })
    .onConflictDoUpdate({ target: sessionRevisions.sessionId, set: { sequence: sql`${sessionRevisions.sequence} + 1`, place, removedAt, changedAt: new Date() } });
}

/** Writes sessions through the catalogue's write path, which reloads every node's index. */
export const writeSessions = (reach: AppReach, data: Partial<CatalogueData>) => writeCatalogue(reach.db, reach.live, data);

/** Takes a session out of the programme, as a catalogue write removing it would, and reloads the index. */
export async function removeSession(reach: AppReach, sessionId: string, place: SeenSessionPlace): Promise<void> {
  await reach.db.execute(sql`delete from sessions where session_id = ${sessionId}`);
  await revise(reach.db, sessionId, place, new Date());
  reach.live.publish({ type: 'onCatalogueChanged', data: {} });
}

/** Makes the session mandatory for every attendee type, and returns the undoing of it. */
export async function mandatoryForAll(db: Db, sessionId: string): Promise<() => Promise<void>> {
  await db.insert(mandatorySessions).values(ATTENDEE_TYPES.map((attendeeType) => ({ sessionId, attendeeType })));
  return async () => {
    await db.delete(mandatorySessions).where(sql`${mandatorySessions.sessionId} = ${sessionId}`);
  };
}
