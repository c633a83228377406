import type { ICalDayJsStub } from 'ical-generator';

const QUARTER_HOUR_MS = 15 * 60_000;
const MAX_CACHED = 10_000;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

/** Minutes east of UTC in `zone` at `instantMs`, from the runtime's zone data. */
function offsetMinutes(zone: string, instantMs: number): number {
  // Zone offsets change on quarter hours at the finest, so one answer serves a whole quarter hour.
  const key = `${zone}|${Math.floor(instantMs / QUARTER_HOUR_MS)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    let format = offsetFormats.get(zone);
    if (!format) offsetFormats.set(zone, (format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })));
    const [, sign, hours, minutes] = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(format.format(instantMs)) ?? [];
    offset = sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) : 0;
    if (offsets.size >= MAX_CACHED) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * An instant as the clocks of `zone` show it, in the shape ical-generator writes a zoned date-time from (its Day.js
 * stub): a feed of 60 sessions writes 120 of them, and a TZDate costs several Intl calls each.
 */
export function wallClock(instantMs: number, zone: string): ICalDayJsStub {
  const local = new Date(instantMs + offsetMinutes(zone, instantMs) * 60_000);
  const formats: Record<string, string> = {
    YYYYMMDD: `${pad(local.getUTCFullYear(), 4)}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}`,
    HHmmss: `${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}${pad(local.getUTCSeconds())}`,
  };
  const stub: ICalDayJsStub = {
    format: (pattern = '') => {
      const text = formats[pattern];
      if (text === undefined) throw new Error(`wallClock writes YYYYMMDD and HHmmss only, not ${pattern}`);
      return text;
    },
    isValid: () => Number.isFinite(instantMs),
    toDate: () => new Date(instantMs),
    toJSON: () => new Date(instantMs).toISOString(),
    // Already in the zone the calendar asks for.
    tz: () => stub,
  };
  return stub;
}
