import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { settingsKeys } from '../../api/settings';
import type { Environment, SettingsSaveResult } from '../../engine';
import { saveSettingChanges, siteEditorKeys, useAllSettings } from '../../api/lazy/site-editor';
import { categoryTree, groupByCategory, matchesCategory, splitCategory } from './categories';
import { differingEnvironments, indexByName } from './env-diff';
import { SETTINGS_HISTORY_PARAMS } from '../history/history-params';
import { matchesSearch } from './search';
import { mapServerIssues } from './server-errors';
import { fieldId, SettingField } from './setting-field';
import { SettingsHistory } from './settings-history';
import { parseDraft, toDraft, type Draft, type DraftError } from './values';
import './site-settings.css';

const K = 'translate.base.site-editor';

type Drafts = Record<Environment, Record<string, Draft>>;
const NO_DRAFTS: Drafts = { cont: {}, uat: {}, prod: {} };

interface Status {
  kind: SettingsSaveResult | 'copied' | 'copy-error';
  env: Environment;
  name?: string;
  general?: string[];
}

/**
 * What the shell hands the editor. The chunk imports nothing from the shell, react-i18next or the engine's values
 * (types only): sharing those modules with a second lazy chunk (the overlay) made rolldown split the main chunk in two,
 * and the first download grew by ~2.5 kB gzip.
 */
export interface SiteSettingsScreenProps {
  t: TFunction;
  /** The environment this site serves: the picker's default. */
  siteEnv: Environment;
  /** Shows a success toast. */
  notify: (message: string) => void;
  /** What to show while the settings load. */
  pending: ReactNode;
  /** A moment as the editor reads it (the history's times). */
  formatWhen(iso: string): string;
}

