/**
 * When an online meeting can be joined (spec 2 §4): the join button is offered from a configured lead before the start
 * until a configured trail after the end, and the page re-evaluates by a timer when that changes.
 */
import type { Meeting } from '../../../schemas/generated/api/meetings/meeting';

export type VideoMeetingState = 'early' | 'available-now' | 'late';

/** Spec 2 §9: a timer fires this long after the change it waits for, so a clock that fires early still sees the change. */
export const TIMER_OFFSET_MS = 10;
/** Spec 2 §9: the longest delay `setTimeout` takes (about 24.8 days); a longer wait re-evaluates then and waits again. */
export const MAX_TIMER_MS = 2_147_483_640;

/** The site settings that time the join button (spec 2 §9: "Acs start/stop minutes", default 0). */
export const VIDEO_MEETING_SETTINGS = { leadMinutes: 'videoMeetingLeadMinutes', trailMinutes: 'videoMeetingTrailMinutes' } as const;

export interface VideoMeetingWindow {
  /** Minutes before the start from which the meeting can be joined. */
  leadMinutes: number;
  /** Minutes after the end until which it can still be joined. */
  trailMinutes: number;
}

const minutesOr0 = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);

/** The site's window from its settings by name; a missing or malformed one is 0. */
export function videoMeetingWindow(setting: (name: string) => unknown): VideoMeetingWindow {
  return { leadMinutes: minutesOr0(setting(VIDEO_MEETING_SETTINGS.leadMinutes)), trailMinutes: minutesOr0(setting(VIDEO_MEETING_SETTINGS.trailMinutes)) };
}

export interface VideoMeetingAvailability {
  state: VideoMeetingState;
  /** When to look again (ms from now, offset and capped for `setTimeout`); null once late, which never changes. */
  recheckInMs: number | null;
}

const MINUTE_MS = 60_000;

/**
 * Spec 2 §4: `early` before the start less the lead, `late` after the end plus the trail, `available-now` in between
 * (both bounds included).
 */
export function videoMeetingAvailability(meeting: Pick<Meeting, 'time' | 'endTime'>, now: Date, window: VideoMeetingWindow): VideoMeetingAvailability {
  const opens = Date.parse(meeting.time) - window.leadMinutes * MINUTE_MS;
  const closes = Date.parse(meeting.endTime) + window.trailMinutes * MINUTE_MS;
  const at = now.getTime();
  const recheckAt = (change: number) => Math.min(change - at + TIMER_OFFSET_MS, MAX_TIMER_MS);
  if (at < opens) return { state: 'early', recheckInMs: recheckAt(opens) };
  if (at <= closes) return { state: 'available-now', recheckInMs: recheckAt(closes) };
  return { state: 'late', recheckInMs: null };
}
