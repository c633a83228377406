import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { scheduleText } from '../../shared/lazy/schedule-events/texts';

interface ScheduleDialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * A modal dialog, open while mounted: the native <dialog> traps focus and closes on Escape; focus goes back to whatever
 * opened it when it closes.
 */
export function ScheduleDialog({ title, onClose, children }: ScheduleDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
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
