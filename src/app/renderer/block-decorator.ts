import { createContext, type ReactNode } from 'react';
import type { BlockInstance, Visibility } from '../../engine';

/**
 * Wraps what the renderer drew for one block (the editing overlay puts its block toolbar around it).
 * `visibility` is what the block's permissions decide for the current preview context; a decorator is also handed
 * blocks that are hidden from that context, so editors can see and fix them.
 */
export type BlockDecorator = (block: BlockInstance, content: ReactNode, visibility: Visibility) => ReactNode;

/** No decorator outside the editor: the attendee render reads this once per page and does nothing more. */
export const BlockDecoratorContext = createContext<BlockDecorator | null>(null);
