import { applyPatches, produceWithPatches, type Draft } from 'immer';
import type { StoreApi } from 'zustand/vanilla';
import type { BlockInstance } from '../../engine/content';
import { createBlockIndex, type BlockIndex } from './block-index';
import type { EditorState } from './editor-state';
import { EMPTY_HISTORY, recordStep } from './history';
import type { HistoryStep, PagesContent } from './types';

export type SetEditorState = StoreApi<EditorState>['setState'];
export type GetEditorState = StoreApi<EditorState>['getState'];

/** The page and phase in view with their working blocks. */
export interface EditTarget {
  page: string;
  phase: string;
  blocks: BlockInstance[];
}

/** What the slices share: the id index and the one way content changes (so every change is undoable). */
export interface StoreKit {
  index: BlockIndex;
  /** The page and phase in view, or undefined before a page is loaded. */
  target(): EditTarget | undefined;
  /**
   * Applies `recipe` to the content as one undo step of `page` (joining the previous step when it belongs to the same
   * gesture). False when the recipe changed nothing.
   */
  commit(page: string, recipe: (pages: Draft<PagesContent>) => void, gesture?: string): boolean;
  /** Applies a hand-made step (see list-patches) the same way. */
  apply(page: string, step: HistoryStep, gesture?: string): boolean;
}

export function createStoreKit(set: SetEditorState, get: GetEditorState, historyLimit: number): StoreKit {
  const record = (page: string, pages: PagesContent, step: HistoryStep, gesture?: string): boolean => {
    if (step.patches.length === 0) return false;
    const state = get();
    const key = gesture ?? state.activeGesture;
    const merge = key !== null && key === state.mergeKey;
    const history = recordStep(state.history[page] ?? EMPTY_HISTORY, step, { merge, limit: historyLimit });
    set({ pages, history: { ...state.history, [page]: history }, mergeKey: key });
    return true;
  };

  return {
    index: createBlockIndex(),
    target() {
      const { currentPage: page, currentPhase: phase, pages } = get();
      if (page === null || !pages[page]) return undefined;
      return { page, phase, blocks: pages[page][phase]?.blocks ?? [] };
    },
    commit(page, recipe, gesture) {
      const [pages, patches, inverse] = produceWithPatches(get().pages, recipe);
      return record(page, pages, { patches, inverse }, gesture);
    },
    apply: (page, step, gesture) => record(page, applyPatches(get().pages, step.patches), step, gesture),
  };
}
