/**
 * A bounded least-recently-used cache of pending or settled values, emptied when the catalogue version changes
 * or its entries are older than maxAgeMs (answers depend on the clock: on-sale dates). Strangers choose the
 * keys (any query), so it holds at most maxEntries; a pending value is shared by every request that asks for it
 * meanwhile, and a failed one is dropped.
 */
export class BoundedCache<V> {
  private entries = new Map<string, Promise<V>>();
  private version: number | undefined;
  private since = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxAgeMs: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(version: number, key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    if (version !== this.version || now - this.since > this.maxAgeMs) {
      this.entries = new Map();
      this.version = version;
      this.since = now;
    }
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const entries = this.entries;
    const value = load();
    value.catch(() => {
      if (entries.get(key) === value) entries.delete(key);
    });
    entries.set(key, value);
    if (entries.size > this.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return value;
  }
}
