import type { ModeSlice } from '../editor-state';
import type { EditingMode } from '../types';
import type { SetEditorState } from '../store-kit';

export function createModeSlice(set: SetEditorState, initialMode: EditingMode): ModeSlice {
  const toggle = (mode: EditingMode) => set((state) => ({ mode: state.mode === mode ? 'none' : mode }));
  return {
    mode: initialMode,
    toggleEditMode: () => toggle('edit'),
    toggleMetaEditMode: () => toggle('meta'),
    toggleTagViewer: () => toggle('tags'),
  };
}
