import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../../../../src/app/block-kit';

interface ScheduleDialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
}

/** A schedule action's modal <dialog>, open while mounted (useModalDialog), titled by its heading. */
export function ScheduleDialog({ title, onClose, children }: ScheduleDialogProps) {
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
      <h2 id={titleId} className="schedule-dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
