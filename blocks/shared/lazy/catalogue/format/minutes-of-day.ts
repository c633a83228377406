import type { TFunction } from 'i18next';
import type { Locale } from '../../../../../src/engine';
import { formatTime } from '../../../../../src/i18n/time-format';
import { DAY_MINUTES } from '../state/catalogue-state';

/** A time-of-day slider value as the language writes times (12 or 24 hours); 1440 is the end of the day. */
export function formatMinutesOfDay(minutes: number, locale: Locale, t: TFunction): string {
  if (minutes >= DAY_MINUTES) return t('translate.base.catalogue.time.end-of-day');
  return formatTime(minutes * 60_000, { locale, timeZone: 'UTC' });
}
