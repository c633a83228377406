import { languageTag, type Locale } from '../../../../../src/engine';
import { formatDateTime, formatTime } from '../../../../../src/i18n/time-format';
import { zoneName } from './time-zones';

/** `Mar 9, 2027, 9:00 AM – 10:00 AM PST` in the language's clock convention and the chosen zone. */
export function sessionTimeText(start: string, end: string, locale: Locale, timeZone: string): string {
  const from = new Date(start);
  return `${formatDateTime(from, { locale, timeZone })} – ${formatTime(end, { locale, timeZone })} ${zoneName(from, locale, timeZone)}`;
}

const durations = new Map<Locale, Intl.NumberFormat>();

/** `45 min`, `45分`, `45 Min.`. */
export function durationText(minutes: number, locale: Locale): string {
  let format = durations.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(languageTag(locale), { style: 'unit', unit: 'minute', unitDisplay: 'short' });
    durations.set(locale, format);
  }
  return format.format(minutes);
}
