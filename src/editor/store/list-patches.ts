import type { Patch } from 'immer';
import type { BlockInstance } from '../../engine/content';
import type { HistoryStep } from './types';

/**
 * Hand-made steps for splices in a page's block list. Immer's own diff of a splice replaces every shifted entry
 * (about 2,000 patches to delete the first block of a big page); a splice needs one patch each way.
 */

/** Path of a phase's block list in the editor's content tree. */
export type ListPath = readonly [page: string, phase: string, 'blocks'];

const at = (list: ListPath, position: number): Patch['path'] => [...list, position];

/** Puts `blocks` in the list one after the other, the first at `position`. */
export function insertionStep(list: ListPath, position: number, blocks: readonly BlockInstance[]): HistoryStep {
  return {
    patches: blocks.map((block, i) => ({ op: 'add', path: at(list, position + i), value: block })),
    inverse: blocks.map((_, i) => ({ op: 'remove', path: at(list, position + blocks.length - 1 - i) })),
  };
}

/** Removes the blocks at `positions` (highest first, so each position still holds its block when removed). */
export function removalStep(list: ListPath, blocks: readonly BlockInstance[], positions: readonly number[]): HistoryStep {
  const descending = [...positions].sort((a, b) => b - a);
  return {
    patches: descending.map((position) => ({ op: 'remove', path: at(list, position) })),
    inverse: descending.toReversed().map((position) => ({ op: 'add', path: at(list, position), value: blocks[position] })),
  };
}

/** Takes the block out at `from` and puts `moved` (its new version) in at `to`, a position in the list without it. */
export function moveStep(
  list: ListPath,
  { from, to }: { from: number; to: number },
  original: BlockInstance,
  moved: BlockInstance,
): HistoryStep {
  return {
    patches: [
      { op: 'remove', path: at(list, from) },
      { op: 'add', path: at(list, to), value: moved },
    ],
    inverse: [
      { op: 'remove', path: at(list, to) },
      { op: 'add', path: at(list, from), value: original },
    ],
  };
}
