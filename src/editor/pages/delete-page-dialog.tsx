import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import type { PageRecord } from '../../../schemas/generated/api/pages/page-record';
import { usePageWrite } from '../../api/lazy/page-records';
import { pageTitle, type Locale } from '../../engine';
import { DialogActions } from '../../app/ui/lazy/dialogs/dialog-actions';
import { ModalDialog } from '../../app/ui/lazy/dialogs/modal-dialog';
import { pageErrorsOf } from './page-errors';

const K = 'translate.base.pages';

interface DeletePageDialogProps {
  t: TFunction;
  page: PageRecord;
  locale: Locale;
  onDeleted(page: PageRecord): void;
  onClose(): void;
}

/** Asks before deleting a page; focus starts on Cancel, the safe choice. A deleted page can be restored. */
export function DeletePageDialog({ t, page, locale, onDeleted, onClose }: DeletePageDialogProps) {
  const bodyId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const remove = usePageWrite('remove');
  // What the delete starts from: the page opened, or the one another editor saved in the meantime.
  const [target, setTarget] = useState(page);
  const [failure, setFailure] = useState<string>();
  useEffect(() => cancel.current?.focus(), []);
  const title = pageTitle(target, locale) ?? target.slug;

  const confirm = async () => {
    try {
      onDeleted(await remove.mutateAsync(target));
    } catch (error) {
      const failed = pageErrorsOf(error, t);
      if (failed.current) setTarget(failed.current);
      setFailure(failed.general ?? Object.values(failed.fields)[0]);
    }
  };

  return (
    <ModalDialog title={t(`${K}.delete-title`, { title })} onClose={onClose}>
      <p id={bodyId}>{t(`${K}.delete-body`, { title, slug: target.slug })}</p>
      <p role="alert" className="pages-form__error">{failure}</p>
      <DialogActions
        confirmLabel={t(`${K}.delete-confirm`)}
        onConfirm={() => void confirm()}
        confirmDisabled={remove.isPending}
        confirmDescribedBy={bodyId}
        onCancel={onClose}
        cancelRef={cancel}
      />
    </ModalDialog>
  );
}
