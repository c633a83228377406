import type { BlockInstance } from '../../engine/content';
import { indexBlocks } from '../../engine/tree';
import type { Placement } from '../store/placement';

/** Where the drop indicator is drawn: at the top or bottom of a block's frame, or inside a (childless) group. */
export type DropWhere = 'before' | 'after' | 'inside';

export interface DropIndicator {
  /** The block whose frame shows the indicator; null when the dragged block is the page's only root block. */
  id: string | null;
  where: DropWhere;
}

/** One place the dragged block can go, with the indicator that shows it. */
export interface DropSlot {
  placement: Placement;
  indicator: DropIndicator;
}

/**
 * Every place a block can be dropped, top to bottom, worked out once when its drag starts. Indexes are among the
 * siblings without the dragged block (what `moveBlock` takes), and nothing inside the dragged block is offered:
 * a group cannot go into itself or its descendants.
 */
export interface DropPlan {
  /** The block being moved; null for a new block coming from the palette. */
  activeId: string | null;
  slots: readonly DropSlot[];
  /** The slot the block is in now: dropping there changes nothing (-1 for a new block). */
  homeSlot: number;
  /** The slot for a drop `where` relative to block `overId`, or null (unknown block, inside the dragged one, or not a group). */
  slotFor(overId: string, where: DropWhere): number | null;
  /** Whether blocks can be dropped into `id` (a group outside the dragged block). */
  acceptsDrop(id: string): boolean;
}

/** What a pointer at `y` over a block's frame means: groups take the middle half as "inside". */
export function dropWhere({ top, height }: { top: number; height: number }, y: number, acceptsChildren: boolean): DropWhere {
  const ratio = height > 0 ? (y - top) / height : 0;
  if (!acceptsChildren) return ratio < 0.5 ? 'before' : 'after';
  if (ratio < 0.25) return 'before';
  return ratio > 0.75 ? 'after' : 'inside';
}

interface Sibling {
  parentId: string | undefined;
  index: number;
}

export function planDrop(
  blocks: readonly BlockInstance[],
  activeId: string | null,
  acceptsChildren: (block: BlockInstance) => boolean,
): DropPlan {
  const tree = indexBlocks(blocks);
  const slots: DropSlot[] = [];
  // Slot numbers by parent (undefined = root) and sibling index, so a pointer target is found without a search.
  const byParent = new Map<string | undefined, number[]>();
  const siblingOf = new Map<string, Sibling>();
  const groups = new Set<string>();
  let home: Sibling | undefined;

  const walk = (parentId: string | undefined) => {
    const all = tree.get(parentId ?? null) ?? [];
    const children = all.filter((child) => child.contentId !== activeId);
    const numbers: number[] = [];
    byParent.set(parentId, numbers);
    const activeAt = all.findIndex((child) => child.contentId === activeId);
    if (activeAt >= 0) home = { parentId, index: activeAt };
    children.forEach((child, index) => {
      siblingOf.set(child.contentId, { parentId, index });
      numbers.push(slots.length);
      slots.push({ placement: { parentId, index }, indicator: { id: child.contentId, where: 'before' } });
      if (acceptsChildren(child)) {
        groups.add(child.contentId);
        walk(child.contentId);
      }
    });
    const last = children.at(-1);
    numbers.push(slots.length);
    const indicator: DropIndicator = last ? { id: last.contentId, where: 'after' } : { id: parentId ?? null, where: 'inside' };
    slots.push({ placement: { parentId, index: children.length }, indicator });
  };
  walk(undefined);

  return {
    activeId,
    slots,
    homeSlot: home ? (byParent.get(home.parentId)?.[home.index] ?? -1) : -1,
    acceptsDrop: (id) => groups.has(id),
    slotFor(overId, where) {
      const sibling = siblingOf.get(overId);
      if (!sibling) return null;
      if (where === 'inside') {
        if (!groups.has(overId)) return null;
        return byParent.get(overId)?.at(-1) ?? null;
      }
      return byParent.get(sibling.parentId)?.[sibling.index + (where === 'after' ? 1 : 0)] ?? null;
    },
  };
}
