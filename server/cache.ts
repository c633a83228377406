export interface LoadingCache<V> {
  get(key: string): Promise<V>;
  invalidate(key: string): void;
  invalidateWhere(matches: (key: string) => boolean): void;
}

/**
 * Remembers loaded values per key. The TTL bounds how long another node's write stays invisible here;
 * a failed load is not remembered.
 */
export function createLoadingCache<V>(load: (key: string) => Promise<V>, ttlMs: number): LoadingCache<V> {
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  return {
    get(key) {
      const now = Date.now();
      const entry = entries.get(key);
      if (entry && entry.expires > now) return entry.value;
      const value = load(key);
      entries.set(key, { value, expires: now + ttlMs });
      value.catch(() => entries.delete(key));
      return value;
    },
    invalidate(key) {
      entries.delete(key);
    },
    invalidateWhere(matches) {
      for (const key of entries.keys()) if (matches(key)) entries.delete(key);
    },
  };
}
