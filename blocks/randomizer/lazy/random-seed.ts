import { readStored, sessionStore, writeStored } from '../../../src/app/block-kit';

const STORAGE_PREFIX = 'confsite.randomizer:';

/** The child a seed in [0, 1) picks among `count`: the same seed keeps its pick while the children stay the same. */
export function pickIndex(seed: number, count: number): number {
  return Math.min(count - 1, Math.max(0, Math.floor(seed * count)));
}

function isSeed(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value < 1;
}

/**
 * A fresh random seed, or with `keepForSession` the one this tab drew before for the block (sessionStorage), so the
 * visitor sees the same pick on every visit of the page until the tab closes. Storage may be unavailable (private
 * windows, full quota): then each visit draws again.
 */
export function drawSeed(blockKey: string, keepForSession: boolean): number {
  if (!keepForSession) return Math.random();
  const key = STORAGE_PREFIX + blockKey;
  const stored = Number(readStored(sessionStore, key) ?? Number.NaN);
  if (isSeed(stored)) return stored;
  const seed = Math.random();
  writeStored(sessionStore, key, String(seed));
  return seed;
}
