import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogoutResponse } from '../../schemas/generated/api/auth/logout';
import { authSessions } from '../../server/db/schema';
import { ROLE_SCOPES, type MeResponse } from '../../src/engine';
import { formAction, testBrowser, type TestBrowser } from './browser';
import { DRIVERS, json, startServerWithReach, type AppReach, type TestServer } from './harness';

const SITE = 'https://confsite.test';
const forbidden = (code: number, reason: string) => `${SITE}/en-us/forbidden?errorCode=${code}&errorMessage=translate.base.sign-in.error.${reason}`;

describe.each(DRIVERS)('sign-in through the local OpenID provider (%s)', (driver) => {
  let server: TestServer & { reach: AppReach };
  beforeAll(async () => {
    server = await startServerWithReach(driver);
  });
  afterAll(() => server.close());

  const me = async (browser: TestBrowser) => json<MeResponse>(await server.app.inject({ url: '/api/v1/auth/me', headers: browser.headers() })).user;
  const tokenAccess = async (headers: Record<string, string>) => (await server.app.inject({ url: '/api/v1/token/access', headers })).statusCode;
  const startAt = (browser: TestBrowser, returnTo = '/en-us/sessions') => browser.visit(`/api/v1/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  const choose = async (browser: TestBrowser, providerPage: string, persona: string) =>
    browser.visit(formAction(providerPage, '/login'), { method: 'POST', form: { persona } });
  const signIn = async (persona = 'attendee', returnTo?: string) => {
    const browser = testBrowser(server.app);
    const page = await startAt(browser, returnTo);
    return { browser, landed: await choose(browser, page.response.body, persona) };
  };

  it('signs an attendee in at the provider and brings them back to the return location with an http-only session cookie', async () => {
    const browser = testBrowser(server.app);
    const page = await startAt(browser, '/en-us/sessions?track=ai');
    expect(page.url.pathname).toMatch(/^\/dev-idp\/interaction\/[\w-]+$/);
    expect(page.response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.response.body).toContain('value="siteeditor"');

    const landed = await choose(browser, page.response.body, 'attendee');
    expect(landed.redirectedTo?.href).toBe(`${SITE}/en-us/sessions?track=ai`);
    expect(landed.response.cookies.find((cookie) => cookie.name === 'confsite_auth')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const user = await me(browser);
    expect(user).toMatchObject({ displayName: 'Avery Attendee', firstName: 'Avery', lastName: 'Attendee', email: 'avery@example.com', role: 'attendee', scopes: [...ROLE_SCOPES.attendee] });
    // The demo's registration holds Avery: sign-in finds her attendee by the address the provider verified.
    expect(user?.id).toBe('dev-attendee');
  });

  it('keeps the provider’s tokens on the server: the browser holds only a token naming its session', async () => {
    const { browser, landed } = await signIn('speaker');
    const [session] = await server.reach.db.select().from(authSessions).where(eq(authSessions.issuer, `${SITE}/dev-idp`)).limit(1);
    expect(session?.refreshToken).toBeTruthy();
    expect(session?.idToken).toBeTruthy();
    const seen = JSON.stringify([landed.response.headers, landed.response.body, browser.cookie('confsite_auth')]);
    expect(seen).not.toContain(session?.refreshToken);
    expect(seen).not.toContain(session?.idToken);
    // Sealed at rest: a copy of the table holds no token the provider would take.
    expect(session?.idToken).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(session?.idToken?.split('.')).toHaveLength(4);
    expect(session?.refreshToken).toMatch(/^v1\./);
  });

  it('gives the role claim’s scopes: a site editor signs in as one, and the same person gets the same id again', async () => {
    const first = await signIn('siteeditor');
    const second = await signIn('siteeditor');
    const [a, b] = [await me(first.browser), await me(second.browser)];
    expect(a).toMatchObject({ role: 'siteeditor', scopes: [...ROLE_SCOPES.siteeditor] });
    expect(b?.id).toBe(a?.id);
  });

  it('asks the provider in the visitor’s language and never returns anywhere but to a path of this site', async () => {
    const browser = testBrowser(server.app);
    const start = await browser.visit(`/api/v1/auth/login?returnTo=${encodeURIComponent('//evil.example/de-de/home')}`, { stopAt: '/dev-idp/auth' });
    expect(start.redirectedTo?.searchParams.get('ui_locales')).toBe('en-us');
    const page = await browser.visit(start.redirectedTo as URL);
    expect((await choose(browser, page.response.body, 'attendee')).redirectedTo?.href).toBe(`${SITE}/home`);

    const german = await startAt(testBrowser(server.app), '/de-de/sessions');
    expect(german.response.body).toContain('<html lang="de-DE">');
  });

  it('sends a callback with a state it never issued to /forbidden with code 1404 and a readable reason', async () => {
    const answer = await testBrowser(server.app).visit('/api/v1/auth/callback?state=made-up&code=made-up');
    expect(answer.redirectedTo?.href).toBe(forbidden(1404, 'expired'));
    expect(answer.response.body).not.toMatch(/Error|at .*\.ts/);
  });

  it('closes the local provider when a site editor switches the dev functions off', async () => {
    const discovery = async () => (await server.app.inject({ url: '/dev-idp/.well-known/openid-configuration' })).statusCode;
    const flag = async (value: boolean) =>
      server.app.inject({ method: 'POST', url: '/api/v1/siteeditor/setting/cont', headers: await server.auth('siteeditor'), payload: { changes: [{ name: 'enableDevFunctions', value }] } });
    expect(await discovery()).toBe(200);
    expect((await flag(false)).statusCode).toBe(200);
    try {
      expect(await discovery()).toBe(404);
    } finally {
      await flag(true);
    }
    expect(await discovery()).toBe(200);
  });

  it('starts no sign-in while the site has sign-in switched off (allowLogOn), whatever link was followed', async () => {
    const flag = async (value: boolean) => {
      const saved = await server.app.inject({
        method: 'POST',
        url: '/api/v1/siteeditor/setting/cont',
        headers: await server.auth('siteeditor'),
        payload: { changes: [{ name: 'allowLogOn', value }] },
      });
      expect(saved.statusCode).toBe(200);
    };
    await flag(false);
    try {
      const answer = await startAt(testBrowser(server.app), '/en-us/home');
      expect(answer.redirectedTo?.href).toBe(`${SITE}/en-us/forbidden?errorCode=1404&errorMessage=translate.base.sign-in.unavailable`);
    } finally {
      await flag(true);
    }
    expect((await startAt(testBrowser(server.app))).url.pathname).toMatch(/^\/dev-idp\/interaction\//);
  });

  it('refuses a replayed callback, and a replayed code under a fresh state', async () => {
    const browser = testBrowser(server.app);
    const page = await startAt(browser);
    const callback = (await browser.visit(formAction(page.response.body, '/login'), { method: 'POST', form: { persona: 'attendee' }, stopAt: '/api/v1/auth/callback' })).redirectedTo as URL;
    expect((await browser.visit(callback)).redirectedTo?.pathname).toBe('/en-us/sessions');
    expect((await browser.visit(callback)).redirectedTo?.href).toBe(forbidden(1404, 'expired'));

    // A new sign-in of the same browser, its state with the spent code: the provider refuses the code.
    const fresh = await browser.visit('/api/v1/auth/login?returnTo=%2Fen-us%2Fhome', { stopAt: '/dev-idp/auth' });
    const replayed = new URL(callback);
    replayed.searchParams.set('state', fresh.redirectedTo?.searchParams.get('state') ?? '');
    expect((await browser.visit(replayed)).redirectedTo?.href).toBe(forbidden(1404, 'provider'));
  });

  it('completes a sign-in only in the browser that started it', async () => {
    const victim = testBrowser(server.app);
    const attacker = testBrowser(server.app);
    const page = await startAt(attacker);
    const callback = (await attacker.visit(formAction(page.response.body, '/login'), { method: 'POST', form: { persona: 'siteeditor' }, stopAt: '/api/v1/auth/callback' })).redirectedTo as URL;
    expect((await victim.visit(callback)).redirectedTo?.href).toBe(forbidden(1404, 'expired'));
    expect(await me(victim)).toBeNull();
  });

  it('lands on /forbidden with code 3403 when the visitor cancels at the provider', async () => {
    const browser = testBrowser(server.app);
    const page = await startAt(browser);
    const cancelled = await browser.visit(formAction(page.response.body, '/abort'), { method: 'POST' });
    expect(cancelled.redirectedTo?.href).toBe(forbidden(3403, 'cancelled'));
    expect(await me(browser)).toBeNull();
  });

  it('signs in again without asking while the provider’s session lives; signing out ends both, so it asks again', async () => {
    const { browser } = await signIn('contenteditor');
    const first = browser.cookie('confsite_auth') as string;
    expect((await startAt(browser, '/en-us/speakers')).redirectedTo?.href).toBe(`${SITE}/en-us/speakers`);
    // The new session replaces the browser's old one.
    const token = browser.cookie('confsite_auth') as string;
    expect(token).not.toBe(first);
    expect(await tokenAccess({ authorization: `Bearer ${first}` })).toBe(401);
    expect(await tokenAccess({ authorization: `Bearer ${token}` })).toBe(200);

    const logout = await server.app.inject({ method: 'POST', url: '/api/v1/auth/logout?locale=fr-fr', headers: browser.headers() });
    const { endSessionUrl } = json<LogoutResponse>(logout);
    expect(logout.cookies.find((cookie) => cookie.name === 'confsite_auth')?.value).toBe('');
    const endSession = new URL(endSessionUrl as string);
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${SITE}/dev-idp/session/end`);
    expect(Object.fromEntries(endSession.searchParams)).toMatchObject({ post_logout_redirect_uri: `${SITE}/`, ui_locales: 'fr-fr', id_token_hint: expect.any(String) });
    // Ended on the server, whatever the browser keeps.
    expect(await tokenAccess({ authorization: `Bearer ${token}` })).toBe(401);

    const question = await browser.visit(endSession);
    expect(question.response.body).toContain('<html lang="fr-FR">');
    const confirm = await browser.visit(formAction(question.response.body, '/session/end/confirm'), { method: 'POST', form: { ...hiddenFields(question.response.body), logout: 'yes' } });
    expect(confirm.redirectedTo?.href).toBe(`${SITE}/`);

    const again = await startAt(browser);
    expect(again.url.pathname).toMatch(/^\/dev-idp\/interaction\//);
    expect(again.response.body).toContain('value="attendee"');
  });

  it('refuses forged and foreign tokens with 401', async () => {
    const { browser } = await signIn('attendee');
    const token = browser.cookie('confsite_auth') as string;
    expect(await tokenAccess({ authorization: `Bearer ${token}` })).toBe(200);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    const claims = claimsOf(token);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const siteEditorSession = claimsOf((await signIn('siteeditor')).browser.cookie('confsite_auth') as string).sid;
    const forgeries = {
      'signed with another key': await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(randomBytes(32)),
      'unsigned (alg: none)': `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'with scopes written in': `${header}.${encode({ ...claims, scp: ['siteeditor'], role: 'siteeditor' })}.${signature}`,
      'naming another session': `${header}.${encode({ ...claims, sid: siteEditorSession })}.${signature}`,
      'expired': (await server.auth('attendee', { expired: true })).authorization.slice('Bearer '.length),
      'for an embed': json<{ token: string }>(await server.app.inject({ url: '/api/v1/token/access', headers: { authorization: `Bearer ${token}` } })).token,
    };
    for (const [story, forged] of Object.entries(forgeries)) {
      expect([story, await tokenAccess({ authorization: `Bearer ${forged}` })]).toEqual([story, 401]);
      expect([story, await tokenAccess({ cookie: `confsite_auth=${forged}` })]).toEqual([story, 401]);
    }
  });

  it('has the local provider name only the public origin, and answer anyone but a browser page in JSON', async () => {
    const discovery = await server.app.inject({ url: '/dev-idp/.well-known/openid-configuration', headers: { host: 'evil.test', 'x-forwarded-host': 'evil.test:99999' } });
    expect(json(discovery)).toMatchObject({ issuer: `${SITE}/dev-idp`, authorization_endpoint: `${SITE}/dev-idp/auth`, token_endpoint: `${SITE}/dev-idp/token` });
    const refused = await server.app.inject({ url: '/dev-idp/auth' });
    expect([refused.statusCode, json(refused).error]).toEqual([400, 'invalid_request']);
    const page = await server.app.inject({ url: '/dev-idp/auth', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(json(await server.app.inject({ method: 'POST', url: '/dev-idp/no-such-endpoint' }))).toMatchObject({ error: 'NotFound' });
  });

  it('limits how often one address may start and complete sign-ins, with the spec’s message', async () => {
    const callback = () => server.app.inject({ url: '/api/v1/auth/callback?state=x', remoteAddress: '203.0.113.50' });
    for (let attempt = 0; attempt < 30; attempt += 1) expect((await callback()).statusCode).toBe(302);
    const refused = await callback();
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({ error: 'TooManyRequests', message: expect.stringMatching(/^Too many requests: please wait \d+ seconds and try again\.$/) });
  });
});

/** The hidden inputs of a page's forms (oidc-provider's anti-forgery token). */
function hiddenFields(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1] ?? '', match[2] ?? '']));
}

describe('a local start reached at another loopback name', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServerWithReach('pglite', { publicUrl: 'http://localhost:3000' });
  });
  afterAll(() => server.close());

  it('starts the sign-in at the public address, whose cookies the callback will see', async () => {
    const start = await server.app.inject({ url: '/api/v1/auth/login?returnTo=%2Fen-us%2Fhome', headers: { host: '127.0.0.1:3000' } });
    expect(start.headers.location).toBe('http://localhost:3000/api/v1/auth/login?returnTo=%2Fen-us%2Fhome');
    const atPublicAddress = await server.app.inject({ url: '/api/v1/auth/login?returnTo=%2Fen-us%2Fhome', headers: { host: 'localhost:3000' } });
    expect(atPublicAddress.headers.location).toMatch(/^http:\/\/localhost:3000\/dev-idp\/auth\?/);
  });
});
