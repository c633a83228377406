import type { BlockInstance } from './content';

/** Children of every block (and of the page root under the `null` key), in document order. Built once per document. */
export type BlockTree = Map<string | null, BlockInstance[]>;

export function indexBlocks(blocks: readonly BlockInstance[]): BlockTree {
  const ids = new Set(blocks.map((block) => block.contentId));
  const tree: BlockTree = new Map();
  for (const block of blocks) {
    // A block whose parent is missing is shown at the root rather than silently lost.
    const parent = block.parentId && ids.has(block.parentId) ? block.parentId : null;
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
