/**
 * In-process idempotency of placeOrder: key → the in-flight (then settled) result, so a double
 * click or two tabs hitting THIS gateway process share one upstream call and one answer. Entries
 * live 10 minutes; the map is bounded (oldest first out). Refusals where nothing was written are
 * forgotten at once, so the same key can be submitted again after fixing the input (e.g. terms).
 * Retries that reach another process are covered by the platform's `idempotencyKey`. placeOrder keys
 * entries by session, key AND the confirmed cart revision, so the same key with another cart is
 * never answered from here.
 */
export const IDEMPOTENCY_TTL_MS = 600_000;
export const IDEMPOTENCY_MAX_ENTRIES = 10_000;

interface Entry<T> {
  at: number;
  value: Promise<T>;
}

export class IdempotencyMap<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs = IDEMPOTENCY_TTL_MS,
    private readonly maxEntries = IDEMPOTENCY_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The shared result for `key`: the running or settled call of an earlier request, or `run()`
   * started now. `keep(result)` decides whether a settled result stays (false: forget it).
   */
  run(key: string, run: () => Promise<T>, keep: (result: T) => boolean = () => true): Promise<T> {
    const at = this.now();
    const hit = this.entries.get(key);
    if (hit && at - hit.at < this.ttlMs) return hit.value;
    if (hit) this.entries.delete(key);
    this.evict(at);
    const entry: Entry<T> = { at, value: Promise.resolve().then(run) };
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.value.then((result) => (keep(result) ? undefined : forget()), forget);
    return entry.value;
  }

  private evict(at: number): void {
    for (const [key, entry] of this.entries) {
      if (at - entry.at >= this.ttlMs) this.entries.delete(key);
      else break; // insertion order = age order
    }
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
