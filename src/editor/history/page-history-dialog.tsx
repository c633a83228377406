import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageHistory, usePageRevision, type PageRevision } from '../../api/lazy/history';
import { useLocale } from '../../app/routing/use-route';
import { DialogActions } from '../../app/ui/lazy/dialogs/dialog-actions';
import { ModalDialog } from '../../app/ui/lazy/dialogs/modal-dialog';
import type { BlockInstance, Environment, ValidationIssue } from '../../engine';
import { formatDateTime } from '../../i18n/time-format';
import { BlockChangeList } from '../compare/block-change-list';
import { diffBlocks } from '../compare/block-diff';
import { useEditor } from '../overlay/editor-context';
import { InvalidRevisionReport } from './invalid-revision-report';
import type { RestoreOutcome } from './restore';
import { RevisionList } from './revision-list';
import { revisionLine } from './revision-text';

const K = 'translate.base.editor.history';
const NO_BLOCKS: readonly BlockInstance[] = [];

export interface PageHistoryDialogProps {
  page: string;
  env: Environment;
  phase: string;
  phaseLabel: string;
  /** The revision to show first (opened from the audit log or coming back from a preview). */
  initialRevisionId: number | null;
  onPreview(revision: PageRevision): void;
  /** Runs the restore; the overlay takes over on success and conflict, the dialog reports the rest. */
  onRestore(revision: PageRevision): Promise<RestoreOutcome>;
  /** Opens the revision as unsaved work in the phase in view, to fix what today's schemas refuse (`details`). */
  onDraft(revision: PageRevision, details: ValidationIssue[]): void;
  onClose(): void;
}

/**
 * A page's history in one environment and phase: its revisions newest first, the field-level differences of one of
 * them from the saved page (the comparator's view), previewing it on the canvas and restoring it.
 */
export default function PageHistoryDialog(props: PageHistoryDialogProps) {
  const { page, env, phase, phaseLabel, initialRevisionId, onPreview, onRestore, onDraft, onClose } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const when = (iso: string) => formatDateTime(iso, { locale });
  const history = usePageHistory(page, env, phase);
  const [selectedId, setSelectedId] = useState<number | null>(initialRevisionId);
  const selected = usePageRevision(page, selectedId);
  const current = useEditor((state) => state.pages[page]?.[phase]?.saved ?? NO_BLOCKS);
  const unsaved = useEditor((state) => state.isDirty(page, phase));
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Extract<RestoreOutcome, { kind: 'invalid' | 'error' }> | null>(null);
  const detailRef = useRef<HTMLHeadingElement>(null);
  const detailId = useId();

  const revision = selected.data;
  const changes = useMemo(() => (revision ? diffBlocks(current, revision.document.blocks) : []), [current, revision]);
  const names = { current: t(`${K}.current`), target: t(`${K}.revision`, { id: selectedId ?? '' }) };

  // Picking a revision moves the reader to what it changed.
  useEffect(() => {
    if (revision && selectedId !== initialRevisionId) detailRef.current?.focus();
  }, [revision, selectedId, initialRevisionId]);

  const pick = (id: number) => {
    setOutcome(null);
    setSelectedId(id);
  };
  const restore = async (chosen: PageRevision) => {
    setConfirming(false);
    setBusy(true);
    const result = await onRestore(chosen);
    setBusy(false);
    if (result.kind === 'invalid' || result.kind === 'error') setOutcome(result);
  };

  return (
    <ModalDialog title={t(`${K}.title`, { page, phase: phaseLabel, env: env.toUpperCase() })} onClose={onClose} className="page-history">
      <RevisionList
        t={t}
        caption={t(`${K}.caption`, { page })}
        pages={history}
        when={when}
        selectedId={selectedId}
        actionHeader={t(`${K}.column.open`)}
        action={(row) => (
          <button type="button" className="button" aria-pressed={row.id === selectedId} aria-controls={detailId} onClick={() => pick(row.id)}>
            {t(`${K}.view`, { id: row.id })}
          </button>
        )}
      />
      <section id={detailId} className="page-history__detail" aria-labelledby={`${detailId}-title`}>
        {selectedId === null && <p>{t(`${K}.pick`)}</p>}
        {selectedId !== null && selected.isPending && <p role="status">{t(`${K}.loading`)}</p>}
        {selected.isError && <p role="alert">{t(`${K}.revision-failed`)}</p>}
        {revision && (
          <>
            <h3 id={`${detailId}-title`} ref={detailRef} tabIndex={-1}>
              {revisionLine(t, revision.revision, when)}
            </h3>
            {unsaved && <p className="editor-compare__note">{t(`${K}.unsaved`)}</p>}
            {changes.length === 0 ? <p>{t(`${K}.same`)}</p> : <BlockChangeList changes={changes} names={names} />}
            {outcome?.kind === 'invalid' && (
              <InvalidRevisionReport blocks={revision.document.blocks} details={outcome.details} onDraft={() => onDraft(revision, outcome.details)} />
            )}
            {outcome?.kind === 'error' && (
              <p className="page-history__problem" role="alert">
                {t(`${K}.restore-failed`, { message: outcome.message })}
              </p>
            )}
            {busy && <p role="status">{t(`${K}.restoring`)}</p>}
            <div className="editor-compare__actions">
              <button type="button" className="button" disabled={busy} onClick={() => onPreview(revision)}>
                {t(`${K}.preview`)}
              </button>
              <button type="button" className="button button--primary" disabled={busy} onClick={() => setConfirming(true)}>
                {t(`${K}.restore`)}
              </button>
            </div>
          </>
        )}
      </section>
      <div className="editor-dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {t(`${K}.close`)}
        </button>
      </div>
      {confirming && revision && (
        <ModalDialog title={t(`${K}.confirm-title`, { id: revision.revision.id })} onClose={() => setConfirming(false)}>
          <p>{t(`${K}.confirm-body`, { phase: phaseLabel, env: env.toUpperCase() })}</p>
          {unsaved && <p>{t(`${K}.confirm-unsaved`)}</p>}
          <DialogActions confirmLabel={t(`${K}.restore`)} onConfirm={() => void restore(revision)} onCancel={() => setConfirming(false)} />
        </ModalDialog>
      )}
    </ModalDialog>
  );
}
