import { DAY_MINUTES, TIME_STEP_MINUTES } from './catalogue-state';

const snap = (minutes: number) => Math.min(DAY_MINUTES, Math.max(0, Math.round(minutes / TIME_STEP_MINUTES) * TIME_STEP_MINUTES));

/**
 * A time-of-day range on the 15-minute grid inside [0, 1440], at least one step long: values are snapped and
 * clamped, and an end not after the start is moved one step past it (or the start one step before a midnight end).
 */
export function normalisedRange(start: number, end: number): { start: number; end: number } {
  const from = Number.isFinite(start) ? snap(start) : 0;
  const to = Number.isFinite(end) ? snap(end) : DAY_MINUTES;
  if (to > from) return { start: from, end: to };
  return from >= DAY_MINUTES ? { start: DAY_MINUTES - TIME_STEP_MINUTES, end: DAY_MINUTES } : { start: from, end: from + TIME_STEP_MINUTES };
}
