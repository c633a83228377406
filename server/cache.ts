/** Values kept per key, each loaded by the caller that first asks for it (concurrent callers share that load). */
export interface KeyedCache<V> {
  getOr(key: string, load: () => Promise<V>): Promise<V>;
  invalidate(key: string): void;
  invalidateWhere(matches: (key: string) => boolean): void;
}

export interface LoadingCache<V> extends Omit<KeyedCache<V>, 'getOr'> {
  get(key: string): Promise<V>;
}

/**
 * Remembers loaded values per key. The TTL bounds how long another node's write stays invisible here;
 * a failed load is not remembered. A load under way when its key is invalidated is not remembered either (it may
 * have read what was before). With `maxEntries`, the oldest entries make room for new ones.
 */
export function createLoadingCache<V>(load: (key: string) => Promise<V>, ttlMs: number, options: { maxEntries?: number } = {}): LoadingCache<V> {
  const { getOr, ...rest } = createKeyedCache<V>(ttlMs, options);
  return { get: (key) => getOr(key, () => load(key)), ...rest };
}

/** As createLoadingCache, with the load given by each caller. */
export function createKeyedCache<V>(ttlMs: number, { maxEntries = Infinity } = {}): KeyedCache<V> {
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  const getOr = (key: string, loadKey: () => Promise<V>): Promise<V> => {
    const now = Date.now();
    const entry = entries.get(key);
    if (entry && entry.expires > now) return entry.value;
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    const value = loadKey();
    entries.set(key, { value, expires: now + ttlMs });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
  return {
    getOr,
    invalidate(key) {
      entries.delete(key);
    },
    invalidateWhere(matches) {
      for (const key of entries.keys()) if (matches(key)) entries.delete(key);
    },
  };
}

/** Freezes `value` and everything it holds, so that one cached value shared by many requests cannot be changed by one. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}
