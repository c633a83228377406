import { useCallback, useContext, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RegistryContext } from '../../app/renderer/registry-context';
import { useViewer } from '../../app/viewer';
import type { BlockInstance, VisibilityContext } from '../../engine';
import { useOverlay, useEditor } from '../overlay/editor-context';
import { takesChildren } from '../overlay/takes-children';
import { usePreviewScopes } from '../preview';
import type { EditorState } from '../store';
import { placementOf } from '../store/placement';
import { outlineMoveTarget, type OutlineMove } from './outline-moves';
import { OutlineRowView, ROW_PX } from './outline-row';
import { ancestorsOf, outlineTree, visibleRows, type OutlineTree } from './outline-tree';
import { revealBlock } from './reveal-block';

const NO_BLOCKS: readonly BlockInstance[] = [];
const NOTHING_COLLAPSED: ReadonlySet<string> = new Set();
// Rows drawn above and below the visible ones, so a quick scroll never shows a gap.
const OVERSCAN = 8;

const ALT_MOVES: Partial<Record<string, OutlineMove>> = { ArrowUp: 'up', ArrowDown: 'down', ArrowRight: 'in', ArrowLeft: 'out' };

const currentList = (state: EditorState) => state.pages[state.currentPage ?? '']?.[state.currentPhase]?.blocks ?? NO_BLOCKS;

const rootOf = (tree: OutlineTree, id: string) => ancestorsOf(tree, id).at(-1) ?? id;

function without(set: ReadonlySet<string>, ids: readonly string[]): ReadonlySet<string> {
  const next = new Set(set);
  for (const id of ids) next.delete(id);
  return next;
}

/** Scrolls the outline just enough to show row number `index`. */
function scrollRowIntoView(box: HTMLElement, index: number) {
  const top = index * ROW_PX;
  if (top < box.scrollTop) box.scrollTop = top;
  else if (top + ROW_PX > box.scrollTop + box.clientHeight) box.scrollTop = top + ROW_PX - box.clientHeight;
}

/** The scroll box's top and height, followed as it scrolls and resizes. */
function useScrollWindow() {
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 0 });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const read = () => setView({ top: element.scrollTop, height: element.clientHeight });
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    element.addEventListener('scroll', read, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', read);
    };
  }, []);
  return { box, view };
}

/**
 * The page's block tree (the ARIA tree pattern). Focus stays on the tree and the active row is named by
 * aria-activedescendant, so rows can be windowed (a 2,000-block page draws a few dozen) without losing focus.
 * Arrows move the active row, Enter or Space select its block, Alt+arrows move the block (among its siblings, into the
 * block above, out of its group); rows can also be dragged like the blocks' handles.
 */
