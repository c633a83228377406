import { describe, expect, it } from 'vitest';
import { conferenceEvaluationWindow, evaluationTimes, sessionEvaluationWindow } from '../../src/engine/lazy/evaluation-window';

const settings = (values: Record<string, unknown>) => evaluationTimes((name) => values[name]);
const session = { startDateTime: '2027-03-10T10:00:00-08:00', endDateTime: '2027-03-10T11:00:00-08:00' };
const at = (iso: string) => new Date(iso);

describe('when a session’s evaluation takes answers', () => {
  const times = settings({ evaluationStartOffsetMinutes: 5, evaluationEndOffsetHours: 2 });
  it.each([
    ['before the session', '2027-03-10T09:59:00-08:00', 'not-open'],
    ['at its start', '2027-03-10T10:00:00-08:00', 'not-open'],
    ['4:59 into it', '2027-03-10T10:04:59-08:00', 'not-open'],
    ['5 minutes into it', '2027-03-10T10:05:00-08:00', 'open'],
    ['after it, within the end offset', '2027-03-10T13:00:00-08:00', 'open'],
    ['past the end offset', '2027-03-10T13:00:01-08:00', 'closed'],
  ] as const)('%s → %s', (_case, now, window) => {
    expect(sessionEvaluationWindow(session, at(now), times)).toBe(window);
  });

  it('closes at the global end date when that comes first, and never opens for a session without a time', () => {
    const ending = settings({ evaluationEndOffsetHours: 72, evaluationEndDate: '2027-03-10T12:00:00-08:00' });
    expect(sessionEvaluationWindow(session, at('2027-03-10T12:00:01-08:00'), ending)).toBe('closed');
    expect(sessionEvaluationWindow({ startDateTime: null, endDateTime: null }, at('2030-01-01T00:00:00Z'), ending)).toBe('not-open');
  });

  it('falls back to the defaults (5 minutes, 72 hours) for missing or malformed settings', () => {
    expect(settings({ evaluationStartOffsetMinutes: 'soon', evaluationEndOffsetHours: -1 })).toMatchObject({ startOffsetMinutes: 5, endOffsetHours: 72, endDate: null });
  });
});

describe('when the conference evaluation takes answers', () => {
  const times = settings({ postConferenceEvaluationStartDate: '2027-03-12T12:00:00-07:00', postConferenceEvaluationEndDate: '2027-03-26T23:59:00-07:00' });
  it.each([
    ['before its start', '2027-03-12T11:59:59-07:00', 'not-open'],
    ['from its start', '2027-03-12T12:00:00-07:00', 'open'],
    ['after its end', '2027-03-27T00:00:00-07:00', 'closed'],
  ] as const)('%s → %s', (_case, now, window) => {
    expect(conferenceEvaluationWindow(at(now), times)).toBe(window);
  });

  it('never opens without a start date', () => {
    expect(conferenceEvaluationWindow(at('2030-01-01T00:00:00Z'), settings({}))).toBe('not-open');
  });
});
