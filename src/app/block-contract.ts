import type { ComponentType, ReactNode } from 'react';
import { createRegistry, type AnyBlockType, type BlockInstance, type BlockRegistry, type BlockType } from '../engine';

/** What the renderer hands every block component. */
export interface BlockComponentProps<P> {
  props: P;
  block: BlockInstance;
  /** The block's nested blocks, already wrapped (only for types with `acceptsChildren`). */
  children?: ReactNode;
}

export type BlockComponent<P> = ComponentType<BlockComponentProps<P>>;

/** A block type as registered in the app. */
export type AppBlockType<P = Record<string, unknown>> = BlockType<P, BlockComponent<P>>;

/** Declares a block type with its props type checked against its defaults and component. */
export function defineBlock<P>(type: AppBlockType<P>): AppBlockType<P> {
  return type;
}

/** The app's registry. Components are called with the stored props, which the schema validated on save. */
export type AppBlockRegistry = BlockRegistry<BlockComponent<Record<string, unknown>>>;

/** Registers the app's block types (each keeps its own props type at its definition). */
export function createAppRegistry(types: readonly AppBlockType<never>[]): AppBlockRegistry {
  return createRegistry(types as unknown as readonly AnyBlockType<BlockComponent<Record<string, unknown>>>[]);
}
