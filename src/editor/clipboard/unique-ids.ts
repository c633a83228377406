import type { BlockInstance } from '../../engine/content';
import type { IdLookup } from '../store/block-ids';

/** The first of `id`, `id-copy`, `id-copy-2`, … that is neither taken on the page nor given out already. */
function freeId(id: string, taken: IdLookup, given: ReadonlySet<string>): string {
  const free = (candidate: string) => !taken.has(candidate) && !given.has(candidate);
  if (free(id)) return id;
  const base = `${id.replace(/-copy(-\d+)?$/, '')}-copy`;
  let candidate = base;
  for (let counter = 2; !free(candidate); counter += 1) candidate = `${base}-${counter}`;
  return candidate;
}

export interface RenamedBlocks {
  blocks: BlockInstance[];
  /** Old id → new id, for every block (unchanged ones map to themselves). */
  renamed: ReadonlyMap<string, string>;
}

/**
 * Copied blocks made ready for a page holding `taken`: each gets an id (and key) of its own there, nested blocks point to
 * their parent's new id, and the copied roots go under `parentId` (the page root when absent).
 */
export function withUniqueIds(copied: readonly BlockInstance[], taken: IdLookup, parentId?: string): RenamedBlocks {
  const renamed = new Map<string, string>();
  const given = new Set<string>();
  for (const block of copied) {
    const id = freeId(block.contentId, taken, given);
    renamed.set(block.contentId, id);
    given.add(id);
  }
  const blocks = copied.map((block): BlockInstance => {
    const { parentId: oldParent, ...rest } = block;
    const id = renamed.get(block.contentId) as string;
    const parent = oldParent !== undefined && renamed.has(oldParent) ? renamed.get(oldParent) : parentId;
    return { ...rest, contentId: id, key: id, ...(parent === undefined ? {} : { parentId: parent }) };
  });
  return { blocks, renamed };
}
