/**
 * A small in-process cache with a time to live and a size bound, for answers that many callers ask
 * for at once and that may be a moment old (search results, site content). Concurrent misses for
 * one key share one computation, so a burst of identical requests costs one query.
 */
export interface TtlCache<V> {
  get(key: string, compute: () => Promise<V>): Promise<V>;
  clear(): void;
  readonly size: number;
}

export function createTtlCache<V>({
  ttlMs,
  maxEntries = 500,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): TtlCache<V> {
  const entries = new Map<string, { expires: number; value: Promise<V> }>();
  return {
    get(key, compute) {
      if (ttlMs <= 0) return compute();
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      if (hit) entries.delete(key);
      const value = compute();
      entries.set(key, { expires: now() + ttlMs, value });
      // A failure is not cached: the next caller tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // Maps keep insertion order: the first keys are the oldest.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
