import type { Patch } from 'immer';
import type { BlockInstance } from '../../engine/content';

/** One phase of one page as the editor holds it. */
export interface PhaseContent {
  /** Working blocks: a flat list, nesting by `parentId`, sibling order = list order. */
  blocks: BlockInstance[];
  /** Revision this phase was loaded or last saved at; a save sends it so a stale save answers 409. */
  baseRevision: number;
  /** The blocks as last loaded or saved; unsaved changes are whatever differs from these. */
  saved: BlockInstance[];
}

/** Every loaded phase of one page, by phase id. */
export type PageContent = Record<string, PhaseContent>;

/** Every loaded page, by page id. Undo patches are paths into this tree. */
export type PagesContent = Record<string, PageContent>;

/** One undo step: what it did and how to take it back, as immer patches (never snapshots). */
export interface HistoryStep {
  patches: Patch[];
  inverse: Patch[];
}

/** Undo and redo stacks of one page; the last entry of each is the next to apply. */
export interface PageHistory {
  past: HistoryStep[];
  future: HistoryStep[];
}
