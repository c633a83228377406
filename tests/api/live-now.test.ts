import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveNowItem, SettingsResponse, SettingsSaveResponse } from '../../src/engine';
import { DRIVERS, json, startServer, type TestServer } from './harness';

const KEYNOTE: LiveNowItem = {
  id: 'keynote',
  text: { 'en-us': 'Keynote in Hall A', 'de-de': 'Keynote in Halle A' },
  url: '/sessions',
  startsAt: '2027-03-09T09:00:00-08:00',
  endsAt: '2027-03-09T10:00:00-08:00',
};

describe.each(DRIVERS)('live-now ticker (%s)', (driver) => {
  let server: TestServer;
  const put = async (body: unknown, role: 'contenteditor' | 'attendee' | null = 'contenteditor') =>
    server.app.inject({ method: 'PUT', url: '/api/v1/live-now-ticker', headers: role ? await server.auth(role) : {}, payload: body as object });
  const tickerInSettings = async (testingDate?: string) => {
    const response = await server.app.inject({ url: `/api/v1/settings${testingDate ? `?testingDate=${testingDate}` : ''}` });
    return json<SettingsResponse>(response).settings.liveNowTicker;
  };

  beforeAll(async () => {
    server = await startServer(driver);
  });
  afterAll(() => server.close());

  it('lets a content editor replace the ticker, which every visitor then reads with the settings', async () => {
    const response = await put({ items: [KEYNOTE] });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ items: [KEYNOTE] });
    expect(await tickerInSettings()).toEqual([KEYNOTE]);
    expect((await put({ items: [] })).statusCode).toBe(200);
    expect(await tickerInSettings()).toEqual([]);
  });

  it('needs a content editor', async () => {
    expect((await put({ items: [] }, null)).statusCode).toBe(401);
    expect((await put({ items: [] }, 'attendee')).statusCode).toBe(403);
  });

  it('names every invalid field and saves nothing', async () => {
    await put({ items: [KEYNOTE] });
    const broken = [
      { ...KEYNOTE, endsAt: '2027-03-09T08:00:00-08:00' },
      { ...KEYNOTE, text: { 'en-us': '', 'xx-yy': 'nope' }, url: 'javascript:alert(1)', startsAt: 'tomorrow' },
    ];
    const response = await put({ items: broken });
    expect(response.statusCode).toBe(400);
    const paths = json<{ details: { path: string }[] }>(response).details.map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/body/items/0/endsAt',
        '/body/items/1/id',
        '/body/items/1/text/xx-yy',
        '/body/items/1/text/en-us',
        '/body/items/1/url',
        '/body/items/1/startsAt',
      ]),
    );
    expect(await tickerInSettings()).toEqual([KEYNOTE]);
  });

  it('refuses a body that is not a list of items', async () => {
    const response = await put({ items: 'keynote' });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toMatch(/items/);
  });

  it('is checked the same way when a site editor edits it as a setting', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/siteeditor/setting/cont',
      headers: await server.auth('siteeditor'),
      payload: { changes: [{ name: 'liveNowTicker', value: [{ ...KEYNOTE, endsAt: KEYNOTE.startsAt }] }] },
    });
    expect(response.statusCode).toBe(400);
    expect(json<SettingsSaveResponse>(response).details).toEqual([{ path: '/body/changes/0/value/0/endsAt', message: 'must be after the start' }]);
  });
});
