import { ENVIRONMENTS, type Environment, type LiveNowItem, type SettingsChangeRequest, type SettingsSaveResponse, type SiteSetting } from '../../src/engine';
import type { Db } from '../db/client';
import type { LiveBus } from '../live/bus';
import type { SettingsService } from '../settings/service';
import type { Editor, HistoryRecorder } from '../history/recorder';
import { LIVE_NOW_TICKER_SETTING, readSettings, saveSettings, TESTING_DATE_SETTING, writeOwnSetting, type SettingsSaveResult, type SettingsWriteCause } from './settings-store';

export interface SiteEditorService {
  settings(env: Environment): Promise<SiteSetting[]>;
  allSettings(): Promise<Record<Environment, SiteSetting[]>>;
  save(env: Environment, changes: SettingsChangeRequest['changes'], editor: Editor): Promise<SettingsSaveResponse>;
  /** Writes the values of a history revision back as `editor` (a restore revision): what the settings history restores through. */
  restore(env: Environment, values: Record<string, unknown>, editor: Editor, from: Pick<SettingsWriteCause, 'restoredFrom' | 'guard'>): Promise<SettingsSaveResult>;
  setTestingDate(env: Environment, testingDate: string | null): Promise<void>;
  /** Replaces the live-now ticker (already checked). */
  setLiveNowTicker(env: Environment, items: readonly LiveNowItem[]): Promise<void>;
}

export function createSiteEditorService({ db, settings, live, history }: { db: Db; settings: SettingsService; live: LiveBus; history: HistoryRecorder }): SiteEditorService {
  const changed = (env: Environment) => {
    settings.invalidate(env);
    live.publish({ type: 'onSettingsChanged', data: { env } });
  };
  return {
    settings: async (env) => (await readSettings(db, [env]))[env],
    allSettings: () => readSettings(db, ENVIRONMENTS),
    async save(env, changes, editor) {
      const response = await saveSettings(db, env, changes, { history, action: 'save', editor });
      if (response.result === 'saved') changed(env);
      return response;
    },
    async restore(env, values, editor, from) {
      const changes = Object.entries(values).map(([name, value]) => ({ name, value }));
      const result = await saveSettings(db, env, changes, { ...from, history, action: 'restore', editor });
      if (result.result === 'saved') changed(env);
      return result;
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
