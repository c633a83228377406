import type { Placement } from '../store/placement';
import type { OutlineItem, OutlineTree } from './outline-tree';

/** A keyboard move in the outline: among siblings, into the previous sibling (as its last child), or out of the parent. */
export type OutlineMove = 'up' | 'down' | 'in' | 'out';

/**
 * Where a keyboard move takes the block, as the placement `moveBlock` takes (indexes among the siblings without the
 * moved block), or null when there is nowhere to go. `takesChildren` says which blocks accept nested blocks.
 */
export function outlineMoveTarget(tree: OutlineTree, id: string, move: OutlineMove, takesChildren: (item: OutlineItem) => boolean): Placement | null {
  const item = tree.items.get(id);
  if (!item || item.restricted) return null;
  const parentId = item.parentId ?? undefined;
  const siblings = item.parentId === null ? tree.roots : (tree.items.get(item.parentId)?.children ?? []);
  const index = siblings.indexOf(id);
  switch (move) {
    case 'up':
      return index > 0 ? { parentId, index: index - 1 } : null;
    case 'down':
      return index < siblings.length - 1 ? { parentId, index: index + 1 } : null;
    case 'in': {
      const previous = index > 0 ? tree.items.get(siblings[index - 1] as string) : undefined;
      return previous && takesChildren(previous) ? { parentId: previous.id } : null;
    }
    case 'out': {
      const parent = item.parentId === null ? undefined : tree.items.get(item.parentId);
      if (!parent) return null;
      const grandparent = parent.parentId === null ? tree.roots : (tree.items.get(parent.parentId)?.children ?? []);
      return { parentId: parent.parentId ?? undefined, index: grandparent.indexOf(parent.id) + 1 };
    }
  }
}
