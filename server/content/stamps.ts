import type { BlockInstance } from '../../src/engine';

/** Who saved, when, and the revision the save creates. */
export interface EditStamp {
  editorName: string;
  timestamp: string;
  revision: number;
}

const STAMP_FIELDS = ['_editorName', '_editedTimestamp', '_revision'] as const;

/** Deep equality of JSON values, ignoring key order (jsonb does not keep it). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  const left = Object.entries(a).filter(([, value]) => value !== undefined);
  const right = b as Record<string, unknown>;
  return left.length === Object.values(right).filter((value) => value !== undefined).length && left.every(([key, value]) => sameJson(value, right[key]));
}

function unstamped(block: BlockInstance): Omit<BlockInstance, (typeof STAMP_FIELDS)[number]> {
  const { _editorName, _editedTimestamp, _revision, ...rest } = block;
  return rest;
}

function storedStamps(block: BlockInstance): Pick<BlockInstance, (typeof STAMP_FIELDS)[number]> {
  return Object.fromEntries(STAMP_FIELDS.filter((field) => block[field] !== undefined).map((field) => [field, block[field]]));
}

/**
 * Marks the blocks this save creates or changes with the editor, time and new revision;
 * unchanged blocks (same content id, same content) keep the stamps they were stored with.
 */
export function stampChangedBlocks(blocks: readonly BlockInstance[], stored: readonly BlockInstance[], stamp: EditStamp): BlockInstance[] {
  const storedById = new Map(stored.map((block) => [block.contentId, block]));
  return blocks.map((block) => {
    const before = storedById.get(block.contentId);
    const content = unstamped(block);
    if (before && sameJson(content, unstamped(before))) return { ...content, ...storedStamps(before) };
    return { ...content, _editorName: stamp.editorName, _editedTimestamp: stamp.timestamp, _revision: stamp.revision };
  });
}
