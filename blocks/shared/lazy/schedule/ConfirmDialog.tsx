import { useTranslation } from 'react-i18next';
import { ScheduleDialog } from './ScheduleDialog';
// Its buttons are schedule buttons wherever it opens (an evaluation page has no schedule button to bring their look).
import './schedule-button.css';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  /** The safe answer's label; "Back" unless the question is a yes/no one. */
  cancelLabel?: string;
  onConfirm(): void;
  onClose(): void;
}

/** A yes/no question before a change (a schedule change, spec 1 §2; an evaluation sent, spec 1 §4): the change, or back without one (focused first: the safe answer). */
export function ConfirmDialog({ title, text, confirmLabel, cancelLabel, onConfirm, onClose }: ConfirmDialogProps) {
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
          {cancelLabel ?? t('translate.base.schedule.dialog.back')}
        </button>
      </div>
    </ScheduleDialog>
  );
}
