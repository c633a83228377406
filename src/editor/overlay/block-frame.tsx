import type { MouseEvent, ReactNode, SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonKey, type BlockInstance, type Visibility } from '../../engine';
import type { EditorState } from '../store';
import { BlockToolbar } from './block-toolbar';
import { DeleteConfirm } from './delete-confirm';
import { DropMark } from './drag-handle';
import { useEditor, useOverlay } from './editor-context';
import { siblingPositions } from './positions';
import { RestrictedFrame } from './restricted-frame';

const currentList = (state: EditorState) => state.pages[state.currentPage ?? '']?.[state.currentPhase]?.blocks;

const FIRST = 1;
const LAST = 2;
const SELECTED = 4;
const PICKED = 8;
const CONFIRMING = 16;

/**
 * As bits: whether the block is the selected one (with the tools), one of several picked for a copy, asking to be
 * deleted, and (for the selected one only, the rest never show the move buttons) first and last among its siblings.
 */
function frameFlags(state: EditorState, id: string): number {
  const picked = state.selectedIds.includes(id) ? PICKED : 0;
  if (state.selectedId !== id) return picked;
  const blocks = currentList(state);
  const position = blocks ? siblingPositions(blocks).get(id) : undefined;
  const first = !position || position.index === 0 ? FIRST : 0;
  const last = !position || position.index >= position.count - 1 ? LAST : 0;
  return first | last | SELECTED | picked | (state.confirmingDeleteId === id ? CONFIRMING : 0);
}

/** Whether the event happened in this frame's own block, not in a block nested in it or in the frame's tools. */
function ownEvent(event: SyntheticEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  return target.closest('[data-editor-block]') === event.currentTarget && !target.closest('.editor-block__toolbar, .editor-block__confirm');
}

/**
 * The frame around one rendered block: an outline and the block's name on hover, its tools once selected (a click, or
 * the keyboard's focus, selects; Shift, Ctrl or Cmd with a click adds to or takes from the selection).
 */
export function BlockFrame({ block, visibility, children }: { block: BlockInstance; visibility: Visibility; children: ReactNode }) {
  const { t } = useTranslation();
  const { store } = useOverlay();
  const id = block.contentId;
  // One subscription per frame, answering a small number: 2,000 frames are 2,000 store listeners run on each
  // keystroke, and a new object each time (or three listeners) would make that the cost of typing.
  const flags = useEditor((state) => frameFlags(state, id));
  const selected = (flags & SELECTED) !== 0;

  const pick = (event: MouseEvent<HTMLDivElement>) => {
    if (!ownEvent(event)) return;
    if (event.shiftKey || event.ctrlKey || event.metaKey) {
      // Focus stays where it was: focusing this frame would select it alone.
      event.preventDefault();
      store.getState().toggleSelected(id);
    } else if (store.getState().selectedId !== id) {
      store.getState().selectBlock(id);
    }
  };

  const className = [
    'editor-block',
    selected && 'editor-block--selected',
    (flags & PICKED) !== 0 && 'editor-block--picked',
    !visibility.visible && 'editor-block--hidden',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={className}
      data-editor-block={id}
      role="group"
      tabIndex={0}
      aria-label={t('translate.base.editor.block.frame-of', { id, component: block.component })}
      aria-keyshortcuts="Delete Control+C Control+V Control+D ArrowUp ArrowDown ArrowLeft ArrowRight"
      onMouseDown={pick}
      onFocus={(event) => {
        if (ownEvent(event) && !store.getState().selectedIds.includes(id)) store.getState().selectBlock(id);
      }}
    >
      <DropMark id={id} />
      {selected && <BlockToolbar block={block} visibility={visibility} first={(flags & FIRST) !== 0} last={(flags & LAST) !== 0} />}
      {(flags & CONFIRMING) !== 0 && (
        <DeleteConfirm
          contentId={id}
          onCancel={() => {
            store.getState().askToDelete(null);
            document.querySelector<HTMLElement>(`[data-editor-block="${CSS.escape(id)}"]`)?.focus();
          }}
        />
      )}
      {!visibility.visible && (
        <div className="editor-block__hidden" role="note">
          <strong>{t('translate.base.editor.block.hidden')}</strong>
          <ul>
            {visibility.reasons.map((reason) => (
              <li key={reason.rule}>{t(reasonKey(reason), { values: reason.values.join(', ') })}</li>
            ))}
          </ul>
        </div>
      )}
      {children}
    </div>
  );
}

/** The renderer's decorator: stable, so the page's render context is built once. */
export function decorateBlock(block: BlockInstance, content: ReactNode, visibility: Visibility): ReactNode {
  if (block.restricted) return <RestrictedFrame block={block}>{content}</RestrictedFrame>;
  return (
    <BlockFrame block={block} visibility={visibility}>
      {content}
    </BlockFrame>
  );
}
