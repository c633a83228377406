import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AllSettingsResponse, SettingsResponse, SettingsSaveResponse, SiteEditorResponse } from '../../src/engine';
import { DRIVERS, json, startServer, type TestServer } from './harness';

describe.each(DRIVERS)('site settings editor (%s)', (driver) => {
  let server: TestServer;
  const asSiteEditor = () => server.auth('siteeditor');
  const save = async (env: string, changes: unknown[]) =>
    server.app.inject({ method: 'POST', url: `/api/v1/siteeditor/setting/${env}`, headers: await asSiteEditor(), payload: { changes } });
  const setting = async (name: string, env = 'cont') => {
    const all = json<AllSettingsResponse>(await server.app.inject({ url: '/api/v1/siteeditor/all', headers: await asSiteEditor() }));
    return all.environments[env as 'cont'].find((candidate) => candidate.name === name)?.value;
  };

  beforeAll(async () => {
    server = await startServer(driver);
  });
  afterAll(() => server.close());

  it.each([
    ['GET', '/api/v1/siteeditor'],
    ['GET', '/api/v1/siteeditor/all'],
    ['POST', '/api/v1/siteeditor/setting/cont'],
    ['PUT', '/api/v1/siteeditor/testing-date'],
  ] as const)('%s %s needs sign-in (401)', async (method, url) => {
    expect((await server.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
  });

  it.each([
    ['GET', '/api/v1/siteeditor', 'contenteditor'],
    ['GET', '/api/v1/siteeditor/all', 'contenteditor'],
    ['POST', '/api/v1/siteeditor/setting/cont', 'contenteditor'],
    ['PUT', '/api/v1/siteeditor/testing-date', 'attendee'],
  ] as const)('%s %s refuses a %s (403)', async (method, url, role) => {
    expect((await server.app.inject({ method, url, headers: await server.auth(role), payload: {} })).statusCode).toBe(403);
  });

  it('lists every setting of the site environment, private ones included, with their metadata', async () => {
    const body = json<SiteEditorResponse>(await server.app.inject({ url: '/api/v1/siteeditor', headers: await asSiteEditor() }));
    expect(body.env).toBe('cont');
    expect(body.settings.find((s) => s.name === 'editorNotes')).toEqual({
      name: 'editorNotes', type: 'string', category: 'Site/Internal', value: 'secret notes', order: 4, parent: null, format: null, public: false,
    });
  });

  it('shows the three environments side by side', async () => {
    const body = json<AllSettingsResponse>(await server.app.inject({ url: '/api/v1/siteeditor/all', headers: await asSiteEditor() }));
    expect(Object.keys(body.environments).sort()).toEqual(['cont', 'prod', 'uat']);
    expect(body.environments.uat.find((s) => s.name === 'showMeetings')?.value).toBe(true);
    expect(body.environments.cont.find((s) => s.name === 'showMeetings')?.value).toBe(false);
  });

  it('answers none for no changes and nochange when every value is already stored', async () => {
    expect(json<SettingsSaveResponse>(await save('cont', []))).toEqual({ result: 'none' });
    const same = await save('cont', [{ name: 'programName', value: 'Fixture Summit' }, { name: 'showMeetings', value: false }]);
    expect(json<SettingsSaveResponse>(same)).toEqual({ result: 'nochange' });
  });

  it('saves typed values of one environment and the public settings show them at once', async () => {
    const response = await save('cont', [{ name: 'programName', value: 'Renamed Summit' }, { name: 'showMeetings', value: true }]);
    expect(response.statusCode).toBe(200);
    expect(json<SettingsSaveResponse>(response)).toEqual({ result: 'saved' });
    const publicSettings = json<SettingsResponse>(await server.app.inject({ url: '/api/v1/settings' }));
    expect(publicSettings.settings.programName).toBe('Renamed Summit');
    expect(publicSettings.features.showMeetings).toBe(true);
    expect(await setting('programName', 'uat')).toBe('Fixture Summit');
  });

  it('saves nothing when one value of the batch is invalid, naming every bad field', async () => {
    const response = await save('cont', [
      { name: 'programName', value: 'Half Saved?' },
      { name: 'showExtras', value: 'yes' },
      { name: 'testingDate', value: 'tomorrow' },
      { name: 'eventPhases', value: [{ id: 'a', label: 'A', start: '2020-01-01' }, { id: 'a', label: 'B', start: 'soon' }] },
      { name: 'noSuchSetting', value: 1 },
    ]);
    expect(response.statusCode).toBe(400);
    const body = json<SettingsSaveResponse>(response);
    expect(body.result).toBe('invalid');
    expect(body.details?.map((issue) => issue.path)).toEqual([
      '/body/changes/1/value',
      '/body/changes/2/value',
      '/body/changes/3/value/1/id',
      '/body/changes/3/value/1/start',
      '/body/changes/4/name',
    ]);
    expect(await setting('programName')).toBe('Renamed Summit');
  });

  it('accepts a valid phase list and a null date', async () => {
    const phases = [{ id: 'only', label: 'Only', start: '2020-01-01T00:00:00Z' }];
    const response = await save('uat', [{ name: 'eventPhases', value: phases }, { name: 'testingDate', value: null }]);
    expect(json<SettingsSaveResponse>(response)).toEqual({ result: 'saved' });
    expect(await setting('eventPhases', 'uat')).toEqual(phases);
  });

  it('refuses malformed bodies with 400', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/v1/siteeditor/setting/cont', headers: await asSiteEditor(), payload: { changes: [{ name: 'x' }] } });
    expect(response.statusCode).toBe(400);
    expect((await server.app.inject({ method: 'POST', url: '/api/v1/siteeditor/setting/dev', headers: await asSiteEditor(), payload: { changes: [] } })).statusCode).toBe(400);
  });

  describe('server testing date', () => {
    const put = async (testingDate: unknown, role: 'contenteditor' | 'siteeditor' = 'contenteditor') =>
      server.app.inject({ method: 'PUT', url: '/api/v1/siteeditor/testing-date', headers: await server.auth(role), payload: { testingDate } });
    const currentPhase = async () => json<SettingsResponse>(await server.app.inject({ url: '/api/v1/settings' }));

    it('lets a content editor move the whole site to another phase, and back', async () => {
      expect((await currentPhase()).currentPhase).toBe('pre-event');
      const response = await put('2090-03-02T00:00:00Z');
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ testingDate: '2090-03-02T00:00:00Z' });
      expect(await currentPhase()).toMatchObject({ currentPhase: 'live', serverTestingDate: '2090-03-02T00:00:00Z' });
      expect((await put(null, 'siteeditor')).statusCode).toBe(200);
      expect(await currentPhase()).toMatchObject({ currentPhase: 'pre-event', serverTestingDate: null });
    });

    it.each(['next week', 42, '2090-13-45'])('refuses %s', async (testingDate) => {
      const response = await put(testingDate);
      expect(response.statusCode).toBe(400);
      expect(json(response).details).toEqual([expect.objectContaining({ path: '/body/testingDate' })]);
    });
  });
});
