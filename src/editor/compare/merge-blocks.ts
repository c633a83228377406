import type { BlockInstance } from '../../engine';

/**
 * The ids to copy: the chosen ones the source holds, plus every ancestor of theirs the target lacks, so no copied
 * block arrives without its parent.
 */
function withMissingAncestors(ids: Iterable<string>, source: ReadonlyMap<string, BlockInstance>, target: ReadonlySet<string>): Set<string> {
  const chosen = new Set<string>();
  for (const id of ids) {
    let block = source.get(id);
    while (block && !chosen.has(block.contentId)) {
      chosen.add(block.contentId);
      const parentId = block.parentId;
      block = parentId !== undefined && !target.has(parentId) ? source.get(parentId) : undefined;
    }
  }
  return chosen;
}

/**
 * Where a copied block goes: after its nearest earlier sibling already settled there, else before the nearest later
 * one, else where the target had it under the same parent, else right after its parent, else last.
 */
function insertionIndex(block: BlockInstance, source: readonly BlockInstance[], result: readonly BlockInstance[], settled: (id: string) => boolean, previous?: { index: number; parentId: string | undefined }): number {
  const indexOf = (id: string) => (settled(id) ? result.findIndex((candidate) => candidate.contentId === id) : -1);
  const siblings = source.filter((candidate) => candidate.parentId === block.parentId);
  const own = siblings.findIndex((candidate) => candidate.contentId === block.contentId);
  for (let i = own - 1; i >= 0; i -= 1) {
    const at = indexOf(siblings[i]!.contentId);
    if (at >= 0) return at + 1;
  }
  for (let i = own + 1; i < siblings.length; i += 1) {
    const at = indexOf(siblings[i]!.contentId);
    if (at >= 0) return at;
  }
  if (previous && previous.parentId === block.parentId) return previous.index;
  const parentAt = block.parentId === undefined ? -1 : indexOf(block.parentId);
  return parentAt >= 0 ? parentAt + 1 : result.length;
}

/**
 * Copies the chosen blocks of `source` into `target`: a block the target has is replaced, a new one is added among
 * the same siblings as in the source; every other block of the target stays, in its order.
 */
export function mergeBlocks(target: readonly BlockInstance[], source: readonly BlockInstance[], ids: Iterable<string>): BlockInstance[] {
  const sourceById = new Map(source.map((block) => [block.contentId, block]));
  const chosen = withMissingAncestors(ids, sourceById, new Set(target.map((block) => block.contentId)));
  const result = [...target];
  // Chosen blocks still at their old place in the target are no landmark: they are about to move.
  const unsettled = new Set(chosen);
  const settled = (id: string) => !unsettled.has(id);
  // In source order, so each copied block can stand next to the siblings copied before it.
  for (const block of source) {
    if (!chosen.has(block.contentId)) continue;
    const at = result.findIndex((candidate) => candidate.contentId === block.contentId);
    const previous = at >= 0 ? { index: at, parentId: result[at]!.parentId } : undefined;
    if (at >= 0) result.splice(at, 1);
    result.splice(insertionIndex(block, source, result, settled, previous), 0, block);
    unsettled.delete(block.contentId);
  }
  return result;
}
