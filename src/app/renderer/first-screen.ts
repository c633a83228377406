import { createContext } from 'react';
import type { BlockInstance } from '../../engine';
import { blockNodesOf, type BlockNode } from './render-context';

/**
 * How many of a page's root blocks make its first screen: they are drawn at once, code and data, also by the server,
 * while lazily loaded block types further down wait until the reader scrolls near them.
 */
export const FIRST_SCREEN_BLOCKS = 3;

/** True inside the blocks of a page's first screen. */
export const FirstScreenContext = createContext(false);

/** The block types a page's first screen draws: its first root blocks and every block they hold. */
export function firstScreenComponents(blocks: readonly BlockInstance[]): string[] {
  const names = new Set<string>();
  const visit = (node: BlockNode) => {
    names.add(node.block.component);
    node.children.forEach(visit);
  };
  blockNodesOf(blocks).slice(0, FIRST_SCREEN_BLOCKS).forEach(visit);
  return [...names];
}
