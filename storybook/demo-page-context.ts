import settingsSeed from '../pages-content/settings.json';
import { currentPhase, type EventPhase, type SettingsResponse, type SiteSetting } from '../src/engine';
import type { PageContextValue } from '../src/app/block-kit';

const seed = settingsSeed as SiteSetting[];

/** What `GET /api/v1/settings` would answer for the seed settings, on a fixed demo date (pre-event). */
export const demoSettings: SettingsResponse = (() => {
  const phases = (seed.find((setting) => setting.name === 'eventPhases')?.value ?? []) as EventPhase[];
  return {
    env: 'cont',
    settings: Object.fromEntries(seed.map((setting) => [setting.name, setting.value])),
    features: Object.fromEntries(seed.filter((setting) => setting.type === 'flag').map((setting) => [setting.name, setting.value === true])),
    phases,
    currentPhase: currentPhase(phases, new Date('2026-09-01T12:00:00Z'))?.id ?? '',
    serverTestingDate: null,
  };
})();

/** An anonymous visitor on the home page in en-US, with the seed settings; override what a story or test needs. */
export function demoPageContext(overrides: Partial<PageContextValue> = {}): PageContextValue {
  return {
    page: 'home',
    params: {},
    locale: 'en-us',
    user: null,
    scopes: [],
    isEditor: false,
    settings: demoSettings,
    ...overrides,
  };
}
