import { ENVIRONMENTS, type Environment, type LiveNowItem, type SettingsChangeRequest, type SettingsSaveResponse, type SiteSetting } from '../../src/engine';
import type { Db } from '../db/client';
import type { LiveBus } from '../live/bus';
import type { SettingsService } from '../settings/service';
import { LIVE_NOW_TICKER_SETTING, readSettings, saveSettings, TESTING_DATE_SETTING, writeOwnSetting } from './settings-store';

export interface SiteEditorService {
  settings(env: Environment): Promise<SiteSetting[]>;
  allSettings(): Promise<Record<Environment, SiteSetting[]>>;
  save(env: Environment, changes: SettingsChangeRequest['changes']): Promise<SettingsSaveResponse>;
  setTestingDate(env: Environment, testingDate: string | null): Promise<void>;
  /** Replaces the live-now ticker (already checked). */
  setLiveNowTicker(env: Environment, items: readonly LiveNowItem[]): Promise<void>;
}

export function createSiteEditorService({ db, settings, live }: { db: Db; settings: SettingsService; live: LiveBus }): SiteEditorService {
  const changed = (env: Environment) => {
    settings.invalidate(env);
    live.publish({ type: 'onSettingsChanged', data: { env } });
  };
  return {
    settings: async (env) => (await readSettings(db, [env]))[env],
    allSettings: () => readSettings(db, ENVIRONMENTS),
    async save(env, changes) {
      const response = await saveSettings(db, env, changes);
      if (response.result === 'saved') changed(env);
      return response;
    },
    async setTestingDate(env, testingDate) {
      await writeOwnSetting(db, env, TESTING_DATE_SETTING, testingDate);
      changed(env);
    },
    async setLiveNowTicker(env, items) {
      await writeOwnSetting(db, env, LIVE_NOW_TICKER_SETTING, items);
      changed(env);
    },
  };
}
