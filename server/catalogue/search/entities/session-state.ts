import type { Session } from '../../../../schemas/generated/session';
import { timeOf } from '../../../../src/engine/lazy/live-state';

// The live state is the client's too (session pages tick it): one definition, in the engine.
export { sessionLiveState, timeOf, type SessionLiveState } from '../../../../src/engine/lazy/live-state';

/** An RSVP can be made now: seats are counted for the session and its RSVP window is open. */
export function hasOpenRsvp(session: Session, now: number): boolean {
  if (session.capacity === null || session.capacity <= 0) return false;
  const opens = timeOf(session.rsvpOpensAt);
  const closes = timeOf(session.rsvpClosesAt);
  return (opens === null || opens <= now) && (closes === null || now < closes);
}
