/**
 * Gateway-wide memory of each context token's price variant (cache/priceContext.ts), so a shopper
 * with a session does not pay a GET /context before every cached catalogue read — and of the tokens
 * seen without a customer, so their checkout does not ask the account routes for a certain 403
 * (Shopware hands out a new token at login and registration; this gateway's own changes invalidate).
 *
 * - bounded LRU with a short TTL (PRICE_CONTEXT_POLICY in strategies.ts);
 * - concurrent lookups of one token share one read;
 * - `invalidate(token)` forgets a token at once (this gateway changed its session), and a read that
 *   was already under way when the token was invalidated does not write its (older) answer back.
 */
import { LruCache } from "./lru.js";
import { PRICE_CONTEXT_POLICY } from "./strategies.js";

/** null = the sales channel's default price context, a string = another one. */
export type PriceVariant = string | null;

export interface PriceContextCacheOptions {
  ttlMs?: number;
  maxTokens?: number;
  now?: () => number;
}

export class PriceContextCache {
  private readonly variants: LruCache<PriceVariant>;
  private readonly withoutCustomer: LruCache<true>;
  /** token → invalidation stamp; kept as long as an entry could live, so late writes can be refused */
  private readonly invalidated: LruCache<number>;
  private readonly inFlight = new Map<string, { stamp: number; promise: Promise<PriceVariant> }>();
  private readonly ttlMs: number;
  private clock = 0;

  constructor(options: PriceContextCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? PRICE_CONTEXT_POLICY.ttlMs;
    const max = options.maxTokens ?? PRICE_CONTEXT_POLICY.maxTokens;
    this.variants = new LruCache(max, options.now);
    this.withoutCustomer = new LruCache(max, options.now);
    this.invalidated = new LruCache(max, options.now);
  }

  get size(): number {
    return this.variants.size;
  }

  /** A stamp to pass to `set` for an answer whose read starts now. */
  stamp(): number {
    return ++this.clock;
  }

  /** The remembered variant, or undefined when the token is unknown or its entry expired. */
  get(token: string): PriceVariant | undefined {
    const entry = this.variants.get(token);
    return entry && this.variants.isFresh(entry) ? entry.value : undefined;
  }

  /** Remembers a variant read at `stamp`, unless the token was invalidated after the read started. */
  set(token: string, variant: PriceVariant, stamp: number): void {
    if ((this.invalidated.get(token)?.value ?? 0) > stamp) return;
    this.variants.set(token, variant, this.ttlMs);
  }

  /** Remembers whether a context read at `stamp` had a customer (same invalidation rule as `set`). */
  setCustomer(token: string, hasCustomer: boolean, stamp: number): void {
    if (hasCustomer) this.withoutCustomer.delete(token);
    else if ((this.invalidated.get(token)?.value ?? 0) <= stamp) this.withoutCustomer.set(token, true, this.ttlMs);
  }

  /** True only when the token's last context read had no customer and nothing changed it since. */
  knownWithoutCustomer(token: string): boolean {
    const entry = this.withoutCustomer.get(token);
    return entry !== undefined && this.withoutCustomer.isFresh(entry);
  }

  /** The remembered variant, else `read()` once for all concurrent callers (its answer is remembered). */
  load(token: string, read: () => Promise<PriceVariant>): Promise<PriceVariant> {
    const known = this.get(token);
    if (known !== undefined) return Promise.resolve(known);
    const pending = this.inFlight.get(token);
    if (pending) return pending.promise;
    const stamp = this.stamp();
    const promise = read()
      .then((variant) => {
        this.set(token, variant, stamp);
        return variant;
      })
      .finally(() => {
        if (this.inFlight.get(token)?.promise === promise) this.inFlight.delete(token);
      });
    this.inFlight.set(token, { stamp, promise });
    return promise;
  }

  invalidate(token: string): void {
    this.variants.delete(token);
    this.withoutCustomer.delete(token);
    this.inFlight.delete(token);
    this.invalidated.set(token, this.stamp(), this.ttlMs * 2);
  }

  clear(): void {
    this.variants.clear();
    this.withoutCustomer.clear();
    this.invalidated.clear();
    this.inFlight.clear();
  }
}
