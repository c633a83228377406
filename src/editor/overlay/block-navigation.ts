import type { BlockInstance } from '../../engine';
import { indexBlocks } from '../../engine/tree';

export type NavigationKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

export const isNavigationKey = (key: string): key is NavigationKey => ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].includes(key);

/**
 * The block an arrow key goes to from `contentId`: up and down to the previous and next sibling, right into the first
 * nested block, left out to the parent. Undefined when there is none that way (or the block is not on the page).
 */
export function neighbourOf(blocks: readonly BlockInstance[], contentId: string, key: NavigationKey): string | undefined {
  const tree = indexBlocks(blocks);
  for (const [parent, siblings] of tree) {
    const index = siblings.findIndex((sibling) => sibling.contentId === contentId);
    if (index < 0) continue;
    if (key === 'ArrowUp') return siblings[index - 1]?.contentId;
    if (key === 'ArrowDown') return siblings[index + 1]?.contentId;
    if (key === 'ArrowRight') return tree.get(contentId)?.[0]?.contentId;
    return parent ?? undefined;
  }
  return undefined;
}
