import type { BlockInstance } from '../../engine/content';

/** Structural equality of JSON values; key order does not count (undoing a removed prop re-adds it last). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every(
    (key) => Object.hasOwn(b, key) && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * True when two block lists hold the same content. Blocks are compared by reference first: undo rebuilds only the
 * blocks it touches, so just those few are compared by value.
 */
export function sameBlocks(a: readonly BlockInstance[], b: readonly BlockInstance[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) {
    if (a[i] !== b[i] && !sameJson(a[i], b[i])) return false;
  }
  return true;
}
