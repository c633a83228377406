import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface DialogActionsProps {
  confirmLabel: string;
  /** Not needed when the confirm button submits the dialog's form. */
  onConfirm?(): void;
  /** `submit` inside a form, so Enter in a field confirms too. */
  confirmType?: 'button' | 'submit';
  confirmDisabled?: boolean;
  /** Id of the text that explains why the confirm button is disabled. */
  confirmDescribedBy?: string;
  onCancel(): void;
  cancelDisabled?: boolean;
  /** For dialogs that start on Cancel, the safe choice. */
  cancelRef?: Ref<HTMLButtonElement>;
}

/** The primary action of a dialog, then Cancel. */
export function DialogActions({ confirmLabel, onConfirm, confirmType = 'button', confirmDisabled, confirmDescribedBy, onCancel, cancelDisabled, cancelRef }: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="editor-dialog__actions">
      <button
        type={confirmType}
        className="button button--primary"
        disabled={confirmDisabled}
        aria-describedby={confirmDescribedBy}
        onClick={onConfirm}
      >
        {confirmLabel}
      </button>
      <button ref={cancelRef} type="button" className="button" disabled={cancelDisabled} onClick={onCancel}>
        {t('translate.base.editor.cancel')}
      </button>
    </div>
  );
}
