import { rm } from 'node:fs/promises';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleWebcal } from '../../schemas/generated/api/schedule/webcal';
import { catalogue, session } from '../engine/catalogue-search/builders';
import { enroll, mandatoryForAll, removeSession, revise, scheduleExportContent, SITE_LOCALES, writeSessions } from './calendar-schedule';
import { DRIVERS, json, startServerWithReach, TEST_PUBLIC_URL, type AppReach, type TestServer } from './harness';

// Commas, semicolons, a backslash and a line break must be escaped, and long CJK titles fold inside characters' bytes.
const CHINESE_TITLE = '云原生架构：从单体到微服务，分布式系统；可观测性与弹性设计的实践经验分享（第二部分）';
const JAPANESE_TITLE = '生成AIの活用, 設計; 運用\\監視\n— 大規模システムにおける信頼性エンジニアリングの最前線';

const program = () =>
  catalogue({
    sessions: [
      session({ sessionId: 'cal-zh', sessionCode: 'CAL101', title: CHINESE_TITLE, location: 'Hall A, Level 2', description: 'Line one\nline two; more, more' }),
      session({ sessionId: 'cal-ja', sessionCode: 'CAL102', title: JAPANESE_TITLE, startDateTime: '2027-03-10T13:00:00-08:00', endDateTime: '2027-03-10T14:00:00-08:00' }),
      session({ sessionId: 'cal-move', sessionCode: 'CAL103', title: 'Moving wombats' }),
      session({ sessionId: 'cal-gone', sessionCode: 'CAL104', title: 'Vanishing wombats' }),
      session({ sessionId: 'cal-drop', sessionCode: 'CAL105', title: 'Dropped wombats' }),
      session({ sessionId: 'cal-keynote', sessionCode: 'CAL001', title: 'Keynote für alle' }),
    ],
  });

interface ParsedEvent {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  location: string | null;
  url: string | null;
  description: string | null;
  start: ICAL.Time;
}

function parse(text: string): { name: string | null; zones: string[]; events: Map<string, ParsedEvent> } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((event): ParsedEvent => {
    const value = (name: string) => event.getFirstPropertyValue(name) as unknown;
    return {
      uid: String(value('uid')),
      sequence: Number(value('sequence') ?? 0),
      status: String(value('status')),
      summary: String(value('summary')),
      location: (value('location') as string | null) ?? null,
      url: (value('url') as string | null) ?? null,
      description: (value('description') as string | null) ?? null,
      start: value('dtstart') as ICAL.Time,
    };
  });
  return {
    name: (calendar.getFirstPropertyValue('x-wr-calname') as string | null) ?? null,
    zones: calendar.getAllSubcomponents('vtimezone').map((zone) => String(zone.getFirstPropertyValue('tzid'))),
    events: new Map(events.map((event) => [event.uid.split('@')[0] as string, event])),
  };
}

