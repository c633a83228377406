import type { SiteSetting } from '../../../src/engine';
import { eventTimeZone } from '../zoned-time';

/** The conference as the site settings describe it: its name and the IANA zone its clocks run in. */
export interface SiteConference {
  title: string;
  timeZone: string;
}

const FALLBACK_TITLE = 'Conference';

const textSetting = (settings: readonly SiteSetting[], name: string): string | undefined => {
  const value = settings.find((setting) => setting.name === name)?.value;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

export function siteConference(settings: readonly SiteSetting[]): SiteConference {
  return {
    title: textSetting(settings, 'programName') ?? FALLBACK_TITLE,
    timeZone: eventTimeZone(settings.find((setting) => setting.name === 'eventTimezone')?.value),
  };
}
