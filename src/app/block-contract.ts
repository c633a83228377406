import type { ComponentType, ReactNode } from 'react';
import type { BlockInstance, BlockType } from '../engine';

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
