import { languageTag, type Locale } from '../../../../../src/engine';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar day (`YYYY-MM-DD`, a conference day) as the language writes it short: `Tue, Mar 9`, `3月9日(火)`. */
export function formatCalendarDay(day: string, locale: Locale): string {
  let format = formatters.get(locale);
  if (!format) {
    // The day is a date, not an instant: formatted at UTC midnight in UTC, no zone can move it.
    format = new Intl.DateTimeFormat(languageTag(locale), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
    formatters.set(locale, format);
  }
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return format.format(Date.UTC(year, month - 1, date));
}
