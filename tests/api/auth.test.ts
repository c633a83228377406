import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { AccessTokenResponse } from '../../schemas/generated/api/auth/access-token';
import { ROLE_SCOPES, type DevLoginResponse, type MeResponse } from '../../src/engine';
import { DRIVERS, json, startServer, type TestServer } from './harness';

describe.each(DRIVERS)('auth (%s)', (driver) => {
  let server: TestServer;
  const me = async (headers: Record<string, string> = {}) => json<MeResponse>(await server.app.inject({ url: '/api/v1/auth/me', headers }));
  const devLogin = (payload: unknown) => server.app.inject({ method: 'POST', url: '/api/v1/auth/dev-login', payload: payload as object });

  beforeAll(async () => {
    server = await startServer(driver);
  });
  afterAll(() => server.close());

  const sessionCookie = (response: LightMyRequestResponse) => response.cookies.find((candidate) => candidate.name === 'confsite_auth');

  it('signs a persona in with an http-only cookie whose scopes come from the role; the page never sees the token', async () => {
    const response = await devLogin({ persona: 'attendee' });
    expect(response.statusCode).toBe(200);
    const body = json<DevLoginResponse>(response);
    expect(Object.keys(body)).toEqual(['user']);
    expect(body.user).toMatchObject({ role: 'attendee', displayName: 'Avery Attendee', firstName: 'Avery', lastName: 'Attendee', scopes: [...ROLE_SCOPES.attendee] });
    expect(body.user.expiresAt * 1000 - Date.now()).toBeGreaterThan(7.9 * 3600_000);
    const cookie = sessionCookie(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(response.body).not.toContain(cookie?.value);

    expect((await me({ cookie: `confsite_auth=${cookie?.value}` })).user?.role).toBe('attendee');
    expect((await me({ authorization: `Bearer ${cookie?.value}` })).user?.email).toBe('avery@example.com');
  });

  it('signs in with explicit scopes as a custom role; the cookie only names the session, which holds them', async () => {
    const response = await devLogin({ scopes: ['meetings', 'inperson'], name: 'Tess Tester' });
    expect(json<DevLoginResponse>(response).user).toMatchObject({ role: 'custom', scopes: ['meetings', 'inperson'], firstName: 'Tess', lastName: 'Tester' });
    const [, payload] = (sessionCookie(response)?.value ?? '').split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(Object.keys(claims).sort()).toEqual(['aud', 'exp', 'iat', 'sid', 'sub']);
    expect((await me({ cookie: `confsite_auth=${sessionCookie(response)?.value}` })).user?.scopes).toEqual(['meetings', 'inperson']);
  });

  it('treats routes under the spec\'s public prefixes as public and everything else as signed-in only', async () => {
    // /settings declares no access rule: the `settings` prefix makes it public.
    expect((await server.app.inject({ url: '/api/v1/settings' })).statusCode).toBe(200);
    // token/ is public except token/access.
    const tokenAccess = await server.app.inject({ url: '/api/v1/token/access' });
    expect(tokenAccess.statusCode).toBe(401);
    expect(json(tokenAccess)).toMatchObject({ error: 'Unauthorized' });
  });

  it('rejects an unknown persona', async () => {
    const response = await devLogin({ persona: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ error: 'ValidationError' });
  });

  it('treats anonymous callers, forged and expired tokens as nobody on public routes', async () => {
    expect((await me()).user).toBeNull();
    expect((await me({ authorization: 'Bearer not.a.token' })).user).toBeNull();
    expect((await me(await server.auth('attendee', { expired: true }))).user).toBeNull();
  });

  it('hands signed-in callers a short-lived embed token naming them, never their session, which the API refuses', async () => {
    const headers = await server.auth('siteeditor');
    const response = await server.app.inject({ url: '/api/v1/token/access', headers });
    expect(response.statusCode).toBe(200);
    const { token, expiresAt } = json<AccessTokenResponse>(response);
    expect(token).not.toBe(headers.authorization.slice('Bearer '.length));
    expect(expiresAt - Date.now() / 1000).toBeGreaterThan(4 * 60);
    expect(expiresAt - Date.now() / 1000).toBeLessThanOrEqual(5 * 60);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ aud: 'confsite-embed', name: 'Sid Siteeditor', email: 'sid@example.com' });
    expect(claims).not.toHaveProperty('role');
    expect(claims).not.toHaveProperty('scp');

    // Neither as a bearer nor as the cookie does it open anything a session opens.
    expect((await me({ authorization: `Bearer ${token}` })).user).toBeNull();
    expect((await me({ cookie: `confsite_auth=${token}` })).user).toBeNull();
    expect((await server.app.inject({ url: '/api/v1/siteeditor/all', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    expect((await server.app.inject({ url: '/api/v1/token/access', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);

    const anonymous = await server.app.inject({ url: '/api/v1/token/access' });
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous)).toMatchObject({ error: 'Unauthorized' });
  });

  it('answers 401 for an expired token and for a token without scopes', async () => {
    const expired = await server.app.inject({ url: '/api/v1/token/access', headers: await server.auth('siteeditor', { expired: true }) });
    expect(expired.statusCode).toBe(401);
    const scopeless = await server.app.inject({ url: '/api/v1/token/access', headers: await server.auth({ scopes: [] }) });
    expect(scopeless.statusCode).toBe(401);
  });

  it('answers 403 when the caller lacks the scope', async () => {
    const response = await server.app.inject({ url: '/api/v1/content/all/home', headers: await server.auth('attendee') });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toMatchObject({ error: 'Forbidden' });
  });

  it('checks access before validating the body', async () => {
    const response = await server.app.inject({ method: 'PUT', url: '/api/v1/content/home', payload: { nonsense: true } });
    expect(response.statusCode).toBe(401);
  });

  it('clears the cookie on logout', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/v1/auth/logout' });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((candidate) => candidate.name === 'confsite_auth');
    expect(cookie?.value).toBe('');
    expect(cookie?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
  });

  describe('where dev functions are off (prod fixture)', () => {
    let prod: TestServer;
    beforeAll(async () => {
      prod = await startServer(driver, { siteEnv: 'prod' });
    });
    afterAll(() => prod.close());

    it('answers 404 to a dev login', async () => {
      const response = await prod.app.inject({ method: 'POST', url: '/api/v1/auth/dev-login', payload: { persona: 'siteeditor' } });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ error: 'NotFound' });
    });
  });

  describe('in production', () => {
    let production: TestServer;
    beforeAll(async () => {
      production = await startServer(driver, { nodeEnv: 'production' });
    });
    afterAll(() => production.close());

    it('has no dev-login route even though the flag is on, and marks the cookie secure', async () => {
      expect(production.app.hasRoute({ method: 'POST', url: '/api/v1/auth/dev-login' })).toBe(false);
      const response = await production.app.inject({ method: 'POST', url: '/api/v1/auth/dev-login', payload: { persona: 'siteeditor' } });
      expect(response.statusCode).toBe(404);
      const logout = await production.app.inject({ method: 'POST', url: '/api/v1/auth/logout' });
      expect(logout.cookies.find((candidate) => candidate.name === 'confsite_auth')?.secure).toBe(true);
    });
  });
});
