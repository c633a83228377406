import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A seeded source of choices; the same seed and stream name always give the same sequence. */
export interface Random {
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (fewer when there are not enough), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** An item chosen with probability proportional to its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  shuffle<T>(items: readonly T[]): T[];
  /** An 8-4-4-4-12 hexadecimal id. */
  guid(): string;
}

/** FNV-1a, so each named stream gets its own seed and a change in one part leaves the others' draws alone. */
function streamSeed(seed: number, stream: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of stream) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash | 0;
}

export function createRandom(seed: number, stream: string): Random {
  const rng = xoroshiro128plus(streamSeed(seed, stream));
  const int = (min: number, max: number) => uniformInt(rng, min, max);
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  const word = () => (rng.next() >>> 0).toString(16).padStart(8, '0');
  return {
    int,
    chance: (p) => uniformFloat64(rng) < p,
    pick,
    sample: <T,>(items: readonly T[], count: number): T[] => {
      const copy = [...items];
      const taken = Math.min(count, copy.length);
      for (let i = 0; i < taken; i += 1) {
        const j = int(i, copy.length - 1);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, taken);
    },
    weighted: <T,>(items: readonly (readonly [T, number])[]): T => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = uniformFloat64(rng) * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return (items[items.length - 1] as readonly [T, number])[0];
    },
    shuffle,
    guid: () => {
      const hex = word() + word() + word() + word();
      // Version 4, variant 10xx: the shape of a random UUID.
      const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },
  };
}
