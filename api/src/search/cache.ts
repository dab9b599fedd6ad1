import { LRUCache } from 'lru-cache';

/**
 * A bounded least-recently-used cache (lru-cache) of pending or settled values, emptied when the catalogue
 * version changes; entries live at most maxAgeMs (answers depend on the clock: on-sale dates). Strangers choose
 * the keys (any query), so it holds at most maxEntries; a pending value is shared by every request that asks
 * for it meanwhile, and a failed one is dropped.
 */
export class BoundedCache<V> {
  private readonly entries: LRUCache<string, Promise<V>>;
  private version: number | undefined;

  constructor(maxEntries: number, maxAgeMs: number) {
    this.entries = new LRUCache({ max: maxEntries, ttl: maxAgeMs });
  }

  get size(): number {
    return this.entries.size;
  }

  get(version: number, key: string, load: () => Promise<V>): Promise<V> {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    const hit = this.entries.get(key);
    if (hit) return hit;
    const value = load();
    value.catch(() => {
      if (this.entries.peek(key) === value) this.entries.delete(key);
    });
    this.entries.set(key, value);
    return value;
  }
}
