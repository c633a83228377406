import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService, SESSION_TTL_SECONDS } from '../../server/auth/tokens';

const secret = randomBytes(32);
const now = () => Math.floor(Date.now() / 1000);

/** A token signed with the server's own secret, with the times given: only its claims can give it away. */
const signed = (times: { iat?: number; exp: number }, aud = 'confsite-session') =>
  new SignJWT({ sub: 'u-1', sid: 's-1', aud, ...times }).setProtectedHeader({ alg: 'HS256' }).sign(secret);

describe('token times', () => {
  const tokens = createTokenService(secret);

  it('accepts a token this server issued', async () => {
    const token = await tokens.issue({ sid: 's-1', userId: 'u-1', expiresAt: now() + 60 });
    expect(await tokens.read(token)).toEqual({ sid: 's-1', userId: 'u-1', expiresAt: now() + 60 });
  });

  it.each([
    ['issued an hour in the future', { iat: now() + 3600, exp: now() + 7200 }],
    ['issued longer ago than any session lasts, with a far expiry', { iat: now() - SESSION_TTL_SECONDS - 3600, exp: now() + 3600 }],
    ['without an issue time', { exp: now() + 3600 }],
  ])('refuses a token %s', async (_story, times) => {
    expect(await tokens.read(await signed(times))).toBeNull();
  });

  it('refuses a session’s claims in a token for an embed, or for nobody in particular', async () => {
    expect(await tokens.read(await signed({ iat: now(), exp: now() + 60 }, 'confsite-embed'))).toBeNull();
    expect(await tokens.read(await signed({ iat: now(), exp: now() + 60 }, ''))).toBeNull();
  });

  it('refuses a session token that names no session', async () => {
    const token = await new SignJWT({ sub: 'u-1', aud: 'confsite-session', iat: now(), exp: now() + 60 }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    expect(await tokens.read(token)).toBeNull();
  });

  it('lets an embed read who its token names, and not a session token as an embed’s', async () => {
    const { token } = await tokens.issueEmbed({ id: 'u-1', displayName: 'Avery A', firstName: 'Avery', lastName: 'A', email: 'a@example.com' });
    expect(await tokens.readEmbed(token)).toEqual({ id: 'u-1', displayName: 'Avery A', firstName: 'Avery', lastName: 'A', email: 'a@example.com' });
    const session = await tokens.issue({ sid: 's-1', userId: 'u-1', expiresAt: now() + 60 });
    expect(await tokens.readEmbed(session)).toBeNull();
  });

  it('signs embed tokens with a key of their own: a session token made with it opens nothing', async () => {
    const { token } = await tokens.issueEmbed({ id: 'u-1', displayName: '', firstName: '', lastName: '', email: '' });
    const [header, payload] = token.split('.');
    // The embed's signature moved onto a session's claims, and the session key's signature onto the embed's claims.
    const sessionClaims = Buffer.from(JSON.stringify({ sub: 'u-1', sid: 's-1', aud: 'confsite-session', iat: now(), exp: now() + 60 })).toString('base64url');
    expect(await tokens.read(`${header}.${sessionClaims}.${token.split('.')[2]}`)).toBeNull();
    const sessionSigned = await new SignJWT(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    expect(await tokens.readEmbed(sessionSigned)).toBeNull();
  });

  it('allows a few seconds of drift between nodes', async () => {
    expect(await tokens.read(await signed({ iat: now() + 10, exp: now() + 3600 }))).toMatchObject({ sid: 's-1' });
  });
});
