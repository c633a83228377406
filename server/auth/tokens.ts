import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { isRole, ROLE_SCOPES, type CurrentUser, type Role } from '../../src/engine';

export const TOKEN_TTL_SECONDS = 8 * 60 * 60;
/** An embed's token lives minutes: the embed asks again when it needs one. */
export const EMBED_TOKEN_TTL_SECONDS = 5 * 60;
/**
 * Whom a token is for. Only a session token opens the API; an embed token (handed to page scripts for a chat or a
 * video provider) says who the visitor is and nothing more, so a script that reads it cannot act as the visitor.
 */
const AUDIENCE = { session: 'confsite-session', embed: 'confsite-embed' } as const;
/** Clocks of several nodes drift a little. */
const CLOCK_TOLERANCE_SECONDS = 30;

/** Who a token is issued to. Role `custom` carries its scopes in the token (dev logins with explicit scopes). */
export type TokenSubject = Omit<CurrentUser, 'expiresAt' | 'scopes'> & ({ role: Role } | { role: 'custom'; scopes: string[] });

/** The claims we write and read (`LastName` is capitalised as the spec's token has it). */
interface Claims extends JWTPayload {
  name: string;
  firstName: string;
  LastName: string;
  email: string;
  role: string;
  scp?: string[];
}

/** Who an embed's token names: no role, no scopes. */
export type EmbedIdentity = Pick<CurrentUser, 'id' | 'displayName' | 'firstName' | 'lastName' | 'email'>;

export interface TokenService {
  issue(subject: TokenSubject): Promise<{ token: string; user: CurrentUser }>;
  /** The token's user, or null when the token is malformed, forged, expired or not a session's. */
  read(token: string): Promise<CurrentUser | null>;
  /** A short-lived token naming `user` to an embed, which the API refuses as a session. */
  issueEmbed(user: EmbedIdentity): Promise<{ token: string; expiresAt: number }>;
  /** The identity an embed token names, or null (what an embed's own server would check). */
  readEmbed(token: string): Promise<EmbedIdentity | null>;
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

function scopesOf(claims: Claims): string[] | null {
  if (claims.role === 'custom') return isStringArray(claims.scp) ? claims.scp : null;
  return isRole(claims.role) ? [...ROLE_SCOPES[claims.role]] : null;
}

function userOf(claims: Claims): CurrentUser | null {
  const scopes = scopesOf(claims);
  if (!scopes || typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
  return {
    id: claims.sub,
    role: claims.role as CurrentUser['role'],
    displayName: String(claims.name ?? ''),
    firstName: String(claims.firstName ?? ''),
    lastName: String(claims.LastName ?? ''),
    email: String(claims.email ?? ''),
    scopes,
    expiresAt: claims.exp,
  };
}

/** @param ttlSeconds lifetime of issued tokens (tests pass a negative one to mint expired tokens). */
export function createTokenService(secret: Uint8Array, ttlSeconds = TOKEN_TTL_SECONDS): TokenService {
  const sign = (claims: JWTPayload) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(secret);
  // A token "issued" in the future, or longer ago than any token lives, was not issued by this clock.
  const verify = (token: string, audience: string, maxTokenAge: number) =>
    jwtVerify<Claims>(token, secret, { algorithms: ['HS256'], audience, requiredClaims: ['sub', 'iat', 'exp', 'aud'], maxTokenAge, clockTolerance: CLOCK_TOLERANCE_SECONDS });
  return {
    async issue(subject) {
      const now = Math.floor(Date.now() / 1000);
      const claims: Claims = {
        sub: subject.id,
        aud: AUDIENCE.session,
        iat: now,
        exp: now + ttlSeconds,
        name: subject.displayName,
        firstName: subject.firstName,
        LastName: subject.lastName,
        email: subject.email,
        role: subject.role,
        ...(subject.role === 'custom' ? { scp: subject.scopes } : {}),
      };
      const token = await sign(claims);
      const user = userOf(claims);
      if (!user) throw new Error(`Cannot issue a token for role "${subject.role}"`);
      return { token, user };
    },
    async read(token) {
      try {
        return userOf((await verify(token, AUDIENCE.session, TOKEN_TTL_SECONDS)).payload);
      } catch {
        return null;
      }
    },
    async issueEmbed(user) {
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = now + EMBED_TOKEN_TTL_SECONDS;
      const claims = { sub: user.id, aud: AUDIENCE.embed, iat: now, exp: expiresAt, name: user.displayName, firstName: user.firstName, LastName: user.lastName, email: user.email };
      return { token: await sign(claims), expiresAt };
    },
    async readEmbed(token) {
      try {
        const { payload } = await verify(token, AUDIENCE.embed, EMBED_TOKEN_TTL_SECONDS);
        return { id: String(payload.sub), displayName: String(payload.name ?? ''), firstName: String(payload.firstName ?? ''), lastName: String(payload.LastName ?? ''), email: String(payload.email ?? '') };
      } catch {
        return null;
      }
    },
  };
}
