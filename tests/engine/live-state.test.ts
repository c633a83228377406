import { describe, expect, it } from 'vitest';
import { LIVE_STATE_RECHECK_MS, nextLiveStateCheck, sessionLiveState, type LiveStateSession } from '../../src/engine/lazy/live-state';

const START = '2027-03-09T09:00:00-08:00';
const END = '2027-03-09T10:00:00-08:00';
const at = (iso: string) => Date.parse(iso);
const timed = (hasOnDemand = false): LiveStateSession => ({ startDateTime: START, endDateTime: END, hasOnDemand });
const WITH_VIDEO = true;

describe('session live state', () => {
  it.each<[string, string, LiveStateSession, string]>([
    ['before the start', '2027-03-09T08:59:59-08:00', timed(WITH_VIDEO), 'upcoming'],
    ['at the start', START, timed(), 'live'],
    ['a millisecond before the end', '2027-03-09T09:59:59.999-08:00', timed(), 'live'],
    ['at the end, with on-demand video', END, timed(WITH_VIDEO), 'ondemand'],
    ['at the end, without video', END, timed(), 'ended'],
    ['a day later, without video', '2027-03-10T10:00:00-08:00', timed(), 'ended'],
  ])('%s: %s', (_story, now, session, expected) => {
    expect(sessionLiveState(session, at(now))).toBe(expected);
  });

  it('reads a session without a timeslot as on demand when it has a video, else unscheduled', () => {
    const untimed = { startDateTime: null, endDateTime: null };
    expect(sessionLiveState({ ...untimed, hasOnDemand: true }, at(START))).toBe('ondemand');
    expect(sessionLiveState({ ...untimed, hasOnDemand: false }, at(START))).toBe('unscheduled');
    expect(sessionLiveState({ startDateTime: 'not a date', endDateTime: END, hasOnDemand: false }, at(START))).toBe('unscheduled');
  });
});

describe('when the live state is looked at again', () => {
  it('checks every minute before the start, and exactly at the start when that comes sooner', () => {
    const now = at('2027-03-09T08:00:00-08:00');
    expect(nextLiveStateCheck(timed(), now)).toBe(now + LIVE_STATE_RECHECK_MS);
    expect(nextLiveStateCheck(timed(), at('2027-03-09T08:59:30-08:00'))).toBe(at(START));
  });

  it('checks at the end time while live', () => {
    expect(nextLiveStateCheck(timed(), at('2027-03-09T09:10:00-08:00'))).toBe(at(END));
  });

  it('stops once the clock can change nothing', () => {
    expect(nextLiveStateCheck(timed(WITH_VIDEO), at(END))).toBeUndefined();
    expect(nextLiveStateCheck(timed(), at(END))).toBeUndefined();
    expect(nextLiveStateCheck({ startDateTime: null, endDateTime: null, hasOnDemand: false }, at(START))).toBeUndefined();
  });
});
