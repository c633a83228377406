import { describe, expect, it } from 'vitest';
import { SCOPES } from '../../src/engine';
import { appointmentProblems, eventDays, mayChangeAppointments, mayCreateAppointments, type AppointmentProblem } from '../../src/engine/lazy/appointments';

// The seeded site's event (pages-content/settings.json): 9–12 March 2027 in Seattle.
const SEEDED = { eventTimezone: 'America/Los_Angeles', eventStartDate: '2027-03-09T08:00:00-08:00', eventEndDate: '2027-03-12T18:00:00-07:00' };
const daysOf = (settings: Record<string, unknown>) => eventDays((name) => settings[name]);

describe('the event’s days', () => {
  it('runs from the first day’s midnight to the midnight after the last day, on the event’s clock', () => {
    expect(daysOf(SEEDED)).toEqual({ start: new Date('2027-03-09T08:00:00Z'), end: new Date('2027-03-13T08:00:00Z') });
  });

  it('reads the dates in UTC without a time zone', () => {
    expect(daysOf({ eventStartDate: '2027-03-09T08:00:00Z', eventEndDate: '2027-03-09T20:00:00Z' })).toEqual({
      start: new Date('2027-03-09T00:00:00Z'),
      end: new Date('2027-03-10T00:00:00Z'),
    });
  });

  it.each([
    ['no start', { ...SEEDED, eventStartDate: null }],
    ['an unreadable end', { ...SEEDED, eventEndDate: 'March' }],
    ['the end before the start', { ...SEEDED, eventEndDate: '2027-03-01T00:00:00-08:00' }],
  ])('is unknown with %s', (_case, settings) => {
    expect(daysOf(settings)).toBeNull();
  });
});

describe('what stops an appointment from being saved (spec 2 §8)', () => {
  const days = daysOf(SEEDED);
  const block = (start: string, finish: string, name = 'Focus time') => ({ name, start, finish });
  it.each<[string, ReturnType<typeof block>, AppointmentProblem[]]>([
    ['during the event', block('2027-03-10T09:00:00-08:00', '2027-03-10T10:00:00-08:00'), []],
    ['from the first day’s midnight', block('2027-03-09T00:00:00-08:00', '2027-03-09T07:00:00-08:00'), []],
    ['until the last day’s end', block('2027-03-12T23:00:00-08:00', '2027-03-13T00:00:00-08:00'), []],
    ['starting the day before', block('2027-03-08T23:59:00-08:00', '2027-03-09T01:00:00-08:00'), ['outside-event']],
    ['ending the day after', block('2027-03-12T23:00:00-08:00', '2027-03-13T00:01:00-08:00'), ['outside-event']],
    ['a week later', block('2027-03-19T09:00:00-07:00', '2027-03-19T10:00:00-07:00'), ['outside-event']],
    ['ending as it starts', block('2027-03-10T09:00:00-08:00', '2027-03-10T09:00:00-08:00'), ['end-before-start']],
    ['ending before it starts', block('2027-03-10T10:00:00-08:00', '2027-03-10T09:00:00-08:00'), ['end-before-start']],
    ['an unreadable time', block('soon', '2027-03-10T09:00:00-08:00'), ['invalid-time']],
    ['without a name', block('2027-03-10T09:00:00-08:00', '2027-03-10T10:00:00-08:00', ' '), ['name-required']],
    ['nameless and outside', block('2027-03-20T09:00:00-07:00', '2027-03-20T10:00:00-07:00', ''), ['name-required', 'outside-event']],
  ])('%s → %j', (_case, fields, problems) => {
    expect(appointmentProblems(fields, days)).toEqual(problems);
  });

  it('limits nothing to the event while its dates are unknown', () => {
    expect(appointmentProblems(block('2030-01-01T09:00:00Z', '2030-01-01T10:00:00Z'), null)).toEqual([]);
  });
});

describe('who may keep appointments (spec 2 §2)', () => {
  it.each([
    ['create with the meetings scope and enableAppointmentCreation', [SCOPES.meetings], { enableAppointmentCreation: true }, true, false],
    ['not create without the flag', [SCOPES.meetings], { enableAppointmentCreation: false, showMeetings: true }, false, true],
    ['change with the meetings scope and showMeetings', [SCOPES.meetings], { showMeetings: true }, false, true],
    ['nothing without the meetings scope', [SCOPES.eventTools, SCOPES.sideMeetings], { enableAppointmentCreation: true, showMeetings: true }, false, false],
  ])('%s', (_case, scopes, features, create, change) => {
    expect(mayCreateAppointments(scopes, features)).toBe(create);
    expect(mayChangeAppointments(scopes, features)).toBe(change);
  });
});
