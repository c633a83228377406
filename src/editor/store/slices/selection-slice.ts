import type { SelectionSlice } from '../editor-state';
import type { SetEditorState } from '../store-kit';

export function createSelectionSlice(set: SetEditorState): SelectionSlice {
  return {
    selectedId: null,
    selectBlock: (contentId) => set({ selectedId: contentId }),
  };
}
