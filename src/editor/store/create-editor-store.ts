import { createStore, type StoreApi } from 'zustand/vanilla';
import type { EditorState } from './editor-state';
import { DEFAULT_HISTORY_LIMIT } from './history';
import { createBlockSlice } from './slices/block-slice';
import { createContentSlice } from './slices/content-slice';
import { createHistorySlice } from './slices/history-slice';
import { createPhaseSlice } from './slices/phase-slice';
import { createSelectionSlice } from './slices/selection-slice';
import { createStoreKit } from './store-kit';

/** How a new editor store starts. */
export interface EditorStoreInit {
  /** The phase in view (usually the current phase of the event, or the simulated one). */
  phase: string;
  /** Undo steps kept per page. */
  historyLimit?: number;
}

export type EditorStore = StoreApi<EditorState>;

/** A store of its own for each editor (and each test): nothing is shared between two calls. */
export function createEditorStore({ phase, historyLimit = DEFAULT_HISTORY_LIMIT }: EditorStoreInit): EditorStore {
  return createStore<EditorState>()((set, get) => {
    const kit = createStoreKit(set, get, historyLimit);
    return {
      ...createContentSlice(set, get, kit),
      ...createBlockSlice(set, get, kit),
      ...createPhaseSlice(set, get, kit, phase),
      ...createHistorySlice(set, get),
      ...createSelectionSlice(set),
    };
  });
}
