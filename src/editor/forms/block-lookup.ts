import type { BlockInstance } from '../../engine/content';
import type { EditorState } from '../store';

const lookups = new WeakMap<readonly BlockInstance[], Map<string, BlockInstance>>();

/** A block of the list by id, through a map built once per list (the store never mutates a list). */
export function blockIn(blocks: readonly BlockInstance[] | undefined, contentId: string | null): BlockInstance | undefined {
  if (!blocks || contentId === null) return undefined;
  let byId = lookups.get(blocks);
  if (!byId) {
    byId = new Map(blocks.map((block) => [block.contentId, block]));
    lookups.set(blocks, byId);
  }
  return byId.get(contentId);
}

/** The working blocks of the page and phase in view. */
export function viewedBlocks(state: EditorState): BlockInstance[] | undefined {
  return state.currentPage === null ? undefined : state.pages[state.currentPage]?.[state.currentPhase]?.blocks;
}

/** A block of the page and phase in view, as the store holds it now. */
export function viewedBlock(state: EditorState, contentId: string | null): BlockInstance | undefined {
  return blockIn(viewedBlocks(state), contentId);
}
