import type { BlockInstance, Permissions } from '../../engine/content';
import { indexBlocks } from '../../engine/tree';

/** One block as the outline shows it: what it is, where it hangs and what decides who sees it (never its props). */
export interface OutlineItem {
  id: string;
  component: string;
  /** Null at the page root (also for a block whose parent is missing or loops back: the canvas draws it there too). */
  parentId: string | null;
  children: readonly string[];
  permissions?: Permissions;
  restricted?: true;
}

/** The page's block tree for the outline. */
export interface OutlineTree {
  items: ReadonlyMap<string, OutlineItem>;
  roots: readonly string[];
}

/** A line of the outline: a block shown because every block above it is expanded. */
export interface OutlineRow {
  id: string;
  /** 1 for root blocks (aria-level). */
  level: number;
  /** Place among its siblings, from 1, and how many siblings there are (aria-posinset, aria-setsize). */
  position: number;
  siblings: number;
  hasChildren: boolean;
  expanded: boolean;
}

function buildTree(blocks: readonly BlockInstance[]): OutlineTree {
  const tree = indexBlocks(blocks);
  const items = new Map<string, OutlineItem>();
  for (const [parent, children] of tree) {
    for (const block of children) {
      items.set(block.contentId, {
        id: block.contentId,
        component: block.component,
        parentId: parent,
        children: (tree.get(block.contentId) ?? []).map((child) => child.contentId),
        ...(block.permissions ? { permissions: block.permissions } : {}),
        ...(block.restricted ? { restricted: true as const } : {}),
      });
    }
  }
  return { items, roots: (tree.get(null) ?? []).map((block) => block.contentId) };
}

/** Whether the outline of `previous` still describes `next`: only props changed (what a keystroke does). */
function sameOutline(previous: readonly BlockInstance[], next: readonly BlockInstance[]): boolean {
  if (previous.length !== next.length) return false;
  for (let i = 0; i < next.length; i += 1) {
    const before = previous[i] as BlockInstance;
    const after = next[i] as BlockInstance;
    if (before === after) continue;
    const same =
      before.contentId === after.contentId &&
      before.parentId === after.parentId &&
      before.component === after.component &&
      before.permissions === after.permissions &&
      before.restricted === after.restricted;
    if (!same) return false;
  }
  return true;
}

let last: { blocks: readonly BlockInstance[]; tree: OutlineTree } | null = null;

/**
 * The outline of a blocks list. A keystroke replaces one block's props and so the list; the last tree is kept (the
 * same object, so the panel does not re-render) after a check by reference that costs a pass over the flat list, never
 * a walk of the tree.
 */
export function outlineTree(blocks: readonly BlockInstance[]): OutlineTree {
  if (last && (last.blocks === blocks || sameOutline(last.blocks, blocks))) {
    last = { blocks, tree: last.tree };
    return last.tree;
  }
  last = { blocks, tree: buildTree(blocks) };
  return last.tree;
}

/** The rows shown, top to bottom: every block whose ancestors are all expanded (not in `collapsed`). */
export function visibleRows(tree: OutlineTree, collapsed: ReadonlySet<string>): OutlineRow[] {
  const rows: OutlineRow[] = [];
  const add = (ids: readonly string[], level: number) => {
    ids.forEach((id, index) => {
      const children = tree.items.get(id)?.children ?? [];
      const expanded = children.length > 0 && !collapsed.has(id);
      rows.push({ id, level, position: index + 1, siblings: ids.length, hasChildren: children.length > 0, expanded });
      if (expanded) add(children, level + 1);
    });
  };
  add(tree.roots, 1);
  return rows;
}

/** The block's ancestors, nearest first. */
export function ancestorsOf(tree: OutlineTree, id: string): string[] {
  const ancestors: string[] = [];
  const seen = new Set<string>([id]);
  for (let parent = tree.items.get(id)?.parentId ?? null; parent !== null && !seen.has(parent); parent = tree.items.get(parent)?.parentId ?? null) {
    seen.add(parent);
    ancestors.push(parent);
  }
  return ancestors;
}
