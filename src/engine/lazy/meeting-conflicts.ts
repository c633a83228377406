/**
 * Conflicts of a meeting's time with what the user already has (spec 2 §5): shown before saving, so the organiser can
 * pick another time. A conflict warns; it does not refuse.
 */
import type { Meeting } from '../../../schemas/generated/api/meetings/meeting';
import { isCancelled, responseOf, type MeetingParticipation } from './meetings';

/** What takes a user's time: scheduled sessions, appointments (blocks, labs, exams) and meetings. */
export type BusyKind = 'session' | 'appointment' | 'meeting';

export interface TimeRange {
  start: string;
  end: string;
}

export interface BusyInterval extends TimeRange {
  kind: BusyKind;
  id: string;
}

/** The instants of a range; undefined for a range without a readable, positive length (such a range blocks nothing). */
function instants(range: TimeRange): { start: number; end: number } | undefined {
  const start = Date.parse(range.start);
  const end = Date.parse(range.end);
  return Number.isNaN(start) || Number.isNaN(end) || end <= start ? undefined : { start, end };
}

/** Two ranges overlap when each starts before the other ends: back-to-back meetings do not conflict. */
export function overlaps(a: TimeRange, b: TimeRange): boolean {
  const first = instants(a);
  const second = instants(b);
  return first !== undefined && second !== undefined && first.start < second.end && second.start < first.end;
}

/**
 * What the candidate time conflicts with, earliest first. `except` is the item being edited, which never conflicts
 * with itself.
 */
export function conflictsWith(candidate: TimeRange, busy: readonly BusyInterval[], { except }: { except?: Pick<BusyInterval, 'kind' | 'id'> } = {}): BusyInterval[] {
  return busy
    .filter((interval) => !(except && interval.kind === except.kind && interval.id === except.id) && overlaps(candidate, interval))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/**
 * A meeting as time the user is busy (spec 2 §5): not cancelled, and the user takes part without having declined (a
 * pending invitation still holds the time). Undefined when it takes none of the user's time.
 */
export function meetingBusyInterval(meeting: MeetingParticipation & Pick<Meeting, 'id' | 'time' | 'endTime'>, userId: string): BusyInterval | undefined {
  const response = responseOf(meeting, userId);
  if (isCancelled(meeting) || response === undefined || response === 'declined') return undefined;
  return { kind: 'meeting', id: meeting.id, start: meeting.time, end: meeting.endTime };
}
