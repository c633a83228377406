import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { asList, reasonKey, WIDTH_CHOICES, type BlockInstance, type Permissions, type Visibility, type VisibilityRule, type WidthChoice } from '../../engine';
import { copyText } from '../copy-text';
import type { EditorState } from '../store';
import { DeleteConfirm } from './delete-confirm';
import { DragHandle, DropMark } from './drag-handle';
import { useEditor, useOverlay } from './editor-context';
import { siblingPositions } from './positions';
import { RestrictedFrame } from './restricted-frame';

const RULES: readonly VisibilityRule[] = ['blockedScope', 'requireScope', 'requiresFeature', 'requiresPhaseId'];

/** The permission rules a block sets, with their values (rules left empty are not listed). */
export function requirements(permissions: Permissions | undefined): { rule: VisibilityRule; values: string[] }[] {
  if (!permissions) return [];
  return RULES.map((rule) => ({ rule, values: asList(permissions[rule]) })).filter(({ values }) => values.length > 0);
}

function widthOf(block: BlockInstance): WidthChoice {
  const width = block.props.wrapperWidth;
  return typeof width === 'number' && (WIDTH_CHOICES as readonly number[]).includes(width) ? (width as WidthChoice) : 100;
}

const currentList = (state: EditorState) => state.pages[state.currentPage ?? '']?.[state.currentPhase]?.blocks;

const FIRST = 1;
const LAST = 2;
const SELECTED = 4;

/** Whether the block is first and last among its siblings and selected, as bits. */
function frameFlags(state: EditorState, id: string): number {
  const blocks = currentList(state);
  const position = blocks ? siblingPositions(blocks).get(id) : undefined;
  const first = !position || position.index === 0 ? FIRST : 0;
  const last = !position || position.index >= position.count - 1 ? LAST : 0;
  return first | last | (state.selectedId === id ? SELECTED : 0);
}

/** Who may see the block, and why it is hidden in the current preview context. */
function PermissionsBadge({ block, visibility }: { block: BlockInstance; visibility: Visibility }) {
  const { t } = useTranslation();
  const rules = requirements(block.permissions);
  if (rules.length === 0) return null;
  return (
    <details className="editor-block__permissions">
      <summary>{t('translate.base.editor.block.permissions', { count: rules.length })}</summary>
      <ul>
        {rules.map(({ rule, values }) => (
          <li key={rule}>{t(`translate.base.visibility.${rule}`, { values: values.join(', ') })}</li>
        ))}
      </ul>
      {!visibility.visible && <p>{t('translate.base.editor.block.hidden-now')}</p>}
    </details>
  );
}

/** The per-block toolbar around one rendered block. */
export function BlockFrame({ block, visibility, children }: { block: BlockInstance; visibility: Visibility; children: ReactNode }) {
  const { t } = useTranslation();
  const { store, actions } = useOverlay();
  const id = block.contentId;
  // One subscription per frame, answering a small number: 2,000 frames are 2,000 store listeners run on each
  // keystroke, and a new object each time (or three listeners) would make that the cost of typing.
  const flags = useEditor((state) => frameFlags(state, id));
  const first = (flags & FIRST) !== 0;
  const last = (flags & LAST) !== 0;
  const selected = (flags & SELECTED) !== 0;
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);

  const copyId = () => copyText(id, { copied: 'translate.base.editor.block.copied', failed: 'translate.base.editor.block.copy-failed', values: { id } });


  const className = ['editor-block', selected && 'editor-block--selected', !visibility.visible && 'editor-block--hidden'].filter(Boolean).join(' ');
  return (
    <div className={className} data-editor-block={id} onFocusCapture={() => !selected && store.getState().selectBlock(id)}>
      <DropMark id={id} />
      <div className="editor-block__toolbar" role="toolbar" aria-label={t('translate.base.editor.block.tools', { id, component: block.component })}>
        <DragHandle id={id} />
        <span className="editor-block__name" aria-hidden="true">
          {id}
        </span>
        <button type="button" aria-label={t('translate.base.editor.block.edit-of', { id })} onClick={() => actions.editBlock(id)}>
          {t('translate.base.editor.block.edit')}
        </button>
        <button type="button" aria-label={t('translate.base.editor.block.json-of', { id })} onClick={() => actions.editJson(id)}>
          {t('translate.base.editor.block.json')}
        </button>
        <button type="button" disabled={first} aria-label={t('translate.base.editor.block.move-up', { id })} onClick={() => store.getState().moveBlockUp(id)}>
          ↑
        </button>
        <button type="button" disabled={last} aria-label={t('translate.base.editor.block.move-down', { id })} onClick={() => store.getState().moveBlockDown(id)}>
          ↓
        </button>
        <label className="editor-block__width">
          <span>{t('translate.base.editor.block.width')}</span>
          <select
            value={widthOf(block)}
            aria-label={t('translate.base.editor.block.width-of', { id })}
            onChange={(event) => store.getState().setBlockWidth(id, Number(event.target.value) as WidthChoice)}
          >
            {WIDTH_CHOICES.map((width) => (
              <option key={width} value={width}>
                {width}%
              </option>
            ))}
          </select>
        </label>
        <button type="button" aria-label={t('translate.base.editor.block.add-after', { id })} onClick={() => actions.addBlock(id)}>
          {t('translate.base.editor.block.add')}
        </button>
        <button type="button" aria-label={t('translate.base.editor.block.phases-of', { id })} onClick={() => actions.editPhases(id)}>
          {t('translate.base.editor.block.phases')}
        </button>
        <button type="button" aria-label={t('translate.base.editor.block.copy-id-of', { id })} onClick={() => void copyId()}>
          {t('translate.base.editor.block.copy-id')}
        </button>
        <button ref={deleteButton} type="button" aria-expanded={confirmingDelete} aria-label={t('translate.base.editor.block.delete-of', { id })} onClick={() => setConfirmingDelete(true)}>
          {t('translate.base.editor.block.delete')}
        </button>
        <PermissionsBadge block={block} visibility={visibility} />
      </div>
      {confirmingDelete && (
        <DeleteConfirm
          contentId={id}
          onCancel={() => {
            setConfirmingDelete(false);
            deleteButton.current?.focus();
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
