import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsResponse } from '../../src/engine';
import { DRIVERS, json, startServer, type TestServer } from './harness';

describe.each(DRIVERS)('settings (%s)', (driver) => {
  let server: TestServer;
  const settings = async (query = '') => json<SettingsResponse>(await server.app.inject({ url: `/api/v1/settings${query}` }));

  beforeAll(async () => {
    server = await startServer(driver);
  });
  afterAll(() => server.close());

  it('sends public settings and flags to anonymous visitors, never private ones', async () => {
    const body = await settings();
    expect(body.env).toBe('cont');
    expect(body.settings.programName).toBe('Fixture Summit');
    expect(body.settings).not.toHaveProperty('editorNotes');
    expect(body.settings).not.toHaveProperty('showExtras');
    expect(body.features).toEqual({
      enableDevFunctions: true, showMeetings: false, enableProfile: true, showMessaging: true, showExtras: true, enableAdminAttendeeTypeChanger: true, allowLogOn: true,
    });
  });

  it('lists the phases and picks the current one by the clock', async () => {
    const body = await settings();
    expect(body.phases.map((phase) => phase.id)).toEqual(['pre-event', 'live', 'post-event']);
    expect(body.currentPhase).toBe('pre-event');
    expect(body.serverTestingDate).toBeNull();
  });

  it.each([
    ['2090-03-02T00:00:00Z', 'live'],
    ['2090-03-05T00:00:00Z', 'post-event'],
    ['2019-01-01T00:00:00Z', 'pre-event'],
    ['not-a-date', 'pre-event'],
  ])('honours a local testing date %s → %s', async (testingDate, phase) => {
    expect((await settings(`?testingDate=${encodeURIComponent(testingDate)}`)).currentPhase).toBe(phase);
  });

  it('ignores query parameters it does not know', async () => {
    expect((await server.app.inject({ url: '/api/v1/settings?_=12345' })).statusCode).toBe(200);
  });

  describe('with a server testing date (uat fixture)', () => {
    let uat: TestServer;
    beforeAll(async () => {
      uat = await startServer(driver, { siteEnv: 'uat' });
    });
    afterAll(() => uat.close());

    it('applies the environment overrides and the server testing date, which a local date still beats', async () => {
      const body = json<SettingsResponse>(await uat.app.inject({ url: '/api/v1/settings' }));
      expect(body.features.showMeetings).toBe(true);
      expect(body.serverTestingDate).toBe('2090-03-02T00:00:00Z');
      expect(body.currentPhase).toBe('live');
      const local = json<SettingsResponse>(await uat.app.inject({ url: '/api/v1/settings?testingDate=2090-03-06T00:00:00Z' }));
      expect(local.currentPhase).toBe('post-event');
    });
  });
});
