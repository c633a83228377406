import { indexBlocks, type BlockInstance, type VisibilityContext } from '../../engine';
import type { AppBlockRegistry } from '../block-contract';
import type { BlockDecorator } from './block-decorator';

/**
 * Everything a wrapper needs besides its block, built once per page render and passed down as one prop,
 * so a thousand blocks cost no context reads or hooks. It does not change when the blocks do.
 */
export interface RenderContext {
  registry: AppBlockRegistry;
  isEditor: boolean;
  visibility: VisibilityContext;
  /** Set only by the editing overlay; null for every attendee render. */
  decorate?: BlockDecorator | null;
}

/** A block with the blocks nested in it, in document order. */
export interface BlockNode {
  block: BlockInstance;
  children: readonly BlockNode[];
}

// Nodes are reused while their block object and children are unchanged: an edit (the editor store never mutates a
// block, it replaces it) then re-renders only the edited block and its ancestors, not a 2,000-block page.
const nodes = new WeakMap<BlockInstance, BlockNode>();
const roots = new WeakMap<readonly BlockInstance[], readonly BlockNode[]>();

function sameNodes(a: readonly BlockNode[], b: readonly BlockNode[]): boolean {
  return a.length === b.length && a.every((node, index) => node === b[index]);
}

/** The page's root blocks as nodes, built once per blocks array (query data and editor state are never mutated). */
export function blockNodesOf(blocks: readonly BlockInstance[]): readonly BlockNode[] {
  const cached = roots.get(blocks);
  if (cached) return cached;
  const tree = indexBlocks(blocks);
  const nodeOf = (block: BlockInstance): BlockNode => {
    const children = (tree.get(block.contentId) ?? []).map(nodeOf);
    const previous = nodes.get(block);
    if (previous && sameNodes(previous.children, children)) return previous;
    const node = { block, children };
    nodes.set(block, node);
    return node;
  };
  const top = (tree.get(null) ?? []).map(nodeOf);
  roots.set(blocks, top);
  return top;
}
