import { languageTag, uses12HourClock, type Locale } from '../engine';

export interface TimeFormatOptions {
  locale: Locale;
  /** IANA time zone (e.g. the event's); the browser's zone when omitted. */
  timeZone?: string;
}

type DateInput = Date | string | number;

const formatters = new Map<string, Intl.DateTimeFormat>();

// Building an Intl formatter is far slower than using one; schedules format hundreds of times per render.
function formatter(kind: 'time' | 'dateTime', { locale, timeZone }: TimeFormatOptions): Intl.DateTimeFormat {
  const cacheKey = `${kind}|${locale}|${timeZone ?? ''}`;
  let cached = formatters.get(cacheKey);
  if (!cached) {
    cached = new Intl.DateTimeFormat(languageTag(locale), {
      ...(kind === 'dateTime' ? { dateStyle: 'medium' } : {}),
      timeStyle: 'short',
      hourCycle: uses12HourClock(locale) ? 'h12' : 'h23',
      timeZone,
    });
    formatters.set(cacheKey, cached);
  }
  return cached;
}

/** `2:30 PM` (en, es) or `14:30` (zh, de, fr, ja). */
export function formatTime(value: DateInput, options: TimeFormatOptions): string {
  return formatter('time', options).format(new Date(value));
}

/** Date and time, with the clock convention of the locale's language. */
export function formatDateTime(value: DateInput, options: TimeFormatOptions): string {
  return formatter('dateTime', options).format(new Date(value));
}
