import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService, TOKEN_TTL_SECONDS } from '../../server/auth/tokens';

const secret = randomBytes(32);
const now = () => Math.floor(Date.now() / 1000);

/** A token signed with the server's own secret, with the times given: only its claims can give it away. */
const signed = (times: { iat?: number; exp: number }, aud = 'confsite-session') =>
  new SignJWT({ sub: 'u-1', aud, role: 'siteeditor', name: 'Sid', firstName: 'Sid', LastName: 'Site', email: 's@example.com', ...times })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(secret);

describe('token times', () => {
  const tokens = createTokenService(secret);

  it('accepts a token this server issued', async () => {
    const { token } = await tokens.issue({ id: 'u-1', role: 'attendee', displayName: 'Avery', firstName: 'Avery', lastName: 'Attendee', email: 'a@example.com' });
    expect(await tokens.read(token)).toMatchObject({ id: 'u-1', role: 'attendee' });
  });

  it.each([
    ['issued an hour in the future', { iat: now() + 3600, exp: now() + 7200 }],
    ['issued longer ago than any token lives, with a far expiry', { iat: now() - TOKEN_TTL_SECONDS - 3600, exp: now() + 3600 }],
    ['without an issue time', { exp: now() + 3600 }],
  ])('refuses a token %s', async (_story, times) => {
    expect(await tokens.read(await signed(times))).toBeNull();
  });

  it('refuses a site editor’s claims in a token for an embed, or for nobody in particular', async () => {
    expect(await tokens.read(await signed({ iat: now(), exp: now() + 60 }, 'confsite-embed'))).toBeNull();
    expect(await tokens.read(await signed({ iat: now(), exp: now() + 60 }, ''))).toBeNull();
  });

  it('lets an embed read who its token names, and not a session token as an embed’s', async () => {
    const { token } = await tokens.issueEmbed({ id: 'u-1', displayName: 'Avery A', firstName: 'Avery', lastName: 'A', email: 'a@example.com' });
    expect(await tokens.readEmbed(token)).toEqual({ id: 'u-1', displayName: 'Avery A', firstName: 'Avery', lastName: 'A', email: 'a@example.com' });
    const { token: session } = await tokens.issue({ id: 'u-1', role: 'siteeditor', displayName: 'Sid', firstName: 'Sid', lastName: 'S', email: 's@example.com' });
    expect(await tokens.readEmbed(session)).toBeNull();
  });

  it('allows a few seconds of drift between nodes', async () => {
    expect(await tokens.read(await signed({ iat: now() + 10, exp: now() + 3600 }))).toMatchObject({ id: 'u-1' });
  });
});
