import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedPage, Role } from '../../src/engine';
import { heading } from './blocks';
import { DRIVERS, json, startServer, type TestServer } from './harness';

/**
 * Spec 2 §2: personal pages need sign-in, their scope and their flag. The content of such a page is answered only to
 * whom the router would show it: anonymous → 401, without the scope → 403, flag off → 404, and never its blocks.
 * The fixture has enableProfile and showMessaging on, showMeetings off.
 */

type Who = Role | { scopes: string[] } | undefined;

const SECRET = {
  profile: 'Your contact preferences',
  inbox: 'Your conversations',
  meetings: 'Your meetings',
} as const;

describe.each(DRIVERS)('the content of gated pages (%s)', (driver) => {
  let server: TestServer;
  const headers = async (who: Who, options?: { expired?: boolean }) => (who ? server.auth(who, options) : {});
  const read = async (page: string, who?: Who, options?: { expired?: boolean }) =>
    server.app.inject({ url: `/api/v1/content/${page}`, headers: await headers(who, options) });
  const setFlag = async (name: string, value: boolean) => {
    const changes = [{ name, value }];
    const response = await server.app.inject({ method: 'POST', url: '/api/v1/siteeditor/setting/cont', headers: await server.auth('siteeditor'), payload: { changes } });
    expect(json(response)).toMatchObject({ result: 'saved' });
  };

  beforeAll(async () => {
    server = await startServer(driver);
    for (const [page, text] of Object.entries(SECRET)) {
      const payload = { phase: 'pre-event', baseRevision: 0, blocks: [heading(`${page}-intro`, text)] };
      const saved = await server.app.inject({ method: 'PUT', url: `/api/v1/content/${page}`, headers: await server.auth('siteeditor'), payload });
      expect(saved.statusCode).toBe(200);
    }
  });
  afterAll(() => server.close());

  const expectRefused = (response: Awaited<ReturnType<typeof read>>, status: number, text: string) => {
    expect(response.statusCode).toBe(status);
    expect(response.body).not.toContain(text);
  };

  it('answers an attendee their profile page', async () => {
    const page = json<ResolvedPage>(await read('profile', 'attendee'));
    expect(page.blocks.map((block) => block.props.heading)).toEqual([SECRET.profile]);
  });

  it('asks an anonymous visitor to sign in, without the blocks', async () => {
    expectRefused(await read('profile'), 401, SECRET.profile);
  });

  it('treats an expired token as no token', async () => {
    expectRefused(await read('profile', 'attendee', { expired: true }), 401, SECRET.profile);
  });

  it('refuses the inbox to a signed-in visitor without the tools scope (403), answers it with the scope', async () => {
    expectRefused(await read('inbox', { scopes: ['session-catalog'] }), 403, SECRET.inbox);
    expect((await read('inbox', 'attendee')).statusCode).toBe(200);
  });

  it('answers a switched-off page as not found, to anonymous visitors and attendees alike', async () => {
    for (const who of [undefined, 'attendee'] as const) {
      const response = await read('meetings', who);
      expectRefused(response, 404, SECRET.meetings);
      expect(json(response)).toMatchObject({ message: 'No content for page "meetings"' });
    }
  });

  it('still answers a content editor a switched-off page, so it can be prepared', async () => {
    expect(json<ResolvedPage>(await read('meetings', 'contenteditor')).blocks).toHaveLength(1);
  });

  it('follows the flag at once', async () => {
    await setFlag('enableProfile', false);
    try {
      expectRefused(await read('profile', 'attendee'), 404, SECRET.profile);
    } finally {
      await setFlag('enableProfile', true);
    }
    expect((await read('profile', 'attendee')).statusCode).toBe(200);
  });

  it('gates the tool pages too', async () => {
    expect((await read('site-editor', 'contenteditor')).statusCode).toBe(403);
  });
});
