import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogoutResponse } from '../../schemas/generated/api/auth/logout';
import { authSessions } from '../../server/db/schema';
import { formAction, testBrowser, type TestBrowser } from './browser';
import { DRIVERS, json, startServer, startServerWithReach, type AppReach, type TestServer } from './harness';

/** The local provider's access tokens live 4 s here: sessions are renewed halfway (2 s in), not 150 s before. */
const TOKEN_SECONDS = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DRIVERS)('sessions renewed with the provider’s refresh token (%s)', (driver) => {
  let server: TestServer & { reach: AppReach };
  beforeAll(async () => {
    server = await startServerWithReach(driver, { devProvider: { accessTokenTtlSeconds: TOKEN_SECONDS } });
  });
  afterAll(() => server.close());

  const signIn = async (persona: string): Promise<TestBrowser> => {
    const browser = testBrowser(server.app);
    const page = await browser.visit('/api/v1/auth/login?returnTo=%2Fen-us%2Fhome');
    await browser.visit(formAction(page.response.body, '/login'), { method: 'POST', form: { persona } });
    return browser;
  };
  const sessionOf = async (browser: TestBrowser) => {
    const sid = JSON.parse(Buffer.from((browser.cookie('confsite_auth') ?? '').split('.')[1] ?? '', 'base64url').toString()).sid as string;
    const [row] = await server.reach.db.select().from(authSessions).where(eq(authSessions.id, sid));
    return row;
  };
  const call = async (browser: TestBrowser) => (await server.app.inject({ url: '/api/v1/token/access', headers: browser.headers() })).statusCode;
  const renewed = async (browser: TestBrowser, after: Date) => {
    for (let poll = 0; poll < 100; poll += 1) {
      const row = await sessionOf(browser);
      if (!row || (row.providerExpiresAt as Date) > after) return row;
      await sleep(20);
    }
    return sessionOf(browser);
  };

  it('renews in the background once due, while the provider’s tokens are still good', async () => {
    const browser = await signIn('attendee');
    const before = await sessionOf(browser);
    // Halfway through a token this short; the provider counts its life in whole seconds, so a second may have begun.
    const early = (before?.providerExpiresAt as Date).getTime() - (before?.renewAt as Date).getTime();
    expect(early).toBeGreaterThanOrEqual(((TOKEN_SECONDS - 1) * 1000) / 2);
    expect(early).toBeLessThanOrEqual((TOKEN_SECONDS * 1000) / 2);
    expect(await call(browser)).toBe(200);
    expect((await sessionOf(browser))?.providerExpiresAt).toEqual(before?.providerExpiresAt);

    await sleep((before?.renewAt as Date).getTime() - Date.now() + 50);
    expect(await call(browser)).toBe(200);
    const after = await renewed(browser, before?.providerExpiresAt as Date);
    expect(after?.providerExpiresAt?.getTime()).toBeGreaterThan((before?.providerExpiresAt as Date).getTime());
    expect(after?.renewingUntil).toBeNull();
  });

  it('renews before answering when the provider’s tokens ran out while the visitor was away', async () => {
    const browser = await signIn('speaker');
    const before = await sessionOf(browser);
    await sleep((before?.providerExpiresAt as Date).getTime() - Date.now() + 50);
    expect(await call(browser)).toBe(200);
    expect((await sessionOf(browser))?.providerExpiresAt?.getTime()).toBeGreaterThan(Date.now());
  });

  it('ends the session when the provider refuses to renew it (signed out there)', async () => {
    const browser = await signIn('siteeditor');
    const before = await sessionOf(browser);
    // Sign out at the provider only, as another tab or site of the same provider would.
    const endSession = new URL(`${'https://confsite.test'}/dev-idp/session/end`);
    const question = await browser.visit(endSession);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(question.response.body)?.[1] ?? '';
    await browser.visit(formAction(question.response.body, '/session/end/confirm'), { method: 'POST', form: { xsrf, logout: 'yes' } });

    await sleep((before?.providerExpiresAt as Date).getTime() - Date.now() + 50);
    expect(await call(browser)).toBe(401);
    expect(await sessionOf(browser)).toBeUndefined();
  });
});

describe.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)('a session ended on one node (postgres + redis)', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    const shared = { redisUrl: process.env.REDIS_URL, jwtSecret: 'one site, two nodes' };
    first = await startServer('postgres', shared);
    second = await startServer('postgres', { ...shared, databaseUrl: first.databaseUrl });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('stops working on the other node at once, though that node had it cached', async () => {
    const headers = await first.auth('attendee');
    const onSecond = async () => (await second.app.inject({ url: '/api/v1/token/access', headers })).statusCode;
    expect(await onSecond()).toBe(200);
    expect(json<LogoutResponse>(await first.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers }))).toEqual({ ok: true });
    const started = Date.now();
    while ((await onSecond()) === 200 && Date.now() - started < 2000) await sleep(10);
    expect(await onSecond()).toBe(401);
    // Far sooner than the cache would have let it go on its own (server/auth/sessions.ts).
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
