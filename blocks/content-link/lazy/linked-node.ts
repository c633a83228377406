import { indexBlocks, type BlockInstance } from '../../../src/engine';
import type { BlockNode } from '../../../src/app/block-kit';

/** The block `contentId` of a page with everything nested in it, as the renderer draws it; null when the page lacks it. */
export function linkedNode(blocks: readonly BlockInstance[], contentId: string): BlockNode | null {
  const root = blocks.find((block) => block.contentId === contentId);
  if (!root) return null;
  // indexBlocks puts blocks of a parent loop at the page root, so this walk down always ends.
  const tree = indexBlocks(blocks);
  const nodeOf = (block: BlockInstance): BlockNode => ({ block, children: (tree.get(block.contentId) ?? []).map(nodeOf) });
  return nodeOf(root);
}
