import type { SiteSetting } from '../../../src/engine';
import { isTimeZone } from './times';

/** The conference as the site settings describe it: its name and the IANA zone its clocks run in. */
export interface SiteConference {
  title: string;
  timeZone: string;
}

const FALLBACK = { title: 'Conference', timeZone: 'UTC' };

const textSetting = (settings: readonly SiteSetting[], name: string): string | undefined => {
  const value = settings.find((setting) => setting.name === name)?.value;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

export function siteConference(settings: readonly SiteSetting[]): SiteConference {
  const timeZone = textSetting(settings, 'eventTimezone');
  return {
    title: textSetting(settings, 'programName') ?? FALLBACK.title,
    timeZone: timeZone && isTimeZone(timeZone) ? timeZone : FALLBACK.timeZone,
  };
}
