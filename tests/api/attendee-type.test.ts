import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLE_SCOPES, SCOPES, type AttendeeTypeResponse, type MeResponse } from '../../src/engine';
import { DRIVERS, json, startServer, type TestServer } from './harness';

describe.each(DRIVERS)('admin attendee type changer (%s)', (driver) => {
  let server: TestServer;
  const asSiteEditor = () => server.auth('siteeditor');
  const change = async (type: string, headers?: Record<string, string>) =>
    server.app.inject({ method: 'POST', url: `/api/v1/siteeditor/change-attendee-type/${type}`, headers: headers ?? (await asSiteEditor()) });
  const reset = async (headers?: Record<string, string>) =>
    server.app.inject({ method: 'POST', url: '/api/v1/siteeditor/reset-attendee-type', headers: headers ?? (await asSiteEditor()) });
  const me = async (headers?: Record<string, string>) =>
    json<MeResponse>(await server.app.inject({ url: '/api/v1/auth/me', headers: headers ?? (await asSiteEditor()) })).user;
  const setFlag = async (value: boolean) => {
    const payload = { changes: [{ name: 'enableAdminAttendeeTypeChanger', value }] };
    const response = await server.app.inject({ method: 'POST', url: '/api/v1/siteeditor/setting/cont', headers: await asSiteEditor(), payload });
    expect(response.statusCode).toBe(200);
  };

  beforeAll(async () => {
    server = await startServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await setFlag(true);
    expect((await reset()).statusCode).toBe(200);
  });

  it('tells every signed-in user their attendee type', async () => {
    expect((await me(await server.auth('speaker')))?.attendeeType).toEqual({ current: 'speaker', original: 'speaker', overridden: false });
    expect((await me())?.attendeeType).toEqual({ current: 'attendee', original: 'attendee', overridden: false });
    expect((await me(await server.auth({ scopes: ['inperson', 'siteeditor'] })))?.attendeeType?.original).toBe('inperson-attendee');
  });

  it('gives a site editor the chosen type\'s scopes plus the editor scopes from the next request on', async () => {
    const response = await change('inperson-attendee');
    expect(response.statusCode).toBe(200);
    expect(json<AttendeeTypeResponse>(response).attendeeType).toEqual({ current: 'inperson-attendee', original: 'attendee', overridden: true });

    const user = await me();
    expect(user?.attendeeType).toEqual({ current: 'inperson-attendee', original: 'attendee', overridden: true });
    expect(user?.scopes).toEqual([...ROLE_SCOPES['inperson-attendee'], SCOPES.contentEditor, SCOPES.siteEditor]);
    // Still a site editor, so the site editor pages (and the way back) stay open.
    expect((await server.app.inject({ url: '/api/v1/siteeditor', headers: await asSiteEditor() })).statusCode).toBe(200);
    // Other users are untouched.
    expect((await me(await server.auth('contenteditor')))?.scopes).toEqual([...ROLE_SCOPES.contenteditor]);
  });

  it('replaces an earlier override and removes it on reset', async () => {
    await change('speaker');
    await change('inperson-attendee');
    expect((await me())?.attendeeType?.current).toBe('inperson-attendee');

    const response = await reset();
    expect(response.statusCode).toBe(200);
    expect(json<AttendeeTypeResponse>(response).attendeeType).toEqual({ current: 'attendee', original: 'attendee', overridden: false });
    const user = await me();
    expect(user?.scopes).toEqual([...ROLE_SCOPES.siteeditor]);
    expect(user?.attendeeType?.overridden).toBe(false);
  });

  it('treats changing back to one\'s own type as a reset', async () => {
    await change('speaker');
    expect(json<AttendeeTypeResponse>(await change('attendee')).attendeeType).toEqual({ current: 'attendee', original: 'attendee', overridden: false });
    expect((await me())?.scopes).toEqual([...ROLE_SCOPES.siteeditor]);
  });

  it('rejects an unknown type with the field path', async () => {
    const response = await change('vip');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ error: 'ValidationError', details: [{ path: '/params/type' }] });
    // Editor roles are not attendee types.
    expect((await change('siteeditor')).statusCode).toBe(400);
  });

  it.each(['attendee', 'speaker', 'contenteditor'] as const)('refuses a %s (403) and leaves them as they are', async (role) => {
    const headers = await server.auth(role);
    expect((await change('inperson-attendee', headers)).statusCode).toBe(403);
    expect((await reset(headers)).statusCode).toBe(403);
    expect((await me(headers))?.scopes).toEqual([...ROLE_SCOPES[role]]);
  });

  it('needs sign-in (401)', async () => {
    expect((await server.app.inject({ method: 'POST', url: '/api/v1/siteeditor/change-attendee-type/speaker' })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'POST', url: '/api/v1/siteeditor/reset-attendee-type' })).statusCode).toBe(401);
  });

  it('refuses changes while the flag is off and ignores a stored override until it is back on', async () => {
    await change('speaker');
    await setFlag(false);
    const refused = await change('inperson-attendee');
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ error: 'Forbidden', message: expect.stringContaining('enableAdminAttendeeTypeChanger') });
    expect((await reset()).statusCode).toBe(403);
    expect((await me())?.scopes).toEqual([...ROLE_SCOPES.siteeditor]);

    await setFlag(true);
    expect((await me())?.attendeeType?.current).toBe('speaker');
  });

  it('is off in prod, as the seed says', async () => {
    const prod = await startServer(driver, { siteEnv: 'prod' });
    try {
      const response = await prod.app.inject({ method: 'POST', url: '/api/v1/siteeditor/change-attendee-type/speaker', headers: await prod.auth('siteeditor') });
      expect(response.statusCode).toBe(403);
    } finally {
      await prod.close();
    }
  });
});
