import { describe, expect, it } from 'vitest';
import { wallClock } from '../../../server/calendar/wall-clock';

const shown = (iso: string, zone: string) => {
  const clock = wallClock(Date.parse(iso), zone);
  return `${clock.format('YYYYMMDD')}T${clock.format('HHmmss')}`;
};

describe('wallClock', () => {
  it.each([
    ['2027-03-09T17:00:00Z', 'America/Los_Angeles', '20270309T090000'],
    // Los Angeles springs forward on 14 March 2027 at 02:00 (10:00 UTC).
    ['2027-03-14T09:59:59Z', 'America/Los_Angeles', '20270314T015959'],
    ['2027-03-14T10:00:00Z', 'America/Los_Angeles', '20270314T030000'],
    ['2027-03-09T23:30:00Z', 'Asia/Tokyo', '20270310T083000'],
    ['2027-03-09T12:00:00Z', 'Asia/Kathmandu', '20270309T174500'],
    ['2027-03-09T12:00:00Z', 'UTC', '20270309T120000'],
  ])('%s in %s reads %s', (iso, zone, expected) => {
    expect(shown(iso, zone)).toBe(expected);
  });

  it('keeps the instant for comparisons', () => {
    const clock = wallClock(Date.parse('2027-03-09T17:00:00Z'), 'Europe/Berlin');
    expect(clock.toDate().toISOString()).toBe('2027-03-09T17:00:00.000Z');
    expect(() => clock.format('YYYY')).toThrow(/YYYYMMDD and HHmmss only/);
  });
});
