/** Spec 1 §9: a session's evaluation opens this many minutes after it starts, unless the site says otherwise. */
export const DEFAULT_EVALUATION_START_OFFSET_MINUTES = 5;
/** How long after a session ends its evaluation stays open, unless the site says otherwise (spec 1 §9: in hours). */
export const DEFAULT_EVALUATION_END_OFFSET_HOURS = 72;

/** The site settings that time evaluations (spec 1 §9). */
export const EVALUATION_TIME_SETTINGS = {
  startOffsetMinutes: 'evaluationStartOffsetMinutes',
  endOffsetHours: 'evaluationEndOffsetHours',
  endDate: 'evaluationEndDate',
  conferenceStart: 'postConferenceEvaluationStartDate',
  conferenceEnd: 'postConferenceEvaluationEndDate',
} as const;

export interface EvaluationTimes {
  startOffsetMinutes: number;
  endOffsetHours: number;
  /** After it, no evaluation takes answers (the global end date). */
  endDate: Date | null;
  conferenceStart: Date | null;
  conferenceEnd: Date | null;
}

export type EvaluationWindow = 'not-open' | 'open' | 'closed';

const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback);
const dateOf = (value: unknown): Date | null => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value) : null);

/** The evaluation times of a site, from its settings' values by name; a missing or malformed one is its default. */
export function evaluationTimes(setting: (name: string) => unknown): EvaluationTimes {
  return {
    startOffsetMinutes: numberOr(setting(EVALUATION_TIME_SETTINGS.startOffsetMinutes), DEFAULT_EVALUATION_START_OFFSET_MINUTES),
    endOffsetHours: numberOr(setting(EVALUATION_TIME_SETTINGS.endOffsetHours), DEFAULT_EVALUATION_END_OFFSET_HOURS),
    endDate: dateOf(setting(EVALUATION_TIME_SETTINGS.endDate)),
    conferenceStart: dateOf(setting(EVALUATION_TIME_SETTINGS.conferenceStart)),
    conferenceEnd: dateOf(setting(EVALUATION_TIME_SETTINGS.conferenceEnd)),
  };
}

const MINUTE = 60_000;

/**
 * Whether a session's evaluation takes answers at `now`: from its start plus the start offset, until its end plus the
 * end offset or the global end date, whichever comes first. A session without times has none.
 */
export function sessionEvaluationWindow(session: { startDateTime?: string | null; endDateTime?: string | null }, now: Date, times: EvaluationTimes): EvaluationWindow {
  const start = Date.parse(session.startDateTime ?? '');
  if (Number.isNaN(start)) return 'not-open';
  const end = Date.parse(session.endDateTime ?? '') || start;
  if (now.getTime() < start + times.startOffsetMinutes * MINUTE) return 'not-open';
  const closes = Math.min(end + times.endOffsetHours * 60 * MINUTE, times.endDate?.getTime() ?? Number.POSITIVE_INFINITY);
  return now.getTime() > closes ? 'closed' : 'open';
}

/** Whether the conference evaluation takes answers at `now`: between its dates (none set: never), and not after the global end. */
export function conferenceEvaluationWindow(now: Date, times: EvaluationTimes): EvaluationWindow {
  if (!times.conferenceStart || now < times.conferenceStart) return 'not-open';
  const end = Math.min(times.conferenceEnd?.getTime() ?? Number.POSITIVE_INFINITY, times.endDate?.getTime() ?? Number.POSITIVE_INFINITY);
  return now.getTime() > end ? 'closed' : 'open';
}
