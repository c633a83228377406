import { replacedBlocks, type BlockInstance, type ContentDocument } from '../../engine';
import { sameJson } from '../store/same-blocks';

/** Where a block sits among its siblings. */
export interface SiblingPosition {
  parentId: string | undefined;
  index: number;
  count: number;
}

const cache = new WeakMap<readonly BlockInstance[], Map<string, SiblingPosition>>();
let last: { blocks: readonly BlockInstance[]; positions: Map<string, SiblingPosition> } | null = null;

/**
 * Every block's place among its siblings, built once per blocks array (the store never mutates one), and kept across
 * edits that change only props (a keystroke leaves every block where it was).
 */
export function siblingPositions(blocks: readonly BlockInstance[]): Map<string, SiblingPosition> {
  let positions = cache.get(blocks) ?? (last && replacedBlocks(last.blocks, blocks) ? last.positions : undefined);
  if (positions) {
    cache.set(blocks, positions);
    last = { blocks, positions };
    return positions;
  }
  positions = new Map();
  const counts = new Map<string | undefined, number>();
  for (const block of blocks) {
    const index = counts.get(block.parentId) ?? 0;
    counts.set(block.parentId, index + 1);
    positions.set(block.contentId, { parentId: block.parentId, index, count: 0 });
  }
  for (const position of positions.values()) position.count = counts.get(position.parentId) ?? 0;
  cache.set(blocks, positions);
  last = { blocks, positions };
  return positions;
}

/** Fields the server stamps on save: they differ after any save and say nothing about the content. */
const STAMPS = new Set(['_editorName', '_editedTimestamp', '_revision', 'originalHash']);

export function withoutStamps(block: BlockInstance): Record<string, unknown> {
  return Object.fromEntries(Object.entries(block).filter(([key]) => !STAMPS.has(key)));
}

/** What changed on the server since `base`: block ids added, removed and changed there. */
export interface ServerChanges {
  added: string[];
  removed: string[];
  changed: string[];
  /** Blocks present on both sides stand in another order. */
  reordered: boolean;
}

export function serverChanges(base: readonly BlockInstance[], current: ContentDocument['blocks']): ServerChanges {
  const before = new Map(base.map((block) => [block.contentId, block]));
  const after = new Map(current.map((block) => [block.contentId, block]));
  const added = [...after.keys()].filter((id) => !before.has(id));
  const removed = [...before.keys()].filter((id) => !after.has(id));
  const changed = [...after.entries()]
    .filter(([id, block]) => {
      const old = before.get(id);
      return old !== undefined && !sameJson(withoutStamps(old), withoutStamps(block));
    })
    .map(([id]) => id);
  // A reorder changes no block, but it is still a difference the editor should hear about.
  const order = (list: readonly BlockInstance[]) => list.map((block) => block.contentId).filter((id) => before.has(id) && after.has(id));
  return { added, removed, changed, reordered: order(base).join('\n') !== order(current).join('\n') };
}
