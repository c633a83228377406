import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { EditorState, EditorStore } from '../store';

/** What every part of the overlay shares: the store, the page in view, and the dialogs it can open. */
export interface OverlayContextValue {
  store: EditorStore;
  page: string;
  actions: OverlayActions;
}

/** Dialogs live once at the overlay's root (a thousand blocks must not mean a thousand dialogs). */
export interface OverlayActions {
  editPhases(contentId: string): void;
  /** Opens the add-block palette (with `type` chosen, if given); the new block goes after `afterId` (or at the end). */
  addBlock(afterId: string | null, type?: string): void;
  /** Selects the block and opens (or focuses) the settings panel with its form. */
  editBlock(contentId: string): void;
  /** Opens the JSON editor of the block. */
  editJson(contentId: string): void;
  /** Opens the page's history, at `revisionId` when given. */
  openHistory(revisionId?: number | null): void;
  /** Opens the in-place design check of the block (QA users only: the toolbar offers it to them). */
  checkDesign(contentId: string): void;
}

export const OverlayContext = createContext<OverlayContextValue | null>(null);

export function useOverlay(): OverlayContextValue {
  const value = useContext(OverlayContext);
  if (!value) throw new Error('useOverlay must be used inside the editing overlay');
  return value;
}

/** Reads the editor store with a selector; the component re-renders only when the selected value changes. */
export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(useOverlay().store, selector);
}