/** The site settings editor (`/editor`, siteeditor scope): edits one environment's settings, compares all three. */
export default function SiteSettingsScreen({ t, siteEnv, notify, pending, formatWhen }: SiteSettingsScreenProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [query] = useSearchParams();
  const target = query.get('s');
  const all = useAllSettings();
  // A link from the audit log opens one environment's settings history at a revision (the list of environments is
  // spelt out: the engine's is a value, see above).
  const linkedRevision = Number(query.get(SETTINGS_HISTORY_PARAMS.revision)) || null;
  const linkedEnv = linkedRevision ? (['cont', 'uat', 'prod'] as const).find((candidate) => candidate === query.get(SETTINGS_HISTORY_PARAMS.env)) : undefined;

  const [env, setEnv] = useState<Environment>(linkedEnv ?? siteEnv);
  const [drafts, setDrafts] = useState<Drafts>(NO_DRAFTS);
  const [serverErrors, setServerErrors] = useState<Record<Environment, Record<string, string>>>({ cont: {}, uat: {}, prod: {} });
  const [status, setStatus] = useState<Status | null>(null);
  const [saving, setSaving] = useState(false);
  const [search, setSearch] = useState('');
  const [top, setTop] = useState('');
  const [sub, setSub] = useState('');

  const index = useMemo(() => (all.data ? indexByName(all.data.environments) : undefined), [all.data]);
  const settings = useMemo(() => all.data?.environments[env] ?? [], [all.data, env]);
  const tree = useMemo(() => categoryTree(settings), [settings]);
  const environments = useMemo(() => (all.data ? (Object.keys(all.data.environments) as Environment[]) : [siteEnv]), [all.data, siteEnv]);
  const envDrafts = drafts[env];
  const envServerErrors = serverErrors[env];

  const describe = useCallback((error: DraftError) => t(`${K}.error.${error.code}`, error.params), [t]);
  const clientErrors = useMemo(() => {
    const errors: Record<string, string> = {};
    for (const [name, draft] of Object.entries(envDrafts)) {
      const setting = index?.[env].get(name);
      const parsed = setting && parseDraft(setting.type, draft);
      if (parsed && !parsed.ok) errors[name] = describe(parsed.error);
    }
    return errors;
  }, [envDrafts, index, env, describe]);
  const dirtyCount = Object.keys(envDrafts).length;
  const hasErrors = Object.keys(clientErrors).length > 0;

  const groups = useMemo(
    () =>
      groupByCategory(settings.filter((setting) => matchesCategory(setting.category, { top, sub }) && matchesSearch(setting, search))),
    [settings, top, sub, search],
  );

  const onChange = useCallback(
    (name: string, draft: Draft) => {
      const setting = index?.[env].get(name);
      if (!setting) return;
      setDrafts((current) => {
        const next = { ...current[env] };
        if (draft === toDraft(setting.type, setting.value)) delete next[name];
        else next[name] = draft;
        return { ...current, [env]: next };
      });
      setServerErrors((current) => {
        if (!current[env][name]) return current;
        const next = { ...current[env] };
        delete next[name];
        return { ...current, [env]: next };
      });
    },
    [index, env],
  );

  const refresh = useCallback(
    () => Promise.all([queryClient.invalidateQueries({ queryKey: siteEditorKeys.all }), queryClient.invalidateQueries({ queryKey: settingsKeys.all })]),
    [queryClient],
  );

  const save = async () => {
    if (hasErrors || saving || !index) return;
    const saveEnv = env;
    const changes = Object.entries(drafts[saveEnv]).flatMap(([name, draft]) => {
      const setting = index[saveEnv].get(name);
      const parsed = setting && parseDraft(setting.type, draft);
      return parsed?.ok ? [{ name, value: parsed.value }] : [];
    });
    setSaving(true);
    const response = await saveSettingChanges(saveEnv, changes);
    if (response.result === 'saved' || response.result === 'nochange') {
      await refresh();
      setDrafts((current) => ({ ...current, [saveEnv]: {} }));
      setServerErrors((current) => ({ ...current, [saveEnv]: {} }));
    }
    if (response.result === 'invalid') {
      const mapped = mapServerIssues(response.details, changes);
      setServerErrors((current) => ({ ...current, [saveEnv]: mapped.fields }));
      setStatus({ kind: 'invalid', env: saveEnv, general: mapped.general });
    } else {
      setStatus({ kind: response.result, env: saveEnv });
    }
    if (response.result === 'saved') notify(t(`${K}.result.saved`, { env: saveEnv }));
    setSaving(false);
  };

  const onCopy = useCallback(
    async (name: string, to: Environment) => {
      const setting = index?.[env].get(name);
      if (!setting || !window.confirm(t(`${K}.copy-confirm`, { name, from: env, env: to }))) return;
      const response = await saveSettingChanges(to, [{ name, value: setting.value }]);
      const ok = response.result === 'saved' || response.result === 'nochange';
      if (ok) await refresh();
      setStatus({ kind: ok ? 'copied' : 'copy-error', env: to, name });
    },
    [index, env, t, refresh],
  );

  // `?s=name` opens one setting: focus its field once the data is there (and again when the link changes).
  const focused = useRef<string | null>(null);
  useEffect(() => {
    if (!target || !all.data || focused.current === target) return;
    focused.current = target;
    const element = document.getElementById(fieldId(target));
    if (!element) return;
    element.scrollIntoView?.({ block: 'center' });
    element.focus();
  }, [target, all.data]);

  if (all.isPending) return pending;

  const statusText = status
    ? t(`${K}.result.${status.kind}`, { env: status.env, name: status.name ?? '' })
    : '';

  return (
    <section className="site-settings screen" aria-labelledby={titleId}>
      <h1 id={titleId}>{t(`${K}.title`)}</h1>
      {all.error && !all.data && <p role="alert">{t(`${K}.fetch-error`)}</p>}

      <div className="site-settings__toolbar">
        <label>
          <span>{t(`${K}.environment`)}</span>
          <select
            value={env}
            onChange={(event) => {
              const next = environments.find((option) => option === event.target.value);
              if (next) setEnv(next);
            }}
          >
            {environments.map((option) => (
              <option key={option} value={option}>
                {option === siteEnv ? t(`${K}.site-env`, { env: option }) : option}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t(`${K}.top-level`)}</span>
          <select
            value={top}
            onChange={(event) => {
              setTop(event.target.value);
              setSub('');
            }}
          >
            <option value="">{t(`${K}.all`)}</option>
            {[...tree.keys()].map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t(`${K}.sub-level`)}</span>
          <select value={sub} onChange={(event) => setSub(event.target.value)} disabled={!top}>
            <option value="">{t(`${K}.all`)}</option>
            {(tree.get(top) ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="site-settings__search">
          <span>{t(`${K}.search`)}</span>
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
      </div>

      <div className="site-settings__actions">
        <button type="button" className="button button--primary" onClick={() => void save()} disabled={hasErrors || saving}>
          {t(saving ? `${K}.saving` : `${K}.save`, { env })}
        </button>
        <button type="button" className="button" onClick={() => setDrafts((current) => ({ ...current, [env]: {} }))} disabled={dirtyCount === 0 || saving}>
          {t(`${K}.discard`)}
        </button>
        <span className="site-settings__count">{t(`${K}.count`, { count: dirtyCount })}</span>
        {hasErrors && <span className="site-settings__blocked">{t(`${K}.blocked`)}</span>}
      </div>
      <div role="status" className="site-settings__status">
        {statusText && <p>{statusText}</p>}
        {status?.general?.map((message) => <p key={message}>{message}</p>)}
      </div>

      <SettingsHistory
        key={env}
        t={t}
        env={env}
        current={index?.[env]}
        when={formatWhen}
        initialRevisionId={env === linkedEnv ? linkedRevision : null}
        onRestored={refresh}
      />

      {groups.length === 0 && all.data && <p>{t(`${K}.no-results`)}</p>}
      {index &&
        groups.map(({ category, settings: list }) => {
          const { top: topLevel, sub: subLevel } = splitCategory(category);
          return (
            <fieldset key={category} className="site-settings__group">
              <legend>{subLevel ? `${topLevel} › ${subLevel}` : topLevel}</legend>
              {list.map((setting) => {
                const dirty = Object.hasOwn(envDrafts, setting.name);
                return (
                  <SettingField
                    key={`${env}:${setting.name}`}
                    t={t}
                    setting={setting}
                    draft={dirty ? (envDrafts[setting.name] as Draft) : toDraft(setting.type, setting.value)}
                    dirty={dirty}
                    error={clientErrors[setting.name] ?? envServerErrors[setting.name]}
                    differsIn={differingEnvironments(setting.name, env, index)}
                    onChange={onChange}
                    onCopy={onCopy}
                  />
                );
              })}
            </fieldset>
          );
        })}
    </section>
  );
}
