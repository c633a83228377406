import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../../src/app/block-kit';
import { scheduleText } from '../../shared/lazy/schedule-events/texts';

interface ScheduleDialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
}

/** My schedule's modal dialog (useModalDialog: open while mounted, focus back to its opener), with a close button. */
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
        <button type="button" className="schedule-dialog__close" aria-label={t(scheduleText('dialog.close'))} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}
