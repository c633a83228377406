import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import type { PageRecord } from '../../../schemas/generated/api/pages/page-record';
import { usePageWrite } from '../../api/lazy/page-records';
import { ModalDialog } from '../../app/ui/lazy/dialogs/modal-dialog';
import { errorsOf } from './page-form';

const K = 'translate.base.pages';

interface DeletePageDialogProps {
  t: TFunction;
  page: PageRecord;
  title: string;
  onDeleted(page: PageRecord): void;
  onClose(): void;
}

/** Asks before deleting a page; focus starts on Cancel, the safe choice. A deleted page can be restored. */
export function DeletePageDialog({ t, page, title, onDeleted, onClose }: DeletePageDialogProps) {
  const bodyId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const remove = usePageWrite('remove');
  const [failure, setFailure] = useState<string>();
  useEffect(() => cancel.current?.focus(), []);

  const confirm = async () => {
    try {
      onDeleted(await remove.mutateAsync(page));
    } catch (error) {
      setFailure(errorsOf(error).general ?? t(`${K}.failed`));
    }
  };

  return (
    <ModalDialog title={t(`${K}.delete-title`, { title })} onClose={onClose}>
      <p id={bodyId}>{t(`${K}.delete-body`, { title, slug: page.slug })}</p>
      {failure && <p role="alert" className="pages-form__error">{failure}</p>}
      <div className="editor-dialog__actions">
        <button type="button" className="button button--primary" aria-describedby={bodyId} disabled={remove.isPending} onClick={() => void confirm()}>
          {t(`${K}.delete-confirm`)}
        </button>
        <button ref={cancel} type="button" className="button" onClick={onClose}>
          {t('translate.base.editor.cancel')}
        </button>
      </div>
    </ModalDialog>
  );
}
