import type { AppBlockRegistry } from '../../app/block-contract';

/**
 * Whether blocks can be put inside this one: its type nests blocks, and it is not a placeholder (what a placeholder
 * holds is for site editors only).
 */
export const takesChildren =
  (registry: AppBlockRegistry) =>
  (block: { component: string; restricted?: true }): boolean =>
    !block.restricted && registry.get(block.component)?.acceptsChildren === true;
