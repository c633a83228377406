import { describe, expect, it } from 'vitest';
import { exportC3vocV1, type C3vocExportOptions, type ExportedCatalogue } from '../../../server/catalogue/export/c3voc-v1';
import { guidOf, integerIds, uuidV5 } from '../../../server/catalogue/export/stable-ids';
import { newSession, newSpeaker, sessionType } from '../../../server/catalogue/import/entities';
import { parseSchedule } from '../../../server/catalogue/import/parse';
import { parseOffsetDateTime } from '../../../server/catalogue/import/times';
import type { Room, Session, Speaker } from '../../../server/catalogue/types';
import { c3vocStandard, hasC3vocExamples } from '../catalogue-import/examples';

const at = (text: string) => parseOffsetDateTime(text) ?? null;

function session(code: string, title: string, start: string | null, end: string | null, room: Room | null, extra: Partial<Session> = {}): Session {
  return newSession(
    {
      sessionId: `ses-${code.toLowerCase()}`,
      sessionCode: code,
      title,
      description: `${title}: what you will learn.`,
      sessionLanguage: 'en-US',
      start: start ? at(start) : null,
      end: end ? at(end) : null,
      roomId: room?.roomId ?? null,
      location: room?.name ?? null,
      sessionType: sessionType('Breakout session'),
      speakerIds: [],
    },
    extra,
  );
}

const HALL: Room = { roomId: 'room-hall-a', name: 'Hall A', capacity: 500, building: 'North', sortOrder: 0 };
const LAB: Room = { roomId: 'room-lab-2', name: 'Lab 2', capacity: 40, building: null, sortOrder: 1 };

const SPEAKERS: Speaker[] = [
  newSpeaker({ speakerId: 'spk-001', displayName: 'Ada Lovelace', bio: 'Wrote the first program.', photo: '/images/people/1.svg' }),
  newSpeaker({ speakerId: 'spk-002', displayName: 'Grace Hopper' }),
];

function catalogue(): ExportedCatalogue {
  const sessions = [
    session('BRK101', 'Opening Keynote', '2027-03-09T09:00:00-08:00', '2027-03-09T10:00:00-08:00', HALL, {
      speakerIds: ['spk-001', 'spk-002'],
      track: 'Cloud',
      sessionLinks: [{ label: 'Docs', link: 'https://docs.example.org/brk101' }],
      relatedResources: [{ label: 'Sample code', link: '/files/sample.zip' }],
      slideDeck: 'https://slides.example.org/brk101.pdf',
      willBeRecorded: true,
    }),
    session('BRK101-R1', 'Opening Keynote', '2027-03-10T16:00:00-08:00', '2027-03-10T17:00:00-08:00', LAB, { speakerIds: ['spk-001'] }),
    session('LAB200', '容器入门实验', '2027-03-09T23:30:00-08:00', '2027-03-10T00:30:00-08:00', LAB, { sessionLanguage: 'zh-CN' }),
    session('ONL300', 'Ask the Experts', '2027-03-10T11:00:00-08:00', '2027-03-10T11:30:00-08:00', null, { location: 'Online' }),
    session('OD400', 'Recorded Deep Dive', null, null, null),
    session('TBD500', 'Room to be announced', '2027-03-10T13:00:00-08:00', '2027-03-10T14:00:00-08:00', null),
  ];
  const speakers = new Map(SPEAKERS.map((speaker) => [speaker.speakerId, speaker]));
  return { rooms: [HALL, LAB], sessions, speaker: (speakerId) => speakers.get(speakerId) };
}

const OPTIONS: C3vocExportOptions = {
  title: 'Confsite Summit 2027',
  timeZone: 'America/Los_Angeles',
  baseUrl: 'https://summit.example.com',
  generatedAt: new Date('2027-03-01T12:00:00Z'),
};

const eventsOf = (document: ReturnType<typeof exportC3vocV1>) =>
  document.schedule.conference.days.flatMap((day) => Object.values(day.rooms).flat());

