import { TZDate } from '@date-fns/tz';

const OFFSET_SUFFIX = /(?:Z|([+-])(\d{2}):?(\d{2}))$/i;

/** The UTC offset in minutes an ISO 8601 date-time was written with (`Z` is 0). */
export function offsetMinutesOf(dateTime: string): number {
  const match = OFFSET_SUFFIX.exec(dateTime);
  if (!match || Number.isNaN(Date.parse(dateTime))) throw new Error(`Not a date-time with an offset: "${dateTime}"`);
  if (!match[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** An offset in minutes as the `±hh:mm` zone name date-fns understands. */
export function offsetZone(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
}

/**
 * The instant as wall-clock time in `zone` (an IANA name or `±hh:mm`), with that zone's offset:
 * `2027-03-09T08:00:00-08:00`. Milliseconds are written only when there are some.
 */
export function formatInZone(instant: Date | number, zone: string): string {
  return new TZDate(typeof instant === 'number' ? instant : instant.getTime(), zone).toISOString().replace(/\.000(?=[+-]|Z)/, '');
}

/** The instant at which the clocks of `zone` show `minutesOfDay` after midnight on `day` (`YYYY-MM-DD`). */
export function zonedInstant(day: string, minutesOfDay: number, zone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, Math.floor(minutesOfDay / 60), minutesOfDay % 60, zone).getTime());
}

/** Whether this runtime knows the IANA zone (`Europe/Berlin`). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !value) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The conference's zone from the `eventTimezone` setting's value; UTC when it is unset or unknown. */
export const eventTimeZone = (value: unknown): string => (typeof value === 'string' && isTimeZone(value.trim()) ? value.trim() : 'UTC');
