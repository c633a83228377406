import type { Draft } from 'immer';
import type { BlockInstance } from '../../../engine/content';
import { WIDTH_CHOICES } from '../../../engine/widths';
import { normalizeBlockId, suggestBlockId, validateNewBlockId, type IdLookup } from '../block-ids';
import type { BlockSlice } from '../editor-state';
import { draftPhase } from '../phase-draft';
import { flatPosition, placementOf, subtreeIds } from '../placement';
import { sameJson } from '../same-blocks';
import { NO_SELECTION } from './selection-slice';
import { relinkPasted } from '../../clipboard/content-links';
import { withUniqueIds } from '../../clipboard/unique-ids';
import { insertionStep, moveStep, removalStep, type ListPath } from '../list-patches';
import type { EditTarget, GetEditorState, SetEditorState, StoreKit } from '../store-kit';

const listPath = ({ page, phase }: EditTarget): ListPath => [page, phase, 'blocks'];

export function createBlockSlice(set: SetEditorState, get: GetEditorState, kit: StoreKit): BlockSlice {
  /** Ids are unique on the page, not only in the phase in view: phase assignment copies blocks between phases. */
  const pageIds = (page: string): IdLookup => {
    const phases = Object.entries(get().pages[page] ?? {});
    return { has: (id) => phases.some(([phase, { blocks }]) => kit.index.positions(page, phase, blocks).has(id)) };
  };

  /**
   * Whether the block is a placeholder for one only site editors may open: it stays as it came (the server refuses
   * any change to it, anything put inside it, and its removal).
   */
  const isPlaceholder = (target: EditTarget, contentId: string | undefined): boolean =>
    contentId !== undefined && target.blocks[kit.index.positionOf(target.page, target.phase, target.blocks, contentId)]?.restricted === true;

  /** One change to one block of the page and phase in view. */
  const changeBlock = (
    contentId: string,
    change: (block: Draft<BlockInstance>, blocks: Draft<BlockInstance>[], position: number) => void,
    gesture?: string,
  ): boolean => {
    const target = kit.target();
    const position = target ? kit.index.positionOf(target.page, target.phase, target.blocks, contentId) : -1;
    if (!target || position < 0 || isPlaceholder(target, contentId)) return false;
    return kit.commit(
      target.page,
      (pages) => {
        const { blocks } = draftPhase(pages, target.page, target.phase);
        change(blocks[position] as Draft<BlockInstance>, blocks, position);
      },
      gesture,
    );
  };

  const moveBlock: BlockSlice['moveBlock'] = (contentId, to) => {
    const target = kit.target();
    const from = target ? kit.index.positionOf(target.page, target.phase, target.blocks, contentId) : -1;
    const original = target?.blocks[from];
    if (!target || !original || original.restricted || isPlaceholder(target, to.parentId)) return false;
    if (to.parentId !== undefined && subtreeIds(target.blocks, contentId).has(to.parentId)) return false;
    const here = placementOf(target.blocks, contentId);
    if (here && here.parentId === to.parentId && (to.index ?? here.lastIndex) === here.index) return false;
    const position = flatPosition(target.blocks, to, { without: contentId });
    if (position < 0) return false;
    const { parentId: _previous, ...unparented } = original;
    const moved = to.parentId === undefined ? unparented : { ...unparented, parentId: to.parentId };
    return kit.apply(target.page, moveStep(listPath(target), { from, to: position }, original, moved));
  };

  const moveAmongSiblings = (contentId: string, step: -1 | 1): boolean => {
    const here = placementOf(get().currentBlocks(), contentId);
    return here !== undefined && moveBlock(contentId, { parentId: here.parentId, index: here.index + step });
  };

  return {
    insertBlock(type, { parentId, index, contentId, props } = {}) {
      const target = kit.target();
      if (!target || isPlaceholder(target, parentId)) return { ok: false, reason: 'no-place' };
      const taken = pageIds(target.page);
      const id = normalizeBlockId(contentId ?? suggestBlockId(type.name, taken));
      const problem = validateNewBlockId(id, taken);
      if (problem) return { ok: false, reason: problem };
      const position = flatPosition(target.blocks, { parentId, index });
      if (position < 0) return { ok: false, reason: 'no-place' };
      const block: BlockInstance = {
        component: type.name,
        contentId: id,
        key: id,
        ...(parentId === undefined ? {} : { parentId }),
        props: { ...type.defaults, ...props },
      };
      kit.apply(target.page, insertionStep(listPath(target), position, [block]));
      return { ok: true, contentId: id };
    },
    pasteBlocks(copied, to, fromPage) {
      const target = kit.target();
      if (!target || copied.length === 0 || isPlaceholder(target, to.parentId)) return { ok: false };
      const position = flatPosition(target.blocks, to);
      if (position < 0) return { ok: false };
      const { blocks: unique, renamed } = withUniqueIds(copied, pageIds(target.page), to.parentId);
      const { blocks, links } = relinkPasted(unique, renamed, { fromPage, toPage: target.page });
      kit.apply(target.page, insertionStep(listPath(target), position, blocks));
      const rootIds = blocks.filter((block) => block.parentId === to.parentId).map((block) => block.contentId);
      return { ok: true, rootIds, links };
    },
    moveBlock,
    moveBlockUp: (contentId) => moveAmongSiblings(contentId, -1),
    moveBlockDown: (contentId) => moveAmongSiblings(contentId, 1),
    deleteBlock(contentId) {
      const target = kit.target();
      if (!target || kit.index.positionOf(target.page, target.phase, target.blocks, contentId) < 0) return false;
      const removed = subtreeIds(target.blocks, contentId);
      if ([...removed].some((id) => isPlaceholder(target, id))) return false;
      const positions = [...removed].map((id) => kit.index.positionOf(target.page, target.phase, target.blocks, id));
      kit.apply(target.page, removalStep(listPath(target), target.blocks, positions));
      const { selectedIds } = get();
      if (selectedIds.some((id) => removed.has(id))) set(NO_SELECTION);
      return true;
    },
    setBlockWidth(contentId, width) {
      if (!WIDTH_CHOICES.includes(width)) return false;
      return changeBlock(contentId, ({ props }) => {
        if (width === 100) delete props.wrapperWidth;
        else props.wrapperWidth = width;
      });
    },
    editProps(contentId, patch, { gesture } = {}) {
      return changeBlock(
        contentId,
        ({ props }) => {
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined) delete props[key];
            else props[key] = value;
          }
        },
        gesture,
      );
    },
    replaceBlockJson(contentId, replacement) {
      return changeBlock(contentId, (block, blocks, position) => {
        const { parentId: _ignored, ...rest } = replacement;
        const next: BlockInstance = {
          ...rest,
          contentId,
          ...(block.parentId === undefined ? {} : { parentId: block.parentId }),
        };
        if (!sameJson(next, block)) blocks[position] = next as Draft<BlockInstance>;
      });
    },
    replaceAllBlocks(blocks) {
      const target = kit.target();
      if (!target) return false;
      return kit.commit(target.page, (pages) => {
        draftPhase(pages, target.page, target.phase).blocks = [...blocks] as Draft<BlockInstance>[];
      });
    },
  };
}
