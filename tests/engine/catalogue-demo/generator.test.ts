import { tzOffset } from '@date-fns/tz';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateDemoCatalogue } from '../../../server/catalogue/demo/generate';
import { DEFAULT_DEMO_SEED } from '../../../server/catalogue/demo/options';
import type { CatalogueData, Session } from '../../../server/catalogue/types';
import { offsetMinutesOf } from '../../../server/catalogue/zoned-time';
import { loadSharedSchemas } from '../../../server/schemas/load';
import { fromRoot } from '../../../server/paths';
import { createContentValidator, type ContentValidator } from '../../../src/engine/lazy/validation';

// The seeded site's event: 9–12 March 2027 in Seattle.
const SEATTLE = { timeZone: 'America/Los_Angeles', days: ['2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12'] };
// US daylight saving time starts at 02:00 on Sunday 14 March 2027.
const ACROSS_DST = { timeZone: 'America/Los_Angeles', days: ['2027-03-12', '2027-03-13', '2027-03-14', '2027-03-15'] };
const SCHEMA = (name: string) => `https://confsite.dev/schemas/${name}.json`;

const timed = (data: CatalogueData) => data.sessions.filter((session) => session.startDateTime !== null);
const share = <T>(items: readonly T[], test: (item: T) => boolean) => items.filter(test).length / items.length;
const localTime = (dateTime: string) => dateTime.slice(11, 16);
const isRepeat = (session: Session) => /-R[1-9]\d*$/.test(session.sessionCode);

let demo: CatalogueData;
let validator: ContentValidator;

beforeAll(async () => {
  demo = generateDemoCatalogue(SEATTLE);
  validator = createContentValidator({ shared: await loadSharedSchemas(fromRoot('schemas')), blocks: {} });
});

describe('determinism', () => {
  it('gives identical data for the same seed and a different conference for another seed', () => {
    expect(generateDemoCatalogue(SEATTLE, { seed: DEFAULT_DEMO_SEED })).toEqual(demo);
    const other = generateDemoCatalogue(SEATTLE, { seed: 42 });
    expect(other.sessions.map((session) => session.title)).not.toEqual(demo.sessions.map((session) => session.title));
    expect(other.attendees.map((attendee) => attendee.attendeeId)).not.toEqual(demo.attendees.map((attendee) => attendee.attendeeId));
    // Two more full conferences (20,000 attendees each): about 2 s alone, several times that on a busy shared machine.
  }, 30_000);

  it('scales down for tests and generates nothing at scale 0', () => {
    const small = generateDemoCatalogue(SEATTLE, { scale: 0.02 });
    expect(small.sessions.length).toBeGreaterThan(50);
    expect(small.sessions.length).toBeLessThan(250);
    expect(small.attendees).toHaveLength(400);
    expect(generateDemoCatalogue(SEATTLE, { scale: 0 })).toEqual({ rooms: [], sessions: [], speakers: [], companies: [], attendees: [] });
  });
});

