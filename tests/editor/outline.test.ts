import { describe, expect, it } from 'vitest';
import { planDrop } from '../../src/editor/overlay/drop-slots';
import { outlineMoveTarget, type OutlineMove } from '../../src/editor/outline/outline-moves';
import { ancestorsOf, outlineTree, visibleRows, type OutlineItem } from '../../src/editor/outline/outline-tree';
import { block, homeBlocks, openHome, outlineOf } from './fixtures';

const isGroup = (item: OutlineItem) => item.component === 'group' || item.id.startsWith('card-1');
const rowsOf = (collapsed: string[] = [], blocks = homeBlocks()) =>
  visibleRows(outlineTree(blocks), new Set(collapsed)).map((row) => `${'  '.repeat(row.level - 1)}${row.id} ${row.position}/${row.siblings}${row.hasChildren ? (row.expanded ? ' open' : ' shut') : ''}`);

describe('the outline of a page', () => {
  it('shows every block once, nested under its parent, with its place among its siblings', () => {
    expect(rowsOf()).toEqual([
      'hero 1/4',
      'group-a 2/4 open',
      '  card-1 1/2 open',
      '    card-1-text 1/1',
      '  card-2 2/2',
      'group-b 3/4 open',
      '  card-3 1/1',
      'footer 4/4',
    ]);
  });

  it('leaves out what is inside a collapsed block', () => {
    expect(rowsOf(['group-a'])).toEqual(['hero 1/4', 'group-a 2/4 shut', 'group-b 3/4 open', '  card-3 1/1', 'footer 4/4']);
  });

  it('shows a block whose parent is missing at the root, as the canvas draws it', () => {
    expect(rowsOf([], [block('hero'), block('lost', 'nowhere')])).toEqual(['hero 1/2', 'lost 2/2']);
  });

  it('keeps the same tree while only props change (a keystroke), and builds a new one when the shape changes', () => {
    const store = openHome();
    const before = outlineTree(store.getState().currentBlocks());
    store.getState().editProps('card-2', { title: 'Typed' });
    expect(outlineTree(store.getState().currentBlocks())).toBe(before);
    store.getState().moveBlockUp('card-2');
    const moved = outlineTree(store.getState().currentBlocks());
    expect(moved).not.toBe(before);
    expect(moved.items.get('group-a')?.children).toEqual(['card-2', 'card-1']);
  });

  it('builds a new tree when a block’s permissions change, since its visibility reasons do', () => {
    const blocks = homeBlocks();
    const before = outlineTree(blocks);
    const gated = blocks.map((entry) => (entry.contentId === 'footer' ? { ...entry, permissions: { requiresPhaseId: 'live' } } : entry));
    const after = outlineTree(gated);
    expect(after).not.toBe(before);
    expect(after.items.get('footer')?.permissions).toEqual({ requiresPhaseId: 'live' });
  });

  it('knows a block’s ancestors, nearest first', () => {
    expect(ancestorsOf(outlineTree(homeBlocks()), 'card-1-text')).toEqual(['card-1', 'group-a']);
    expect(ancestorsOf(outlineTree(homeBlocks()), 'hero')).toEqual([]);
  });
});

describe('moving a block with the keyboard in the outline', () => {
  const cases: { id: string; move: OutlineMove; outline: Record<string, string[]> | null }[] = [
    { id: 'group-b', move: 'up', outline: { root: ['hero', 'group-b', 'group-a', 'footer'] } },
    { id: 'hero', move: 'down', outline: { root: ['group-a', 'hero', 'group-b', 'footer'] } },
    { id: 'hero', move: 'up', outline: null },
    { id: 'footer', move: 'down', outline: null },
    { id: 'footer', move: 'in', outline: { root: ['hero', 'group-a', 'group-b'], 'group-b': ['card-3', 'footer'] } },
    { id: 'card-2', move: 'in', outline: { 'group-a': ['card-1'], 'card-1': ['card-1-text', 'card-2'] } },
    { id: 'group-a', move: 'in', outline: null },
    { id: 'card-1', move: 'out', outline: { root: ['hero', 'group-a', 'card-1', 'group-b', 'footer'], 'group-a': ['card-2'] } },
    { id: 'card-1-text', move: 'out', outline: { 'group-a': ['card-1', 'card-1-text', 'card-2'] } },
    { id: 'hero', move: 'out', outline: null },
  ];

  it.each(cases)('$move moves $id where the editor expects (or nowhere)', ({ id, move, outline }) => {
    const store = openHome();
    const target = outlineMoveTarget(outlineTree(store.getState().currentBlocks()), id, move, isGroup);
    if (outline === null) {
      expect(target).toBeNull();
      return;
    }
    expect(target).not.toBeNull();
    expect(store.getState().moveBlock(id, target ?? {})).toBe(true);
    expect(outlineOf(store)).toMatchObject(outline);
  });

  it('is one undo step, like any move', () => {
    const store = openHome();
    const target = outlineMoveTarget(outlineTree(store.getState().currentBlocks()), 'footer', 'in', isGroup);
    store.getState().moveBlock('footer', target ?? {});
    store.getState().undo();
    expect(outlineOf(store).root).toEqual(['hero', 'group-a', 'group-b', 'footer']);
  });

  it('never moves a placeholder for a block only site editors may open', () => {
    const blocks = homeBlocks().map((entry) => (entry.contentId === 'footer' ? { ...entry, restricted: true as const } : entry));
    expect(outlineMoveTarget(outlineTree(blocks), 'footer', 'up', isGroup)).toBeNull();
  });
});

describe('a new block dragged from the palette', () => {
  it('is offered every place on the page and has no place of its own', () => {
    const plan = planDrop(homeBlocks(), null, (entry) => entry.component === 'group');
    expect(plan.homeSlot).toBe(-1);
    // Five at the root (before each of four blocks, and last), three in group-a, two in group-b.
    expect(plan.slots).toHaveLength(10);
    const slot = plan.slotFor('card-2', 'before');
    expect(slot === null ? undefined : plan.slots[slot]?.placement).toEqual({ parentId: 'group-a', index: 1 });
  });

  it('lands where it was dropped as one undo step, with a suggested id', () => {
    const store = openHome();
    const result = store.getState().insertBlock({ name: 'content-block', defaults: {} }, { parentId: 'group-b', index: 0 });
    expect(result).toEqual({ ok: true, contentId: 'content-block-1' });
    expect(outlineOf(store)['group-b']).toEqual(['content-block-1', 'card-3']);
    store.getState().undo();
    expect(outlineOf(store)['group-b']).toEqual(['card-3']);
  });
});
