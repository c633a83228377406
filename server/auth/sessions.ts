import { randomBytes } from 'node:crypto';
import type { CurrentUser } from '../../src/engine';
import type { Db } from '../db/client';
import type { SessionUser } from '../db/schema';
import type { Channel } from '../live/bus';
import type { ChannelSpec } from '../live/redis-bus';
import { createLoadingCache } from '../cache';
import { createSessionStore, type ProviderSide, type RenewedTokens, type SessionView } from './session-store';
import type { TokenSealer } from './sealed-tokens';
import { SESSION_TTL_SECONDS, type TokenService } from './tokens';

/** A session ended or renewed: every node drops what it read of it. */
export interface SessionNotice {
  sid: string;
}

export const SESSION_NOTICES: ChannelSpec<SessionNotice> = {
  name: 'confsite:sessions',
  accepts: (message): message is SessionNotice => typeof (message as SessionNotice | null)?.sid === 'string',
};

/** A renewal under way holds the session this long; a failed one is tried again after it. */
const RENEWAL_HOLD_MS = 30_000;
/** How long a node trusts what it read of a session (ended and renewed sessions are announced well before), and of a token. */
const CACHE_TTL_MS = 60_000;
/** Enough for every visitor of a busy node; beyond it the oldest entries go. */
const CACHE_MAX_ENTRIES = 50_000;

/** The provider refused to renew (the refresh token was revoked or ran out): the session ends. */
export class RenewalRefused extends Error {}

/** Renews a session's provider tokens with its refresh token; throws RenewalRefused when the provider will not. */
export type Renewer = (session: { user: SessionUser; refreshToken: string }) => Promise<RenewedTokens>;

/** The provider's side of a new session (absent for the dev sign-in). */
export interface ProviderStart {
  issuer: string;
  idToken: string;
  refreshToken: string | null;
  expiresAt: Date;
  renewAt: Date | null;
}

export interface SessionStart {
  user: SessionUser;
  provider?: ProviderStart | undefined;
  /** Default SESSION_TTL_SECONDS; tests start sessions that ended a minute ago. */
  lifetimeSeconds?: number;
}

export interface SessionService {
  /** A new session: its token for the auth cookie, and its user as the API will see it. */
  start(start: SessionStart): Promise<{ token: string; user: CurrentUser }>;
  /**
   * The user of a session token, or null (forged, expired, ended). When the provider's tokens are due, renews them:
   * in the background while they are still valid, before answering once they ran out.
   */
  authenticate(token: string): Promise<CurrentUser | null>;
  /** Ends the session a token names, on every node; answers what ending it at the provider takes. */
  end(token: string): Promise<ProviderSide | null>;
}

export interface SessionServiceOptions {
  db: Db;
  tokens: TokenService;
  notices: Channel<SessionNotice>;
  renew?: Renewer | undefined;
  /** Seals the provider's tokens in the database. */
  sealer: TokenSealer;
  onError: (error: unknown) => void;
}

const secondsOf = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Server-side sessions: signed cookie tokens naming rows of `auth_sessions`. An authenticated request costs neither a
 * database round trip nor, mostly, a signature check: this node remembers what it read of a session (until any node
 * announces a change) and what a token it verified says (a token never changes; the session it names may).
 */
export function createSessionService({ db, tokens, notices, renew, sealer, onError }: SessionServiceOptions): SessionService {
  const store = createSessionStore(db, sealer);
  const cacheOptions = { maxEntries: CACHE_MAX_ENTRIES };
  const views = createLoadingCache<SessionView | null>((sid) => store.find(sid, new Date()), CACHE_TTL_MS, cacheOptions);
  const verified = createLoadingCache((token) => tokens.read(token), CACHE_TTL_MS, cacheOptions);
  notices.subscribe(({ sid }) => views.invalidate(sid));
  const announce = (sid: string) => {
    views.invalidate(sid);
    notices.publish({ sid });
  };

  const renewNow = async (sid: string, renewer: Renewer) => {
    const now = Date.now();
    const claimed = await store.claimRenewal(sid, new Date(now), new Date(now + RENEWAL_HOLD_MS));
    if (!claimed) return;
    try {
      await store.saveRenewal(sid, await renewer(claimed));
    } catch (error) {
      if (!(error instanceof RenewalRefused)) throw error;
      await store.remove(sid);
    }
    announce(sid);
  };

  // This node's renewals: one at a time per session, and none again before the hold of the last one ran out.
  const renewals = new Map<string, { done: Promise<void>; until: number }>();
  const renewOnce = (sid: string): Promise<void> => {
    const now = Date.now();
    const last = renewals.get(sid);
    if (last && last.until > now) return last.done;
    if (!renew) return Promise.resolve();
    for (const [key, attempt] of renewals) if (attempt.until <= now) renewals.delete(key);
    const done = renewNow(sid, renew).catch(onError);
    renewals.set(sid, { done, until: now + RENEWAL_HOLD_MS });
    return done;
  };

  return {
    async start({ user, provider, lifetimeSeconds = SESSION_TTL_SECONDS }) {
      const now = Date.now();
      const siteEnd = now + lifetimeSeconds * 1000;
      // Without a refresh token nothing renews the provider's tokens: the session ends with them.
      const expiresAt = new Date(provider && !provider.refreshToken ? Math.min(siteEnd, provider.expiresAt.getTime()) : siteEnd);
      const sid = randomBytes(24).toString('base64url');
      store.purgeExpired(new Date(now)).catch(onError);
      await store.insert({
        id: sid,
        user,
        expiresAt,
        issuer: provider?.issuer,
        idToken: provider?.idToken,
        refreshToken: provider?.refreshToken,
        providerExpiresAt: provider?.expiresAt,
        renewAt: provider?.refreshToken ? provider.renewAt : null,
      });
      const token = await tokens.issue({ sid, userId: user.id, expiresAt: secondsOf(expiresAt) });
      return { token, user: { ...user, expiresAt: secondsOf(expiresAt) } };
    },

    async authenticate(token) {
      const claims = await verified.get(token);
      const now = Date.now();
      if (!claims || claims.expiresAt * 1000 <= now) return null;
      let session = await views.get(claims.sid);
      if (session?.renewAt && session.renewAt.getTime() <= now) {
        const renewal = renewOnce(claims.sid);
        if (session.providerExpiresAt && session.providerExpiresAt.getTime() <= now) {
          await renewal;
          session = await views.get(claims.sid);
        }
      }
      if (!session || session.expiresAt.getTime() <= now || session.user.id !== claims.userId) return null;
      return { ...session.user, expiresAt: secondsOf(session.expiresAt) };
    },

    async end(token) {
      const claims = await tokens.read(token);
      if (!claims) return null;
      const ended = await store.remove(claims.sid);
      announce(claims.sid);
      return ended;
    },
  };
}
