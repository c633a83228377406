import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportSummary } from '../../schemas/generated/api/catalogue/import-summary';
import { c3vocStandard, hasC3vocExamples, readC3voc } from '../engine/catalogue-import/examples';
import { DRIVERS, json, startServer, type TestServer } from './harness';

interface ExportedEvent {
  guid: string;
  title: string;
  date: string;
  room: string;
  persons: { name: string }[];
}

interface ImportRejection {
  error: string;
  message: string;
  format: string | null;
  details: { path: string; message: string }[];
}

/** A Sessionize "All" file made here: two sessions in local time, one speaker, one room. */
const sessionizeFile = (title = 'Quokka care at scale') => ({
  sessions: [
    { id: 'szq-1', title, description: 'Feeding schedules.', startsAt: '2027-03-09T10:00:00', endsAt: '2027-03-09T10:45:00', speakers: ['szq-sp'], categoryItems: [], roomId: 9001 },
    { id: 'szq-2', title: 'Quokka photography', description: null, startsAt: '2027-03-15T15:00:00', endsAt: '2027-03-15T15:30:00', speakers: [], categoryItems: [], roomId: 9001 },
  ],
  speakers: [{ id: 'szq-sp', firstName: 'Quinn', lastName: 'Rottnest', fullName: 'Quinn Rottnest', bio: 'Island ranger.', links: [] }],
  questions: [],
  categories: [],
  rooms: [{ id: 9001, name: 'Quokka Pavilion', sort: 0 }],
});

