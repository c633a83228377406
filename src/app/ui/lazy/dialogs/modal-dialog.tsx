import { useEffect, useId, useRef, type ReactNode } from 'react';
import './dialogs.css';

interface ModalDialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  className?: string;
}

/**
 * A native modal <dialog>, open while mounted: the browser traps focus and closes it on Escape; focus returns to
 * whatever opened it.
 */
export function ModalDialog({ title, onClose, children, className }: ModalDialogProps) {
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
      className={`editor-dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      data-editor-overlay=""
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="editor-dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
