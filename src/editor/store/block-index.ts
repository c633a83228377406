import type { BlockInstance } from '../../engine/content';

interface IndexEntry {
  /** The list the positions were read from; while it is the current list they are exact. */
  builtFor: readonly BlockInstance[];
  positions: Map<string, number>;
}

/**
 * Positions of blocks by contentId, per page and phase. A keystroke replaces the blocks list without moving anything,
 * so a cached position is checked (the block at it still has that id) instead of re-reading the list; only a
 * structural change (insert, move, delete, undo of those) makes a lookup rebuild that one phase.
 */
export interface BlockIndex {
  /** Where the block sits in `blocks`, or -1. */
  positionOf(page: string, phase: string, blocks: readonly BlockInstance[], contentId: string): number;
  /** Every id in `blocks` with its position (exact for this list). */
  positions(page: string, phase: string, blocks: readonly BlockInstance[]): ReadonlyMap<string, number>;
  /** Drops a page's entries (after it is loaded again). */
  forget(page: string): void;
}

function readPositions(blocks: readonly BlockInstance[]): Map<string, number> {
  const positions = new Map<string, number>();
  blocks.forEach((block, i) => positions.set(block.contentId, i));
  return positions;
}

export function createBlockIndex(): BlockIndex {
  const byPage = new Map<string, Map<string, IndexEntry>>();

  const exactEntry = (page: string, phase: string, blocks: readonly BlockInstance[]): IndexEntry => {
    const phases = byPage.get(page) ?? new Map<string, IndexEntry>();
    byPage.set(page, phases);
    const cached = phases.get(phase);
    if (cached?.builtFor === blocks) return cached;
    const entry = { builtFor: blocks, positions: readPositions(blocks) };
    phases.set(phase, entry);
    return entry;
  };

  return {
    positionOf(page, phase, blocks, contentId) {
      const cached = byPage.get(page)?.get(phase)?.positions.get(contentId);
      if (cached !== undefined && blocks[cached]?.contentId === contentId) return cached;
      return exactEntry(page, phase, blocks).positions.get(contentId) ?? -1;
    },
    positions: (page, phase, blocks) => exactEntry(page, phase, blocks).positions,
    forget: (page) => void byPage.delete(page),
  };
}
