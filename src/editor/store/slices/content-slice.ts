import type { ContentDocument } from '../../../engine/content';
import type { ContentSlice } from '../editor-state';
import { newPhase } from '../phase-draft';
import { sameBlocks } from '../same-blocks';
import type { GetEditorState, SetEditorState, StoreKit } from '../store-kit';
import type { PageContent, PhaseContent } from '../types';

function phaseFromDocument(doc: ContentDocument): PhaseContent {
  return { blocks: doc.blocks, baseRevision: doc.revision, saved: doc.blocks };
}

export function createContentSlice(set: SetEditorState, get: GetEditorState, kit: StoreKit): ContentSlice {
  const isDirty = (page: string, phase: string): boolean => {
    const content = get().pages[page]?.[phase];
    return content !== undefined && !sameBlocks(content.blocks, content.saved);
  };

  return {
    pages: {},
    currentPage: null,
    loadPage(page, docsByPhase) {
      const content: PageContent = {};
      for (const [phase, doc] of Object.entries(docsByPhase)) content[phase] = phaseFromDocument(doc);
      // The phase in view always exists, so block actions never have to create it.
      content[get().currentPhase] ??= newPhase();
      kit.index.forget(page);
      // Old patches point into the replaced documents, so they cannot be applied any more.
      set((state) => ({
        pages: { ...state.pages, [page]: content },
        history: { ...state.history, [page]: { past: [], future: [] } },
        currentPage: page,
        mergeKey: null,
      }));
    },
    markSaved(page, phase, doc) {
      const content = get().pages[page]?.[phase];
      if (!content) return;
      // Outside the undo history on purpose: undoing past a save makes the phase dirty again, which is the truth.
      const saved: PhaseContent = { ...content, baseRevision: doc.revision, saved: doc.blocks };
      set((state) => ({ pages: { ...state.pages, [page]: { ...state.pages[page], [phase]: saved } } }));
    },
    currentBlocks: () => kit.target()?.blocks ?? [],
    isDirty,
    dirtyPhases: (page) => Object.keys(get().pages[page] ?? {}).filter((phase) => isDirty(page, phase)),
  };
}
