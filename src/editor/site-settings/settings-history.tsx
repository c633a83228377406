import type { TFunction } from 'i18next';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSettingsHistory, useSettingsRevision } from '../../api/lazy/history';
import type { Environment, SiteSetting } from '../../engine';
import { shortValue } from '../compare/short-value';
import { RevisionList } from '../history/revision-list';
import { revisionLine } from '../history/revision-text';
import { settingChanges } from './history-diff';
import { invalidSettingLines, restoreSettings, type SettingsRestoreOutcome } from './restore-settings';

const K = 'translate.base.editor.history';
const S = 'translate.base.site-editor.history';

interface SettingsHistoryProps {
  t: TFunction;
  env: Environment;
  /** The environment's settings as stored now, by name. */
  current: ReadonlyMap<string, SiteSetting> | undefined;
  when(iso: string): string;
  /** A revision to open at once (a link from the audit log). */
  initialRevisionId: number | null;
  /** Reloads the settings after a restore. */
  onRestored(): Promise<unknown>;
}

/** The history of one environment's settings: revisions, what one would change back, and restoring it. */
export function SettingsHistory({ t, env, current, when, initialRevisionId, onRestored }: SettingsHistoryProps) {
  const [open, setOpen] = useState(initialRevisionId !== null);
  const [selectedId, setSelectedId] = useState<number | null>(initialRevisionId);
  const history = useSettingsHistory(env, open);
  const selected = useSettingsRevision(env, selectedId);
  const [outcome, setOutcome] = useState<SettingsRestoreOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const panelId = useId();
  const detailRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const changes = useMemo(() => (selected.data && current ? settingChanges(current, selected.data.values) : []), [selected.data, current]);
  const value = (raw: unknown) => shortValue(raw) ?? t('translate.base.editor.compare.not-set');

  useEffect(() => {
    if (initialRevisionId !== null) sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [initialRevisionId]);
  useEffect(() => {
    if (selected.data) detailRef.current?.focus();
  }, [selected.data]);

  const restore = async (force = false) => {
    const revision = selected.data?.revision;
    if (!revision || (!force && !window.confirm(t(`${S}.confirm`, { id: revision.id, env: env.toUpperCase() })))) return;
    setBusy(true);
    const result = await restoreSettings({ env, revisionId: revision.id, baseRevisionId: history.data?.[0]?.id ?? 0, force });
    if (result.kind === 'restored') await onRestored();
    setBusy(false);
    setOutcome(result);
  };

  return (
    <section ref={sectionRef} className="site-settings__history" aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`}>{t(`${S}.title`, { env: env.toUpperCase() })}</h2>
      <button type="button" className="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t(open ? `${S}.hide` : `${S}.show`)}
      </button>
      <div id={panelId} hidden={!open}>
        {open && (
          <RevisionList
            t={t}
            caption={t(`${S}.title`, { env: env.toUpperCase() })}
            pages={history}
            when={when}
            selectedId={selectedId}
            actionHeader={t(`${K}.column.open`)}
            action={(row) => (
              <button
                type="button"
                className="button"
                aria-pressed={row.id === selectedId}
                onClick={() => {
                  setOutcome(null);
                  setSelectedId(row.id);
                }}
              >
                {t(`${K}.view`, { id: row.id })}
              </button>
            )}
          />
        )}
        {selected.isError && <p role="alert">{t(`${K}.revision-failed`)}</p>}
        {selected.data && (
          <div className="page-history__detail">
            <h3 ref={detailRef} tabIndex={-1}>
              {revisionLine(t, selected.data.revision, when)}
            </h3>
            {changes.length === 0 ? (
              <p>{t(`${K}.same`)}</p>
            ) : (
              <table className="revision-list__table">
                <caption>{t(`${S}.changes`, { n: changes.length })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t(`${S}.setting`)}</th>
                    <th scope="col">{t(`${K}.current`)}</th>
                    <th scope="col">{t(`${K}.revision`, { id: selected.data.revision.id })}</th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map((change) => (
                    <tr key={change.name}>
                      <th scope="row">
                        <code>{change.name}</code>
                      </th>
                      <td>{value(change.current)}</td>
                      <td>{value(change.revision)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <div role="status">
              {busy && <p>{t(`${K}.restoring`)}</p>}
              {outcome?.kind === 'restored' && <p>{t(`${S}.restored`, { id: selected.data.revision.id, env: env.toUpperCase() })}</p>}
              {outcome?.kind === 'nochange' && <p>{t(`${S}.nochange`)}</p>}
            </div>
            {outcome?.kind === 'newer' && (
              <div className="page-history__problem" role="alert">
                <p>{t(`${S}.newer`, { env: env.toUpperCase() })}</p>
                <ul>
                  {outcome.newer.map((revision) => (
                    <li key={revision.id}>{revisionLine(t, revision, when)}</li>
                  ))}
                </ul>
                <button type="button" className="button" disabled={busy} onClick={() => void restore(true)}>
                  {t(`${S}.restore-anyway`)}
                </button>
              </div>
            )}
            {outcome?.kind === 'invalid' && (
              <div className="page-history__problem" role="alert">
                <p>{t(`${S}.invalid`)}</p>
                <ul>
                  {invalidSettingLines(outcome.details).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            )}
            {outcome?.kind === 'error' && (
              <p className="page-history__problem" role="alert">
                {t(`${K}.restore-failed`, { message: outcome.message })}
              </p>
            )}
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void restore()}>
              {t(`${K}.restore`)}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