describe.each(DRIVERS)('schedule import and export API (%s)', (driver) => {
  let server: TestServer;
  let editor: { authorization: string };

  const importFile = async (body: unknown, headers: Record<string, string> = editor) =>
    server.app.inject({ method: 'POST', url: '/api/v1/catalogue/import', payload: body as object, headers });

  async function exportedEvents(): Promise<ExportedEvent[]> {
    const response = await server.app.inject({ url: '/api/v1/catalogue/export/c3voc' });
    expect(response.statusCode).toBe(200);
    const document = json<{ schedule: { conference: { days: { rooms: Record<string, ExportedEvent[]> }[] } } }>(response);
    return document.schedule.conference.days.flatMap((day) => Object.values(day.rooms).flat());
  }

  beforeAll(async () => {
    server = await startServer(driver);
    editor = await server.auth('contenteditor');
  });
  afterAll(() => server.close());

  it('is for editors only: 401 without sign-in, 403 for an attendee', async () => {
    expect((await importFile(sessionizeFile(), {})).statusCode).toBe(401);
    const forbidden = await importFile(sessionizeFile(), await server.auth('attendee'));
    expect(forbidden.statusCode).toBe(403);
    expect(json(forbidden)).toMatchObject({ error: 'Forbidden' });
  });

  it('answers 400 with the body path for what is no schedule file', async () => {
    const notObject = await importFile([1, 2, 3]);
    expect(notObject.statusCode).toBe(400);
    expect(json(notObject)).toMatchObject({ error: 'ValidationError', details: [{ path: '/body' }] });
    const unknown = await importFile({ talks: [] });
    expect(unknown.statusCode).toBe(400);
    expect(json<ImportRejection>(unknown)).toMatchObject({ format: null, details: [{ path: '/body' }] });
  });

  it('imports a Sessionize file in the site time zone, a site editor may too', async () => {
    const response = await importFile(sessionizeFile(), await server.auth('siteeditor'));
    expect(response.statusCode).toBe(200);
    expect(json<ImportSummary>(response)).toMatchObject({
      format: 'sessionize',
      counts: { sessions: 2, speakers: 1, rooms: 1 },
      inserted: 4,
      updated: 0,
      warnings: [],
    });
    const events = (await exportedEvents()).filter((event) => event.room === 'Quokka Pavilion');
    expect(events.map((event) => [event.title, event.date])).toEqual([
      ['Quokka care at scale', '2027-03-09T10:00:00-08:00'],
      ['Quokka photography', '2027-03-15T15:00:00-07:00'],
    ]);
    expect(events[0]?.persons).toEqual([expect.objectContaining({ name: 'Quinn Rottnest' })]);
  });

  it('re-importing updates by id: same count, new title', async () => {
    const response = await importFile(sessionizeFile('Quokka care, revised'));
    expect(json<ImportSummary>(response)).toMatchObject({ inserted: 0, updated: 4 });
    const events = (await exportedEvents()).filter((event) => event.room === 'Quokka Pavilion');
    expect(events.map((event) => event.title)).toEqual(['Quokka care, revised', 'Quokka photography']);
  });

  it('rejects a file giving an existing session code to another session, naming the entry and writing nothing', async () => {
    const event = (guid: string, code: string, title: string) => ({
      guid,
      code,
      start: '2027-03-11T09:00:00-07:00',
      end: '2027-03-11T09:30:00-07:00',
      room: { guid: '5e0c1d2a-3b4c-4d5e-8f6a-7b8c9d0e1f2a', name: 'Quokka Annex' },
      title,
      type: 'TALK',
      participants: [],
    });
    const schedule = {
      schedule: {
        version: '1',
        conference: { acronym: 'quokkacon', title: 'QuokkaCon', start: '2027-03-11T09:00:00-07:00', end: '2027-03-11T18:00:00-07:00', days: [] },
        events: [event('8d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f3a', 'QKNEW1', 'A new quokka talk'), event('9e2f3a4b-5c6d-4e7f-8a9b-9c0d1e2f3a4b', 'szq-1', 'Code thief')],
      },
    };
    const before = await exportedEvents();
    const response = await importFile(schedule);
    expect(response.statusCode).toBe(400);
    expect(json<ImportRejection>(response).details).toEqual([{ path: '/body/schedule/events/1', message: expect.stringContaining('szq-1') }]);
    const after = await exportedEvents();
    expect(after).toHaveLength(before.length);
    expect(after.some((entry) => entry.title === 'A new quokka talk')).toBe(false);
  });

  describe.skipIf(!hasC3vocExamples)('with the real c3voc exports', () => {
    it('imports every example and rejects the invalid one with paths, writing nothing', async () => {
      const pretalx = await importFile(readC3voc('examples/pretalx-democon.json'));
      expect(pretalx.statusCode).toBe(200);
      expect(json<ImportSummary>(pretalx)).toMatchObject({ format: 'c3voc-v1', counts: { sessions: 36, speakers: 27, rooms: 2 }, inserted: 65, updated: 0, timeZone: 'UTC' });

      const frab = json<ImportSummary>(await importFile(readC3voc('examples/frab-camp2019.json')));
      expect(frab).toMatchObject({ format: 'c3voc-v1', counts: { sessions: 79 }, timeZone: 'Europe/Berlin' });
      expect(frab.warnings.map((warning) => warning.path)).toContain('/body/schedule/conference/acronym');

      const hub = json<ImportSummary>(await importFile(readC3voc('examples/hub-schedule2.json')));
      expect(hub).toMatchObject({ format: 'c3voc-v2', counts: { sessions: 2, speakers: 4, rooms: 5 } });

      const before = await exportedEvents();
      const invalid = await importFile(readC3voc('examples/invalid-example.json'));
      expect(invalid.statusCode).toBe(400);
      expect(json<ImportRejection>(invalid)).toMatchObject({
        error: 'ValidationError',
        format: 'c3voc-v1',
        details: [
          { path: '/body/schedule/conference/days/0/rooms/Winterchaos/0/id', message: 'must be integer' },
          { path: '/body/schedule/conference/days/0/rooms/Winterchaos/0/persons/0/id', message: 'must be integer' },
        ],
      });
      const after = await exportedEvents();
      expect(after).toHaveLength(before.length);
      expect(after.some((event) => event.guid === '7a0fc001-e587-47e1-b378-b6ec7e666337')).toBe(false);
    });

    it('re-imports a real export by guid: the count stays, the changed title shows', async () => {
      const document = readC3voc('examples/pretalx-democon.json') as { schedule: { conference: { days: { rooms: Record<string, { title: string }[]> }[] } } };
      const first = document.schedule.conference.days[0]!.rooms['Gray Room']![0]!;
      first.title = 'Focused 6thgeneration hardware';
      const before = await exportedEvents();
      const response = json<ImportSummary>(await importFile(document));
      expect(response).toMatchObject({ inserted: 0, updated: 65 });
      const after = await exportedEvents();
      expect(after).toHaveLength(before.length);
      expect(after.find((event) => event.guid === '8079583e-8321-506c-95af-fd2903a5f075')?.title).toBe('Focused 6thgeneration hardware');
    });

    it('exports c3voc v1 that validates against the published schema, publicly', async () => {
      const response = await server.app.inject({ url: '/api/v1/catalogue/export/c3voc' });
      expect(response.statusCode).toBe(200);
      const validate = c3vocStandard('schema.json');
      expect(validate(json(response)), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
      const events = await exportedEvents();
      expect(events.find((event) => event.guid === 'a0a0fcfe-b7fb-46e3-84b6-97a5406016b4')).toMatchObject({ title: 'Opening Ceremony', date: '2019-08-21T11:00:00+02:00', room: 'Curie' });
    });
  });
});
