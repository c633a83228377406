import type { DateRangeSelection } from '../../../../../schemas/generated/search-request';
import { fromZonedInputValue } from '../../../../../src/engine/lazy/testing-time';
import { DAY_MINUTES, hasTimeRange } from '../state/catalogue-state';

/** The name the time refiner's ranges share: the server ORs ranges of one name and ANDs them with the day filter. */
export const TIME_RANGE_NAME = 'time';
/** The request schema's limit on date-time ranges. */
const MAX_RANGES = 20;
const DAY_MS = 86_400_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` moved by whole days (calendar arithmetic, no time zone involved). */
export function shiftDay(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant the clocks of `timeZone` show `minutes` after midnight of `day` (1440 is the next midnight). */
export function instantAt(day: string, minutes: number, timeZone: string): Date {
  const date = minutes >= DAY_MINUTES ? shiftDay(day, 1) : day;
  const inDay = minutes % DAY_MINUTES;
  return fromZonedInputValue(`${date}T${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`, timeZone) as Date;
}

/**
 * The time-of-day range as date-time ranges in `timeZone`, one per calendar day. `days` are the conference's days;
 * in another zone a session of one of them may start on the wall-clock day before or after, so those are covered
 * too (the day filter, sent separately, still keeps the conference day). Nothing when the range is the whole day.
 */
export function timeRanges(days: readonly string[], range: { start: number; end: number }, timeZone: string, conferenceZone: string): DateRangeSelection[] {
  if (!hasTimeRange(range)) return [];
  const around = timeZone === conferenceZone ? [0] : [-1, 0, 1];
  const dates = [...new Set(days.flatMap((day) => around.map((offset) => shiftDay(day, offset))))].sort();
  return dates.slice(0, MAX_RANGES).map((date) => ({
    name: TIME_RANGE_NAME,
    startDateTime: instantAt(date, range.start, timeZone).toISOString(),
    endDateTime: instantAt(date, range.end, timeZone).toISOString(),
  }));
}
