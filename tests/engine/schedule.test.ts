import { describe, expect, it } from 'vitest';
import { SCOPES } from '../../src/engine';
import {
  addRefusal,
  conflictingEventIds,
  emptySlots,
  isRoundtable,
  rsvpState,
  scheduleErrorKey,
  SCHEDULE_ERROR_MESSAGES,
  type AddRefusal,
  type EnrollmentStatus,
  type RsvpState,
  type SchedulableSession,
  type TimedEvent,
} from '../../src/engine/lazy/schedule';

const NOW = new Date('2027-03-09T12:00:00Z');
const session = (overrides: Partial<SchedulableSession> = {}): SchedulableSession => ({
  capacity: 50,
  waitlistCapacity: 20,
  rsvpOpensAt: '2027-03-01T00:00:00Z',
  rsvpClosesAt: '2027-03-10T00:00:00Z',
  restrictedScopes: [],
  deliveryTypes: ['In-Person', 'Digital'],
  sessionType: { displayValue: 'Breakout', logicalValue: 'Breakout' },
  ...overrides,
});
const attendee = [SCOPES.eventTools];

describe('the RSVP button’s eight states (spec 1 §4)', () => {
  const room = { seatsLeft: 3, waitlistLeft: 5 };
  it.each<[string, SchedulableSession, EnrollmentStatus | null, { seatsLeft: number; waitlistLeft: number }, readonly string[], RsvpState | null]>([
    ['not capacity controlled: no RSVP button', session({ capacity: null }), null, room, attendee, null],
    ['before RSVP opens', session({ rsvpOpensAt: '2027-03-09T12:00:01Z' }), null, room, attendee, 'not-open'],
    ['open with seats', session(), null, room, attendee, 'open'],
    ['on the schedule', session(), 'scheduled', room, attendee, 'scheduled'],
    ['a confirmed roundtable counts as on the schedule', session(), 'confirmed', room, attendee, 'scheduled'],
    ['no seat, waitlist has space', session(), null, { seatsLeft: 0, waitlistLeft: 1 }, attendee, 'waitlist-open'],
    ['on the waitlist', session(), 'waitlisted', { seatsLeft: 0, waitlistLeft: 0 }, attendee, 'waitlisted'],
    ['no seat and waitlist full', session(), null, { seatsLeft: 0, waitlistLeft: 0 }, attendee, 'waitlist-full'],
    ['after RSVP closes (at the closing instant)', session({ rsvpClosesAt: NOW.toISOString() }), null, room, attendee, 'closed'],
    ['restricted to scopes the user lacks', session({ restrictedScopes: ['vip', 'press'] }), null, room, attendee, 'restricted'],
    ['restricted scopes are any-of', session({ restrictedScopes: ['vip', 'press'] }), null, room, [...attendee, 'press'], 'open'],
    ['in person only without the in-person scope', session({ deliveryTypes: ['In-Person'] }), null, room, attendee, 'restricted'],
    ['in person only with the in-person scope', session({ deliveryTypes: ['In-Person'] }), null, room, [...attendee, SCOPES.inPerson], 'open'],
    ['a cancelled enrollment is no enrollment', session(), 'cancelled', room, attendee, 'open'],
    ['the own seat wins over a closed window', session({ rsvpClosesAt: '2027-03-01T00:00:00Z' }), 'scheduled', room, attendee, 'scheduled'],
  ])('%s', (_case, rsvpSession, enrollmentStatus, left, scopes, expected) => {
    expect(rsvpState(rsvpSession, { now: NOW, scopes, enrollmentStatus, ...left })).toBe(expected);
  });
});

