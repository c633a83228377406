import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageRevision } from '../../api/lazy/history';
import { useLocale } from '../../app/routing/use-route';
import { formatDateTime } from '../../i18n/time-format';
import { revisionLine } from './revision-text';
import './history.css';

interface PreviewBannerProps {
  revision: PageRevision;
  onBack(): void;
  onLeave(): void;
}

/** Says the canvas shows an old revision, read-only, and leads back to the history or out of the preview (Escape too). */
export function HistoryPreviewBanner({ revision, onBack, onLeave }: PreviewBannerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const textRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => textRef.current?.focus(), [revision]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onLeave();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onLeave]);
  return (
    <div className="history-preview-banner" role="region" aria-label={t('translate.base.editor.history.preview-region')} data-editor-overlay="">
      <p ref={textRef} tabIndex={-1}>
        {t('translate.base.editor.history.previewing', { line: revisionLine(t, revision.revision, (iso) => formatDateTime(iso, { locale })) })}
      </p>
      <button type="button" className="button" onClick={onBack}>
        {t('translate.base.editor.history.back')}
      </button>
      <button type="button" className="button button--primary" onClick={onLeave}>
        {t('translate.base.editor.history.leave-preview')}
      </button>
    </div>
  );
}
