import { rm } from 'node:fs/promises';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee, catalogue, company, session, speaker } from '../engine/catalogue-search/builders';
import { enroll, mandatoryForAll, scheduleExportContent, SITE_LOCALES, writeSessions } from './calendar-schedule';
import { DRIVERS, startServerWithReach, TEST_PUBLIC_URL, type AppReach, type TestServer } from './harness';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const JAPANESE_TITLE = '生成AIで変わるソフトウェア開発の未来';

const program = () =>
  catalogue({
    speakers: [speaker({ speakerId: 'trip-jurgen', displayName: 'Jürgen Größe', company: 'Müller & Söhne' })],
    sessions: [
      session({
        sessionId: 'trip-ja',
        sessionCode: 'TRIP101',
        title: JAPANESE_TITLE,
        location: 'Halle Süd',
        speakerIds: ['trip-jurgen'],
        slideDeck: 'https://slides.example.com/trip101.pptx',
        relatedResources: [{ label: 'Übungsmaterial', link: 'https://learn.example.com/trip101' }],
      }),
      session({ sessionId: 'trip-brk', sessionCode: 'TRIP102', title: 'Wombat logistics', startDateTime: '2027-03-10T14:30:00-08:00', endDateTime: '2027-03-10T15:15:00-08:00' }),
      session({ sessionId: 'trip-off', sessionCode: 'TRIP103', title: 'Left behind' }),
      session({ sessionId: 'trip-keynote', sessionCode: 'TRIP001', title: 'Eröffnung für alle' }),
    ],
    companies: [company({ companyId: 'trip-co', name: 'Käsewerk AG', booth: 'B12' })],
    attendees: [attendee({ attendeeId: 'trip-zoe', displayName: 'Zoë Øster', jobTitle: 'Architektin' })],
  });

describe.each(DRIVERS)('trip report (%s)', (driver) => {
  let server: TestServer & { reach: AppReach };
  let contentDir: string;
  const download = async (lang: string, who: Parameters<TestServer['auth']>[0] | null = 'attendee') =>
    server.app.inject({ url: `/api/v1/schedule/tripreport/${lang}`, headers: who ? await server.auth(who) : {} });
  const textOf = async (body: Buffer) => (await mammoth.extractRawText({ buffer: body })).value;

  beforeAll(async () => {
    contentDir = await scheduleExportContent();
    server = await startServerWithReach(driver, { contentDir, demo: { scale: 0 }, localesDirs: SITE_LOCALES });
    await writeSessions(server.reach, program());
    await enroll(server.reach.db, 'dev-attendee', 'trip-ja', 'scheduled');
    await enroll(server.reach.db, 'dev-attendee', 'trip-brk', 'confirmed');
    await enroll(server.reach.db, 'dev-attendee', 'trip-off', 'cancelled');
    const headers = await server.auth('attendee');
    for (const url of ['/favorite/0/trip-zoe', '/favorite/1/trip-jurgen', '/favorite/2/trip-co']) {
      expect((await server.app.inject({ method: 'POST', url: `/api/v1${url}`, headers })).statusCode, url).toBe(200);
    }
  });
  afterAll(async () => {
    await server.close();
    await rm(contentDir, { recursive: true, force: true });
  });

  it('writes the schedule, favorites and resources into a Word document in German', async () => {
    const response = await download('de-de');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(DOCX_TYPE);
    expect(response.headers['content-disposition']).toBe('attachment; filename="trip-report.docx"');
    const text = await textOf(response.rawPayload);
    expect(text).toContain('Fixture Summit: Reisebericht');
    expect(text).toContain('Erstellt für Avery Attendee');
    expect(text).toContain('Mein Zeitplan');
    expect(text).toContain(JAPANESE_TITLE);
    expect(text).toContain('Wombat logistics');
    expect(text).not.toContain('Left behind');
    // Times in the event's zone, on a 24-hour clock in German.
    expect(text).toMatch(/Mi\., 10\. März, 14:30\s*–\s*15:15/);
    expect(text).toContain('Ort: Halle Süd');
    expect(text).toContain('Sprecher: Jürgen Größe');
    expect(text).toContain('Sie haben keine Meetings.');
    expect(text).toContain('Zoë Øster, Architektin');
    expect(text).toContain('Jürgen Größe, Müller & Söhne');
    expect(text).toContain('Käsewerk AG, B12');
    expect(text).toContain('Übungsmaterial');
    expect(text).toContain('Foliensatz');
    expect(text.indexOf(JAPANESE_TITLE)).toBeLessThan(text.indexOf('Wombat logistics'));

    const html = (await mammoth.convertToHtml({ buffer: response.rawPayload })).value;
    expect(html).toContain(`href="${TEST_PUBLIC_URL}/de-de/sessions/TRIP101"`);
    expect(html).toContain('href="https://learn.example.com/trip101"');
  });

  it('lists the mandatory agenda items of the attendee type among the sessions', async () => {
    expect(await textOf((await download('de-de')).rawPayload)).not.toContain('Eröffnung für alle');
    const undo = await mandatoryForAll(server.reach.db, 'trip-keynote');
    try {
      expect(await textOf((await download('de-de')).rawPayload)).toContain('Eröffnung für alle');
    } finally {
      await undo();
    }
  });

  it('speaks the language asked for', async () => {
    const text = await textOf((await download('ja-jp')).rawPayload);
    expect(text).toContain('Fixture Summit：出張報告書');
    expect(text).toContain('ミーティングはありません。');
    expect(text).toContain(JAPANESE_TITLE);
  });

  it('gives someone else their own report, and none to anonymous callers or for unknown languages', async () => {
    const text = await textOf((await download('en-us', { scopes: ['event-tools'], name: 'Olga Other' })).rawPayload);
    expect(text).toContain('There are no sessions on your schedule.');
    expect(text).not.toContain(JAPANESE_TITLE);
    expect(text).not.toContain('Zoë Øster');
    expect((await download('en-us', null)).statusCode).toBe(401);
    expect((await download('xx-yy')).statusCode).toBe(400);
  });

  it('refuses while trip reports are switched off', async () => {
    const headers = await server.auth('siteeditor');
    const set = (value: boolean) =>
      server.app.inject({ method: 'POST', url: '/api/v1/siteeditor/setting/cont', headers, payload: { changes: [{ name: 'showTripReportAction', value }] } });
    await set(false);
    const off = await download('en-us');
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ message: 'Trip reports are switched off (showTripReportAction)' });
    await set(true);
  });
});
