import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../../../src/app/block-kit';
import './schedule-dialog.css';

interface ScheduleDialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
}

/** A schedule dialog: modal while mounted (useModalDialog: focus back to its opener), titled by its heading, with a close button. */
export function ScheduleDialog({ title, onClose, children }: ScheduleDialogProps) {
  const { t } = useTranslation();
  const ref = useModalDialog();
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className="schedule-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="schedule-dialog__head">
        <h2 id={titleId} className="schedule-dialog__title">
          {title}
        </h2>
        <button type="button" className="schedule-dialog__close" aria-label={t('translate.base.schedule.dialog.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}
