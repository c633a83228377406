import { indexBlocks, replacedBlocks, type BlockInstance, type VisibilityContext } from '../../engine';
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

/** The last tree built, with what a props-only edit needs to patch it instead of indexing the page again. */
interface BuiltTree {
  blocks: readonly BlockInstance[];
  top: readonly BlockNode[];
  byId: Map<string, BlockNode>;
  /** Parent of each block as drawn (blocks with a missing or looping parent are drawn at the root: null). */
  parentOf: Map<string, string | null>;
}

let lastBuilt: BuiltTree | null = null;

function sameNodes(a: readonly BlockNode[], b: readonly BlockNode[]): boolean {
  return a.length === b.length && a.every((node, index) => node === b[index]);
}

function buildTree(blocks: readonly BlockInstance[]): BuiltTree {
  const tree = indexBlocks(blocks);
  const byId = new Map<string, BlockNode>();
  const parentOf = new Map<string, string | null>();
  const nodeOf = (block: BlockInstance, parent: string | null): BlockNode => {
    parentOf.set(block.contentId, parent);
    const children = (tree.get(block.contentId) ?? []).map((child) => nodeOf(child, block.contentId));
    const previous = nodes.get(block);
    const node = previous && sameNodes(previous.children, children) ? previous : { block, children };
    nodes.set(block, node);
    byId.set(block.contentId, node);
    return node;
  };
  const top = (tree.get(null) ?? []).map((block) => nodeOf(block, null));
  return { blocks, top, byId, parentOf };
}

/**
 * The last tree with the replaced blocks swapped in: new nodes for them and their ancestors, every other node kept.
 * Null when the tree's shape changed (or ids repeat), which needs a full build.
 */
function patchTree(last: BuiltTree, blocks: readonly BlockInstance[]): BuiltTree | null {
  if (last.byId.size !== last.blocks.length) return null;
  const replaced = replacedBlocks(last.blocks, blocks);
  if (!replaced) return null;
  const { byId, parentOf } = last;
  const newBlock = new Map(replaced.map((block) => [block.contentId, block]));
  const stale = new Set<string>();
  for (const block of replaced) {
    for (let id: string | null | undefined = block.contentId; id != null && !stale.has(id); id = parentOf.get(id)) stale.add(id);
  }
  const rebuild = (node: BlockNode): BlockNode => {
    const id = node.block.contentId;
    if (!stale.has(id)) return node;
    const block = newBlock.get(id) ?? node.block;
    const next = { block, children: node.children.map(rebuild) };
    nodes.set(block, next);
    byId.set(id, next);
    return next;
  };
  const top = last.top.map(rebuild);
  // The maps now describe `blocks`; the previous arrays keep their answers in `roots`.
  return { blocks, top: sameNodes(top, last.top) ? last.top : top, byId, parentOf };
}

/** The page's root blocks as nodes, built once per blocks array (query data and editor state are never mutated). */
export function blockNodesOf(blocks: readonly BlockInstance[]): readonly BlockNode[] {
  const cached = roots.get(blocks);
  if (cached) return cached;
  const built = (lastBuilt && patchTree(lastBuilt, blocks)) ?? buildTree(blocks);
  lastBuilt = built;
  roots.set(blocks, built.top);
  return built.top;
}
