import { applyPatches, type Patch } from 'immer';
import type { HistorySlice } from '../editor-state';
import { EMPTY_HISTORY } from '../history';
import type { GetEditorState, SetEditorState } from '../store-kit';
import type { PageHistory } from '../types';

export function createHistorySlice(set: SetEditorState, get: GetEditorState): HistorySlice {
  const pageHistory = (): PageHistory => {
    const { currentPage, history } = get();
    return (currentPage !== null && history[currentPage]) || EMPTY_HISTORY;
  };

  const travel = (patches: Patch[], next: PageHistory): boolean => {
    const { currentPage, pages, history } = get();
    if (currentPage === null) return false;
    // A step taken back or redone is closed: typing after an undo starts a new step instead of joining an old one.
    set({ pages: applyPatches(pages, patches), history: { ...history, [currentPage]: next }, mergeKey: null });
    return true;
  };

  return {
    history: {},
    mergeKey: null,
    activeGesture: null,
    beginGesture: (id) => set({ activeGesture: id, mergeKey: null }),
    endGesture: () => set({ activeGesture: null, mergeKey: null }),
    undo() {
      const { past, future } = pageHistory();
      const step = past.at(-1);
      return step ? travel(step.inverse, { past: past.slice(0, -1), future: [...future, step] }) : false;
    },
    redo() {
      const { past, future } = pageHistory();
      const step = future.at(-1);
      return step ? travel(step.patches, { past: [...past, step], future: future.slice(0, -1) }) : false;
    },
    canUndo: () => pageHistory().past.length > 0,
    canRedo: () => pageHistory().future.length > 0,
  };
}
