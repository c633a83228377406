import { formatInZone, offsetMinutesOf, offsetZone, zonedInstant } from '../zoned-time';

const MINUTE_MS = 60_000;

/** An instant with the UTC offset it was written in, so it can be written back the same way. */
export interface OffsetDateTime {
  ms: number;
  offsetMinutes: number;
}

const WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

const validClock = (month: number, day: number, hour: number, minute: number, second: number) =>
  month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour <= 23 && minute <= 59 && second <= 59;

function offsetOf(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
}

/** `2020-12-14T09:00:00+01:00` (or `Z`) → instant and offset; undefined without an offset or for impossible dates. */
export function parseOffsetDateTime(text: string): OffsetDateTime | undefined {
  const match = WITH_OFFSET.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  const second = Number(match[6] ?? 0);
  if (!validClock(month, day, hour, minute, second)) return undefined;
  const offsetMinutes = offsetOf(match[7] as string);
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls 31 April over into May: a date that moved was not a real one.
  if (wall.getUTCDate() !== day) return undefined;
  return { ms: wall.getTime() - offsetMinutes * MINUTE_MS, offsetMinutes };
}

/** A wall-clock time without an offset (`2024-05-01T09:00:00`) read in `timeZone`; an offset in the text wins. */
export function parseWallClock(text: string, timeZone: string): OffsetDateTime | undefined {
  const withOffset = parseOffsetDateTime(text);
  if (withOffset) return withOffset;
  const match = WALL_CLOCK.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  const second = Number(match[6] ?? 0);
  if (!validClock(month, day, hour, minute, second) || new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return undefined;
  const ms = zonedInstant(`${match[1]}-${match[2]}-${match[3]}`, hour * 60 + minute, timeZone).getTime() + second * 1000;
  return { ms, offsetMinutes: offsetMinutesOf(formatInZone(ms, timeZone)) };
}

/** ISO 8601 with seconds and the offset it was read with: `2020-12-14T09:00:00+01:00`. */
export const formatOffsetDateTime = ({ ms, offsetMinutes }: OffsetDateTime): string => formatInZone(ms, offsetZone(offsetMinutes));

export const addMinutes = (time: OffsetDateTime, minutes: number): OffsetDateTime => ({ ...time, ms: time.ms + minutes * MINUTE_MS });

export const minutesBetween = (start: OffsetDateTime, end: OffsetDateTime): number => Math.round((end.ms - start.ms) / MINUTE_MS);

/** `hh:mm` (hours may exceed 23) → minutes; undefined for anything else. */
export function parseClockDuration(text: string): number | undefined {
  const match = /^(\d+):([0-5]\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** Minutes → `hh:mm`, as c3voc v1 writes durations. */
export const formatClockDuration = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
