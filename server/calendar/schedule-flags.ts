import type { Environment } from '../../src/engine';
import { HttpError } from '../http/errors';
import type { SettingsService, SettingsSnapshot } from '../settings/service';

/** The flags of the personal schedule's exports, each with what its being off means to the caller. */
export const SCHEDULE_FLAGS = {
  enableMySchedule: 'My schedule is switched off',
  enableWebCal: 'Calendar subscriptions are switched off',
  showDownloadToCalendar: 'Calendar downloads are switched off',
  showTripReportAction: 'Trip reports are switched off',
} as const;

export type ScheduleFlag = keyof typeof SCHEDULE_FLAGS;

/**
 * The settings, once every flag is on; else the first one off as an error of `status` naming it (403 for a signed-in
 * caller, 404 where the route should not seem to exist).
 */
export async function requireFlags(
  settings: SettingsService,
  siteEnv: Environment,
  flags: readonly ScheduleFlag[],
  status: 403 | 404 = 403,
): Promise<SettingsSnapshot> {
  const snapshot = await settings.snapshot(siteEnv);
  const off = flags.find((flag) => snapshot.features[flag] !== true);
  if (off) throw new HttpError(status, `${SCHEDULE_FLAGS[off]} (${off})`);
  return snapshot;
}
