import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { restoreSettingsRevision, useSettingsHistory, useSettingsRevision } from '../../api/lazy/history';
import type { Environment, SiteSetting } from '../../engine';
import { restoreState } from '../history/restore-state';
import { StateHistory, type StateHistorySource } from '../history/state-history';

const S = 'translate.base.site-editor.history';

interface SettingsHistoryProps {
  t: TFunction;
  env: Environment;
  /** The environment's settings as stored now, by name. */
  current: ReadonlyMap<string, SiteSetting> | undefined;
  when(iso: string): string;
  initialRevisionId: number | null;
  onRestored(): Promise<unknown>;
}

/** The history of one environment's site settings (site editors only). */
export function SettingsHistory({ t, env, current, when, initialRevisionId, onRestored }: SettingsHistoryProps) {
  const name = env.toUpperCase();
  // Keyed by environment where it is used, so the hooks stay the same for the component's life.
  const source = useMemo<StateHistorySource>(
    () => ({
      useHistory: (enabled) => useSettingsHistory(env, enabled),
      useRevision: (revisionId) => useSettingsRevision(env, revisionId),
      restore: (revisionId, baseRevisionId, force) => restoreState(() => restoreSettingsRevision(env, revisionId, baseRevisionId, force)),
    }),
    [env],
  );
  const values = useMemo(() => current && new Map([...current].map(([key, setting]) => [key, setting.value])), [current]);
  return (
    <StateHistory
      t={t}
      source={source}
      texts={{
        title: t(`${S}.title`, { env: name }),
        name: t(`${S}.setting`),
        confirm: (id) => t(`${S}.confirm`, { id, env: name }),
        restored: (id) => t(`${S}.restored`, { id, env: name }),
        newer: t(`${S}.newer`, { env: name }),
      }}
      current={values}
      when={when}
      initialRevisionId={initialRevisionId}
      onRestored={onRestored}
    />
  );
}
