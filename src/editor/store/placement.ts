import type { BlockInstance } from '../../engine/content';
import { descendantIds, indexBlocks } from '../../engine/tree';

/** Where a block goes: under `parentId` (undefined = the page root), as child number `index` (absent = last). */
export interface Placement {
  parentId?: string;
  index?: number;
}

/**
 * The flat-list position that makes a block child number `index` of `parentId` in `blocks`, or -1 when the index is
 * out of range or the parent is missing. Sibling order is list order, so the block goes just before the sibling it
 * displaces, or just after the last sibling (or its parent) when it goes last.
 * With `without` (a block being moved), the position is one in the list without that block.
 */
export function flatPosition(blocks: readonly BlockInstance[], { parentId, index }: Placement, { without }: { without?: string } = {}): number {
  const from = without === undefined ? -1 : blocks.findIndex((block) => block.contentId === without);
  const positions = new Map<string, number>();
  blocks.forEach((block, i) => {
    if (i !== from) positions.set(block.contentId, from >= 0 && i > from ? i - 1 : i);
  });
  if (parentId !== undefined && !positions.has(parentId)) return -1;
  // Siblings are read with the moved block still in the list: taken out first, a moved group's children would lose
  // their parent and count as root blocks.
  const siblings = (indexBlocks(blocks).get(parentId ?? null) ?? []).filter((block) => block.contentId !== without);
  const at = index ?? siblings.length;
  if (!Number.isInteger(at) || at < 0 || at > siblings.length) return -1;
  const displaced = siblings[at];
  if (displaced) return positions.get(displaced.contentId) as number;
  const last = siblings.at(-1);
  if (last) return (positions.get(last.contentId) as number) + 1;
  return parentId === undefined ? blocks.length - (from >= 0 ? 1 : 0) : (positions.get(parentId) as number) + 1;
}

/** Where a block is: its parent, its index among its siblings and the index of the last sibling. */
export interface SiblingPlacement {
  parentId?: string;
  index: number;
  lastIndex: number;
}

/** Where the block is, or undefined when it is not in `blocks`. */
export function placementOf(blocks: readonly BlockInstance[], contentId: string): SiblingPlacement | undefined {
  for (const [parent, children] of indexBlocks(blocks)) {
    const index = children.findIndex((child) => child.contentId === contentId);
    const lastIndex = children.length - 1;
    if (index >= 0) return parent === null ? { index, lastIndex } : { parentId: parent, index, lastIndex };
  }
  return undefined;
}

/** Ids of a block and everything nested in it. */
export function subtreeIds(blocks: readonly BlockInstance[], contentId: string): Set<string> {
  return descendantIds(indexBlocks(blocks), contentId);
}
