import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ScheduleDialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * A native modal <dialog>, open while mounted: the browser traps focus and closes it on Escape; focus goes back to
 * the button that opened it.
 */
export function ScheduleDialog({ title, onClose, children }: ScheduleDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
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
      <h2 id={titleId} className="schedule-dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
