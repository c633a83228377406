import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conferenceFromSettings } from '../../server/catalogue/demo/conference';
import { generateDemoCatalogue } from '../../server/catalogue/demo/generate';
import { loadDemoIfEmpty } from '../../server/catalogue/demo/load';
import { loadCatalogue, upsertCatalogue } from '../../server/catalogue/repository';
import type { CatalogueData, Session } from '../../server/catalogue/types';
import { writeCatalogue } from '../../server/catalogue/writes';
import { mandatorySessions, sessionRevisions } from '../../server/db/schema';
import { readSettingsSeed } from '../../server/db/seed/sources';
import { isLiveEvent } from '../../server/live/events';
import { ATTENDEE_TYPES, type LiveEvent } from '../../src/engine';
import { DRIVERS, fixture, startServerWithReach, TEST_DEMO, type TestServer, type AppReach } from './harness';

/** The demo as the fixture site's event settings (Seattle time, the live phase's four days) make it. */
async function expectedDemo(): Promise<CatalogueData> {
  const settings = await readSettingsSeed({ contentDir: fixture('pages-content'), localesDirs: [] }, 'cont');
  return generateDemoCatalogue(conferenceFromSettings(new Map(settings.map((setting) => [setting.name, setting.value]))), TEST_DEMO);
}

