import type { Session } from '../../../schemas/generated/session';
import type { StreamFlags } from './session-answer';

/**
 * Where a session stands at a moment (spec 1 §4): live from its start (included) to its end (excluded); after the end
 * on demand when it has on-demand video, else ended. A session without a timeslot is on demand or unscheduled.
 */
export type SessionLiveState = 'upcoming' | 'live' | 'ondemand' | 'ended' | 'unscheduled';

/**
 * The parts of a session its live state depends on: its times, and whether it has on-demand video, which anonymous
 * visitors learn from the flag (they receive no video addresses).
 */
export type LiveStateSession = Pick<Session, 'startDateTime' | 'endDateTime'> & Pick<StreamFlags, 'hasOnDemand'>;

/** While nothing else is due, the state is looked at again every minute (spec 1 §4). */
export const LIVE_STATE_RECHECK_MS = 60_000;

/** Epoch milliseconds of an ISO date-time; null when absent or not a date. */
export function timeOf(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
}

export function sessionLiveState(session: LiveStateSession, now: number): SessionLiveState {
  const start = timeOf(session.startDateTime);
  const end = timeOf(session.endDateTime);
  if (start === null || end === null) return session.hasOnDemand ? 'ondemand' : 'unscheduled';
  if (now < start) return 'upcoming';
  if (now < end) return 'live';
  return session.hasOnDemand ? 'ondemand' : 'ended';
}

/**
 * When to look at the live state again (epoch ms): at the end while live, otherwise a minute on (spec 1 §4), but never
 * later than the start, so a session goes live on time. Undefined once nothing can change with the clock any more.
 */
export function nextLiveStateCheck(session: LiveStateSession, now: number): number | undefined {
  const state = sessionLiveState(session, now);
  if (state === 'live') return timeOf(session.endDateTime) ?? undefined;
  if (state !== 'upcoming') return undefined;
  const start = timeOf(session.startDateTime) as number;
  return Math.min(start, now + LIVE_STATE_RECHECK_MS);
}