export function OutlineTreeView() {
  const { t } = useTranslation();
  const { store } = useOverlay();
  const registry = useContext(RegistryContext);
  const viewer = useViewer();
  const scopes = usePreviewScopes(viewer.scopes);
  const phase = useEditor((state) => state.currentPhase);
  const selectedId = useEditor((state) => state.selectedId);
  // The same object while only props change: typing in a field does not re-render the outline.
  const tree = useEditor((state) => outlineTree(currentList(state)));
  const [collapsed, setCollapsed] = useState(NOTHING_COLLAPSED);
  const rows = useMemo(() => visibleRows(tree, collapsed), [tree, collapsed]);
  const rowIndex = useMemo(() => new Map(rows.map((row, index) => [row.id, index])), [rows]);
  const [activeId, setActiveId] = useState<string | null>(selectedId);
  const [announcement, setAnnouncement] = useState('');
  const { box, view } = useScrollWindow();
  // The row to keep in view: set by the keys and by a selection (made here or on the canvas), not by scrolling.
  const [inView, setInView] = useState<string | null>(selectedId);
  const [seenSelection, setSeenSelection] = useState(selectedId);
  const treeElement = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  const instructionsId = `${idPrefix}-instructions`;
  const rowDomId = (id: string) => `${idPrefix}-${id}`;

  const visibilityContext = useMemo<VisibilityContext>(
    () => ({ scopes, features: viewer.settings.features, currentPhaseId: phase }),
    [scopes, viewer.settings.features, phase],
  );
  const canNest = useMemo(() => takesChildren(registry), [registry]);

  // The active row, or the nearest shown ancestor when its group was collapsed, or the first row.
  const active = useMemo(() => {
    if (activeId === null) return rows[0]?.id ?? null;
    if (rowIndex.has(activeId)) return activeId;
    return ancestorsOf(tree, activeId).find((id) => rowIndex.has(id)) ?? rows[0]?.id ?? null;
  }, [activeId, rowIndex, rows, tree]);
  const activeIndex = active === null ? -1 : (rowIndex.get(active) ?? -1);

  // A block selected anywhere (on the canvas too) is shown, made active and scrolled to here.
  if (selectedId !== seenSelection) {
    setSeenSelection(selectedId);
    if (selectedId !== null) {
      setActiveId(selectedId);
      setInView(selectedId);
      const hidden = ancestorsOf(tree, selectedId).filter((id) => collapsed.has(id));
      if (hidden.length > 0) setCollapsed(without(collapsed, hidden));
    }
  }

  useLayoutEffect(() => {
    const index = inView === null ? undefined : rowIndex.get(inView);
    if (box.current && index !== undefined) scrollRowIntoView(box.current, index);
  }, [inView, rowIndex, box]);

  const goTo = (index: number) => {
    const row = rows[Math.min(Math.max(index, 0), rows.length - 1)];
    if (!row) return;
    setActiveId(row.id);
    setInView(row.id);
  };

  // Stable while the tree's shape is, so scrolling re-renders only the rows coming into view.
  const toggle = useCallback((id: string, open: boolean) => setCollapsed((current) => (open ? without(current, [id]) : new Set(current).add(id))), []);

  const pick = useCallback(
    (id: string) => {
      setActiveId(id);
      // A placeholder (a block only site editors may open) is shown, never selected: it has no settings to edit.
      if (!tree.items.get(id)?.restricted) store.getState().selectBlock(id);
      revealBlock(currentList(store.getState()), id, rootOf(tree, id));
    },
    [store, tree],
  );

  const pickWithPointer = useCallback(
    (id: string) => {
      pick(id);
      treeElement.current?.focus({ preventScroll: true });
    },
    [pick],
  );

  const move = (id: string, direction: OutlineMove) => {
    const target = outlineMoveTarget(tree, id, direction, canNest);
    const moved = target !== null && store.getState().moveBlock(id, target);
    if (!moved) {
      setAnnouncement(t('translate.base.editor.outline.not-moved', { id }));
      return;
    }
    if (target.parentId !== undefined) setCollapsed((current) => without(current, [target.parentId as string]));
    setInView(id);
    const now = placementOf(store.getState().currentBlocks(), id);
    const values = { id, position: (now?.index ?? 0) + 1, count: (now?.lastIndex ?? 0) + 1, parent: now?.parentId };
    setAnnouncement(t(now?.parentId === undefined ? 'translate.base.editor.outline.moved-root' : 'translate.base.editor.outline.moved-into', values));
  };

  const row = rows[activeIndex];
  const keys: Record<string, () => void> = {
    ArrowDown: () => goTo(activeIndex + 1),
    ArrowUp: () => goTo(activeIndex - 1),
    Home: () => goTo(0),
    End: () => goTo(rows.length - 1),
    ArrowRight: () => {
      if (row?.hasChildren && !row.expanded) toggle(row.id, true);
      else if (row?.expanded) goTo(activeIndex + 1);
    },
    ArrowLeft: () => {
      if (row?.expanded) toggle(row.id, false);
      else if (row) goTo(rowIndex.get(tree.items.get(row.id)?.parentId ?? '') ?? activeIndex);
    },
    Enter: () => row && pick(row.id),
    ' ': () => row && pick(row.id),
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    const direction = event.altKey ? ALT_MOVES[event.key] : undefined;
    const action = event.altKey ? (direction && row ? () => move(row.id, direction) : undefined) : keys[event.key];
    if (!action) return;
    // The tree's keys are its own: the canvas's shortcuts on the window must not act on them too.
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  const first = Math.max(0, Math.floor(view.top / ROW_PX) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((view.top + view.height) / ROW_PX) + OVERSCAN);
  const drawn = rows.slice(first, last);
  // The active row is always in the DOM: aria-activedescendant must name an element.
  if (activeIndex >= 0 && (activeIndex < first || activeIndex >= last)) drawn.push(rows[activeIndex] as (typeof rows)[number]);

  return (
    <div className="editor-outline__tree-box" ref={box}>
      {rows.length === 0 && <p className="editor-outline__hint">{t('translate.base.editor.outline.empty')}</p>}
      <div
        ref={treeElement}
        role="tree"
        tabIndex={0}
        aria-label={t('translate.base.editor.outline.tree')}
        aria-describedby={instructionsId}
        aria-activedescendant={active === null ? undefined : rowDomId(active)}
        className="editor-outline__tree"
        style={{ height: rows.length * ROW_PX }}
        data-outline-tree=""
        onKeyDown={onKeyDown}
      >
        {drawn.map((shown) => (
          <OutlineRowView
            key={shown.id}
            row={shown}
            item={tree.items.get(shown.id)}
            domId={rowDomId(shown.id)}
            top={(rowIndex.get(shown.id) ?? 0) * ROW_PX}
            active={shown.id === active}
            visibilityContext={visibilityContext}
            onToggle={toggle}
            onPick={pickWithPointer}
          />
        ))}
      </div>
      <p id={instructionsId} hidden>
        {t('translate.base.editor.outline.instructions')}
      </p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
