import { describe, expect, it } from 'vitest';
import { parseSchedule } from '../../../server/catalogue/import/parse';

/** A small, valid c3voc v1 schedule: one day, one room, the event given. */
function v1Schedule(events: Record<string, unknown>[]) {
  return {
    schedule: {
      version: '1.0',
      base_url: 'https://fahrplan.example.org/test/',
      conference: {
        acronym: 'testconf',
        title: 'Test Conference',
        start: '2026-05-04',
        end: '2026-05-04',
        daysCount: 1,
        timeslot_duration: '00:05',
        time_zone_name: 'Europe/Berlin',
        rooms: [{ name: 'Hall A', guid: '0f4b4c1e-6a5e-4e0e-9d52-2b0f6e8c1a11', capacity: 200 }],
        days: [{ index: 1, date: '2026-05-04', day_start: '2026-05-04T09:00:00+02:00', day_end: '2026-05-04T20:00:00+02:00', rooms: { 'Hall A': events } }],
      },
    },
  };
}

const EVENT = {
  guid: '5b7f2e4a-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  id: 1,
  date: '2026-05-04T10:00:00+02:00',
  start: '10:00',
  duration: '00:45',
  room: 'Hall A',
  slug: 'testconf-1-opening',
  url: 'https://fahrplan.example.org/test/events/1.html',
  title: 'Opening',
  subtitle: '',
  track: 'Main',
  type: 'talk',
  language: 'de',
  abstract: 'Welcome.',
  description: 'Welcome. We are glad you came.',
  persons: [{ id: 7, public_name: 'Ada Lovelace' }],
  links: [],
  attachments: [],
};

const EVENT_PATH = '/schedule/conference/days/0/rooms/Hall A/0';

const parse = (document: unknown) => parseSchedule(document, { timeZone: 'UTC' });

function without(key: keyof typeof EVENT) {
  const { [key]: _removed, ...rest } = EVENT;
  return rest;
}

