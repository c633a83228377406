import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../server/catalogue/demo/random';

const draws = (seed: number, stream: string) => {
  const random = createRandom(seed, stream);
  return Array.from({ length: 20 }, () => random.int(0, 1_000_000));
};

describe('createRandom', () => {
  it('repeats itself for the same seed and stream, and only then', () => {
    expect(draws(7, 'sessions')).toEqual(draws(7, 'sessions'));
    expect(draws(7, 'sessions')).not.toEqual(draws(8, 'sessions'));
    expect(draws(7, 'sessions')).not.toEqual(draws(7, 'speakers'));
  });

  it('makes version-4 UUIDs', () => {
    const random = createRandom(1, 'ids');
    const ids = Array.from({ length: 500 }, () => random.guid());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('samples distinct items, no more than there are', () => {
    const random = createRandom(1, 'sample');
    const picked = random.sample(['a', 'b', 'c', 'd', 'e'], 3);
    expect(new Set(picked).size).toBe(3);
    expect(random.sample(['a', 'b'], 5).sort()).toEqual(['a', 'b']);
  });

  it('keeps ints within bounds and weights proportional', () => {
    const random = createRandom(3, 'weights');
    const counts = { rare: 0, common: 0 };
    for (let i = 0; i < 10_000; i += 1) counts[random.weighted([['rare', 1], ['common', 9]] as const)] += 1;
    expect(counts.rare / 10_000).toBeGreaterThan(0.07);
    expect(counts.rare / 10_000).toBeLessThan(0.13);
    for (let i = 0; i < 1000; i += 1) expect(random.int(3, 5)).toBeGreaterThanOrEqual(3);
  });
});
