import { createContext, useContext, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { InsertableType } from '../store';
import type { DropIndicator } from './drop-slots';

/**
 * The drag in progress, apart from the editor store: it changes while the pointer moves, and only the block being
 * dragged and the block showing the indicator read it (through selectors answering a string or null).
 */
export interface DragState {
  /** The block being moved; null while nothing is dragged or a new block comes from the palette. */
  activeId: string | null;
  /** The dragged block's type, shown in the preview that follows the pointer. */
  activeComponent: string | null;
  indicator: DropIndicator | null;
}

export type DragStore = StoreApi<DragState>;

export const createDragStore = (): DragStore => createStore<DragState>()(() => ({ activeId: null, activeComponent: null, indicator: null }));

export const DragStoreContext = createContext<DragStore | null>(null);

export function useDragState<T>(selector: (state: DragState) => T): T {
  const store = useContext(DragStoreContext);
  if (!store) throw new Error('useDragState must be used inside the block drag and drop context');
  return useStore(store, selector);
}

/** What a drag carries: a block of the page (from its handle or its outline row), or a new block from the palette. */
export type DragSource = { kind: 'block'; blockId: string } | { kind: 'new'; type: InsertableType };

/** A handle's pointer-down or key-down, handed to dnd-kit as if it came from its own draggable. */
export type DragStartGesture = (event: ReactPointerEvent | ReactKeyboardEvent, source: DragSource) => void;

/** What every drag handle needs; one value for the life of the overlay, so providing it re-renders nothing. */
export interface DragHandles {
  /** The element explaining how to move a block with the keyboard. */
  instructionsId: string;
  start: DragStartGesture;
}

export const DragHandlesContext = createContext<DragHandles | null>(null);

export function useDragHandles(): DragHandles {
  const handles = useContext(DragHandlesContext);
  if (!handles) throw new Error('useDragHandles must be used inside the block drag and drop context');
  return handles;
}