describe('c3voc v1 damage and harmless deviations', () => {
  it('imports the well-formed schedule without a warning', () => {
    const result = parse(v1Schedule([EVENT]));
    expect(result).toMatchObject({ ok: true, warnings: [], timeZone: 'Europe/Berlin' });
    if (!result.ok) return;
    expect(result.schedule.sessions[0]).toMatchObject({
      sessionId: EVENT.guid,
      sessionCode: '1',
      title: 'Opening',
      description: 'Welcome. We are glad you came.',
      sessionLanguage: 'de-DE',
      startDateTime: '2026-05-04T10:00:00+02:00',
      endDateTime: '2026-05-04T10:45:00+02:00',
      roomId: '0f4b4c1e-6a5e-4e0e-9d52-2b0f6e8c1a11',
      speakerIds: ['7'],
    });
    expect(result.schedule.rooms).toEqual([{ roomId: '0f4b4c1e-6a5e-4e0e-9d52-2b0f6e8c1a11', name: 'Hall A', capacity: 200, building: null, sortOrder: 0 }]);
  });

  it.each([
    ['a missing title', without('title'), '/title'],
    ['a blank title', { ...EVENT, title: '  ' }, '/title'],
    ['a title of the wrong type', { ...EVENT, title: 42 }, '/title'],
    ['a missing guid', without('guid'), '/guid'],
    ['a duration that is not hh:mm', { ...EVENT, duration: '45 min' }, '/duration'],
    ['a date without an offset', { ...EVENT, date: '2026-05-04T10:00:00' }, '/date'],
    ['a date that does not exist', { ...EVENT, date: '2026-02-30T10:00:00+02:00' }, '/date'],
    ['an end before the start', { ...EVENT, end: '2026-05-04T09:00:00+02:00' }, '/end'],
    ['a person without an id', { ...EVENT, persons: [{ public_name: 'Nobody' }] }, '/persons/0'],
    ['a persons list of the wrong type', { ...EVENT, persons: 'Ada' }, '/persons'],
    ['an event id of the wrong type', { ...EVENT, id: '1' }, '/id'],
  ])('rejects %s at the value’s path', (_label, event, suffix) => {
    const result = parse(v1Schedule([event]));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.path)).toContain(`${EVENT_PATH}${suffix}`);
  });

  it('names every damaged event, not only the first', () => {
    const second = { ...EVENT, guid: '6c8f3f5b-2d4e-4f60-9bac-1d2e3f4a5b6c', id: 2 };
    const result = parse(v1Schedule([{ ...EVENT, title: '' }, EVENT, { ...second, duration: 'soon' }]));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.path)).toEqual([`${EVENT_PATH}/title`, '/schedule/conference/days/0/rooms/Hall A/2/duration']);
  });

  it('rejects two events with the same guid', () => {
    const result = parse(v1Schedule([EVENT, { ...EVENT, id: 2 }]));
    expect(result).toMatchObject({ ok: false, errors: [{ path: '/schedule/conference/days/0/rooms/Hall A/1', message: expect.stringContaining('sessionId') }] });
  });

  it('rejects a title longer than the catalogue keeps, at the event', () => {
    const result = parse(v1Schedule([{ ...EVENT, title: 'x'.repeat(501) }]));
    expect(result).toMatchObject({ ok: false, errors: [{ path: EVENT_PATH, message: expect.stringContaining('title') }] });
  });

  it.each([
    ['a slug breaking the pattern', { ...EVENT, slug: 'TestConf-1_Opening_' }, '/slug'],
    ['a field the format does not have', { ...EVENT, answers: [] }, '/answers'],
    ['a person in both the frab and the pretalx shape', { ...EVENT, persons: [{ id: 7, public_name: 'Ada Lovelace', name: 'Ada Lovelace' }] }, '/persons/0'],
    ['a missing url', without('url'), '/url'],
  ])('imports %s with a warning', (_label, event, suffix) => {
    const result = parse(v1Schedule([event]));
    expect(result.ok).toBe(true);
    expect(result.warnings.map((warning) => warning.path)).toContain(`${EVENT_PATH}${suffix}`);
  });

  it('keeps relative links made absolute and leaves out what is not a web address', () => {
    const links = [
      { url: '/system/slides.pdf', title: 'Slides' },
      { url: 'javascript:alert(1)', title: 'Click' },
    ];
    const result = parse(v1Schedule([{ ...EVENT, links }]));
    if (!result.ok) throw new Error('rejected');
    expect(result.schedule.sessions[0]?.sessionLinks).toEqual([{ label: 'Slides', link: 'https://fahrplan.example.org/system/slides.pdf' }]);
    expect(result.warnings).toContainEqual({ path: `${EVENT_PATH}/links/1/url`, message: expect.stringContaining('left out') });
  });

  it('gives a re-read file the same ids, so a re-import updates instead of adding', () => {
    const first = parse(v1Schedule([EVENT]));
    const again = parse(v1Schedule([{ ...EVENT, title: 'Opening (updated)' }]));
    if (!first.ok || !again.ok) throw new Error('rejected');
    expect(again.schedule.sessions.map((session) => [session.sessionId, session.title])).toEqual([[EVENT.guid, 'Opening (updated)']]);
    expect(again.schedule.rooms.map((room) => room.roomId)).toEqual(first.schedule.rooms.map((room) => room.roomId));
    expect(again.schedule.speakers.map((speaker) => speaker.speakerId)).toEqual(first.schedule.speakers.map((speaker) => speaker.speakerId));
  });

  it('rejects a document that is no schedule at all', () => {
    expect(parse({ talks: [] })).toMatchObject({ ok: false, format: null, errors: [{ path: '' }] });
    expect(parse([EVENT])).toMatchObject({ ok: false, format: null });
  });
});

