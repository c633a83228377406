import type { SessionAnswer } from '../../../src/api/lazy/catalogue-items';
import { SCOPES, isSignedIn } from '../../../src/engine';
import { isInPersonOnly } from '../../../src/engine/lazy/session-delivery';
import { videoSrc } from '../../shared/safe-url';

/** What a happening-now card offers: the stream, a sign-in link (anonymous visitors), or nothing. */
export type WatchNowOffer = { kind: 'watch'; url: string } | { kind: 'sign-in' } | { kind: 'none' };

export type WatchNowSession = Pick<SessionAnswer, 'liveStream' | 'hasLiveStream' | 'deliveryTypes'>;

/**
 * Spec 03 §6 and spec 01 §6: no watch-now without a stream; visitors who are not signed in get a sign-in link instead
 * (the server sends them only the flag that there is a stream, not its address); it is hidden for an in-person-only
 * session from a visitor without the in-person scope. The spec's full-room rule cannot apply yet: the API reports
 * neither how full a room is nor a visitor's schedule.
 */
export function watchNowOffer(session: WatchNowSession, scopes: readonly string[]): WatchNowOffer {
  if (!session.hasLiveStream) return { kind: 'none' };
  if (!isSignedIn(scopes)) return { kind: 'sign-in' };
  if (isInPersonOnly(session) && !scopes.includes(SCOPES.inPerson)) return { kind: 'none' };
  const url = videoSrc(session.liveStream ?? undefined);
  return url ? { kind: 'watch', url } : { kind: 'none' };
}
