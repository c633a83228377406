import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_VIEWPORTS, usePreviewStore, type PreviewViewport } from './preview-store';

const LABELS: Record<PreviewViewport, string> = {
  fit: 'translate.base.editor.preview.viewport.fit',
  539: 'translate.base.editor.preview.viewport.mobile',
  1083: 'translate.base.editor.preview.viewport.tablet',
  1920: 'translate.base.editor.preview.viewport.desktop',
};

/** The width the canvas is laid out at (the QA tool's window widths). */
export function ViewportPicker() {
  const { t } = useTranslation();
  const selectId = useId();
  const viewport = usePreviewStore((state) => state.viewport);
  const setViewport = usePreviewStore((state) => state.setViewport);
  return (
    <div className="preview-bar__field">
      <label htmlFor={selectId}>{t('translate.base.editor.preview.viewport-label')}</label>
      <select
        id={selectId}
        value={String(viewport)}
        onChange={(event) => setViewport(PREVIEW_VIEWPORTS.find((choice) => String(choice) === event.target.value) ?? 'fit')}
      >
        {PREVIEW_VIEWPORTS.map((choice) => (
          <option key={choice} value={String(choice)}>
            {t(LABELS[choice], { width: choice })}
          </option>
        ))}
      </select>
    </div>
  );
}
