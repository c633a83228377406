import { describe, expect, it } from 'vitest';
import { MAX_TIMER_MS, videoMeetingAvailability, videoMeetingWindow } from '../../src/engine/lazy/meeting-video';

const meeting = { time: '2027-03-10T10:00:00Z', endTime: '2027-03-10T10:30:00Z' };
const at = (time: string) => new Date(`2027-03-10T${time}Z`);

describe('when an online meeting can be joined (spec 2 §4)', () => {
  describe('with a lead of 5 and a trail of 10 minutes', () => {
    const window = { leadMinutes: 5, trailMinutes: 10 };
    it.each([
      ['well before', '09:00:00', 'early', 55 * 60_000 + 10],
      ['a millisecond before the lead', '09:54:59.999', 'early', 11],
      ['at the lead', '09:55:00', 'available-now', 45 * 60_000 + 10],
      ['during', '10:15:00', 'available-now', 25 * 60_000 + 10],
      ['at the end plus the trail', '10:40:00', 'available-now', 10],
      ['a millisecond after the trail', '10:40:00.001', 'late', null],
    ] as const)('%s → %s, look again in %j ms', (_case, now, state, recheckInMs) => {
      expect(videoMeetingAvailability(meeting, at(now), window)).toEqual({ state, recheckInMs });
    });
  });

  it('opens at the start and closes at the end by default', () => {
    const window = videoMeetingWindow(() => undefined);
    expect(window).toEqual({ leadMinutes: 0, trailMinutes: 0 });
    expect(videoMeetingAvailability(meeting, at('09:59:59.999'), window).state).toBe('early');
    expect(videoMeetingAvailability(meeting, at('10:00:00'), window).state).toBe('available-now');
    expect(videoMeetingAvailability(meeting, at('10:30:00.001'), window).state).toBe('late');
  });

  it('waits at most the longest timer for a meeting far ahead', () => {
    expect(videoMeetingAvailability(meeting, new Date('2026-01-01T00:00:00Z'), { leadMinutes: 0, trailMinutes: 0 })).toEqual({ state: 'early', recheckInMs: MAX_TIMER_MS });
  });

  it('reads the window from the settings, a malformed value as 0', () => {
    const settings: Record<string, unknown> = { videoMeetingLeadMinutes: 15, videoMeetingTrailMinutes: -5 };
    expect(videoMeetingWindow((name) => settings[name])).toEqual({ leadMinutes: 15, trailMinutes: 0 });
    expect(videoMeetingWindow(() => '15')).toEqual({ leadMinutes: 0, trailMinutes: 0 });
  });
});