describe.each(DRIVERS)('calendar export and feed (%s)', (driver) => {
  let server: TestServer & { reach: AppReach };
  let contentDir: string;
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, who: Parameters<TestServer['auth']>[0] | null = 'attendee') =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: who ? await server.auth(who) : {} });
  const feedPath = (link: string) => link.slice(TEST_PUBLIC_URL.length);
  const fetchFeed = (link: string, headers: Record<string, string> = {}) => server.app.inject({ url: feedPath(link), headers });
  const setFlag = async (name: string, value: boolean) => {
    const response = await server.app.inject({ method: 'POST', url: '/api/v1/siteeditor/setting/cont', headers: await server.auth('siteeditor'), payload: { changes: [{ name, value }] } });
    expect(json(response)).toMatchObject({ result: 'saved' });
  };

  beforeAll(async () => {
    contentDir = await scheduleExportContent();
    server = await startServerWithReach(driver, { contentDir, demo: { scale: 0 }, localesDirs: SITE_LOCALES });
    await writeSessions(server.reach, program());
    for (const id of ['cal-zh', 'cal-ja', 'cal-move', 'cal-gone', 'cal-drop']) await enroll(server.reach.db, 'dev-attendee', id, 'scheduled');
    // Cancelled long ago: calendars dropped it then.
    await enroll(server.reach.db, 'dev-attendee', 'cal-drop', 'cancelled', new Date(Date.now() - 40 * 24 * 3600 * 1000));
  });
  afterAll(async () => {
    await server.close();
    await rm(contentDir, { recursive: true, force: true });
  });

  it('downloads the schedule once as an attachment, with the event zone and exact non-ASCII titles', async () => {
    const response = await call('GET', '/schedule/ics?lang=de-de');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="schedule.ics"');
    const { name, zones, events } = parse(response.body);
    expect(name).toBe('Fixture Summit: Mein Zeitplan');
    expect(zones).toEqual(['America/Los_Angeles']);
    expect([...events.keys()].sort()).toEqual(['cal-gone', 'cal-ja', 'cal-move', 'cal-zh']);
    const chinese = events.get('cal-zh');
    expect(chinese).toMatchObject({ uid: 'cal-zh@confsite.test', summary: CHINESE_TITLE, location: 'Hall A, Level 2', status: 'CONFIRMED', sequence: 0 });
    expect(chinese?.description).toBe('Line one\nline two; more, more');
    expect(chinese?.url).toBe(`${TEST_PUBLIC_URL}/de-de/sessions/CAL101`);
    expect(chinese?.start.zone?.tzid).toBe('America/Los_Angeles');
    expect(chinese?.start.toString()).toBe('2027-03-09T09:00:00');
    expect(events.get('cal-ja')?.summary).toBe(JAPANESE_TITLE);
  });

  it('carries the mandatory agenda items of the attendee type, in the download and the subscribed feed', async () => {
    const undo = await mandatoryForAll(server.reach.db, 'cal-keynote');
    try {
      const link = json<ScheduleWebcal>(await call('GET', '/schedule/webcal'));
      for (const body of [(await call('GET', '/schedule/ics')).body, (await fetchFeed(link.https)).body]) {
        expect(parse(body).events.get('cal-keynote')).toMatchObject({ summary: 'Keynote für alle', status: 'CONFIRMED', sequence: 0 });
      }
    } finally {
      await undo();
    }
    expect(parse((await call('GET', '/schedule/ics')).body).events.has('cal-keynote')).toBe(false);
  });

  it('folds every line at 75 octets and escapes text values', async () => {
    const { body } = await call('GET', '/schedule/ics');
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = body.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    const unfolded = body.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:生成AIの活用\\, 設計\\; 運用\\\\監視\\n— ');
    expect(unfolded).toContain('LOCATION:Hall A\\, Level 2');
  });

  it('answers personal routes only to signed-in attendees with the tools scope, and only while the flags are on', async () => {
    for (const url of ['/schedule/ics', '/schedule/webcal']) {
      expect((await call('GET', url, null)).statusCode, url).toBe(401);
      expect((await call('GET', url, { scopes: ['session-catalog'], name: 'No Tools' })).statusCode, url).toBe(403);
    }
    expect((await call('GET', '/schedule/ics?lang=xx-yy')).statusCode).toBe(400);
    await setFlag('showDownloadToCalendar', false);
    const off = await call('GET', '/schedule/ics');
    expect(off.statusCode).toBe(403);
    expect(json(off)).toMatchObject({ message: 'Calendar downloads are switched off (showDownloadToCalendar)' });
    await setFlag('showDownloadToCalendar', true);
  });

  it('gives a link under the configured address that opens the feed without signing in, the same link each time', async () => {
    const first = json<ScheduleWebcal>(await call('GET', '/schedule/webcal?lang=ja-jp'));
    expect(first.https).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/v1/schedule/feed/[A-Za-z0-9_-]{43}\\.ics\\?lang=ja-jp$`));
    expect(first.webcal).toBe(first.https.replace(/^https:/, 'webcal:'));
    expect(json<ScheduleWebcal>(await call('GET', '/schedule/webcal?lang=ja-jp'))).toEqual(first);

    const feed = await fetchFeed(first.https);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['cache-control']).toBe('private, no-cache');
    const { name, events } = parse(feed.body);
    expect(name).toBe('Fixture Summit：マイスケジュール');
    expect(events.get('cal-zh')?.url).toBe(`${TEST_PUBLIC_URL}/ja-jp/sessions/CAL101`);
    expect((await fetchFeed(first.https, { 'if-none-match': String(feed.headers.etag) })).statusCode).toBe(304);
  });

  it('gives simultaneous first asks one and the same link', async () => {
    const newcomer = { scopes: ['event-tools'], name: 'Nina Newcomer' };
    const headers = await server.auth(newcomer);
    const answers = await Promise.all(Array.from({ length: 6 }, () => server.app.inject({ url: '/api/v1/schedule/webcal', headers })));
    const https = new Set(answers.map((answer) => json<ScheduleWebcal>(answer).https));
    expect(https.size).toBe(1);
    expect((await fetchFeed([...https][0] as string)).statusCode).toBe(200);
  });

  it('keeps UIDs across fetches, raises SEQUENCE when a session moves, and marks cancelled and removed sessions', async () => {
    const { https } = json<ScheduleWebcal>(await call('GET', '/schedule/webcal'));
    const before = parse((await fetchFeed(https)).body).events;

    const moved = { startDateTime: '2027-03-11T15:00:00-08:00', endDateTime: '2027-03-11T16:00:00-08:00', location: 'Room 7' };
    await writeSessions(server.reach, { sessions: [session({ sessionId: 'cal-move', sessionCode: 'CAL103', title: 'Moving wombats', ...moved })] });
    await revise(server.reach.db, 'cal-move', { start: moved.startDateTime, end: moved.endDateTime, roomId: null, location: moved.location });
    await enroll(server.reach.db, 'dev-attendee', 'cal-zh', 'cancelled');
    const gonePlace = { start: '2027-03-09T09:00:00-08:00', end: '2027-03-09T10:00:00-08:00', roomId: null, location: null };
    await removeSession(server.reach, 'cal-gone', gonePlace);

    const after = parse((await fetchFeed(https)).body).events;
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [id, event] of after) expect(event.uid, id).toBe(before.get(id)?.uid);
    const move = after.get('cal-move');
    expect(move?.sequence).toBeGreaterThan(before.get('cal-move')?.sequence ?? 0);
    expect(move).toMatchObject({ location: 'Room 7', status: 'CONFIRMED' });
    expect(move?.start.toString()).toBe('2027-03-11T15:00:00');
    expect(after.get('cal-zh')).toMatchObject({ status: 'CANCELLED', summary: CHINESE_TITLE });
    expect(after.get('cal-gone')).toMatchObject({ status: 'CANCELLED', summary: 'Cancelled session' });
    expect(after.get('cal-gone')?.sequence).toBeGreaterThan(0);
    expect(after.get('cal-ja')?.status).toBe('CONFIRMED');
  });

  it('replaces the token on regeneration and closes the feed on revocation', async () => {
    const old = json<ScheduleWebcal>(await call('GET', '/schedule/webcal'));
    const renewed = await call('POST', '/schedule/webcal/token');
    expect(renewed.statusCode).toBe(200);
    const fresh = json<ScheduleWebcal>(renewed);
    expect(fresh.https).not.toBe(old.https);
    expect((await fetchFeed(old.https)).statusCode).toBe(404);
    expect((await fetchFeed(fresh.https)).statusCode).toBe(200);
    expect(json<ScheduleWebcal>(await call('GET', '/schedule/webcal'))).toEqual(fresh);

    expect((await call('DELETE', '/schedule/webcal/token')).statusCode).toBe(204);
    const revoked = await fetchFeed(fresh.https);
    expect(revoked.statusCode).toBe(404);
    expect(json(revoked)).toMatchObject({ error: 'NotFound' });
    const next = json<ScheduleWebcal>(await call('GET', '/schedule/webcal'));
    expect(next.https).not.toBe(fresh.https);
    expect((await fetchFeed(next.https)).statusCode).toBe(200);
  });

  it('lets nobody read another attendee’s calendar but through their link', async () => {
    const third = { scopes: ['event-tools'], name: 'Theo Third' };
    const own = parse((await call('GET', '/schedule/ics', third)).body);
    expect(own.events.size).toBe(0);
    const { https } = json<ScheduleWebcal>(await call('GET', '/schedule/webcal'));
    const theirs = json<ScheduleWebcal>(await call('GET', '/schedule/webcal', third));
    expect(theirs.https).not.toBe(https);
    // Signed in as someone else, the link still answers its owner's calendar: the token is the key, not the session.
    const through = await server.app.inject({ url: feedPath(https), headers: await server.auth(third) });
    expect(parse(through.body).events.has('cal-ja')).toBe(true);
    for (const guess of ['x', 'not-a-token.ics', `${'A'.repeat(43)}.ics`]) {
      expect((await server.app.inject({ url: `/api/v1/schedule/feed/${guess}` })).statusCode, guess).toBe(404);
    }
  });

  it('answers 404 for feeds while subscriptions are switched off', async () => {
    const { https } = json<ScheduleWebcal>(await call('GET', '/schedule/webcal'));
    await setFlag('enableWebCal', false);
    expect((await fetchFeed(https)).statusCode).toBe(404);
    expect((await call('GET', '/schedule/webcal')).statusCode).toBe(403);
    await setFlag('enableWebCal', true);
    expect((await fetchFeed(https)).statusCode).toBe(200);
  });
});
