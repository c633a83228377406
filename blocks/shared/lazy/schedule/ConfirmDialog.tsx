import { useTranslation } from 'react-i18next';
import { ScheduleDialog } from './ScheduleDialog';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm(): void;
  onClose(): void;
}

/** A yes/no question before a schedule change (spec 1 §2): the change, or back without one (focused first: the safe answer). */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ScheduleDialog title={title} onClose={onClose}>
      <p className="schedule-dialog__text">{text}</p>
      <div className="schedule-dialog__actions">
        <button
          type="button"
          className="schedule-button schedule-button--primary"
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {confirmLabel}
        </button>
        <button type="button" className="schedule-button" data-autofocus onClick={onClose}>
          {t('translate.base.schedule.dialog.back')}
        </button>
      </div>
    </ScheduleDialog>
  );
}
