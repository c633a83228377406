/** How long a node trusts what it read of a session: ended and renewed sessions are announced well before. */
export const SESSION_CACHE_TTL_MS = 60_000;
/** Enough for every visitor of a busy node; beyond it the oldest entries go. */
export const SESSION_CACHE_MAX_ENTRIES = 50_000;

interface Entry<V> {
  value: V;
  until: number;
}

/**
 * What this node read of sessions, by session id, so an authenticated request costs no database round trip. Entries
 * go when another node (or this one) announces a change; a read that was under way meanwhile is not kept, since it
 * may have seen the session before the change. Concurrent reads of one session share a single lookup.
 */
export function createSessionCache<V>({ ttlMs = SESSION_CACHE_TTL_MS, maxEntries = SESSION_CACHE_MAX_ENTRIES } = {}) {
  const entries = new Map<string, Entry<V>>();
  const pending = new Map<string, Promise<V>>();
  let changes = 0;

  const keep = (sid: string, value: V) => {
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(sid, { value, until: Date.now() + ttlMs });
  };

  return {
    /** The value of `sid`, read through `read` when this node holds none (or only an outdated one). */
    get(sid: string, read: () => Promise<V>): Promise<V> {
      const entry = entries.get(sid);
      if (entry && entry.until > Date.now()) return Promise.resolve(entry.value);
      const waiting = pending.get(sid);
      if (waiting) return waiting;
      const changesBefore = changes;
      const reading = read()
        .then((value) => {
          if (changes === changesBefore) keep(sid, value);
          return value;
        })
        .finally(() => pending.delete(sid));
      pending.set(sid, reading);
      return reading;
    },
    forget(sid: string): void {
      changes += 1;
      entries.delete(sid);
      pending.delete(sid);
    },
  };
}
