import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { isRole, ROLE_SCOPES, type CurrentUser, type Role } from '../../src/engine';

export const TOKEN_TTL_SECONDS = 8 * 60 * 60;
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

export interface TokenService {
  issue(subject: TokenSubject): Promise<{ token: string; user: CurrentUser }>;
  /** The token's user, or null when the token is malformed, forged or expired. */
  read(token: string): Promise<CurrentUser | null>;
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
  return {
    async issue(subject) {
      const now = Math.floor(Date.now() / 1000);
      const claims: Claims = {
        sub: subject.id,
        iat: now,
        exp: now + ttlSeconds,
        name: subject.displayName,
        firstName: subject.firstName,
        LastName: subject.lastName,
        email: subject.email,
        role: subject.role,
        ...(subject.role === 'custom' ? { scp: subject.scopes } : {}),
      };
      const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(secret);
      const user = userOf(claims);
      if (!user) throw new Error(`Cannot issue a token for role "${subject.role}"`);
      return { token, user };
    },
    async read(token) {
      try {
        // A token "issued" in the future, or longer ago than any token lives, was not issued by this clock.
        const { payload } = await jwtVerify<Claims>(token, secret, {
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'iat', 'exp'],
          maxTokenAge: TOKEN_TTL_SECONDS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        });
        return userOf(payload);
      } catch {
        return null;
      }
    },
  };
}
