import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The chat's panel, a non-modal dialog: focus moves into it when it opens, Escape or the close button close it
 * (the launcher then takes focus back). It stays mounted while hidden, so a framed conversation survives closing.
 */
export function ChatPanel({ id, title, shown, height, onClose, children }: {
  id: string;
  title: string;
  shown: boolean;
  height: number;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) panel.current?.focus();
  }, [shown]);
  return (
    <div
      ref={panel}
      id={id}
      className="chat-widget__panel"
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!shown}
      style={{ height: `${height}px` }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="chat-widget__header">
        <p id={titleId} className="chat-widget__title">
          {title}
        </p>
        <button type="button" className="chat-widget__close" onClick={onClose}>
          {t('translate.base.blocks.chat-widget.close')}
        </button>
      </div>
      <div className="chat-widget__body">{children}</div>
    </div>
  );
}
