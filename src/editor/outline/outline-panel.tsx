import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockPalette } from './block-palette';
import { OutlineTreeView } from './outline-tree-view';
import './outline.css';

/**
 * The docked outline of edit mode, at the page's start side (the settings panel keeps the end side): the palette to
 * drag new blocks from and the page's block tree. Non-modal, so the page stays usable beside it.
 */
export default function OutlinePanel({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="editor-dock editor-dock--start editor-outline" aria-labelledby={titleId} data-editor-overlay="">
      <header className="editor-dock__header">
        <h2 id={titleId}>{t('translate.base.editor.outline.title')}</h2>
        <button type="button" className="editor-dock__close" aria-label={t('translate.base.editor.outline.close')} onClick={onClose}>
          ×
        </button>
      </header>
      <BlockPalette />
      <OutlineTreeView />
    </section>
  );
}
