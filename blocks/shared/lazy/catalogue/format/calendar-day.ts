import { languageTag, type Locale } from '../../../../../src/engine';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day (`YYYY-MM-DD`, a conference day) as the language writes it short: `Tue, Mar 9`, `3月9日(火)`; with
 * the year when asked (`Tue, Mar 9, 2027`).
 */
export function formatCalendarDay(day: string, locale: Locale, { withYear = false } = {}): string {
  const key = `${locale}|${withYear}`;
  let format = formatters.get(key);
  if (!format) {
    // The day is a date, not an instant: formatted at UTC midnight in UTC, no zone can move it.
    format = new Intl.DateTimeFormat(languageTag(locale), { weekday: 'short', month: 'short', day: 'numeric', year: withYear ? 'numeric' : undefined, timeZone: 'UTC' });
    formatters.set(key, format);
  }
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return format.format(Date.UTC(year, month - 1, date));
}
