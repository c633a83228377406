import type { BlockInstance } from '../../engine/content';
import { indexBlocks } from '../../engine/tree';

/**
 * The blocks to copy for a selection: each selected block with everything nested in it, in page order. A selected block
 * nested in another selected block comes once, inside its parent. The copied roots lose their `parentId` (the paste
 * gives them one); nested blocks keep theirs, which point inside the copy. A placeholder (a block only site editors may
 * open) is left out with what it holds: it stands for content this editor was never sent.
 */
export function copiedBlocks(blocks: readonly BlockInstance[], selectedIds: Iterable<string>): BlockInstance[] {
  const tree = indexBlocks(blocks);
  const selected = new Set(selectedIds);
  const parentOf = new Map<string, string | null>();
  for (const [parent, children] of tree) for (const child of children) parentOf.set(child.contentId, parent);
  const insideSelection = (id: string): boolean => {
    for (let parent = parentOf.get(id) ?? null; parent !== null; parent = parentOf.get(parent) ?? null) {
      if (selected.has(parent)) return true;
    }
    return false;
  };

  const taken = new Set<string>();
  const roots = new Set<string>();
  const collect = (block: BlockInstance) => {
    if (block.restricted) return;
    taken.add(block.contentId);
    for (const child of tree.get(block.contentId) ?? []) collect(child);
  };
  for (const block of blocks) {
    if (!selected.has(block.contentId) || !parentOf.has(block.contentId) || insideSelection(block.contentId) || block.restricted) continue;
    roots.add(block.contentId);
    collect(block);
  }
  return blocks
    .filter((block) => taken.has(block.contentId))
    .map((block) => {
      if (!roots.has(block.contentId) || block.parentId === undefined) return block;
      const { parentId: _left, ...root } = block;
      return root;
    });
}
