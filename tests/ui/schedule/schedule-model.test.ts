import { describe, expect, it } from 'vitest';
import { calendarRange, canRemove, layoutDay, wallClock } from '../../../blocks/shared/lazy/schedule-events/schedule-model';
import { keynote, lunch, scheduleEvent } from '../../../blocks/testing/schedule-samples';

const DAY = '2027-03-09';
const ZONE = 'America/Los_Angeles';
// 9:00 on the event's clock is 17:00Z.
const at = (id: string, from: string, to: string) => scheduleEvent({ id, title: id, start: `${DAY}T${from}:00Z`, end: `${DAY}T${to}:00Z` });
const columnsOf = (events: ReturnType<typeof at>[]) =>
  Object.fromEntries(layoutDay(events, DAY, ZONE).map((placed) => [placed.event.id, `${placed.column}/${placed.columns}`]));

describe('the day calendar layout', () => {
  it.each([
    ['one event takes the whole width', [at('a', '17:00', '18:00')], { a: '0/1' }],
    ['two overlapping events sit side by side', [at('a', '17:00', '18:00'), at('b', '17:30', '18:30')], { a: '0/2', b: '1/2' }],
    ['touching events do not overlap', [at('a', '17:00', '18:00'), at('b', '18:00', '19:00')], { a: '0/1', b: '0/1' }],
    [
      'a chain of overlaps shares its columns, a freed column is taken again',
      [at('a', '17:00', '19:00'), at('b', '17:30', '18:00'), at('c', '18:00', '18:30'), at('d', '20:00', '21:00')],
      { a: '0/2', b: '1/2', c: '1/2', d: '0/1' },
    ],
  ])('%s', (_case, events, expected) => expect(columnsOf(events)).toEqual(expected));

  it('places events by their minutes in the zone shown, cut at midnight', () => {
    const late = scheduleEvent({ id: 'late', title: 'late', start: '2027-03-10T07:00:00Z', end: '2027-03-10T09:00:00Z' });
    expect(layoutDay([late], DAY, ZONE)).toMatchObject([{ startMinute: 23 * 60, endMinute: 24 * 60 }]);
    expect(wallClock('2027-03-09T17:00:00Z', 'Asia/Tokyo')).toEqual({ day: '2027-03-10', minute: 2 * 60 });
  });
});

describe('the calendar range', () => {
  it('spans business hours and every event, on 30-minute steps', () => {
    expect(calendarRange([{ startMinute: 7 * 60 + 10, endMinute: 9 * 60 }], { start: 8 * 60, end: 18 * 60 + 15 })).toEqual({ start: 7 * 60, end: 18 * 60 + 30 });
    expect(calendarRange([], null)).toEqual({ start: 8 * 60, end: 17 * 60 });
  });
});

describe('who may remove an event', () => {
  it.each([
    ['a session', keynote, true],
    ['a mandatory agenda item', lunch, false],
    ['a session that says it cannot be removed', { ...keynote, canBeRemovedFromSchedule: false }, false],
    ['an executive side meeting', { ...keynote, eventTypeValue: 'ExecutiveSideMeeting' as const }, false],
  ])('%s: %s', (_case, event, expected) => expect(canRemove(event)).toBe(expected));
});
