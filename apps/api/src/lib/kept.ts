import type { DataGeneration } from '../db/data-generation';

export interface KeptOptions {
  /** How many values are kept; the least recently used is dropped first. */
  maxEntries: number;
  /** How long a value is kept even when nothing is written. */
  maxAgeMs: number;
  now?: () => number;
}

interface Entry<V> {
  generation: number;
  at: number;
  value: Promise<V>;
}

/**
 * Values computed from the database, kept while the data's generation has not moved (decision 0036)
 * and for at most `maxAgeMs`. The generation is read *before* computing: a write committed meanwhile
 * leaves the value stale by construction, and the next `get` computes again. Callers asking while a
 * value is computed share that one computation; a failed computation is not kept.
 */
export function createKept<K, V>(generation: DataGeneration, options: KeptOptions) {
  const clock = options.now ?? Date.now;
  const entries = new Map<K, Entry<V>>();
  return {
    get(key: K, compute: () => Promise<V>): Promise<V> {
      const now = clock();
      const entry = entries.get(key);
      // Most recently used last: the Map's order is the eviction order.
      entries.delete(key);
      if (entry && entry.generation === generation.current() && now - entry.at < options.maxAgeMs) {
        entries.set(key, entry);
        return entry.value;
      }
      const fresh: Entry<V> = { generation: generation.current(), at: now, value: compute() };
      entries.set(key, fresh);
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as K);
      fresh.value.catch(() => {
        if (entries.get(key) === fresh) entries.delete(key);
      });
      return fresh.value;
    },
  };
}
