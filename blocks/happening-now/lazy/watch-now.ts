import type { Session } from '../../../schemas/generated/session';
import { SCOPES } from '../../../src/engine';
import { videoSrc } from '../../shared/safe-url';

/** What a happening-now card offers: the stream, a sign-in link (anonymous visitors), or nothing. */
export type WatchNowOffer = { kind: 'watch'; url: string } | { kind: 'sign-in' } | { kind: 'none' };

export type WatchNowSession = Pick<Session, 'liveStream' | 'deliveryTypes' | 'capacity'>;

/**
 * The seats side of the rule, when known: the API does not yet say how full a room is or what is on a visitor's
 * schedule, so today's callers pass nothing and only the other rules apply.
 */
export interface SeatState {
  roomIsFull: boolean;
  onSchedule: boolean;
}

const IN_PERSON = 'in-person';
const inPersonOnly = (session: WatchNowSession) =>
  session.deliveryTypes.length > 0 && session.deliveryTypes.every((delivery) => delivery.trim().toLowerCase() === IN_PERSON);

/**
 * Spec 03 §6 and spec 01 §6: no watch-now without a stream source; anonymous visitors get a sign-in link instead; it
 * is hidden for an in-person-only session from a visitor without the in-person scope, and for a capacity-controlled
 * session whose room is full and that is not on the visitor's schedule.
 */
export function watchNowOffer(session: WatchNowSession, { scopes, seats }: { scopes: readonly string[]; seats?: SeatState }): WatchNowOffer {
  const url = videoSrc(session.liveStream ?? undefined);
  if (!url) return { kind: 'none' };
  if (scopes.length === 0) return { kind: 'sign-in' };
  if (inPersonOnly(session) && !scopes.includes(SCOPES.inPerson)) return { kind: 'none' };
  if (session.capacity !== null && seats?.roomIsFull && !seats.onSchedule) return { kind: 'none' };
  return { kind: 'watch', url };
}
