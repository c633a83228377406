import { describe, expect, it } from 'vitest';
import type { BlockInstance } from '../../src/engine/content';
import { dropWhere, planDrop, type DropWhere } from '../../src/editor/overlay/drop-slots';
import { placementOf } from '../../src/editor/store/placement';
import { block, homeBlocks, openHome, outlineOf } from './fixtures';

const isGroup = (entry: BlockInstance) => entry.component === 'group';
const indicators = (activeId: string, blocks = homeBlocks()) =>
  planDrop(blocks, activeId, isGroup).slots.map(({ indicator }) => `${indicator.where} ${indicator.id}`);

describe('where a dragged block can go', () => {
  it('offers every place top to bottom, nested places of a group right after the place before it', () => {
    expect(indicators('hero')).toEqual([
      'before group-a',
      'before card-1',
      'before card-2',
      'after card-2',
      'before group-b',
      'before card-3',
      'after card-3',
      'before footer',
      'after footer',
    ]);
  });

  it('counts indexes without the dragged block, and knows the place it is in now', () => {
    const plan = planDrop(homeBlocks(), 'card-1', isGroup);
    expect(plan.slots.map(({ placement }) => placement)).toEqual([
      { parentId: undefined, index: 0 },
      { parentId: undefined, index: 1 },
      { parentId: 'group-a', index: 0 },
      { parentId: 'group-a', index: 1 },
      { parentId: undefined, index: 2 },
      { parentId: 'group-b', index: 0 },
      { parentId: 'group-b', index: 1 },
      { parentId: undefined, index: 3 },
      { parentId: undefined, index: 4 },
    ]);
    expect(plan.slots[plan.homeSlot]?.placement).toEqual({ parentId: 'group-a', index: 0 });
  });

  it('never offers a group a place inside itself or its descendants', () => {
    const plan = planDrop(homeBlocks(), 'group-a', isGroup);
    expect(indicators('group-a')).toEqual(['before hero', 'before group-b', 'before card-3', 'after card-3', 'before footer', 'after footer']);
    expect(plan.acceptsDrop('group-a')).toBe(false);
    expect(plan.slotFor('group-a', 'inside')).toBeNull();
    expect(plan.slotFor('card-1', 'before')).toBeNull();
    expect(plan.slotFor('card-2', 'after')).toBeNull();
    expect(plan.acceptsDrop('group-b')).toBe(true);
  });

  it('shows a place in an empty group as inside the group', () => {
    const blocks = [block('hero'), block('group-empty'), block('footer')];
    expect(indicators('hero', blocks)).toEqual(['before group-empty', 'inside group-empty', 'before footer', 'after footer']);
  });

  it.each<[string, DropWhere, string | null]>([
    ['card-1', 'before', 'before card-1'],
    ['card-1', 'after', 'before card-2'],
    ['card-2', 'after', 'after card-2'],
    ['group-b', 'inside', 'after card-3'],
    ['group-b', 'after', 'before footer'],
    ['footer', 'after', 'after footer'],
    ['footer', 'inside', null],
    ['card-1-text', 'before', null],
    ['missing', 'before', null],
  ])('a drop %s %s shows the indicator "%s"', (overId, where, expected) => {
    const plan = planDrop(homeBlocks(), 'hero', isGroup);
    const slot = plan.slotFor(overId, where);
    expect(slot === null ? null : `${plan.slots[slot]?.indicator.where} ${plan.slots[slot]?.indicator.id}`).toBe(expected);
  });

  it('every offered place is one the store moves the block to, and the home place moves nothing', () => {
    for (const activeId of ['hero', 'card-2', 'group-a', 'footer']) {
      const plan = planDrop(homeBlocks(), activeId, isGroup);
      plan.slots.forEach(({ placement }, slot) => {
        const store = openHome();
        const moved = store.getState().moveBlock(activeId, placement);
        expect(moved, `${activeId} to slot ${slot}`).toBe(slot !== plan.homeSlot);
        const here = placementOf(store.getState().currentBlocks(), activeId);
        expect({ parentId: here?.parentId, index: here?.index }, `${activeId} to slot ${slot}`).toEqual(placement);
      });
    }
  });

  it('moves a group with what is nested in it into another group', () => {
    const store = openHome();
    const plan = planDrop(homeBlocks(), 'group-a', isGroup);
    const slot = plan.slotFor('group-b', 'inside') as number;
    store.getState().moveBlock('group-a', plan.slots[slot]!.placement);
    expect(outlineOf(store)).toMatchObject({ root: ['hero', 'group-b', 'footer'], 'group-b': ['card-3', 'group-a'], 'group-a': ['card-1', 'card-2'] });
  });
});

describe('what a pointer over a block means', () => {
  const rect = { top: 100, height: 200 };
  it.each<[number, boolean, DropWhere]>([
    [100, false, 'before'],
    [199, false, 'before'],
    [200, false, 'after'],
    [300, false, 'after'],
    [140, true, 'before'],
    [150, true, 'inside'],
    [250, true, 'inside'],
    [251, true, 'after'],
  ])('y=%d (group: %s) is %s', (y, group, where) => {
    expect(dropWhere(rect, y, group)).toBe(where);
  });

  it('treats a frame without height as its top', () => {
    expect(dropWhere({ top: 10, height: 0 }, 10, false)).toBe('before');
  });
});
