import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/engine';
import { formatDateTime, formatTime } from '../../src/i18n/time-format';

// ICU puts narrow no-break spaces before AM/PM; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('time formats', () => {
  const afternoon = '2027-03-09T22:30:00Z';

  it.each<[Locale, string]>([
    ['en-us', '2:30 PM'],
    ['es-es', '2:30 p. m.'],
    ['zh-cn', '14:30'],
    ['de-de', '14:30'],
    ['fr-fr', '14:30'],
    ['ja-jp', '14:30'],
  ])('%s shows %s in the event time zone', (locale, expected) => {
    expect(plain(formatTime(afternoon, { locale, timeZone: 'America/Los_Angeles' }))).toBe(expected);
  });

  it.each<[string, string]>([
    ['UTC', '10:30 PM'],
    ['Asia/Tokyo', '7:30 AM'],
    ['Pacific/Auckland', '11:30 AM'],
  ])('follows the time zone %s', (timeZone, expected) => {
    expect(plain(formatTime(afternoon, { locale: 'en-us', timeZone }))).toBe(expected);
  });

  it.each<[Locale, RegExp]>([
    ['en-us', /Mar 9, 2027.*2:30 PM/],
    ['de-de', /09\.03\.2027.*14:30/],
    ['ja-jp', /2027\/03\/09.*14:30/],
  ])('%s formats date and time together', (locale, expected) => {
    expect(plain(formatDateTime(afternoon, { locale, timeZone: 'America/Los_Angeles' }))).toMatch(expected);
  });
});
