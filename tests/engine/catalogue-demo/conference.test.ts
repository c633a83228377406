import { describe, expect, it } from 'vitest';
import { addDays, conferenceFromSettings, type Conference } from '../../../server/catalogue/demo/conference';

const settings = (entries: Record<string, unknown>) => new Map(Object.entries(entries));
const phases = (...starts: string[]) => starts.map((start, index) => ({ id: `p${index}`, label: `P${index}`, start }));

describe('conferenceFromSettings', () => {
  it.each<[string, Record<string, unknown>, Conference]>([
    [
      'the event dates, as days in the event time zone (the seeded demo: 9–12 March 2027 in Seattle)',
      { eventTimezone: 'America/Los_Angeles', eventStartDate: '2027-03-09T08:00:00-08:00', eventEndDate: '2027-03-12T18:00:00-07:00' },
      { timeZone: 'America/Los_Angeles', days: ['2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12'] },
    ],
    [
      'an end late in the evening is still that day locally, though the next day in UTC',
      { eventTimezone: 'America/Los_Angeles', eventStartDate: '2027-03-09T08:00:00-08:00', eventEndDate: '2027-03-10T23:00:00-08:00' },
      { timeZone: 'America/Los_Angeles', days: ['2027-03-09', '2027-03-10'] },
    ],
    [
      'without event dates, the second phase up to the next one',
      { eventTimezone: 'America/Los_Angeles', eventPhases: phases('2020-01-01T00:00:00Z', '2090-03-01T08:00:00Z', '2090-03-05T08:00:00Z') },
      { timeZone: 'America/Los_Angeles', days: ['2090-03-01', '2090-03-02', '2090-03-03', '2090-03-04'] },
    ],
    [
      'a second phase with no successor lasts four days',
      { eventPhases: phases('2020-01-01T00:00:00Z', '2090-03-01T00:00:00Z') },
      { timeZone: 'UTC', days: ['2090-03-01', '2090-03-02', '2090-03-03', '2090-03-04'] },
    ],
    [
      'an unknown time zone falls back to UTC',
      { eventTimezone: 'Mars/Olympus_Mons', eventStartDate: '2027-03-09T08:00:00Z', eventEndDate: '2027-03-09T18:00:00Z' },
      { timeZone: 'UTC', days: ['2027-03-09'] },
    ],
  ])('%s', (_name, entries, conference) => {
    expect(conferenceFromSettings(settings(entries))).toEqual(conference);
  });

  it('caps a mistyped end date at two weeks', () => {
    const conference = conferenceFromSettings(settings({ eventStartDate: '2027-03-09T08:00:00Z', eventEndDate: '2028-03-09T08:00:00Z' }));
    expect(conference.days).toHaveLength(14);
    expect(conference.days.at(-1)).toBe('2027-03-22');
  });

  it('needs event dates or phases', () => {
    expect(() => conferenceFromSettings(settings({ eventTimezone: 'UTC' }))).toThrow(/eventStartDate/);
  });
});

describe('addDays', () => {
  it.each<[string, number, string]>([
    ['2027-03-09', -21, '2027-02-16'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-12-31', 1, '2028-01-01'],
  ])('%s %+i → %s', (day, count, expected) => {
    expect(addDays(day, count)).toBe(expected);
  });
});
