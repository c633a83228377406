import type { SettingsResponse } from '../../../../../src/engine';

/** The conference's time zone (setting `eventTimezone`, as the server reads it), UTC when unset. */
export function conferenceTimeZone(settings: SettingsResponse): string {
  const zone = settings.settings.eventTimezone;
  return typeof zone === 'string' && zone ? zone : 'UTC';
}

/** The zone of the viewer's device. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
