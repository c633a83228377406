import { describe, expect, it } from 'vitest';
import { formatInZone, offsetMinutesOf, offsetZone, zonedInstant } from '../../../server/catalogue/zoned-time';

describe('offsetMinutesOf', () => {
  it.each<[string, number]>([
    ['2027-03-09T08:00:00-08:00', -480],
    ['2027-03-14T09:00:00-07:00', -420],
    ['2027-03-09T08:00:00+05:30', 330],
    ['2027-03-09T08:00:00Z', 0],
    ['2027-03-09T08:00:00.250+01:00', 60],
    ['2027-03-09T08:00:00+0900', 540],
  ])('%s → %i', (dateTime, minutes) => {
    expect(offsetMinutesOf(dateTime)).toBe(minutes);
  });

  it.each(['2027-03-09T08:00:00', 'soon', '2027-13-45T08:00:00Z'])('rejects "%s", which has no usable offset', (dateTime) => {
    expect(() => offsetMinutesOf(dateTime)).toThrow(/date-time with an offset/);
  });
});

describe('offsetZone', () => {
  it.each<[number, string]>([
    [-480, '-08:00'],
    [330, '+05:30'],
    [0, '+00:00'],
    [-570, '-09:30'],
  ])('%i → %s', (minutes, zone) => {
    expect(offsetZone(minutes)).toBe(zone);
  });
});

describe('formatInZone and zonedInstant', () => {
  it('writes wall-clock time with the offset the zone has at that instant, across a DST change', () => {
    expect(formatInZone(Date.parse('2027-03-13T17:00:00Z'), 'America/Los_Angeles')).toBe('2027-03-13T09:00:00-08:00');
    expect(formatInZone(Date.parse('2027-03-14T16:00:00Z'), 'America/Los_Angeles')).toBe('2027-03-14T09:00:00-07:00');
    expect(formatInZone(new Date('2027-03-09T16:00:00Z'), '+05:30')).toBe('2027-03-09T21:30:00+05:30');
  });

  it('keeps milliseconds only when there are some', () => {
    expect(formatInZone(Date.parse('2027-03-09T16:00:00.125Z'), 'UTC')).toBe('2027-03-09T16:00:00.125+00:00');
  });

  it('finds the instant of a local time on a day, whichever side of a DST change', () => {
    expect(zonedInstant('2027-03-13', 9 * 60, 'America/Los_Angeles').toISOString()).toBe('2027-03-13T17:00:00.000Z');
    expect(zonedInstant('2027-03-14', 9 * 60, 'America/Los_Angeles').toISOString()).toBe('2027-03-14T16:00:00.000Z');
    expect(zonedInstant('2027-03-09', 10 * 60 + 45, 'Asia/Tokyo').toISOString()).toBe('2027-03-09T01:45:00.000Z');
  });
});
