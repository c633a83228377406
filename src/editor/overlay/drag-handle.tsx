import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDragHandles, useDragState } from './drag-state';

/**
 * The toolbar's drag handle. It reads only a context that never changes and a boolean of the drag store, so a drag
 * re-renders the handle being dragged and no other.
 */
export const DragHandle = memo(function DragHandle({ id }: { id: string }) {
  const { t } = useTranslation();
  const { instructionsId, start } = useDragHandles();
  const dragging = useDragState((state) => state.activeId === id);
  return (
    <button
      type="button"
      className="editor-block__drag"
      aria-label={t('translate.base.editor.block.drag-of', { id })}
      aria-roledescription={t('translate.base.editor.drag.role')}
      aria-describedby={instructionsId}
      aria-pressed={dragging || undefined}
      onPointerDown={(event) => start(event, { kind: 'block', blockId: id })}
      onKeyDown={(event) => start(event, { kind: 'block', blockId: id })}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
});

/** The drop indicator on a block's frame, or the veil over the block being dragged; nothing otherwise. */
export const DropMark = memo(function DropMark({ id }: { id: string }) {
  const { t } = useTranslation();
  // A string or null, so a pointer move that leaves this block's answer unchanged does not re-render it.
  const mark = useDragState((state) => (state.activeId === id ? 'source' : state.indicator?.id === id ? state.indicator.where : null));
  if (mark === null) return null;
  return (
    <div className={`editor-drop editor-drop--${mark}`} aria-hidden="true">
      {mark !== 'source' && <span className="editor-drop__label">{t('translate.base.editor.drag.drop-here')}</span>}
    </div>
  );
});
