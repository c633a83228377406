import { describe, expect, it } from 'vitest';
import { createLoadingCache } from '../../server/cache';

/** A load that resolves when told: what a cache sees of a database read under way. */
function controlledLoads() {
  const pending = new Map<string, (value: string) => void>();
  const counts = new Map<string, number>();
  const load = (key: string) => {
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return new Promise<string>((resolve) => pending.set(key, resolve));
  };
  return { load, finish: (key: string, value: string) => pending.get(key)?.(value), loadsOf: (key: string) => counts.get(key) ?? 0 };
}

describe('the loading cache', () => {
  it('loads a key once for concurrent readers and remembers it', async () => {
    const loads = controlledLoads();
    const cache = createLoadingCache(loads.load, 60_000);
    const [first, second] = [cache.get('a'), cache.get('a')];
    loads.finish('a', 'A');
    expect(await Promise.all([first, second])).toEqual(['A', 'A']);
    expect(await cache.get('a')).toBe('A');
    expect(loads.loadsOf('a')).toBe(1);
  });

  it('does not keep a load that was under way when its key was invalidated', async () => {
    const loads = controlledLoads();
    const cache = createLoadingCache(loads.load, 60_000);
    const before = cache.get('session');
    cache.invalidate('session');
    loads.finish('session', 'still there');
    expect(await before).toBe('still there');
    const after = cache.get('session');
    loads.finish('session', 'ended');
    expect(await after).toBe('ended');
    expect(loads.loadsOf('session')).toBe(2);
  });

  it('makes room by dropping its oldest entries', async () => {
    const cache = createLoadingCache(async (key) => `${key}${Math.random()}`, 60_000, { maxEntries: 2 });
    const a = await cache.get('a');
    await cache.get('b');
    await cache.get('c');
    expect(await cache.get('a')).not.toBe(a);
  });

  it('forgets a failed load', async () => {
    let calls = 0;
    const cache = createLoadingCache(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      return 'back';
    }, 60_000);
    await expect(cache.get('x')).rejects.toThrow('database away');
    expect(await cache.get('x')).toBe('back');
  });
});
