import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockInstance } from '../../engine';
import { DropMark } from './drag-handle';

/**
 * A block only site editors may open, in the canvas of an editor who may not: it keeps its place (blocks can be
 * dropped before or after it) and can be reached and read, but it has no tools, so nothing opens, moves or deletes it.
 */
export function RestrictedFrame({ block, children }: { block: BlockInstance; children: ReactNode }) {
  const { t } = useTranslation();
  const id = block.contentId;
  return (
    <div
      className="editor-block editor-block--restricted"
      data-editor-block={id}
      role="group"
      tabIndex={0}
      aria-label={t('translate.base.editor.block.restricted-of', { id, component: block.component })}
    >
      <DropMark id={id} />
      <span className="editor-block__name" aria-hidden="true">
        {id}
      </span>
      {children}
    </div>
  );
}
