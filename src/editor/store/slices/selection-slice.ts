import type { SelectionSlice } from '../editor-state';
import type { SetEditorState } from '../store-kit';

/** Nothing selected (after a phase switch or a deleted selection). */
export const NO_SELECTION = { selectedId: null, selectedIds: [], confirmingDeleteId: null } as const satisfies Partial<SelectionSlice>;

export function createSelectionSlice(set: SetEditorState): SelectionSlice {
  return {
    ...NO_SELECTION,
    selectBlock: (contentId) => set(contentId === null ? NO_SELECTION : { selectedId: contentId, selectedIds: [contentId], confirmingDeleteId: null }),
    toggleSelected: (contentId) =>
      set(({ selectedIds }) => {
        if (!selectedIds.includes(contentId)) return { selectedId: contentId, selectedIds: [...selectedIds, contentId] };
        const rest = selectedIds.filter((id) => id !== contentId);
        return { selectedId: rest.at(-1) ?? null, selectedIds: rest };
      }),
    askToDelete: (contentId) => set({ confirmingDeleteId: contentId }),
  };
}
