import type { BlockInstance } from './content';

/** Children of every block (and of the page root under the `null` key), in document order. Built once per document. */
export type BlockTree = Map<string | null, BlockInstance[]>;

/**
 * Ids of the blocks whose parent chain loops back to themselves (`a` inside `b` inside `a`, or a block inside itself).
 * Blocks merely nested below such a loop are not in it.
 */
export function cyclicIds(blocks: readonly BlockInstance[]): Set<string> {
  const parentOf = new Map<string, string | undefined>();
  for (const block of blocks) if (!parentOf.has(block.contentId)) parentOf.set(block.contentId, block.parentId);
  const walking = new Set<string>();
  const done = new Set<string>();
  const cyclic = new Set<string>();
  for (const start of parentOf.keys()) {
    const chain: string[] = [];
    let id: string | undefined = start;
    while (id !== undefined && parentOf.has(id) && !walking.has(id) && !done.has(id)) {
      walking.add(id);
      chain.push(id);
      id = parentOf.get(id);
    }
    if (id !== undefined && walking.has(id)) for (const member of chain.slice(chain.indexOf(id))) cyclic.add(member);
    for (const member of chain) {
      walking.delete(member);
      done.add(member);
    }
  }
  return cyclic;
}

/**
 * The blocks of `next` that replace those of `previous` when both hold the same ids under the same parents in the same
 * order (an edit of props, not of the tree), or null when the shape differs.
 */
export function replacedBlocks(previous: readonly BlockInstance[], next: readonly BlockInstance[]): BlockInstance[] | null {
  if (previous.length !== next.length) return null;
  const replaced: BlockInstance[] = [];
  for (let i = 0; i < next.length; i += 1) {
    const before = previous[i] as BlockInstance;
    const after = next[i] as BlockInstance;
    if (before === after) continue;
    if (before.contentId !== after.contentId || before.parentId !== after.parentId) return null;
    replaced.push(after);
  }
  return replaced;
}

export function indexBlocks(blocks: readonly BlockInstance[]): BlockTree {
  const ids = new Set(blocks.map((block) => block.contentId));
  const cyclic = cyclicIds(blocks);
  const tree: BlockTree = new Map();
  for (const block of blocks) {
    // A block whose parent is missing, or whose parent chain loops back to it, is shown at the root rather than
    // silently lost (no walk from the root would ever reach it).
    const parent = block.parentId && ids.has(block.parentId) && !cyclic.has(block.contentId) ? block.parentId : null;
    const siblings = tree.get(parent);
    if (siblings) siblings.push(block);
    else tree.set(parent, [block]);
  }
  return tree;
}

/** Ids of the block and everything nested below it. */
export function descendantIds(tree: BlockTree, rootId: string): Set<string> {
  const found = new Set<string>([rootId]);
  const queue = [rootId];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    for (const child of tree.get(id) ?? []) {
      if (!found.has(child.contentId)) {
        found.add(child.contentId);
        queue.push(child.contentId);
      }
    }
  }
  return found;
}

/** Keeps the blocks `keep` accepts, dropping with each rejected block everything nested in it. */
export function filterTree(
  blocks: readonly BlockInstance[],
  keep: (block: BlockInstance) => boolean,
): BlockInstance[] {
  const tree = indexBlocks(blocks);
  const dropped = new Set<string>();
  for (const block of blocks) {
    if (!dropped.has(block.contentId) && !keep(block)) {
      for (const id of descendantIds(tree, block.contentId)) dropped.add(id);
    }
  }
  return blocks.filter((block) => !dropped.has(block.contentId));
}
