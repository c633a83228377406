import { describe, expect, it } from 'vitest';
import { scheduleErrorKey } from '../../src/engine/lazy/schedule';
import { errorMessageMappings, scheduleErrorText, type ScheduleErrorText } from '../../src/engine/lazy/schedule-errors';

const mappings = errorMessageMappings([
  { textToMatch: 'conflicts with', message: 'That slot is taken on your schedule.' },
  { textToMatch: 'RSVP', message: 'Use the RSVP button.' },
  { textToMatch: '', message: 'matches everything, so it is skipped' },
  'not a mapping',
]);
const translated = new Set(['translate.base.schedule.error.sessionisfull', 'translate.base.schedule.error.rsvpisclosed']);
const hasKey = (key: string) => translated.has(key);

describe('the add-to-schedule failure message (spec 1 §8)', () => {
  it.each<[string, string, ScheduleErrorText]>([
    ['a mapping whose text the message contains, without case', 'Session conflicts WITH another', { text: 'That slot is taken on your schedule.' }],
    ['the first mapping that matches', 'Conflicts with the RSVP of BRK101', { text: 'That slot is taken on your schedule.' }],
    ['a later mapping', 'Please use the rsvp button on the session', { text: 'Use the RSVP button.' }],
    ['the message’s key where it is translated', 'Session is full!', { key: 'translate.base.schedule.error.sessionisfull' }],
    ['a key built from letters and digits only', 'RSVP is closed.', { text: 'Use the RSVP button.' }],
    ['the raw message when nothing else has it', 'Something odd happened', { text: 'Something odd happened' }],
  ])('%s', (_case, message, expected) => {
    expect(scheduleErrorText(message, { mappings, hasKey })).toEqual(expected);
  });

  it('keeps only well-formed mappings, and none from a setting that is not a list', () => {
    expect(mappings).toHaveLength(2);
    expect(errorMessageMappings({ textToMatch: 'x', message: 'y' })).toEqual([]);
    expect(errorMessageMappings(undefined)).toEqual([]);
  });

  it.each([
    ['Session is full', 'translate.base.schedule.error.sessionisfull'],
    ['Ünknown sessión #42', 'translate.base.schedule.error.nknownsessin42'],
    ['', 'translate.base.schedule.error.'],
  ])('keys %j as %s', (message, key) => {
    expect(scheduleErrorKey(message)).toBe(key);
  });
});
