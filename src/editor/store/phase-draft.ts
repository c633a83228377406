import type { Draft } from 'immer';
import type { PagesContent, PhaseContent } from './types';

/**
 * A phase of a page that has no document yet. Revision 0 marks it as new; an empty saved list makes any block put in
 * it an unsaved change.
 */
export function newPhase(): PhaseContent {
  return { blocks: [], baseRevision: 0, saved: [] };
}

/** The draft of a page's phase, created when it was never loaded (a block assigned or pushed to it). */
export function draftPhase(pages: Draft<PagesContent>, page: string, phase: string): Draft<PhaseContent> {
  const content = (pages[page] ??= {});
  return (content[phase] ??= newPhase());
}