const byKey = <T>(items: readonly T[], key: (item: T) => string | number) => [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
const startOf = (session: Session) => (session.startDateTime ? Date.parse(session.startDateTime) : Number.POSITIVE_INFINITY);

/** In loadCatalogue's order: rooms by sort order, sessions by start then code, the rest by id. */
function inLoadOrder(data: CatalogueData): CatalogueData {
  return {
    rooms: byKey(data.rooms, (room) => room.sortOrder),
    sessions: [...data.sessions].sort((a, b) => startOf(a) - startOf(b) || (a.sessionCode < b.sessionCode ? -1 : 1)),
    speakers: byKey(data.speakers, (speaker) => speaker.speakerId),
    companies: byKey(data.companies, (company) => company.companyId),
    attendees: byKey(data.attendees, (attendee) => attendee.attendeeId),
  };
}

const counts = (data: CatalogueData) => Object.fromEntries(Object.entries(data).map(([name, rows]) => [name, (rows as unknown[]).length]));

describe.each(DRIVERS)('catalogue data (%s)', (driver) => {
  let server: TestServer & { reach: AppReach };

  beforeAll(async () => {
    server = await startServerWithReach(driver);
  });
  afterAll(() => server.close());

  it('loads the demo conference on first start, exactly as generated from the site’s event settings', async () => {
    const expected = await expectedDemo();
    const loaded = await loadCatalogue(server.reach.db);
    expect(loaded.sessions.length).toBeGreaterThan(50);
    expect(loaded).toEqual(inLoadOrder(expected));
    expect(loaded.sessions.some((session) => session.regions.length > 0)).toBe(true);
    // The live phase starts at midnight UTC on 1 March 2090: still 28 February in Seattle, where the fixture site is.
    expect(loaded.sessions[0]?.startDateTime).toBe('2090-02-28T09:00:00-08:00');
  });

  it('makes the demo’s opening keynote mandatory for every attendee type, with every session at revision 0', async () => {
    const loaded = await loadCatalogue(server.reach.db);
    const opening = loaded.sessions.find((session) => session.sessionType.logicalValue === 'Keynote');
    const mandatory = await server.reach.db.select().from(mandatorySessions);
    expect(byKey(mandatory, (row) => row.attendeeType)).toEqual(ATTENDEE_TYPES.map((attendeeType) => ({ sessionId: opening?.sessionId, attendeeType })));
    const revisions = await server.reach.db.select({ sequence: sessionRevisions.sequence }).from(sessionRevisions);
    expect(revisions).toHaveLength(loaded.sessions.length);
    expect(revisions.every((revision) => revision.sequence === 0)).toBe(true);
  });

  it('does not load the demo again once there is a programme', async () => {
    const before = counts(await loadCatalogue(server.reach.db));
    await expect(loadDemoIfEmpty(server.reach.db, 'cont', TEST_DEMO)).resolves.toBe(false);
    expect(counts(await loadCatalogue(server.reach.db))).toEqual(before);
  });

  it('updates by id instead of duplicating, and replaces a session’s speakers', async () => {
    const before = await loadCatalogue(server.reach.db);
    const [first, second] = before.speakers;
    const target = before.sessions.find((session) => session.speakerIds.length > 0) as Session;
    const edited: Session = { ...target, title: 'Renamed by the organiser', speakerIds: [second?.speakerId as string, first?.speakerId as string] };
    const added: Session = { ...target, sessionId: 'api-new-session', sessionCode: 'NEW100', title: 'A late addition', speakerIds: [first?.speakerId as string] };
    const progress: [number, number][] = [];
    const result = await upsertCatalogue(server.reach.db, { sessions: [edited, added] }, { onProgress: (done, total) => progress.push([done, total]) });

    expect(result).toEqual({ inserted: 1, updated: 1 });
    expect(progress.at(-1)).toEqual([2, 2]);
    const after = await loadCatalogue(server.reach.db);
    expect(after.sessions).toHaveLength(before.sessions.length + 1);
    expect(after.sessions.find((session) => session.sessionId === target.sessionId)).toEqual(edited);
    expect(after.sessions.find((session) => session.sessionId === 'api-new-session')).toEqual(added);
  });

  it('writes nothing when one row is bad: a session naming an unknown speaker', async () => {
    const before = await loadCatalogue(server.reach.db);
    const target = before.sessions[0] as Session;
    const attempt = upsertCatalogue(server.reach.db, {
      rooms: [{ roomId: 'api-room-new', name: 'Annex', capacity: 10, building: null, sortOrder: 99 }],
      sessions: [{ ...target, title: 'Must not stick' }, { ...target, sessionId: 'api-bad', sessionCode: 'BAD100', speakerIds: ['nobody'] }],
    });
    await expect(attempt).rejects.toThrow();
    expect(await loadCatalogue(server.reach.db)).toEqual(before);
  });

  it('writes nothing when a bad row sits in a later statement than good ones', async () => {
    const before = await loadCatalogue(server.reach.db);
    const template = before.attendees[0] as CatalogueData['attendees'][number];
    const fresh = Array.from({ length: 2_500 }, (_, index) => ({ ...template, attendeeId: `api-att-${index}`, userId: `api-user-${index}` }));
    // The last one takes the first one's user id: rejected by the 2nd statement, after the 1st wrote 2,000 rows.
    fresh[2_499] = { ...template, attendeeId: 'api-att-last', userId: 'api-user-0' };
    await expect(upsertCatalogue(server.reach.db, { attendees: fresh })).rejects.toThrow();
    const after = await loadCatalogue(server.reach.db);
    expect(after.attendees).toHaveLength(before.attendees.length);
    expect(after.attendees.some((attendee) => attendee.attendeeId === 'api-att-0')).toBe(false);
  });

  it('keeps the offset each time was given with', async () => {
    const template = (await loadCatalogue(server.reach.db)).sessions[0] as Session;
    const session: Session = {
      ...template,
      sessionId: 'api-offsets',
      sessionCode: 'OFF100',
      startDateTime: '2027-03-09T21:30:00+05:30',
      endDateTime: '2027-03-09T17:00:00Z',
      rsvpOpensAt: '2027-02-01T09:00:00.500-08:00',
      rsvpClosesAt: null,
    };
    await upsertCatalogue(server.reach.db, { sessions: [session] });
    const loaded = (await loadCatalogue(server.reach.db)).sessions.find((candidate) => candidate.sessionId === 'api-offsets');
    expect(loaded).toMatchObject({
      startDateTime: '2027-03-09T21:30:00+05:30',
      endDateTime: '2027-03-09T17:00:00+00:00',
      rsvpOpensAt: '2027-02-01T09:00:00.500-08:00',
      rsvpClosesAt: null,
    });
  });

  it('tells every node the catalogue changed after a write, and stays silent when the write fails', async () => {
    const events: LiveEvent[] = [];
    const unsubscribe = server.reach.live.subscribe((event) => events.push(event));
    try {
      const room = { roomId: 'api-room-annex', name: 'Annex', capacity: 12, building: 'Learning Center', sortOrder: 100 };
      await expect(writeCatalogue(server.reach.db, server.reach.live, { rooms: [room] })).resolves.toEqual({ inserted: 1, updated: 0 });
      expect(events).toEqual([{ type: 'onCatalogueChanged', data: {} }]);
      // What Redis relays between nodes passes the same check.
      expect(isLiveEvent(JSON.parse(JSON.stringify(events[0])))).toBe(true);
      await expect(writeCatalogue(server.reach.db, server.reach.live, { rooms: [{ ...room, name: null as unknown as string }] })).rejects.toThrow();
      expect(events).toHaveLength(1);
    } finally {
      unsubscribe();
    }
  });
});
