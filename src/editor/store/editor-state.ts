import type { BlockInstance, ContentDocument } from '../../engine/content';
import type { EventPhase } from '../../engine/phases';
import type { BlockType } from '../../engine/registry';
import type { WidthChoice } from '../../engine/widths';
import type { ContentLink } from '../clipboard/content-links';
import type { BlockIdProblem } from './block-ids';
import type { Placement } from './placement';
import type { PageHistory, PagesContent } from './types';

/** Pages and phases loaded into the editor, with what is saved of each. */
export interface ContentSlice {
  pages: PagesContent;
  /** The page in view; block actions, undo and redo apply to it. */
  currentPage: string | null;
  /** Puts a page's documents (one per phase) in the editor, replacing any unsaved work and history for it. */
  loadPage(page: string, docsByPhase: Record<string, ContentDocument>): void;
  /** Records a successful save of `doc` (as sent; the server's new revision in `doc.revision`). */
  markSaved(page: string, phase: string, doc: ContentDocument): void;
  /** The blocks of the page and phase in view (empty when nothing is loaded). */
  currentBlocks(): BlockInstance[];
  isDirty(page: string, phase: string): boolean;
  /** Phases of the page holding unsaved changes, for per-phase saves and the warning before leaving. */
  dirtyPhases(page: string): string[];
}

/** What the add-block palette hands over: the type's name and the props of a fresh block. */
export type InsertableType = Pick<BlockType, 'name' | 'defaults'>;

export interface InsertOptions {
  /** Parent group; the page root when absent. */
  parentId?: string;
  /** Index among the parent's children; the end when absent. */
  index?: number;
  /** The id the user typed; suggested from the component name when absent. */
  contentId?: string;
  /** Props laid over the type's defaults. */
  props?: Record<string, unknown>;
}

export type InsertResult = { ok: true; contentId: string } | { ok: false; reason: BlockIdProblem | 'no-place' };

/** Pasted blocks: the new ids of the pasted roots, and the references to other content they hold (see content-links). */
export type PasteResult = { ok: true; rootIds: string[]; links: ContentLink[] } | { ok: false };

/** What the user does to blocks of the page and phase in view. Each call is one undo step unless said otherwise. */
export interface BlockSlice {
  insertBlock(type: InsertableType, options?: InsertOptions): InsertResult;
  /** Moves a block (and so everything nested in it); a move into itself, its descendants or out of range is ignored. */
  moveBlock(contentId: string, to: Placement): boolean;
  moveBlockUp(contentId: string): boolean;
  moveBlockDown(contentId: string): boolean;
  /**
   * Puts copied blocks (roots without `parentId`, nested ones pointing inside the copy; see copied-blocks) at `to`, each
   * with an id not used on the page; `fromPage` is the page they were copied from.
   */
  pasteBlocks(copied: readonly BlockInstance[], to: Placement, fromPage: string): PasteResult;
  /** Deletes a block with everything nested in it. */
  deleteBlock(contentId: string): boolean;
  /** 100 is the default width, so it removes `wrapperWidth` instead of storing it. */
  setBlockWidth(contentId: string, width: WidthChoice): boolean;
  /** Sets props (undefined removes one). Edits sharing a `gesture` id in a row (a burst of typing) are one undo step. */
  editProps(contentId: string, patch: Record<string, unknown>, options?: { gesture?: string }): boolean;
  /** Saves the JSON editor's block; the id and parent stay, since children and anchors refer to them. */
  replaceBlockJson(contentId: string, block: BlockInstance): boolean;
  /**
   * Puts a whole list of blocks (a revision opened as a draft) in the phase in view as unsaved work; the phase keeps
   * the revision it was loaded at, so saving it follows the usual conflict rules.
   */
  replaceAllBlocks(blocks: readonly BlockInstance[]): boolean;
}

/** Outcome of pushing a page to the next phase, as a translation key and its default text. */
export interface PushResult {
  pushed: boolean;
  /** The phase that received the blocks. */
  phase?: string;
  messageKey: string;
  message: string;
}

export interface PhaseSlice {
  currentPhase: string;
  /** The editor shows (and edits) another phase of the page. */
  switchPhase(phase: string): void;
  /**
   * Adds the block (with what is nested in it) to each phase set true and removes it from each set false.
   * Answers the phases that changed, which the UI saves one by one.
   */
  assignPhases(contentId: string, assigned: Record<string, boolean>): string[];
  /** Which loaded phases of the page in view hold the block. */
  assignedPhases(contentId: string): Record<string, boolean>;
  /** Copies the phase in view to the next phase, moving translation keys to the next phase's segment. */
  pushToNextPhase(phases: readonly EventPhase[]): PushResult;
}

export interface HistorySlice {
  /** Undo history per page. */
  history: Record<string, PageHistory>;
  /** The gesture the last change belonged to; a change in the same gesture joins its step. */
  mergeKey: string | null;
  /** An open drag (or other gesture): every change until `endGesture` is one undo step. */
  activeGesture: string | null;
  beginGesture(id: string): void;
  endGesture(): void;
  undo(): boolean;
  redo(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
}

export interface SelectionSlice {
  /** The block whose tools are shown and whose settings the panel edits: the last one selected. */
  selectedId: string | null;
  /** Every selected block (copy takes them all), `selectedId` last; empty when nothing is selected. */
  selectedIds: readonly string[];
  /** Selects this block alone (or nothing). */
  selectBlock(contentId: string | null): void;
  /** Adds the block to the selection, or takes it out when it was in. */
  toggleSelected(contentId: string): void;
  /** The block whose frame asks "delete it?" (from its Delete button or the Delete key), or null. */
  confirmingDeleteId: string | null;
  askToDelete(contentId: string | null): void;
}

export type EditorState = ContentSlice & BlockSlice & PhaseSlice & HistorySlice & SelectionSlice;