describe('c3voc v1 export', () => {
  it.skipIf(!hasC3vocExamples)('validates against the published c3voc schema, and so does an empty catalogue', () => {
    const validate = c3vocStandard('schema.json');
    expect(validate(exportC3vocV1(catalogue(), OPTIONS)), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(exportC3vocV1({ rooms: [], sessions: [], speaker: () => undefined }, OPTIONS)), JSON.stringify(validate.errors)).toBe(true);
  });

  it('groups sessions with a timeslot and a room by day in the conference time zone, then by room', () => {
    const { conference } = exportC3vocV1(catalogue(), OPTIONS).schedule;
    expect(conference).toMatchObject({ acronym: 'confsitesummit2027', start: '2027-03-09', end: '2027-03-10', daysCount: 2, time_zone_name: 'America/Los_Angeles' });
    expect(conference.days.map((day) => [day.date, Object.fromEntries(Object.entries(day.rooms).map(([room, events]) => [room, events.map((event) => event.title)]))])).toEqual([
      ['2027-03-09', { 'Hall A': ['Opening Keynote'], 'Lab 2': ['容器入门实验'] }],
      ['2027-03-10', { Online: ['Ask the Experts'], 'Lab 2': ['Opening Keynote'] }],
    ]);
    expect(conference.days[0]).toMatchObject({ day_start: '2027-03-09T09:00:00-08:00', day_end: '2027-03-10T00:30:00-08:00' });
    expect(conference.rooms).toEqual([
      { name: 'Hall A', guid: guidOf('room', 'room-hall-a'), capacity: 500 },
      { name: 'Lab 2', guid: guidOf('room', 'room-lab-2'), capacity: 40 },
      { name: 'Online', guid: guidOf('room', 'Online'), capacity: null },
    ]);
  });

  it('writes each event with its offset, hh:mm start and duration, absolute links and its speakers', () => {
    const keynote = eventsOf(exportC3vocV1(catalogue(), OPTIONS)).find((event) => event.code === 'BRK101');
    expect(keynote).toMatchObject({
      guid: guidOf('session', 'ses-brk101'),
      date: '2027-03-09T09:00:00-08:00',
      start: '09:00',
      end: '2027-03-09T10:00:00-08:00',
      duration: '01:00',
      room: 'Hall A',
      url: 'https://summit.example.com/en-us/sessions/BRK101',
      type: 'Breakout session',
      language: 'en',
      track: 'Cloud',
      do_not_record: false,
      links: [{ title: 'Docs', url: 'https://docs.example.org/brk101' }],
      attachments: [
        { title: 'Sample code', url: 'https://summit.example.com/files/sample.zip' },
        { type: 'slides', url: 'https://slides.example.org/brk101.pdf' },
      ],
      persons: [
        { guid: guidOf('speaker', 'spk-001'), name: 'Ada Lovelace', biography: 'Wrote the first program.', avatar: 'https://summit.example.com/images/people/1.svg' },
        { guid: guidOf('speaker', 'spk-002'), name: 'Grace Hopper', biography: null, avatar: null },
      ],
    });
    const repeat = eventsOf(exportC3vocV1(catalogue(), OPTIONS)).find((event) => event.title === 'Opening Keynote' && event.room === 'Lab 2');
    expect(repeat).not.toHaveProperty('code');
  });

  it('exports the same guids and ids for the same catalogue', () => {
    const ids = (document: ReturnType<typeof exportC3vocV1>) => eventsOf(document).map((event) => [event.guid, event.id, event.slug]);
    expect(ids(exportC3vocV1(catalogue(), { ...OPTIONS, generatedAt: new Date() }))).toEqual(ids(exportC3vocV1(catalogue(), OPTIONS)));
  });

  it('survives a round trip: importing the export keeps titles, times, rooms and speakers', () => {
    const exported = JSON.parse(JSON.stringify(exportC3vocV1(catalogue(), OPTIONS))) as unknown;
    const result = parseSchedule(exported, { timeZone: 'UTC' });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.warnings).toEqual([]);
    const speakerName = new Map(result.schedule.speakers.map((speaker) => [speaker.speakerId, speaker.displayName]));
    const summary = (sessions: readonly Session[], name: (id: string) => string | undefined) =>
      sessions
        .map((entry) => [entry.title, entry.startDateTime, entry.endDateTime, entry.location, entry.speakerIds.map(name)])
        .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
    const original = catalogue();
    const scheduled = original.sessions.filter((entry) => entry.startDateTime && entry.location);
    expect(summary(result.schedule.sessions, (id) => speakerName.get(id))).toEqual(summary(scheduled, (id) => original.speaker(id)?.displayName));
    expect(result.schedule.sessions.find((entry) => entry.title === 'Opening Keynote' && entry.location === 'Hall A')).toMatchObject({
      sessionCode: 'BRK101',
      slideDeck: 'https://slides.example.org/brk101.pdf',
      relatedResources: [{ label: 'Sample code', link: 'https://summit.example.com/files/sample.zip' }],
    });
  });
});

describe('stable export ids', () => {
  it('makes RFC 4122 version 5 UUIDs (the standard example: www.example.com in the DNS namespace)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('keeps ids that are UUIDs already', () => {
    expect(guidOf('session', '8079583E-8321-506C-95AF-FD2903A5F075')).toBe('8079583e-8321-506c-95af-fd2903a5f075');
  });

  it('gives every id its own positive integer, the same on every call', () => {
    const ids = Array.from({ length: 2000 }, (_, index) => `ses-${index}`);
    const numbers = integerIds(ids);
    expect(new Set(numbers.values()).size).toBe(2000);
    expect([...numbers.values()].every((number) => Number.isInteger(number) && number >= 1)).toBe(true);
    expect(integerIds([...ids].reverse())).toEqual(numbers);
  });
});
