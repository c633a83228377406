import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RelatedSessionsResponse } from '../../schemas/generated/api/catalogue/related-sessions';
import type { SessionAnswer } from '../../schemas/generated/api/catalogue/session-answer';
import type { Role } from '../../src/engine';
import { session } from '../engine/catalogue-search/builders';
import { startCatalogueServer, type CatalogueServer } from './catalogue-fixture';
import { DRIVERS, json } from './harness';

const at = (time: string) => `2027-03-09T${time}:00-08:00`;
const STREAM = 'https://stream.example.com/live/WMB100';
const RECORDING = 'https://media.example.com/sessions/WMB100.mp4';
const CAPTIONS = 'https://media.example.com/sessions/WMB100.vtt';
/** During WMB100 and WMB200, which happening-now finds with a live-now search. */
const DURING = at('09:30');

/** Streamed, recorded and captioned sessions about wombats (a word no other test data holds). */
const wombats = [
  session({
    sessionId: 'api-wombat-1',
    sessionCode: 'WMB100',
    title: 'Wombat streaming live',
    relatedSessionCodes: ['WMB200'],
    startDateTime: at('09:00'),
    endDateTime: at('10:00'),
    liveStream: STREAM,
    onDemand: [{ url: RECORDING, thumbnail: 'https://media.example.com/sessions/WMB100.jpg', captionFileLink: CAPTIONS }],
  }),
  session({
    sessionId: 'api-wombat-2',
    sessionCode: 'WMB200',
    title: 'Wombat burrows on demand',
    relatedSessionCodes: ['WMB100'],
    startDateTime: at('09:15'),
    endDateTime: at('10:15'),
    liveStream: 'https://stream.example.com/live/WMB200',
    onDemand: [{ url: 'https://media.example.com/sessions/WMB200.mp4' }],
  }),
  session({ sessionId: 'api-wombat-1r', sessionCode: 'WMB100-R1', title: 'Wombat streaming live', liveStream: 'https://stream.example.com/live/WMB100-R1' }),
];

/** Anything that names where a stream, a recording or its captions are. */
const ADDRESSES = /stream\.example\.com|\.mp4|\.vtt|"captionFileLink"|"url"/;

describe.each(DRIVERS)('stream and video addresses (%s)', (driver) => {
  let server: CatalogueServer;
  const call = async (url: string, { who, body }: { who?: Role; body?: object } = {}): Promise<LightMyRequestResponse> => {
    const response = await server.app.inject({
      method: body ? 'POST' : 'GET',
      url: `/api/v1${url}`,
      headers: who ? await server.auth(who) : {},
      ...(body ? { payload: body } : {}),
    });
    expect(response.statusCode, url).toBe(200);
    return response;
  };
  /** Every session answer a visitor can get about the wombats: the whole list, one, a list of ids, related, search, live now. */
  const answers = async (who?: Role): Promise<Record<string, SessionAnswer[]>> => {
    const related = json<RelatedSessionsResponse>(await call('/session/WMB100/related', { who }));
    return {
      all: json<{ data: SessionAnswer[] }>(await call('/session/all/en-us', { who })).data.filter((item) => item.sessionCode.startsWith('WMB')),
      one: [json<SessionAnswer>(await call('/session/WMB100', { who }))],
      list: json<{ data: SessionAnswer[] }>(await call('/session/list/en-us', { who, body: { ids: ['WMB100', 'WMB200'] } })).data,
      related: [...related.relatedSessions, ...related.repeatedSessions],
      search: json<{ data: SessionAnswer[] }>(await call('/session/search', { who, body: { searchText: 'wombat' } })).data,
      liveNow: json<{ data: SessionAnswer[] }>(await call(`/session/search?testingDate=${encodeURIComponent(DURING)}`, { who, body: { liveNowAndUpcoming: true, searchText: 'wombat' } })).data,
    };
  };

  beforeAll(async () => {
    server = await startCatalogueServer(driver);
    await server.write({ sessions: wombats });
  });
  afterAll(() => server.close());

  it('gives anonymous visitors no stream, video or caption address, only that there is a stream and a recording', async () => {
    for (const [route, sessions] of Object.entries(await answers())) {
      expect(sessions.length, route).toBeGreaterThan(0);
      for (const answer of sessions) {
        expect(JSON.stringify(answer), `${route} ${answer.sessionCode}`).not.toMatch(ADDRESSES);
        expect([answer.liveStream, answer.onDemand, answer.hasLiveStream], `${route} ${answer.sessionCode}`).toEqual([null, [], true]);
      }
    }
    const wmb100 = json<SessionAnswer>(await call('/session/WMB100'));
    expect([wmb100.hasLiveStream, wmb100.hasOnDemand]).toEqual([true, true]);
    expect(json<SessionAnswer>(await call('/session/WMB100-R1')).hasOnDemand).toBe(false);
  });

  it('keeps every address of the whole programme from anonymous visitors', async () => {
    const response = await call('/session/all/en-us');
    expect(response.body).not.toMatch(ADDRESSES);
    // The demo programme streams and records many sessions: the flags still say which.
    const all = json<{ data: SessionAnswer[] }>(response).data;
    expect(all.filter((item) => item.hasLiveStream).length).toBeGreaterThan(3);
    expect(all.filter((item) => item.hasOnDemand).length).toBeGreaterThan(3);
  });

  it('gives signed-in attendees the addresses, on every route', async () => {
    for (const [route, sessions] of Object.entries(await answers('attendee'))) {
      expect(sessions.length, route).toBeGreaterThan(0);
      const wmb100 = sessions.find((answer) => answer.sessionCode === 'WMB100');
      if (wmb100) {
        expect(wmb100, route).toMatchObject({ liveStream: STREAM, onDemand: [{ url: RECORDING, captionFileLink: CAPTIONS }], hasLiveStream: true, hasOnDemand: true });
      } else {
        expect(sessions.every((answer) => answer.liveStream?.startsWith('https://stream.example.com/')), route).toBe(true);
      }
    }
  });

  it('keeps one cached list per audience, whoever asks first', async () => {
    const streamOf = async (who?: Role) =>
      json<{ data: SessionAnswer[] }>(await call('/session/all/en-us', { who })).data.find((item) => item.sessionCode === 'WMB100')?.liveStream;
    await server.write({ sessions: wombats.map((item) => ({ ...item, title: `${item.title} again` })) });
    expect(await streamOf('attendee')).toBe(STREAM);
    expect(await streamOf()).toBeNull();
    expect(await streamOf('speaker')).toBe(STREAM);
    expect(await streamOf()).toBeNull();
  });
});
