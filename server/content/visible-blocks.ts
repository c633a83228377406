import { filterTree, visibility, type BlockInstance, type VisibilityContext } from '../../src/engine';

const isDisabled = (block: BlockInstance): boolean => block.props?.isDisabled === true;

/** What a visitor who is not an editor may receive: visible, enabled blocks whose ancestors are all kept too. */
export function visibleBlocks(blocks: readonly BlockInstance[], ctx: VisibilityContext): BlockInstance[] {
  return filterTree(blocks, (block) => !isDisabled(block) && visibility(block.permissions, ctx).visible);
}
