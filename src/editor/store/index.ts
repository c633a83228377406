export { createEditorStore, type EditorStore, type EditorStoreInit } from './create-editor-store';
export type * from './editor-state';
export type { PhaseContent, PageContent, PagesContent } from './types';
export { normalizeBlockId, suggestBlockId, validateNewBlockId, type BlockIdProblem, type IdLookup } from './block-ids';
export { PUSH_OUTCOMES } from './slices/phase-slice';
export type { Placement } from './placement';
