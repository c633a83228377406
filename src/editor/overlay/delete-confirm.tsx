import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlay } from './editor-context';

/**
 * Asks, inside the block's own frame, before deleting it with everything nested in it (undo brings them back). Not a
 * modal dialog: opening and closing one makes the whole page inert and back, which on a large page costs more than
 * the delete itself. Focus starts on Cancel; Escape cancels.
 */
export function DeleteConfirm({ contentId, onCancel }: { contentId: string; onCancel(): void }) {
  const { t } = useTranslation();
  const { store } = useOverlay();
  const cancel = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  // The store keeps a block that holds a placeholder: the server would refuse to lose what it stands for.
  const [kept, setKept] = useState(false);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div
      role="group"
      className="editor-block__confirm"
      aria-label={t('translate.base.editor.delete.title', { id: contentId })}
      aria-describedby={bodyId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onCancel();
      }}
    >
      <p id={bodyId}>{t('translate.base.editor.delete.body', { id: contentId })}</p>
      {kept && <p role="alert">{t('translate.base.editor.delete.holds-restricted', { id: contentId })}</p>}
      <button type="button" className="button button--primary" onClick={() => setKept(!store.getState().deleteBlock(contentId))}>
        {t('translate.base.editor.delete.confirm')}
      </button>
      <button ref={cancel} type="button" className="button" onClick={onCancel}>
        {t('translate.base.editor.cancel')}
      </button>
    </div>
  );
}
