import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentKeys } from '../../api/content';
import type { RevisionSummary } from '../../api/lazy/history';
import { useLocale } from '../../app/routing/use-route';
import { toast } from '../../app/shell/toast';
import type { Environment } from '../../engine';
import { formatDateTime } from '../../i18n/time-format';
import { undoPageCopy, type UndoCopyOutcome } from './restore';
import { revisionLine } from './revision-text';
import './history.css';

const K = 'translate.base.editor.history';

interface UndoCopyProps {
  page: string;
  /** The history revision that recorded the copy. */
  revisionId: number;
  /** Where the copy went. */
  target: Environment;
  onUndone(): void;
}

/** The server refuses a second undo with the first among the newer revisions. */
const undoneBefore = (newer: readonly RevisionSummary[]) => newer.some((revision) => revision.action === 'undo-copy');

/** "Undo this copy" right after a copy: puts the target back as it was, unless someone saved there since (then says who and what). */
export function UndoCopy({ page, revisionId, target, onUndone }: UndoCopyProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Exclude<UndoCopyOutcome, { kind: 'undone' }> | null>(null);
  const env = target.toUpperCase();

  const undo = async () => {
    setBusy(true);
    setRefused(null);
    const outcome = await undoPageCopy(page, revisionId, target);
    await queryClient.invalidateQueries({ queryKey: contentKeys.page(page) });
    setBusy(false);
    if (outcome.kind === 'undone') {
      toast.show({ message: `${K}.copy-undone`, values: { env }, kind: 'success' });
      onUndone();
    } else setRefused(outcome);
  };

  return (
    <div className="undo-copy" data-undo-copy={revisionId}>
      <button type="button" className="button" disabled={busy} onClick={() => void undo()}>
        {t(`${K}.undo-copy`, { env })}
      </button>
      {busy && <p role="status">{t(`${K}.undoing`, { env })}</p>}
      {refused && (
        <div className="page-history__problem" role="alert">
          {refused.kind === 'error' && <p>{t(`${K}.undo-failed`, { env, message: refused.message })}</p>}
          {refused.kind === 'newer' && undoneBefore(refused.newer) && <p>{t(`${K}.undo-done-before`, { env })}</p>}
          {refused.kind === 'newer' && !undoneBefore(refused.newer) && (
            <>
              <p>{t(`${K}.undo-newer`, { env })}</p>
              <ul>
                {refused.newer.map((revision) => (
                  <li key={revision.id}>{revisionLine(t, revision, (iso) => formatDateTime(iso, { locale }))}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
