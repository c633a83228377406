import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inboxText } from './inbox-text';

const TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

interface PaneHeadingProps {
  level: number;
  /** Focus moves here when the pane opens by the visitor's choice (not on arrival), then `onFocusTaken` says so. */
  takeFocus: boolean;
  onFocusTaken(): void;
  children: ReactNode;
}

/** The heading of the pane beside the list: where keyboard and screen-reader users land when a conversation opens. */
export function PaneHeading({ level, takeFocus, onFocusTaken, children }: PaneHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const Tag = TAGS[level - 1] ?? 'h2';
  useEffect(() => {
    if (!takeFocus) return;
    ref.current?.focus();
    onFocusTaken();
  }, [takeFocus, onFocusTaken]);
  return (
    <Tag ref={ref} tabIndex={-1} className="inbox-pane__heading">
      {children}
    </Tag>
  );
}

export interface PaneProps {
  level: number;
  takeFocus: boolean;
  onFocusTaken(): void;
  /** Back to the list, on small screens where the list and the pane do not fit side by side. */
  onBack?: (() => void) | undefined;
}

export function BackButton({ onBack }: { onBack?: (() => void) | undefined }) {
  const { t } = useTranslation();
  if (!onBack) return null;
  return (
    <button type="button" className="block-button block-button--text inbox-pane__back" onClick={onBack}>
      <span aria-hidden="true">← </span>
      {t(inboxText('thread.back'))}
    </button>
  );
}
