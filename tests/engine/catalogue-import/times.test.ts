import { describe, expect, it } from 'vitest';
import {
  formatClockDuration,
  formatOffsetDateTime,
  parseClockDuration,
  parseOffsetDateTime,
  parseWallClock,
} from '../../../server/catalogue/import/times';

describe('schedule file times', () => {
  it.each([
    ['2020-12-14T09:00:00+01:00', Date.UTC(2020, 11, 14, 8), 60],
    ['2020-12-14T09:00+01:00', Date.UTC(2020, 11, 14, 8), 60],
    ['2019-08-21T11:00:00.000+0200', Date.UTC(2019, 7, 21, 9), 120],
    ['2024-12-27T09:30:00Z', Date.UTC(2024, 11, 27, 9, 30), 0],
    ['2027-03-09T08:00:00-08:00', Date.UTC(2027, 2, 9, 16), -480],
    ['2027-03-09T08:00:00+05:45', Date.UTC(2027, 2, 9, 2, 15), 345],
  ])('reads %s with its offset', (text, ms, offsetMinutes) => {
    expect(parseOffsetDateTime(text)).toEqual({ ms, offsetMinutes });
  });

  it.each(['2020-12-14T09:00:00', '2020-12-14', '2021-02-29T09:00:00+01:00', '2020-04-31T09:00:00Z', '2020-12-14T24:00:00Z', '14.12.2020 09:00', ''])(
    'rejects %j (no offset or no such moment)',
    (text) => {
      expect(parseOffsetDateTime(text)).toBeUndefined();
    },
  );

  it.each([
    ['2020-12-14T09:00:00+01:00', '2020-12-14T09:00:00+01:00'],
    ['2024-12-27T09:30:00Z', '2024-12-27T09:30:00+00:00'],
    ['2027-03-09T08:00:00-08:00', '2027-03-09T08:00:00-08:00'],
  ])('writes %s back as %s', (text, written) => {
    expect(formatOffsetDateTime(parseOffsetDateTime(text)!)).toBe(written);
  });

  it.each([
    ['2027-03-09T09:00:00', 'America/Los_Angeles', '2027-03-09T09:00:00-08:00'],
    ['2027-03-15T09:00:00', 'America/Los_Angeles', '2027-03-15T09:00:00-07:00'],
    ['2027-03-14T02:30:00', 'America/Los_Angeles', '2027-03-14T03:30:00-07:00'],
    ['2024-05-01T09:00', 'Asia/Tokyo', '2024-05-01T09:00:00+09:00'],
    ['2024-05-01T09:00:00+02:00', 'Asia/Tokyo', '2024-05-01T09:00:00+02:00'],
  ])('reads the wall-clock time %s in %s', (text, zone, written) => {
    expect(formatOffsetDateTime(parseWallClock(text, zone)!)).toBe(written);
  });

  it.each([
    ['00:30', 30],
    ['01:30', 90],
    ['25:00', 1500],
    ['1:05', 65],
  ])('reads the duration %s as %i minutes', (text, minutes) => {
    expect(parseClockDuration(text)).toBe(minutes);
    expect(parseClockDuration(formatClockDuration(minutes))).toBe(minutes);
  });

  it.each(['00:60', '1h', 'PT30M', '-00:30', ''])('rejects the duration %j', (text) => {
    expect(parseClockDuration(text)).toBeUndefined();
  });
});
