/**
 * A small in-memory LRU with per-entry expiry, for the gateway's public catalogue reads.
 * Map keeps insertion order, so re-inserting on read makes the first key the least recently used.
 * No timers: expiry is checked on read, and eviction happens on write when the cache is full.
 */
export interface LruEntry<V> {
  value: V;
  /** epoch ms when the entry stops being fresh */
  freshUntil: number;
  /** epoch ms after which the entry must not be served normally (fresh + stale-while-revalidate) */
  staleUntil: number;
  /** epoch ms until which the entry is kept as a fallback for upstream outages (≥ staleUntil) */
  keepUntil: number;
  /** size estimate (e.g. bytes) counted against maxWeight */
  weight: number;
}

export class LruCache<V> {
  private readonly entries = new Map<string, LruEntry<V>>();
  private totalWeight = 0;

  constructor(
    readonly maxEntries: number,
    private readonly now: () => number = Date.now,
    /** Upper bound of the summed entry weights (default: unbounded). */
    readonly maxWeight = Number.POSITIVE_INFINITY,
  ) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new Error("maxEntries must be a positive integer");
  }

  get weight(): number {
    return this.totalWeight;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The entry (fresh or stale-but-servable), or undefined; expired entries are dropped. */
  get(key: string): LruEntry<V> | undefined {
    const entry = this.getKept(key);
    return entry && entry.staleUntil > this.now() ? entry : undefined;
  }

  /** The entry even past its stale window while it is kept as an outage fallback (see `set`'s keepMs). */
  getKept(key: string): LruEntry<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.keepUntil <= this.now()) {
      this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The entry held for `key`, without reordering or expiry check. */
  peek(key: string): LruEntry<V> | undefined {
    return this.entries.get(key);
  }

  /** Whether `key` is held (no reordering, no expiry check). */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  isFresh(entry: LruEntry<V>): boolean {
    return entry.freshUntil > this.now();
  }

  /** Fresh or within its stale-while-revalidate window. */
  isServable(entry: LruEntry<V>): boolean {
    return entry.staleUntil > this.now();
  }

  /** `keepMs`: how long past the stale window `getKept` still returns the entry. */
  set(key: string, value: V, maxAgeMs: number, staleWhileRevalidateMs = 0, weight = 0, keepMs = 0): LruEntry<V> | undefined {
    const now = this.now();
    const staleUntil = now + maxAgeMs + staleWhileRevalidateMs;
    return this.put(key, value, { freshUntil: now + maxAgeMs, staleUntil, keepUntil: staleUntil + keepMs }, weight);
  }

  /** Stores an entry with given absolute times (e.g. one read from a cache shared by several processes). */
  put(key: string, value: V, times: Pick<LruEntry<V>, "freshUntil" | "staleUntil" | "keepUntil">, weight = 0): LruEntry<V> | undefined {
    this.delete(key);
    // An entry heavier than the whole budget is not stored at all.
    if (weight > this.maxWeight) return undefined;
    const entry: LruEntry<V> = { value, freshUntil: times.freshUntil, staleUntil: times.staleUntil, keepUntil: times.keepUntil, weight };
    this.entries.set(key, entry);
    this.totalWeight += weight;
    while (this.entries.size > this.maxEntries || this.totalWeight > this.maxWeight) {
      const oldest = this.entries.keys().next().value as string;
      this.delete(oldest);
    }
    return this.entries.get(key);
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
  }

  clear(): void {
    this.entries.clear();
    this.totalWeight = 0;
  }
}
