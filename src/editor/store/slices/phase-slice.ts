import type { Draft } from 'immer';
import type { BlockInstance } from '../../../engine/content';
import { nextPhase } from '../../../engine/phases';
import type { PhaseSlice, PushResult } from '../editor-state';
import { draftPhase, newPhase } from '../phase-draft';
import { rewritePropsPhase } from '../phase-keys';
import { subtreeIds } from '../placement';
import { NO_SELECTION } from './selection-slice';
import type { GetEditorState, SetEditorState, StoreKit } from '../store-kit';

/** The two outcomes of the spec's push to next phase, as translation keys with their default text. */
export const PUSH_OUTCOMES = {
  unavailable: {
    messageKey: 'translate.base.editor.push-to-next-phase.unavailable',
    message: 'No next phase to push this page to or no blocks available on the current page.',
  },
  pushed: {
    messageKey: 'translate.base.editor.push-to-next-phase.success',
    message: 'Page content pushed to next phase successfully.',
  },
} as const;

/** How one phase's blocks change when a block is assigned to it or taken out of it. */
type PhaseChange = (blocks: Draft<BlockInstance>[]) => void;

export function createPhaseSlice(
  set: SetEditorState,
  get: GetEditorState,
  kit: StoreKit,
  initialPhase: string,
): PhaseSlice {
  const holds = (page: string, phase: string, blocks: readonly BlockInstance[], contentId: string) =>
    kit.index.positionOf(page, phase, blocks, contentId) >= 0;

  /** Appends the block and what is nested in it; the block stays in its group only if that group is in the phase. */
  const addition = (
    page: string,
    phase: string,
    blocks: readonly BlockInstance[],
    root: BlockInstance,
    nested: readonly BlockInstance[],
  ): PhaseChange => {
    const { parentId, ...unparented } = root;
    const placedRoot = parentId === undefined || holds(page, phase, blocks, parentId) ? root : unparented;
    const added = [placedRoot, ...nested.filter((block) => !holds(page, phase, blocks, block.contentId))];
    return (draft) => void draft.push(...(added as Draft<BlockInstance>[]));
  };

  const removal = (page: string, phase: string, blocks: readonly BlockInstance[], contentId: string): PhaseChange => {
    const positions = [...subtreeIds(blocks, contentId)]
      .map((id) => kit.index.positionOf(page, phase, blocks, id))
      .filter((position) => position >= 0)
      .sort((a, b) => b - a);
    return (draft) => {
      for (const position of positions) draft.splice(position, 1);
    };
  };

  return {
    currentPhase: initialPhase,
    switchPhase(phase) {
      const { currentPage: page, pages } = get();
      // The phase in view always exists (empty and clean when it has no document), as after loadPage.
      const content = page === null ? undefined : pages[page];
      const withPhase = page !== null && content && !content[phase] ? { ...pages, [page]: { ...content, [phase]: newPhase() } } : pages;
      set({ currentPhase: phase, pages: withPhase, mergeKey: null, ...NO_SELECTION });
    },
    assignedPhases(contentId) {
      const target = kit.target();
      if (!target) return {};
      const phases = Object.entries(get().pages[target.page] ?? {});
      return Object.fromEntries(phases.map(([phase, { blocks }]) => [phase, holds(target.page, phase, blocks, contentId)]));
    },
    assignPhases(contentId, assigned) {
      const target = kit.target();
      const root = target?.blocks[kit.index.positionOf(target.page, target.phase, target.blocks, contentId)];
      if (!target || !root) return [];
      const subtree = subtreeIds(target.blocks, contentId);
      const nested = target.blocks.filter((block) => subtree.has(block.contentId) && block !== root);
      // A placeholder stands for a block only as stored in its own phase: it can be neither copied nor taken out.
      if (root.restricted || nested.some((block) => block.restricted)) return [];
      const changes = new Map<string, PhaseChange>();
      for (const [phase, wanted] of Object.entries(assigned)) {
        const blocks = get().pages[target.page]?.[phase]?.blocks ?? [];
        const present = holds(target.page, phase, blocks, contentId);
        if (wanted && !present) changes.set(phase, addition(target.page, phase, blocks, root, nested));
        if (!wanted && present) changes.set(phase, removal(target.page, phase, blocks, contentId));
      }
      kit.commit(target.page, (pages) => {
        for (const [phase, change] of changes) change(draftPhase(pages, target.page, phase).blocks);
      });
      return [...changes.keys()];
    },
    pushToNextPhase(phases): PushResult {
      const target = kit.target();
      const next = target && nextPhase(phases, target.phase);
      if (!target || !next || target.blocks.length === 0) return { pushed: false, ...PUSH_OUTCOMES.unavailable };
      const pushed = target.blocks.map((block) => {
        const props = rewritePropsPhase(block.props, target.phase, next.id);
        return props === block.props ? block : { ...block, props };
      });
      kit.commit(target.page, (pages) => {
        draftPhase(pages, target.page, next.id).blocks = pushed as Draft<BlockInstance>[];
      });
      return { pushed: true, phase: next.id, ...PUSH_OUTCOMES.pushed };
    },
  };
}
