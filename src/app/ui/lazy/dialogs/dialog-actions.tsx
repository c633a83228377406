import { useTranslation } from 'react-i18next';

interface DialogActionsProps {
  confirmLabel: string;
  onConfirm(): void;
  confirmDisabled?: boolean;
  /** Id of the text that explains why the confirm button is disabled. */
  confirmDescribedBy?: string;
  onCancel(): void;
  cancelDisabled?: boolean;
}

/** The primary action of a dialog, then Cancel. */
export function DialogActions({ confirmLabel, onConfirm, confirmDisabled, confirmDescribedBy, onCancel, cancelDisabled }: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="editor-dialog__actions">
      <button
        type="button"
        className="button button--primary"
        disabled={confirmDisabled}
        aria-describedby={confirmDescribedBy}
        onClick={onConfirm}
      >
        {confirmLabel}
      </button>
      <button type="button" className="button" disabled={cancelDisabled} onClick={onCancel}>
        {t('translate.base.editor.cancel')}
      </button>
    </div>
  );
}
