/**
 * One cart, one order — across idempotency keys. Two tabs (or a click and a retry with a fresh key)
 * submitting the same cart of the same session at the same moment both read it before either order
 * empties it; without this guard only the platform's transaction stands between them and two orders.
 * Entries are keyed by session and the cart revision the request READ (not the one it was sent with):
 * a request that arrived while the first order was being placed, and found the same cart, shares that
 * order. A request that arrives after it settled does not — it is a new decision (the same products
 * ordered again on purpose have the same revision), and the real platform has emptied the cart anyway.
 */
export const ORDERED_CART_TTL_MS = 60_000;
export const ORDERED_CART_MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: Promise<T>;
  /** When the order was placed; null while it is being placed. */
  settledAt: number | null;
}

export class OrderedCarts<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = ORDERED_CART_TTL_MS,
    private readonly maxEntries = ORDERED_CART_MAX_ENTRIES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The order for `key` (session + cart revision read) that a request which arrived at `arrivedAt`
   * must share: one in flight, or one placed after that request arrived. Otherwise `run()` places it.
   * `placed(result)` says whether the result is an order (a refusal is forgotten at once).
   */
  run(key: string, arrivedAt: number, run: () => Promise<T>, placed: (result: T) => boolean): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && (hit.settledAt === null || arrivedAt < hit.settledAt)) return hit.value;
    this.evict();
    const entry: Entry<T> = { value: Promise.resolve().then(run), settledAt: null };
    this.entries.delete(key);
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.value.then((result) => (placed(result) ? void (entry.settledAt = this.now()) : forget()), forget);
    return entry.value;
  }

  private evict(): void {
    const at = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.settledAt !== null && at - entry.settledAt >= this.ttlMs) this.entries.delete(key);
    }
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
