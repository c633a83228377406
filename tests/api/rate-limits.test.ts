import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, rateLimitPlugin } from '../../server/http/rate-limits';
import { DRIVERS, json, startServer, type TestServer } from './harness';
import { photoFile } from './profile-images';

const fromAddress = (remoteAddress: string) => ({ remoteAddress });

describe.each(DRIVERS)('rate limits per client (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    // Uploads below writes: a photo counted as a write would still pass where the upload group refuses it.
    server = await startServer(driver, { rateLimits: { search: 5, write: 3, upload: 2 } });
  });
  afterAll(() => server.close());

  const devLogin = (remoteAddress: string) =>
    server.app.inject({ method: 'POST', url: '/api/v1/auth/dev-login', payload: { persona: 'attendee' }, ...fromAddress(remoteAddress) });

  it('lets 30 sign-ins a minute through from one address, then answers 429 with Retry-After and a readable message', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) statuses.push((await devLogin('203.0.113.7')).statusCode);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const refused = await devLogin('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(json<{ error: string; message: string }>(refused)).toMatchObject({ error: 'TooManyRequests', message: expect.stringMatching(/^Too many requests: please wait \d+ seconds and try again\.$/) });
    expect((await devLogin('203.0.113.8')).statusCode).toBe(200);
  });

  it('limits searches, and writes per signed-in person rather than per address', async () => {
    const search = () => server.app.inject({ method: 'POST', url: '/api/v1/session/search', payload: {}, ...fromAddress('198.51.100.1') });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await search()).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(429);

    const saveDate = async (who: 'contenteditor' | 'siteeditor', remoteAddress: string) =>
      (await server.app.inject({ method: 'PUT', url: '/api/v1/siteeditor/testing-date', headers: await server.auth(who), payload: { testingDate: null }, ...fromAddress(remoteAddress) })).statusCode;
    expect([await saveDate('contenteditor', '10.9.0.1'), await saveDate('contenteditor', '10.9.0.2'), await saveDate('contenteditor', '10.9.0.3')]).toEqual([200, 200, 200]);
    expect(await saveDate('contenteditor', '10.9.0.4')).toBe(429);
    expect(await saveDate('siteeditor', '10.9.0.4')).toBe(200);
  });

  it('limits uploads by their own group: the third photo in a minute answers 429 with Retry-After', async () => {
    const headers = { ...(await server.auth('attendee')), 'content-type': 'image/png' };
    const photo = await photoFile('png', 64, 48);
    const upload = () => server.app.inject({ method: 'PUT', url: '/api/v1/profile/photo', headers, payload: photo, ...fromAddress('198.51.100.20') });
    const answers = [await upload(), await upload(), await upload()];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);
    expect(Number(answers[2]?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('reads stay unlimited', async () => {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      expect((await server.app.inject({ url: '/api/v1/ping', ...fromAddress('192.0.2.1') })).statusCode).toBe(200);
    }
  });
});

describe.skipIf(!process.env.REDIS_URL || !process.env.DATABASE_URL)('rate limits shared by two nodes (postgres + redis)', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startServer('postgres', { redisUrl: process.env.REDIS_URL, rateLimits: { search: 4 } });
    second = await startServer('postgres', { redisUrl: process.env.REDIS_URL, rateLimits: { search: 4 }, databaseUrl: first.databaseUrl });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('counts one client across both nodes', async () => {
    // An address of this run only: counters live in Redis for a minute.
    const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const search = (server: TestServer) => server.app.inject({ method: 'POST', url: '/api/v1/session/search', payload: {}, ...fromAddress(address) });
    const statuses = [await search(first), await search(second), await search(first), await search(second), await search(first)].map((r) => r.statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('a limit store that fails', () => {
  it('lets requests through instead of failing them (the site stays up while Redis is away)', async () => {
    class BrokenStore {
      incr(_key: string, done: (error: Error | null) => void) {
        done(new Error('connection lost'));
      }
      child() {
        return this;
      }
    }
    const app = Fastify();
    app.decorateRequest('user', null);
    await app.register(rateLimitPlugin, { limits: { ...DEFAULT_RATE_LIMITS, write: 1 }, store: BrokenStore });
    app.post('/write', async () => ({ ok: true }));
    const statuses = [await app.inject({ method: 'POST', url: '/write' }), await app.inject({ method: 'POST', url: '/write' })].map((r) => r.statusCode);
    expect(statuses).toEqual([200, 200]);
    await app.close();
  });
});

