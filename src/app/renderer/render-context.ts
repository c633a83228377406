import { indexBlocks, type BlockInstance, type BlockTree, type VisibilityContext } from '../../engine';
import type { AppBlockRegistry } from '../block-contract';
import type { BlockDecorator } from './block-decorator';

/**
 * Everything a wrapper needs besides its block, built once per page render and passed down as one prop,
 * so a thousand blocks cost no context reads or hooks.
 */
export interface RenderContext {
  tree: BlockTree;
  registry: AppBlockRegistry;
  isEditor: boolean;
  visibility: VisibilityContext;
  /** Set only by the editing overlay; null for every attendee render. */
  decorate?: BlockDecorator | null;
}

const trees = new WeakMap<readonly BlockInstance[], BlockTree>();

/** The parent → children index of a document, built once per blocks array (query data is never mutated). */
export function blockTreeOf(blocks: readonly BlockInstance[]): BlockTree {
  let tree = trees.get(blocks);
  if (!tree) {
    tree = indexBlocks(blocks);
    trees.set(blocks, tree);
  }
  return tree;
}
