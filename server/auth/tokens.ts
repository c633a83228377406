import { createSecretKey, hkdfSync } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { CurrentUser } from '../../src/engine';

/** The longest a site session lasts: a conference day. */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
/** An embed's token lives minutes: the embed asks again when it needs one. */
const EMBED_TOKEN_TTL_SECONDS = 5 * 60;
/**
 * Whom a token is for. Only a session token opens the API; an embed token (handed to page scripts for a chat or a
 * video provider) says who the visitor is and nothing more, so a script that reads it cannot act as the visitor.
 */
const AUDIENCE = { session: 'confsite-session', embed: 'confsite-embed' } as const;
/** Clocks of several nodes drift a little. */
const CLOCK_TOLERANCE_SECONDS = 30;

/**
 * What a session token says: which server-side session (`sid`) of which user, until when (seconds since the epoch).
 * Who the user is and what they may do is read from the session, so a token carries no scopes to edit.
 */
export interface SessionClaims {
  sid: string;
  userId: string;
  expiresAt: number;
}

/** Who an embed's token names: no role, no scopes. */
export type EmbedIdentity = Pick<CurrentUser, 'id' | 'displayName' | 'firstName' | 'lastName' | 'email'>;

export interface TokenService {
  /** The signed token of a session, for the auth cookie (or a Bearer header). */
  issue(claims: SessionClaims): Promise<string>;
  /** What a session token says, or null when it is malformed, forged, expired or not a session's. */
  read(token: string): Promise<SessionClaims | null>;
  /** A short-lived token naming `user` to an embed, which the API refuses as a session. */
  issueEmbed(user: EmbedIdentity): Promise<{ token: string; expiresAt: number }>;
  /** The identity an embed token names, or null (what an embed's own server would check). */
  readEmbed(token: string): Promise<EmbedIdentity | null>;
}

export function createTokenService(secret: Uint8Array): TokenService {
  // A ready key object spares every request importing the raw secret again.
  const key = createSecretKey(secret);
  // Embeds get a key of their own: whoever is given it to check embed tokens can mint no session token with it.
  const embedKey = createSecretKey(Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'confsite embed tokens', 32)));
  const sign = (claims: JWTPayload, signingKey = key) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(signingKey);
  // A token "issued" in the future, or longer ago than any token lives, was not issued by this clock.
  const verify = (token: string, audience: string, maxTokenAge: number, requiredClaims: string[], verifyingKey = key) =>
    jwtVerify(token, verifyingKey, {
      algorithms: ['HS256'],
      audience,
      requiredClaims: ['sub', 'iat', 'exp', 'aud', ...requiredClaims],
      maxTokenAge,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
  return {
    issue: ({ sid, userId, expiresAt }) => sign({ sub: userId, sid, aud: AUDIENCE.session, iat: Math.floor(Date.now() / 1000), exp: expiresAt }),
    async read(token) {
      try {
        const { payload } = await verify(token, AUDIENCE.session, SESSION_TTL_SECONDS, ['sid']);
        return typeof payload.sid === 'string' ? { sid: payload.sid, userId: String(payload.sub), expiresAt: Number(payload.exp) } : null;
      } catch {
        return null;
      }
    },
    async issueEmbed(user) {
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = now + EMBED_TOKEN_TTL_SECONDS;
      const claims = { sub: user.id, aud: AUDIENCE.embed, iat: now, exp: expiresAt, name: user.displayName, firstName: user.firstName, LastName: user.lastName, email: user.email };
      return { token: await sign(claims, embedKey), expiresAt };
    },
    async readEmbed(token) {
      try {
        const { payload } = await verify(token, AUDIENCE.embed, EMBED_TOKEN_TTL_SECONDS, [], embedKey);
        return { id: String(payload.sub), displayName: String(payload.name ?? ''), firstName: String(payload.firstName ?? ''), lastName: String(payload.LastName ?? ''), email: String(payload.email ?? '') };
      } catch {
        return null;
      }
    },
  };
}
