import { and, eq, gt, inArray, or } from 'drizzle-orm';
import { ON_SCHEDULE_STATUSES, type SeenSessionPlace } from '../../src/engine/lazy/schedule';
import type { CatalogueIndex } from '../catalogue/search/catalogue-index';
import type { Session } from '../catalogue/types';
import type { Db } from '../db/client';
import { enrollments, sessionRevisions } from '../db/schema';

/** How long a session taken off a schedule stays in its calendar as cancelled, so subscribed calendars drop it. */
export const CANCELLED_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** One session of a user's calendar: on their schedule, or taken off it lately. */
export interface ScheduleEntry {
  sessionId: string;
  /** The catalogue's session; undefined once the programme no longer holds it. */
  session: Session | undefined;
  cancelled: boolean;
  /** How often the session's time or place changed (session_revisions), the calendar's SEQUENCE. */
  sequence: number;
  /** When and where: the catalogue's, or as last published for a session gone from it. */
  place: SeenSessionPlace;
  /** The latest change of the entry (enrollment or revision): the calendar's DTSTAMP. */
  changedAt: Date;
}

/** The sessions a user's calendar and trip report show. */
export interface ScheduleEntryReader {
  entriesOf(userId: string, index: CatalogueIndex, now: Date): Promise<ScheduleEntry[]>;
}

const placeOf = (session: Session): SeenSessionPlace => ({
  start: session.startDateTime,
  end: session.endDateTime,
  roomId: session.roomId,
  location: session.location,
});

const later = (a: Date, b: Date | null) => (b && b > a ? b : a);

/**
 * Reads enrollments and revisions straight from their tables: the schedule core's repository will take this file's
 * place, so every read of the personal schedule by the calendar and the trip report goes through here.
 */
export function createScheduleEntryReader(db: Db): ScheduleEntryReader {
  return {
    async entriesOf(userId, index, now) {
      const since = new Date(now.getTime() - CANCELLED_KEPT_MS);
      const rows = await db
        .select({
          sessionId: enrollments.sessionId,
          status: enrollments.status,
          statusChangedAt: enrollments.statusChangedAt,
          sequence: sessionRevisions.sequence,
          place: sessionRevisions.place,
          removedAt: sessionRevisions.removedAt,
          revisedAt: sessionRevisions.changedAt,
        })
        .from(enrollments)
        .leftJoin(sessionRevisions, eq(sessionRevisions.sessionId, enrollments.sessionId))
        .where(
          and(
            eq(enrollments.userId, userId),
            or(inArray(enrollments.status, [...ON_SCHEDULE_STATUSES]), and(eq(enrollments.status, 'cancelled'), gt(enrollments.statusChangedAt, since))),
          ),
        )
        .orderBy(enrollments.sessionId);
      const entries: ScheduleEntry[] = [];
      for (const row of rows) {
        const session = index.session(row.sessionId);
        const place = session ? placeOf(session) : row.place;
        const removed = !session || row.removedAt !== null;
        // A session removed from the programme long ago has been dropped by every calendar already.
        if (removed && row.removedAt && row.removedAt <= since) continue;
        if (!place) continue;
        entries.push({
          sessionId: row.sessionId,
          session,
          cancelled: removed || row.status === 'cancelled',
          sequence: row.sequence ?? 0,
          place,
          changedAt: later(later(row.statusChangedAt, row.revisedAt), row.removedAt),
        });
      }
      return entries;
    },
  };
}
