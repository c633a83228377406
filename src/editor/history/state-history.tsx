import type { TFunction } from 'i18next';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { RevisionSummary } from '../../api/lazy/history';
import { shortValue } from '../compare/short-value';
import { invalidValueLines, type StateRestoreOutcome } from './restore-state';
import { RevisionList, type RevisionPages } from './revision-list';
import { revisionLine } from './revision-text';
import { stateChanges } from './state-diff';

const K = 'translate.base.editor.history';

/** One revision of a set of named values (site settings, a language's texts). */
export interface StateRevision {
  revision: RevisionSummary;
  values: Readonly<Record<string, unknown>>;
}

/** Where a state history comes from; an object of hooks, the same for the component's whole life. */
export interface StateHistorySource {
  useHistory(enabled: boolean): RevisionPages;
  useRevision(revisionId: number | null): { data: StateRevision | undefined; isError: boolean };
  restore(revisionId: number, baseRevisionId: number, force: boolean): Promise<StateRestoreOutcome>;
}

/** The texts that name what the history is of. */
export interface StateHistoryTexts {
  title: string;
  /** The column of the names ("Setting", "Key"). */
  name: string;
  confirm(id: number): string;
  restored(id: number): string;
  /** Said before the saves made since the history was read. */
  newer: string;
}

interface StateHistoryProps {
  /** Passed in, not imported: the site settings chunk must not share react-i18next with the overlay's. */
  t: TFunction;
  source: StateHistorySource;
  texts: StateHistoryTexts;
  /** The values as stored now, by name. */
  current: ReadonlyMap<string, unknown> | undefined;
  when(iso: string): string;
  /** A revision to open at once (a link from the audit log). */
  initialRevisionId: number | null;
  onRestored(): Promise<unknown>;
}

/** The history of a set of named values: revisions, what one would change back, and restoring it. */
export function StateHistory({ t, source, texts, current, when, initialRevisionId, onRestored }: StateHistoryProps) {
  const [open, setOpen] = useState(initialRevisionId !== null);
  const [selectedId, setSelectedId] = useState<number | null>(initialRevisionId);
  const history = source.useHistory(open);
  const selected = source.useRevision(selectedId);
  const [outcome, setOutcome] = useState<StateRestoreOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const panelId = useId();
  const detailRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const changes = useMemo(() => (selected.data && current ? stateChanges(current, selected.data.values) : []), [selected.data, current]);
  const value = (raw: unknown) => shortValue(raw) ?? t('translate.base.editor.compare.not-set');

  useEffect(() => {
    if (initialRevisionId !== null) sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [initialRevisionId]);
  useEffect(() => {
    if (selected.data) detailRef.current?.focus();
  }, [selected.data]);

  const restore = async (force = false) => {
    const revision = selected.data?.revision;
    if (!revision || (!force && !window.confirm(texts.confirm(revision.id)))) return;
    setBusy(true);
    const result = await source.restore(revision.id, history.data?.[0]?.id ?? 0, force);
    if (result.kind === 'restored') await onRestored();
    setBusy(false);
    setOutcome(result);
  };

  return (
    <section ref={sectionRef} className="state-history" aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`}>{texts.title}</h2>
      <button type="button" className="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t(open ? `${K}.hide` : `${K}.show`)}
      </button>
      <div id={panelId} hidden={!open}>
        {open && (
          <RevisionList
            t={t}
            caption={texts.title}
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
                <caption>{t(`${K}.changes`, { n: changes.length })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{texts.name}</th>
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
              {outcome?.kind === 'restored' && <p>{texts.restored(selected.data.revision.id)}</p>}
              {outcome?.kind === 'nochange' && <p>{t(`${K}.nochange`)}</p>}
            </div>
            {outcome?.kind === 'newer' && (
              <div className="page-history__problem" role="alert">
                <p>{texts.newer}</p>
                <ul>
                  {outcome.newer.map((revision) => (
                    <li key={revision.id}>{revisionLine(t, revision, when)}</li>
                  ))}
                </ul>
                <button type="button" className="button" disabled={busy} onClick={() => void restore(true)}>
                  {t(`${K}.restore-anyway`)}
                </button>
              </div>
            )}
            {outcome?.kind === 'invalid' && (
              <div className="page-history__problem" role="alert">
                <p>{t(`${K}.invalid-values`)}</p>
                <ul>
                  {invalidValueLines(outcome.details).map((line) => (
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
