import type { Session } from '../../../../schemas/generated/session';
import { sessionLiveState, timeOf, type SessionLiveState } from '../../../../src/engine/lazy/live-state';
import { streamFlags } from '../../../../src/engine/lazy/session-answer';

export { timeOf, type SessionLiveState };

/** The live state is the client's too (session pages tick it): one definition, in the engine, read from the stored session. */
export const liveStateOf = (session: Session, now: number): SessionLiveState =>
  sessionLiveState({ startDateTime: session.startDateTime, endDateTime: session.endDateTime, hasOnDemand: streamFlags(session).hasOnDemand }, now);

/** An RSVP can be made now: seats are counted for the session and its RSVP window is open. */
export function hasOpenRsvp(session: Session, now: number): boolean {
  if (session.capacity === null || session.capacity <= 0) return false;
  const opens = timeOf(session.rsvpOpensAt);
  const closes = timeOf(session.rsvpClosesAt);
  return (opens === null || opens <= now) && (closes === null || now < closes);
}
