import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  title: string;
  /** What confirming does, in a sentence. */
  text: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A yes/no question in a native modal <dialog>, open while mounted: the browser keeps focus inside and Escape
 * cancels; it opens on Cancel, the safe choice, and focus goes back to what opened it.
 */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    cancel.current?.focus();
    return () => {
      if (element?.open && typeof element.close === 'function') element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="schedule-export__dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="schedule-export__dialog-title">
        {title}
      </h2>
      <p id={textId}>{text}</p>
      <div className="schedule-export__actions">
        <button type="button" className="block-button" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button ref={cancel} type="button" className="block-button block-button--secondary" onClick={onCancel}>
          {t('translate.base.schedule.calendar.cancel')}
        </button>
      </div>
    </dialog>
  );
}