function v2Schedule(events: Record<string, unknown>[]) {
  return {
    schedule: {
      version: '2026-05-01 12:00',
      conference: {
        acronym: 'testconf',
        title: 'Test Conference',
        start: '2026-05-04T09:00:00+02:00',
        end: '2026-05-04T20:00:00+02:00',
        time_zone_name: 'Europe/Berlin',
        rooms: [{ name: 'Hall A', guid: '0f4b4c1e-6a5e-4e0e-9d52-2b0f6e8c1a11', capacity: 200, features: { recording: 'RECORDING_FORBIDDEN' } }],
        days: [{ index: 1, date: '2026-05-04', start: '2026-05-04T09:00:00+02:00', end: '2026-05-04T20:00:00+02:00' }],
      },
      events,
    },
  };
}

const V2_EVENT = {
  guid: '5b7f2e4a-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  code: 'OPEN1',
  start: '2026-05-04T10:00:00+02:00',
  end: '2026-05-04T10:45:00+02:00',
  room: { guid: '0f4b4c1e-6a5e-4e0e-9d52-2b0f6e8c1a11' },
  slug: 'testconf-opening',
  url: 'https://example.org/opening',
  title: 'Opening',
  subtitle: null,
  track: { slug: 'main' },
  type: 'TALK',
  language: 'en',
  abstract: { en: 'Welcome.', de: 'Willkommen.' },
  participants: [{ guid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Ada Lovelace', role: 'SPEAKER' }],
  links: [],
};

describe('c3voc v2 damage and harmless deviations', () => {
  it('imports the well-formed schedule: localized abstract, room recording rule', () => {
    const result = parse(v2Schedule([V2_EVENT]));
    expect(result).toMatchObject({ ok: true, warnings: [] });
    if (!result.ok) return;
    expect(result.schedule.sessions[0]).toMatchObject({
      sessionCode: 'OPEN1',
      description: 'Welcome.',
      durationInMinutes: 45,
      sessionType: { logicalValue: 'talk', displayValue: 'Talk' },
      willBeRecorded: false,
      track: 'main',
      speakerIds: ['9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'],
    });
  });

  it.each([
    ['a missing end', { ...V2_EVENT, end: undefined }, '/end'],
    ['an unreadable start', { ...V2_EVENT, start: 'tomorrow morning' }, '/start'],
    ['a room that is no reference', { ...V2_EVENT, room: 'Hall A' }, '/room'],
    ['a participant without a name', { ...V2_EVENT, participants: [{ guid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' }] }, '/participants/0/name'],
  ])('rejects %s', (_label, event, suffix) => {
    const result = parse(v2Schedule([JSON.parse(JSON.stringify(event)) as Record<string, unknown>]));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.path)).toContain(`/schedule/events/0${suffix}`);
  });

  it('leaves breaks and cancelled events out, with a warning each', () => {
    const breakEntry = { type: 'BREAK', title: 'Lunch', start: '2026-05-04T12:00:00+02:00', end: '2026-05-04T13:00:00+02:00' };
    const cancelled = { ...V2_EVENT, guid: '7d9e0f1a-2b3c-4d5e-8f6a-7b8c9d0e1f2a', code: 'GONE1', state: 'CANCELED' };
    const result = parse(v2Schedule([V2_EVENT, breakEntry, cancelled]));
    if (!result.ok) throw new Error('rejected');
    expect(result.schedule.sessions.map((session) => session.sessionCode)).toEqual(['OPEN1']);
    expect(result.warnings.map((warning) => warning.path)).toEqual(['/schedule/events/1', '/schedule/events/2']);
  });

  it('adds a room that only an event refers to, with a warning', () => {
    const result = parse(v2Schedule([{ ...V2_EVENT, room: { guid: '1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6', name: 'Tent' } }]));
    if (!result.ok) throw new Error('rejected');
    expect(result.schedule.rooms.map((room) => room.name)).toEqual(['Hall A', 'Tent']);
    expect(result.warnings).toEqual([{ path: '/schedule/events/0/room', message: expect.stringContaining('not listed') }]);
  });
});
