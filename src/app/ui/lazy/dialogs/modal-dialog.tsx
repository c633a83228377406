import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../../use-modal-dialog';
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
  const ref = useModalDialog();
  const titleId = useId();
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