describe('the full-size conference', () => {
  it('has about 1,500 sessions over 4 days in ~40 rooms, ~700 speakers, ~150 companies and 20,000 attendees', () => {
    expect(demo.sessions.length).toBeGreaterThanOrEqual(1400);
    expect(demo.sessions.length).toBeLessThanOrEqual(1600);
    expect(demo.rooms.length).toBeGreaterThanOrEqual(35);
    expect(demo.rooms.length).toBeLessThanOrEqual(45);
    expect(demo.speakers.length).toBeGreaterThanOrEqual(650);
    expect(demo.speakers.length).toBeLessThanOrEqual(750);
    expect(demo.companies.length).toBeGreaterThanOrEqual(140);
    expect(demo.companies.length).toBeLessThanOrEqual(160);
    expect(demo.attendees).toHaveLength(20_000);
    expect(new Set(timed(demo).map((session) => session.startDateTime?.slice(0, 10)))).toEqual(new Set(SEATTLE.days));
  });

  it('mixes keynotes, breakouts, labs, theater, roundtables and on-demand sessions', () => {
    const counts = new Map<string, number>();
    for (const session of demo.sessions) counts.set(session.sessionType.logicalValue, (counts.get(session.sessionType.logicalValue) ?? 0) + 1);
    expect(counts.get('Keynote')).toBe(4);
    expect(counts.get('Breakout')).toBeGreaterThan(500);
    expect(counts.get('Hands-on Lab')).toBeGreaterThan(50);
    expect(counts.get('Theater')).toBeGreaterThan(150);
    expect(counts.get('Roundtable')).toBeGreaterThan(30);
    expect(counts.get('On-demand Learning')).toBeGreaterThan(300);
    for (const session of demo.sessions.filter((candidate) => candidate.sessionType.logicalValue === 'On-demand Learning')) {
      expect(session).toMatchObject({ startDateTime: null, endDateTime: null, roomId: null, deliveryTypes: ['Digital'] });
      expect(session.onDemand.length).toBeGreaterThan(0);
    }
  });

  it('controls the seats of roundtables and labs, with RSVP windows before the session', () => {
    const controlled = demo.sessions.filter((session) => ['Roundtable', 'Hands-on Lab'].includes(session.sessionType.logicalValue));
    for (const session of controlled) {
      expect(session.capacity).toBeGreaterThan(0);
      expect(session.waitlistCapacity).toBeGreaterThan(0);
      expect(Date.parse(session.rsvpOpensAt as string)).toBeLessThan(Date.parse(session.rsvpClosesAt as string));
      expect(Date.parse(session.rsvpClosesAt as string)).toBeLessThan(Date.parse(session.startDateTime as string));
    }
    expect(demo.sessions.filter((session) => session.sessionType.logicalValue === 'Breakout').every((session) => session.capacity === null)).toBe(true);
  });

  it('gives roughly 15% of sessions in the five other languages, in their own words', () => {
    const languages = new Set(demo.sessions.map((session) => session.sessionLanguage));
    expect(languages).toEqual(new Set(['en-US', 'zh-CN', 'ja-JP', 'es-ES', 'de-DE', 'fr-FR']));
    const translated = share(demo.sessions, (session) => session.sessionLanguage !== 'en-US');
    expect(translated).toBeGreaterThan(0.1);
    expect(translated).toBeLessThan(0.2);
    const titlesIn = (language: string) => demo.sessions.filter((session) => session.sessionLanguage === language).map((session) => `${session.title} ${session.description}`);
    expect(titlesIn('zh-CN').every((text) => /\p{Script=Han}/u.test(text))).toBe(true);
    expect(titlesIn('ja-JP').every((text) => /[\p{Script=Katakana}\p{Script=Hiragana}]/u.test(text))).toBe(true);
    expect(titlesIn('de-DE').every((text) => /\b(Sie|wir|und|für|mit|der|die|das)\b/.test(text))).toBe(true);
    expect(titlesIn('fr-FR').every((text) => /\b(les|des|avec|pour|nous|vous)\b/.test(text))).toBe(true);
    expect(titlesIn('es-ES').every((text) => /\b(los|las|con|para|de)\b/.test(text))).toBe(true);
  });

  it('has titles of its own for every session but repeats, and no placeholder left unfilled', () => {
    const originals = demo.sessions.filter((session) => !isRepeat(session));
    expect(new Set(originals.map((session) => session.title)).size).toBe(originals.length);
    expect(demo.sessions.some((session) => /\{|\}|lorem/i.test(session.title + session.description))).toBe(false);
  });

  it('repeats some sessions under the original code with -R1: same title and speakers, a later slot', () => {
    const byCode = new Map(demo.sessions.map((session) => [session.sessionCode, session]));
    const repeats = demo.sessions.filter(isRepeat);
    expect(repeats.length).toBeGreaterThan(30);
    for (const repeat of repeats) {
      const original = byCode.get(repeat.sessionCode.replace(/-R1$/, ''));
      expect(original, repeat.sessionCode).toBeDefined();
      expect(repeat).toMatchObject({ title: original?.title, speakerIds: original?.speakerIds, sessionType: original?.sessionType });
      expect(Date.parse(repeat.startDateTime as string)).toBeGreaterThan(Date.parse(original?.startDateTime as string));
    }
  });

  it('relates sessions only to other existing sessions', () => {
    const codes = new Set(demo.sessions.map((session) => session.sessionCode));
    expect(demo.sessions.filter((session) => session.relatedSessionCodes.length > 0).length).toBeGreaterThan(demo.sessions.length / 2);
    for (const session of demo.sessions) {
      expect(session.relatedSessionCodes.every((code) => codes.has(code) && code !== session.sessionCode), session.sessionCode).toBe(true);
    }
  });

  it('refers only to rooms, speakers and companies that exist, and unique codes and ids', () => {
    const rooms = new Set(demo.rooms.map((room) => room.roomId));
    const speakers = new Set(demo.speakers.map((speaker) => speaker.speakerId));
    const companies = new Set(demo.companies.map((company) => company.companyId));
    for (const session of demo.sessions) {
      expect(session.roomId === null || rooms.has(session.roomId)).toBe(true);
      expect(session.sponsorId === null || companies.has(session.sponsorId)).toBe(true);
      expect(session.speakerIds.length).toBeGreaterThan(0);
      expect(session.speakerIds.every((id) => speakers.has(id))).toBe(true);
    }
    for (const person of [...demo.speakers, ...demo.attendees]) expect(person.companyId === null || companies.has(person.companyId)).toBe(true);
    expect(new Set(demo.sessions.map((session) => session.sessionCode)).size).toBe(demo.sessions.length);
    expect(new Set(demo.sessions.map((session) => session.sessionId)).size).toBe(demo.sessions.length);
    expect(new Set(demo.attendees.map((attendee) => attendee.userId)).size).toBe(demo.attendees.length);
    expect(new Set(demo.attendees.map((attendee) => attendee.email)).size).toBe(demo.attendees.length);
  });

  it('never books a speaker into two sessions at once, nor a room', () => {
    const busy = new Map<string, [number, number][]>();
    for (const session of timed(demo)) {
      const window: [number, number] = [Date.parse(session.startDateTime as string), Date.parse(session.endDateTime as string)];
      for (const owner of [...session.speakerIds, session.roomId as string]) {
        const taken = busy.get(owner) ?? [];
        expect(taken.some(([start, end]) => start < window[1] && window[0] < end), `${owner} in ${session.sessionCode}`).toBe(false);
        busy.set(owner, [...taken, window]);
      }
    }
  });

  it('facets: a 2–3 level topic tree, levels 100–400, in-person and digital delivery, audiences and products', () => {
    const topics = new Set(demo.sessions.flatMap((session) => session.topics));
    expect([...topics].every((topic) => [2, 3].includes(topic.split('|').length))).toBe(true);
    expect([...topics].some((topic) => topic.split('|').length === 3)).toBe(true);
    expect(new Set(demo.sessions.map((session) => session.sessionLevel))).toEqual(new Set(['100', '200', '300', '400']));
    expect(new Set(demo.sessions.flatMap((session) => session.deliveryTypes))).toEqual(new Set(['In-Person', 'Digital']));
    expect(new Set(demo.sessions.flatMap((session) => session.audienceTypes)).size).toBeGreaterThan(4);
    expect(new Set(demo.sessions.flatMap((session) => session.products)).size).toBeGreaterThan(10);
  });

  it('offers keynotes to every region, digital sessions to one to three, sessions only in the room to no region in particular', () => {
    const attendeeRegions = new Set(demo.attendees.flatMap((attendee) => (attendee.region ? [attendee.region.logicalValue] : [])));
    const keynotes = demo.sessions.filter((session) => session.sessionType.logicalValue === 'Keynote');
    for (const keynote of keynotes) expect(new Set(keynote.regions)).toEqual(attendeeRegions);
    const digital = demo.sessions.filter((session) => session.sessionType.logicalValue !== 'Keynote' && session.deliveryTypes.includes('Digital'));
    for (const session of digital) {
      expect(session.regions.length, session.sessionCode).toBeGreaterThanOrEqual(1);
      expect(session.regions.length, session.sessionCode).toBeLessThanOrEqual(3);
      expect(new Set(session.regions).size).toBe(session.regions.length);
      expect(session.regions.every((region) => attendeeRegions.has(region)), session.sessionCode).toBe(true);
    }
    expect(new Set(digital.map((session) => session.regions.length))).toEqual(new Set([1, 2, 3]));
    expect(demo.sessions.filter((session) => session.sessionLanguage === 'ja-JP' && session.regions.length > 0).every((session) => session.regions[0] === 'japan')).toBe(true);
    expect(demo.sessions.filter((session) => !session.deliveryTypes.includes('Digital') && session.sessionType.logicalValue !== 'Keynote').every((session) => session.regions.length === 0)).toBe(true);
  });

  it('hides some speakers (no bio or no photo) and shows most', () => {
    const hidden = share(demo.speakers, (speaker) => !speaker.bio || !speaker.photo);
    expect(hidden).toBeGreaterThan(0.05);
    expect(hidden).toBeLessThan(0.25);
  });

  it('lists about 60% of attendees publicly, in-person and digital, with social handles as people type them', () => {
    const visible = share(demo.attendees, (attendee) => attendee.displayProfileToPublic);
    expect(visible).toBeGreaterThan(0.55);
    expect(visible).toBeLessThan(0.65);
    expect(new Set(demo.attendees.map((attendee) => attendee.participationType?.logicalValue))).toEqual(new Set(['In-person', 'Digital', undefined]));
    const twitter = demo.attendees.map((attendee) => attendee.social.twitter).filter((handle): handle is string => !!handle);
    expect(twitter.some((handle) => handle.startsWith('@'))).toBe(true);
    expect(twitter.some((handle) => handle.startsWith('https://'))).toBe(true);
    expect(twitter.some((handle) => /^[a-z0-9_]+$/.test(handle))).toBe(true);
    const linkedin = demo.attendees.map((attendee) => attendee.social.linkedin).filter((handle): handle is string => !!handle);
    expect(linkedin.some((handle) => !handle.includes('linkedin.com'))).toBe(true);
    expect(linkedin.some((handle) => handle.includes('linkedin.com/in/'))).toBe(true);
    expect(demo.attendees.find((attendee) => attendee.userId === 'dev-attendee')).toMatchObject({ displayName: 'Avery Attendee', displayProfileToPublic: true });
  });

  it('ranks sponsors by level with sub-orders, gives exhibitors distinct booths and some companies offers', () => {
    const levels = new Set(demo.companies.map((company) => company.sponsorLevelKey));
    expect(levels).toEqual(new Set(['platinum', 'gold', 'silver', 'bronze', null]));
    for (const level of ['platinum', 'gold', 'silver', 'bronze']) {
      const subOrders = demo.companies.filter((company) => company.sponsorLevelKey === level).map((company) => company.sponsorSubOrder);
      expect(new Set(subOrders).size).toBe(subOrders.length);
    }
    const booths = demo.companies.filter((company) => company.kinds.includes('exhibitor')).map((company) => company.booth);
    expect(booths.every((booth) => typeof booth === 'string')).toBe(true);
    expect(new Set(booths).size).toBe(booths.length);
    expect(demo.companies.some((company) => company.kinds.includes('partner'))).toBe(true);
    expect(demo.companies.filter((company) => company.offers.length > 0).length).toBeGreaterThan(20);
  });

  it.each(['session', 'speaker', 'company', 'attendee', 'room'] as const)('every %s validates against its JSON Schema', (name) => {
    const entities = { session: demo.sessions, speaker: demo.speakers, company: demo.companies, attendee: demo.attendees, room: demo.rooms }[name];
    const problems = entities.flatMap((entity, index) => validator.validate(SCHEMA(name), entity, `/${index}`));
    expect(problems).toEqual([]);
  });
});

