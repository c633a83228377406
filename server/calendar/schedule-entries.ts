import type { AttendeeType } from '../../src/engine';
import type { SeenSessionPlace } from '../../src/engine/lazy/schedule';
import type { CatalogueIndex } from '../catalogue/search/catalogue-index';
import type { Session } from '../catalogue/types';
import type { ScheduleRepository } from '../schedule/repository';
import { placeOf } from '../schedule/revisions';

/** How long a session taken off a schedule stays in its calendar as cancelled, so subscribed calendars drop it. */
export const CANCELLED_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** One session of a user's calendar: on their schedule (mandatory items included), or taken off it lately. */
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

/** The sessions a user's calendar and trip report show, read through the schedule's repository. */
export async function scheduleEntriesOf(
  repository: ScheduleRepository,
  user: { id: string; attendeeType: AttendeeType | undefined },
  index: CatalogueIndex,
  now: Date,
): Promise<ScheduleEntry[]> {
  const since = new Date(now.getTime() - CANCELLED_KEPT_MS);
  return (await repository.calendarEntries(user.id, user.attendeeType, since)).flatMap((row) => {
    const session = index.session(row.sessionId);
    const place = session ? placeOf(session) : row.place;
    if (!place) return [];
    return [{ sessionId: row.sessionId, session, cancelled: !session || row.status === 'cancelled', sequence: row.sequence, place, changedAt: row.changedAt }];
  });
}
