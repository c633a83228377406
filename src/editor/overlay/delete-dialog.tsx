import { useTranslation } from 'react-i18next';
import { useOverlay } from './editor-context';
import { ModalDialog } from './modal-dialog';

/** Deleting takes the block and everything nested in it; undo brings them back. */
export function DeleteDialog({ contentId, onClose }: { contentId: string; onClose(): void }) {
  const { t } = useTranslation();
  const { store } = useOverlay();
  return (
    <ModalDialog title={t('translate.base.editor.delete.title', { id: contentId })} onClose={onClose}>
      <p>{t('translate.base.editor.delete.body', { id: contentId })}</p>
      <div className="editor-dialog__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            store.getState().deleteBlock(contentId);
            onClose();
          }}
        >
          {t('translate.base.editor.delete.confirm')}
        </button>
        <button type="button" className="button" autoFocus onClick={onClose}>
          {t('translate.base.editor.cancel')}
        </button>
      </div>
    </ModalDialog>
  );
}
