import type { SessionAnswer } from '../../../schemas/generated/api/catalogue/session-answer';
import type { SessionSpeaker } from '../../../schemas/generated/api/catalogue/session-speaker';
import type { Session } from '../../../schemas/generated/session';
import { isAuthenticated } from '../scopes';

/** Whom a session answer is for: stream and video addresses go to signed-in callers only (spec 1 §6). */
export type Audience = 'signed-in' | 'anonymous';

export const audienceOf = (viewer: { scopes: readonly string[]; expiresAt?: number } | null): Audience => (isAuthenticated(viewer) ? 'signed-in' : 'anonymous');

/** What every visitor may know of a session's video: that it is streamed, that it has recordings; not where. */
export type StreamFlags = Pick<SessionAnswer, 'hasLiveStream' | 'hasOnDemand'>;

export const streamFlags = ({ liveStream, onDemand }: Pick<Session, 'liveStream' | 'onDemand'>): StreamFlags => ({
  hasLiveStream: Boolean(liveStream),
  hasOnDemand: onDemand.length > 0,
});

/** Anonymous callers learn from the flags that there is a stream or a recording, never where: no addresses, no captions. */
const ADDRESSES_FOR: Record<Audience, (session: Session) => Pick<Session, 'liveStream' | 'onDemand'>> = {
  'signed-in': ({ liveStream, onDemand }) => ({ liveStream, onDemand }),
  anonymous: () => ({ liveStream: null, onDemand: [] }),
};

/** A session as `audience` receives it from the API, with its speakers. */
export const sessionAnswerFor = (session: Session, speakers: SessionSpeaker[], audience: Audience): SessionAnswer => ({
  ...session,
  ...ADDRESSES_FOR[audience](session),
  ...streamFlags(session),
  speakers,
});
