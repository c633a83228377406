import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, json, startServer, TEST_PUBLIC_URL, type TestServer } from './harness';

/** What a browser sends with a state-changing request, from a page of `origin`. */
const fromPage = (origin: string, fetchSite: string) => ({ origin, 'sec-fetch-site': fetchSite });

describe.each(DRIVERS)('where requests come from (%s)', (driver) => {
  let server: TestServer;
  let editor: { authorization: string };
  beforeAll(async () => {
    server = await startServer(driver);
    editor = await server.auth('siteeditor');
  });
  afterAll(() => server.close());

  const saveTestingDate = (headers: Record<string, string>, payload: unknown = { testingDate: null }) =>
    server.app.inject({ method: 'PUT', url: '/api/v1/siteeditor/testing-date', headers: { host: 'site.local:3000', ...editor, ...headers }, payload: payload as object });

  it('refuses a write from another site, by Sec-Fetch-Site or by Origin, with a 403', async () => {
    const refused: Record<string, string>[] = [fromPage('https://evil.example', 'cross-site'), { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }, { origin: 'null' }];
    for (const headers of refused) {
      const response = await saveTestingDate(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(json(response)).toMatchObject({ error: 'Forbidden' });
    }
  });

  it('takes a write from the site itself, at the requested host or at PUBLIC_URL, and from clients that name no site', async () => {
    for (const headers of [fromPage('http://site.local:3000', 'same-origin'), fromPage(TEST_PUBLIC_URL, 'same-origin'), {}]) {
      expect((await saveTestingDate(headers)).statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('lets cross-site reads through (a link from elsewhere)', async () => {
    const response = await server.app.inject({ url: '/api/v1/content/home', headers: fromPage('https://evil.example', 'cross-site') });
    expect(response.statusCode).toBe(200);
  });

  it('wants JSON bodies: text/plain (what a cross-site form can send) is 415, an empty JSON body 400', async () => {
    const plain = await saveTestingDate({ 'content-type': 'text/plain' }, '{"testingDate":null}');
    expect(plain.statusCode).toBe(415);
    const empty = await server.app.inject({ method: 'PUT', url: '/api/v1/siteeditor/testing-date', headers: { ...editor, 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(400);
  });

  it('writes exported links from PUBLIC_URL, never from a forged Host header', async () => {
    const response = await server.app.inject({ url: '/api/v1/catalogue/export/c3voc', headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('attacker.example');
    const { schedule } = json<{ schedule: { base_url: string; conference: { days: { rooms: Record<string, { url: string }[]> }[] } } }>(response);
    expect(schedule.base_url).toBe(`${TEST_PUBLIC_URL}/`);
    const urls = schedule.conference.days.flatMap((day) => Object.values(day.rooms).flat()).map((event) => event.url);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((url) => url.startsWith(`${TEST_PUBLIC_URL}/en-us/sessions/`))).toBe(true);
  });
});

describe('writes behind a reverse proxy that rewrites Host', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite', { trustProxy: ['127.0.0.1'], publicUrl: 'https://elsewhere.example' });
  });
  afterAll(() => server.close());

  const save = async (forwardedHost: string) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/v1/siteeditor/testing-date',
      remoteAddress: '127.0.0.1',
      headers: { ...(await server.auth('siteeditor')), host: 'upstream:3000', 'x-forwarded-host': forwardedHost, origin: 'https://conf.example.org', 'sec-fetch-site': 'same-origin' },
      payload: { testingDate: null },
    });

  it('takes the host the trusted proxy forwards, and still refuses another one', async () => {
    expect((await save('conf.example.org')).statusCode).toBe(200);
    expect((await save('evil.example')).statusCode).toBe(403);
  });
});