describe('what refuses an add (spec 1 §5)', () => {
  it.each<[string, SchedulableSession, boolean, readonly string[], AddRefusal | undefined]>([
    ['a plain session', session({ capacity: null }), false, attendee, undefined],
    ['a roundtable, whatever the case of its type', session({ capacity: null, sessionType: { displayValue: 'Product roundtable', logicalValue: 'ROUNDTABLE' } }), true, attendee, 'roundtable'],
    ['an RSVP session without confirmation', session(), false, attendee, 'confirmation-required'],
    ['an RSVP session confirmed', session(), true, attendee, undefined],
    ['an RSVP session not open yet', session({ rsvpOpensAt: '2027-04-01T00:00:00Z' }), true, attendee, 'rsvp-not-open'],
    ['an RSVP session closed', session({ rsvpClosesAt: '2027-03-02T00:00:00Z' }), true, attendee, 'rsvp-closed'],
    ['a restricted session', session({ capacity: null, restrictedScopes: ['vip'] }), false, attendee, 'restricted'],
    ['an in-person-only session for a remote attendee', session({ capacity: null, deliveryTypes: ['in-person'] }), false, attendee, 'in-person-only'],
  ])('%s', (_case, addSession, confirmed, scopes, expected) => {
    expect(addRefusal(addSession, { now: NOW, scopes, confirmed })).toBe(expected);
  });

  it('knows roundtables by either value of the type', () => {
    expect(isRoundtable({ sessionType: { displayValue: 'Roundtable', logicalValue: 'rt' } })).toBe(true);
    expect(isRoundtable({ sessionType: { displayValue: 'Breakout', logicalValue: 'Breakout' } })).toBe(false);
  });

  it('keeps every message free of ids so its letters and digits name a translation key (spec 1 §8)', () => {
    expect(scheduleErrorKey(SCHEDULE_ERROR_MESSAGES['waitlist-full'])).toBe('translate.base.schedule.error.thissessionanditswaitlistarefull');
    for (const message of Object.values(SCHEDULE_ERROR_MESSAGES)) expect(scheduleErrorKey(message)).toMatch(/^translate\.base\.schedule\.error\.[a-z]+$/);
  });
});

const at = (time: string) => `2027-03-09T${time}:00.000Z`;
const event = (id: string, start: string, end: string, extra: Partial<TimedEvent> = {}): TimedEvent => ({ id, start: at(start), end: at(end), ...extra });

describe('empty slots (spec 1 §4, §9)', () => {
  const day = { day: '2027-03-09', timeZone: 'UTC', businessHours: { start: 8 * 60, end: 18 * 60 } };

  it('finds the gaps of at least 30 minutes inside business hours', () => {
    const events = [event('a', '07:00', '09:00'), event('b', '09:20', '10:00'), event('c', '11:00', '12:00'), event('d', '17:45', '19:00')];
    expect(emptySlots(events, day)).toEqual([
      { start: at('10:00'), end: at('11:00') },
      { start: at('12:00'), end: at('17:45') },
    ]);
  });

  it('gives the whole business day to an empty schedule and ignores untimed and declined events', () => {
    const events = [{ id: 'lab', start: null, end: null }, event('m', '09:00', '17:00', { state: 'declined' })];
    expect(emptySlots(events, day)).toEqual([{ start: at('08:00'), end: at('18:00') }]);
  });

  it('honours the minimum and the merge gap', () => {
    const events = [event('a', '08:00', '09:00'), event('b', '09:03', '10:00'), event('c', '10:10', '18:00')];
    expect(emptySlots(events, { ...day, minMinutes: 1 })).toEqual([{ start: at('10:00'), end: at('10:10') }]);
    expect(emptySlots(events, { ...day, minMinutes: 1, mergeGapMinutes: 15 })).toEqual([]);
  });

  it('reads business hours on the event zone’s wall clock', () => {
    const zoned = { day: '2027-03-09', timeZone: 'America/Los_Angeles', businessHours: { start: 9 * 60, end: 10 * 60 } };
    expect(emptySlots([], zoned)).toEqual([{ start: '2027-03-09T17:00:00.000Z', end: '2027-03-09T18:00:00.000Z' }]);
  });
});

describe('conflicts (spec 1 §9)', () => {
  it('marks overlapping events, not touching ones, and ignores Agenda items by default', () => {
    const events = [
      event('a', '09:00', '10:00'),
      event('b', '09:30', '10:30'),
      event('c', '10:30', '11:00'),
      event('keynote', '09:00', '12:00', { sessionType: 'AGENDA' }),
      event('declined', '10:45', '11:30', { state: 'declined' }),
    ];
    expect([...conflictingEventIds(events)].sort()).toEqual(['a', 'b']);
    expect([...conflictingEventIds(events, { ignoreSessionTypes: [] })].sort()).toEqual(['a', 'b', 'c', 'keynote']);
  });
});