describe('times', () => {
  it.each([
    ['the seeded Seattle week', SEATTLE],
    ['a week across the start of daylight saving time', ACROSS_DST],
  ])('writes every time with the offset the conference zone has then, at the local times of the programme (%s)', (_name, conference) => {
    const data = generateDemoCatalogue(conference, { scale: 0.2 });
    for (const session of timed(data)) {
      for (const dateTime of [session.startDateTime, session.endDateTime, session.rsvpOpensAt, session.rsvpClosesAt].filter((value): value is string => value !== null)) {
        expect(offsetMinutesOf(dateTime), dateTime).toBe(tzOffset(conference.timeZone, new Date(dateTime)));
      }
      expect(localTime(session.startDateTime as string) >= '09:00' && localTime(session.endDateTime as string) <= '18:00', session.startDateTime as string).toBe(true);
      expect((Date.parse(session.endDateTime as string) - Date.parse(session.startDateTime as string)) / 60_000).toBe(session.durationInMinutes);
    }
    const keynotes = data.sessions.filter((session) => session.sessionType.logicalValue === 'Keynote').map((session) => session.startDateTime);
    expect(keynotes.slice(0, 3).map((start) => localTime(start as string))).toEqual(['09:00', '09:00', '09:00']);
  });

  it('moves the offset with daylight saving time: -08:00 before 14 March 2027, -07:00 from then on', () => {
    const offsets = new Map(timed(generateDemoCatalogue(ACROSS_DST, { scale: 0.05 })).map((session) => [session.startDateTime?.slice(0, 10), session.startDateTime?.slice(-6)]));
    expect(Object.fromEntries(offsets)).toEqual({ '2027-03-12': '-08:00', '2027-03-13': '-08:00', '2027-03-14': '-07:00', '2027-03-15': '-07:00' });
  });
});
