import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentKeys } from '../../api/content';
import { toast } from '../../app/shell/toast';
import { DialogActions } from '../../app/ui/lazy/dialogs/dialog-actions';
import { ModalDialog } from '../../app/ui/lazy/dialogs/modal-dialog';
import { useViewer } from '../../app/viewer';
import { mayWriteEnvironment, type Environment, type ValidationIssue } from '../../engine';
import { UndoCopy } from '../history/undo-copy';
import { useEditor } from '../overlay/editor-context';
import { BlockChanges } from './block-changes';
import type { CopyOutcome } from './copy-actions';
import { SettingsSection } from './settings-section';
import { TranslationChanges } from './translation-changes';
import { translationDiffKeys } from '../../api/lazy/translations';
import type { Comparison } from './use-comparison';

interface CompareDialogProps {
  page: string;
  env: Environment;
  phase: string;
  lang: string;
  comparison: Comparison;
  onClose(): void;
}

/** A write the editor asked for, waiting for the production confirmation. */
interface PendingWrite {
  write(): Promise<CopyOutcome>;
  success: string;
}

/** Copies into another environment; each section hands over its write and this runs it, confirming before production. */
export type RequestCopy = (write: () => Promise<CopyOutcome>, success: string) => void;

/** The comparison of the phase in view with one other environment: blocks, their strings, and where settings are compared. */
export function CompareDialog({ page, env, phase, lang, comparison, onClose }: CompareDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { settings, scopes } = useViewer();
  const mayCopy = mayWriteEnvironment(comparison.target, scopes);
  const unsaved = useEditor((state) => state.dirtyPhases(page).includes(phase));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; details: ValidationIssue[] } | null>(null);
  const [pending, setPending] = useState<PendingWrite | null>(null);
  // The last copy of blocks into the target, which can be undone while nothing newer was saved there.
  const [lastCopy, setLastCopy] = useState<number | null>(null);
  // Short codes, as the preview bar's "Editing CONT": the bar has little room.
  const nameOf = (value: Environment) => value.toUpperCase();
  const names = { current: nameOf(env), target: nameOf(comparison.target) };
  const phaseLabel = t(settings.phases.find((entry) => entry.id === phase)?.label ?? phase);

  const perform = async ({ write, success }: PendingWrite) => {
    setPending(null);
    setBusy(true);
    setProblem(null);
    const outcome = await write();
    // Whatever happened, show the target as it is now (a conflict means it changed; nothing here is lost).
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: contentKeys.page(page) }),
      queryClient.invalidateQueries({ queryKey: translationDiffKeys.all }),
    ]);
    setBusy(false);
    if (outcome.kind === 'copied') {
      setLastCopy(outcome.historyRevisionId ?? null);
      toast.show({ message: success, values: { env: names.target }, kind: 'success' });
      return;
    }
    const message =
      outcome.kind === 'conflict'
        ? t('translate.base.editor.compare.conflict', { env: names.target })
        : t('translate.base.editor.compare.failed', { env: names.target, message: outcome.message });
    setProblem({ message, details: outcome.kind === 'error' ? outcome.details : [] });
    toast.show({ message, kind: 'error' });
  };
  const request: RequestCopy = (write, success) => {
    if (comparison.target === 'prod') setPending({ write, success });
    else void perform({ write, success });
  };

  return (
    <ModalDialog title={t('translate.base.editor.compare.title', { ...names, phase: phaseLabel })} onClose={onClose} className="editor-compare">
      {unsaved && <p className="editor-compare__note">{t('translate.base.editor.compare.unsaved', { env: names.current })}</p>}
      {problem && (
        <div className="editor-compare__problem" role="alert">
          <p>{problem.message}</p>
          {problem.details.length > 0 && (
            <ul>
              {problem.details.map((issue) => (
                <li key={`${issue.path}:${issue.message}`}>
                  <code>{issue.path}</code> {issue.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {lastCopy !== null && <UndoCopy page={page} revisionId={lastCopy} target={comparison.target} onUndone={() => setLastCopy(null)} />}
      {busy && <p role="status">{t('translate.base.editor.compare.copying', { env: names.target })}</p>}
      {!mayCopy && <p className="editor-compare__note">{t('translate.base.editor.compare.read-only', { env: names.target })}</p>}
      <BlockChanges page={page} env={env} phase={phase} comparison={comparison} names={names} busy={busy} request={mayCopy ? request : undefined} />
      <TranslationChanges comparison={comparison} lang={lang} names={names} busy={busy} request={mayCopy ? request : undefined} />
      <SettingsSection />
      <div className="editor-dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('translate.base.editor.compare.close')}
        </button>
      </div>
      {pending && (
        <ModalDialog title={t('translate.base.editor.compare.prod-title', { env: names.target })} onClose={() => setPending(null)}>
          <p>{t('translate.base.editor.compare.prod-body')}</p>
          <DialogActions
            confirmLabel={t('translate.base.editor.compare.prod-confirm', { env: names.target })}
            onConfirm={() => void perform(pending)}
            onCancel={() => setPending(null)}
          />
        </ModalDialog>
      )}
    </ModalDialog>
  );
}
