import { languageTag, type Locale, type SettingsResponse } from '../../../../../src/engine';

/** The conference's time zone (setting `eventTimezone`, as the server reads it), UTC when unset. */
export function conferenceTimeZone(settings: SettingsResponse): string {
  const zone = settings.settings.eventTimezone;
  return typeof zone === 'string' && zone ? zone : 'UTC';
}

/** The zone of the viewer's device. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at that instant, as the language writes it (`PST`, `GMT+1`). */
export function zoneName(instant: Date | number, locale: Locale, timeZone: string): string {
  const key = `${locale}|${timeZone}`;
  let format = zoneNames.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag(locale), { timeZone, timeZoneName: 'short' });
    zoneNames.set(key, format);
  }
  return format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
