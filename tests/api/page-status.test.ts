import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../../server/paths';
import { DRIVERS, startServer, type TestServer } from './harness';

/** Whatever the status, the answer is the app, which shows the page, the sign-in offer or "Page not found". */
async function pageStatus(server: TestServer, url: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await server.app.inject({ url, headers });
  expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
  expect(response.body, url).toContain('/assets/app-abc123.js');
  return response.statusCode;
}

describe.each(DRIVERS)('the status of a page path (%s)', (driver) => {
  let server: TestServer;
  let sessionCode: string;
  let speakerId: string;
  let attendeeId: string;
  const page = (url: string, headers: Record<string, string> = {}) => pageStatus(server, url, headers);

  beforeAll(async () => {
    server = await startServer(driver, { contentDir: fromRoot('pages-content') });
    const sessions = (await server.app.inject({ url: '/api/v1/session/all/en-us' })).json<{ data: { sessionCode: string }[] }>();
    sessionCode = sessions.data[0]?.sessionCode ?? '';
    const speakers = (await server.app.inject({ url: '/api/v1/speaker/all/en-us' })).json<{ data: { speakerId: string }[] }>();
    speakerId = speakers.data[0]?.speakerId ?? '';
    const attendees = (await server.app.inject({ method: 'POST', url: '/api/v1/attendee/search', payload: {} })).json<{ data: { attendeeId: string }[] }>();
    attendeeId = attendees.data[0]?.attendeeId ?? '';
  });
  afterAll(() => server.close());

  it('is 200 for a stored page, a catalogue and an existing session or speaker, in any language', async () => {
    expect(sessionCode).not.toBe('');
    expect(attendeeId).not.toBe('');
    for (const url of ['/en-us/home', '/ja-jp/code-of-conduct', '/de-de/sessions', `/fr-fr/sessions/${encodeURIComponent(sessionCode)}`, `/en-us/sessions/en-us-${encodeURIComponent(sessionCode)}`, `/en-us/speakers/${encodeURIComponent(speakerId)}`, `/en-us/attendees/${encodeURIComponent(attendeeId)}`]) {
      expect(await page(url), url).toBe(200);
    }
  });

  it('is 404 for a path that leads nowhere: no route, no stored page, an unknown session, speaker, company or attendee', async () => {
    for (const url of ['/en-us/no-such-page', '/en-us/home/extra', '/en-us/sessions/NOPE-999', '/zh-cn/speakers/nobody', '/en-us/sponsors/no-such-company', '/en-us/attendees/nobody', '/en-us/notfound']) {
      expect(await page(url), url).toBe(404);
    }
  });

  it('is 401 for a page that needs sign-in, 403 for one that needs a scope the visitor lacks, 200 for one who holds it', async () => {
    expect(await page('/en-us/qa')).toBe(401);
    expect(await page('/en-us/qa', await server.auth('attendee'))).toBe(403);
    expect(await page('/en-us/qa', await server.auth('siteeditor'))).toBe(200);
  });

  it('leaves to the browser what its router redirects, and editors\' previews of another environment', async () => {
    for (const url of ['/', '/home', '/zh-sg/home', '/EN-US/home', '/no-such-page']) expect(await page(url), url).toBe(200);
    expect(await page('/en-us/no-such-page?env=uat', await server.auth('contenteditor'))).toBe(200);
  });
});

describe.each(DRIVERS)('the status of a page of the route table without content (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    // The fixture's content environment holds the home and an about page only.
    server = await startServer(driver);
  });
  afterAll(() => server.close());

  it('is 404, while a stored page is there from its first block on', async () => {
    expect(await pageStatus(server, '/en-us/sessions')).toBe(404);
    expect(await pageStatus(server, '/en-us/about')).toBe(200);
  });
});
