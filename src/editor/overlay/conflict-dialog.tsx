import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../app/ui/lazy/dialogs/modal-dialog';
import type { BlockInstance, ContentDocument } from '../../engine';
import { serverChanges } from './positions';

interface ConflictDialogProps {
  phase: string;
  /** The blocks this editor started from. */
  base: readonly BlockInstance[];
  /** The document as it is now on the server. */
  current: ContentDocument;
  busy: boolean;
  onOverwrite(): void;
  onReload(): void;
  onClose(): void;
}

/** The spec's force-save confirmation, with what changed on the server since this editor loaded the phase. */
export function ConflictDialog({ phase, base, current, busy, onOverwrite, onReload, onClose }: ConflictDialogProps) {
  const { t } = useTranslation();
  const changes = serverChanges(base, current.blocks);
  const rows = (['added', 'removed', 'changed'] as const).filter((kind) => changes[kind].length > 0);
  return (
    <ModalDialog title={t('translate.base.editor.conflict.title', { phase })} onClose={onClose} className="editor-conflict">
      <p>{t('translate.base.error.component-settings.conflict')}</p>
      {current.editorName && <p>{t('translate.base.editor.conflict.by', { name: current.editorName })}</p>}
      <ul className="editor-conflict__changes">
        {rows.map((kind) => (
          <li key={kind}>
            {t(`translate.base.editor.conflict.${kind}`)}: {changes[kind].join(', ')}
          </li>
        ))}
        {changes.reordered && <li>{t('translate.base.editor.conflict.reordered')}</li>}
      </ul>
      <div className="editor-dialog__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={onOverwrite}>
          {t('translate.base.editor.conflict.overwrite')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={onReload}>
          {t('translate.base.editor.conflict.reload')}
        </button>
        <button type="button" className="button" disabled={busy} autoFocus onClick={onClose}>
          {t('translate.base.editor.cancel')}
        </button>
      </div>
    </ModalDialog>
  );
}
