/**
 * The gateway-wide cache of public Store API answers (one instance per gateway process).
 * - LRU with TTL (lru.ts) and stale-while-revalidate (strategies.ts);
 * - concurrent misses for the same key share one upstream call (in-flight de-duplication);
 * - stored values are deep-frozen, because the same object is handed to many requests;
 * - stale-if-error (staleIfError.ts): past its stale window an answer is kept a while longer and
 *   served only when the upstream fails to give a new one;
 * - optionally a second level shared by all gateway instances (sharedStore.ts, Redis with REDIS_URL):
 *   the local LRU answers first; a local miss (or a copy past its fresh time) asks the shared level
 *   before the upstream, and every loaded answer is written to both. A cold key is loaded by one
 *   instance only: it takes a short lock in the shared level (SET NX PX) while the others poll for
 *   its answer, and load it themselves if the lock expires or the shared level is away.
 */
import { cacheTagsOf } from "./cacheTags.js";
import { LruCache } from "./lru.js";
import { DEFAULT_STALE_IF_ERROR_MS, isUpstreamOutage } from "./staleIfError.js";
import type { CacheStrategy } from "./strategies.js";
import type { LoadLock, SharedCacheStore, SharedEntry } from "./sharedStore.js";

/** How long one instance may load a cold key for all of them (then the others load it too). */
export const DEFAULT_SHARED_LOAD_LOCK_MS = 3000;
/** How often a waiting instance looks for the loading instance's answer. */
const SHARED_LOAD_POLL_MS = 15;

const NO_LOCK: LoadLock = { state: "unavailable" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ResponseCacheOptions {
  /** Max number of stored answers (default 2000). */
  maxEntries?: number;
  /** Max summed size of stored answers in bytes of JSON (default 64 MiB). */
  maxBytes?: number;
  /** false turns caching off (every call goes upstream); in-flight de-duplication stays. */
  enabled?: boolean;
  now?: () => number;
  /** Called when a background refresh fails (the stale copy keeps being served until it expires). */
  onRefreshError?: (key: string, error: unknown) => void;
  /** How long past its stale window an answer is served while the upstream fails (default 24 h; 0 = never). */
  staleIfErrorMs?: number;
  /** Called when an answer past its stale window is served because the upstream failed. */
  onStaleIfError?: (key: string, error: unknown) => void;
  /** Called once per `fetch` with its outcome (metrics). */
  onOutcome?: (outcome: CacheOutcome) => void;
  /** The level shared with other gateway instances (default: none, this process only). */
  shared?: SharedCacheStore;
  /** Lifetime of the shared load lock of a cold key (default 3 s), and so the longest another instance waits. */
  sharedLoadLockMs?: number;
}

/** "stale-if-error": past the stale window, served because the upstream failed. */
export type CacheOutcome = "fresh" | "stale" | "stale-if-error" | "miss" | "bypass";

/** What a read's answer is kept as in this process: until when it is fresh, and its cache tags (graphqlResultCache.ts). */
export interface KeptAnswer {
  freshUntil: number;
  tags: ReadonlySet<string>;
}

/** Told of every purge (tags, or "all"), so caches built from these answers drop theirs too. */
export type PurgeListener = (what: readonly string[] | "all") => void;

export interface CacheStats {
  fresh: number;
  stale: number;
  staleIfError: number;
  miss: number;
  bypass: number;
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value as Record<string, unknown>)) deepFreeze(child);
  }
  return value;
}

/** Stable JSON (sorted object keys) so equal requests give equal cache keys. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return "";
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? "null" : stableStringify(v))).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(",")}}`;
}

/** Size estimate of an answer: its JSON length (computed once per stored answer). */
function sizeOf(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return 0;
  }
}

/** `variant`: the price variant of a non-default price context (strategies.ts); null = the anonymous entry. */
export function cacheKey(operation: string, languageId: string | null, request: unknown, variant: string | null = null): string {
  const base = `${operation}\u0000${languageId ?? "-"}\u0000${stableStringify(request)}`;
  return variant === null ? base : `${base}\u0000${variant}`;
}

export class ResponseCache {
  private readonly lru: LruCache<unknown>;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly refreshing = new Set<string>();
  readonly enabled: boolean;
  readonly stats: CacheStats = { fresh: 0, stale: 0, staleIfError: 0, miss: 0, bypass: 0 };
  readonly staleIfErrorMs: number;
  /** Tags of each stored answer (cacheTags.ts); keys the LRU dropped are pruned on purge and when it grows. */
  private readonly keyTags = new Map<string, Set<string>>();
  /** Counts purges: an answer loaded before a purge and stored after it would bring the old data back. */
  private purges = 0;
  private readonly purgeListeners: PurgeListener[] = [];

  constructor(private readonly options: ResponseCacheOptions = {}) {
    this.lru = new LruCache(options.maxEntries ?? 2000, options.now, options.maxBytes ?? 64 * 1024 * 1024);
    this.enabled = options.enabled ?? true;
    this.staleIfErrorMs = options.staleIfErrorMs ?? DEFAULT_STALE_IF_ERROR_MS;
  }

  get size(): number {
    return this.lru.size;
  }

  /** Approximate bytes held (JSON length of the stored answers). */
  get bytes(): number {
    return this.lru.weight;
  }

  /**
   * Empties this process's level and the shared one; `"here"` only this process's (another instance's purge of
   * everything, purgeChannel.ts: that instance has emptied the shared level already).
   */
  async clear(scope: "everywhere" | "here" = "everywhere"): Promise<void> {
    this.purges += 1;
    this.lru.clear();
    this.keyTags.clear();
    for (const listener of this.purgeListeners) listener("all");
    if (scope === "everywhere") await this.options.shared?.clear();
  }

  /**
   * Drops the answers that contain any of `tags` (`product-<id>`, `category-<id>`, …) here and in the shared
   * level; returns how many were held here. (With Redis, purgeChannel.ts has the other instances do the same.)
   */
  async purgeTags(tags: readonly string[]): Promise<number> {
    this.purges += 1;
    for (const listener of this.purgeListeners) listener(tags);
    let dropped = 0;
    const deletes: Promise<void>[] = [];
    for (const [key, keyTags] of this.keyTags) {
      if (!tags.some((tag) => keyTags.has(tag))) continue;
      this.keyTags.delete(key);
      if (this.lru.has(key)) dropped += 1;
      this.lru.delete(key);
      const shared = this.options.shared?.delete?.(key);
      if (shared) deletes.push(shared);
    }
    await Promise.all(deletes);
    return dropped;
  }

  /** `listener` is told of every later purge (clear or tags) of this cache, on this instance. */
  onPurge(listener: PurgeListener): void {
    this.purgeListeners.push(listener);
  }

  /** The answer held for `key` as `value` (the very object: not one a purge or a newer load replaced), or undefined. */
  private kept(key: string, value: unknown): KeptAnswer | undefined {
    const entry = this.lru.peek(key);
    const tags = this.keyTags.get(key);
    return entry && entry.value === value && tags && this.lru.isFresh(entry) ? { freshUntil: entry.freshUntil, tags } : undefined;
  }

  private remember(key: string, value: unknown): void {
    this.keyTags.set(key, cacheTagsOf(value));
    if (this.keyTags.size > 2 * (this.options.maxEntries ?? 2000)) {
      for (const known of this.keyTags.keys()) if (!this.lru.has(known)) this.keyTags.delete(known);
    }
  }

  /**
   * Returns the cached answer for `key` or loads it. With `cacheable` false the loader always runs
   * (the answer depends on the session) and nothing is stored or shared. `keepFor` gives a loaded
   * answer's lifetime (default: `strategy`); null hands it to the waiting callers without keeping it.
   */
  async fetch<T>(
    key: string,
    strategy: CacheStrategy,
    cacheable: boolean,
    load: () => Promise<T>,
    keepFor: (value: T) => CacheStrategy | null = () => strategy,
  ): Promise<{ value: T; outcome: CacheOutcome; kept?: KeptAnswer }> {
    if (!cacheable || !this.enabled || strategy.maxAgeMs <= 0) {
      this.count("bypass");
      return { value: await load(), outcome: "bypass" };
    }
    let entry = this.lru.getKept(key);
    if (this.options.shared && !(entry && this.lru.isFresh(entry))) {
      const remote = await this.options.shared.get(key);
      if (remote && (!entry || remote.freshUntil > entry.freshUntil)) {
        entry = this.lru.put(key, deepFreeze(remote.value), remote, remote.size + key.length) ?? entry;
        this.remember(key, remote.value);
      }
    }
    if (entry && this.lru.isFresh(entry)) {
      this.count("fresh");
      return { value: entry.value as T, outcome: "fresh", kept: this.kept(key, entry.value) };
    }
    if (entry && this.lru.isServable(entry)) {
      this.count("stale");
      this.refreshInBackground(key, load, keepFor);
      return { value: entry.value as T, outcome: "stale" };
    }
    // Past its stale window an entry is only an outage fallback: the caller waits for a new answer.
    try {
      const value = await this.loadShared(key, load, keepFor);
      this.count("miss");
      return { value, outcome: "miss", kept: this.kept(key, value) };
    } catch (error) {
      if (!entry || !isUpstreamOutage(error)) {
        this.count("miss");
        throw error;
      }
      this.count("stale-if-error");
      this.options.onStaleIfError?.(key, error);
      return { value: entry.value as T, outcome: "stale-if-error" };
    }
  }

  private count(outcome: CacheOutcome): void {
    if (outcome === "stale-if-error") this.stats.staleIfError++;
    else this.stats[outcome]++;
    this.options.onOutcome?.(outcome);
  }

  /** One load per key in this process (in-flight de-duplication), and with a shared level one across instances. */
  private loadShared<T>(key: string, load: () => Promise<T>, keepFor: (value: T) => CacheStrategy | null): Promise<T> {
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const promise = this.loadOnce(key, load, keepFor).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  private async loadOnce<T>(key: string, load: () => Promise<T>, keepFor: (value: T) => CacheStrategy | null): Promise<T> {
    const shared = this.options.shared;
    const lockMs = this.options.sharedLoadLockMs ?? DEFAULT_SHARED_LOAD_LOCK_MS;
    const lock = shared?.lock && lockMs > 0 ? await shared.lock(key, lockMs) : NO_LOCK;
    if (lock.state === "held") {
      const loaded = await this.awaitSharedLoad<T>(key, lockMs);
      if (loaded !== undefined) return loaded.value;
    }
    try {
      // Another instance may have shared the answer between our first look and the lock.
      const shareLoaded = lock.state === "acquired" ? await this.freshShared<T>(key) : undefined;
      if (shareLoaded !== undefined) return shareLoaded.value;
      const sincePurges = this.purges;
      const value = deepFreeze(await load());
      const lifetime = keepFor(value);
      if (lifetime && lifetime.maxAgeMs > 0 && this.purges === sincePurges) {
        const weight = sizeOf(value) + key.length;
        const keepMs = lifetime.keepIfError === false ? 0 : this.staleIfErrorMs;
        const stored = this.lru.set(key, value, lifetime.maxAgeMs, lifetime.staleWhileRevalidateMs, weight, keepMs);
        if (stored) this.remember(key, value);
        const write = stored ? shared?.set(key, value, stored) : undefined;
        // The waiting instances read the answer once the lock is gone: write it first.
        if (lock.state === "acquired") await write;
        else void write;
      }
      return value;
    } finally {
      if (lock.state === "acquired") await lock.release();
    }
  }

  /**
   * Waits for the instance holding the load lock to share its answer: a fresh entry in the shared level.
   * Undefined (the caller loads itself) when the lock ends without one (the load failed or was not
   * kept), when the lock outlives `lockMs`, or when the shared level cannot be read. Never hangs.
   */
  private async awaitSharedLoad<T>(key: string, lockMs: number): Promise<{ value: T } | undefined> {
    const shared = this.options.shared;
    if (!shared?.peek) return undefined;
    const deadline = performance.now() + lockMs;
    while (performance.now() < deadline) {
      await sleep(SHARED_LOAD_POLL_MS);
      const seen = await shared.peek(key);
      if (!seen) return undefined;
      const fresh = this.adoptFresh<T>(key, seen.entry);
      if (fresh || !seen.locked) return fresh;
    }
    return undefined;
  }

  private async freshShared<T>(key: string): Promise<{ value: T } | undefined> {
    return this.adoptFresh<T>(key, await this.options.shared?.get(key));
  }

  /** A shared entry that is still fresh, copied into this process's level. */
  private adoptFresh<T>(key: string, entry: SharedEntry | undefined): { value: T } | undefined {
    if (!entry || entry.freshUntil <= (this.options.now ?? Date.now)()) return undefined;
    const value = deepFreeze(entry.value) as T;
    this.lru.put(key, value, entry, entry.size + key.length);
    this.remember(key, value);
    return { value };
  }

  private refreshInBackground<T>(key: string, load: () => Promise<T>, keepFor: (value: T) => CacheStrategy | null): void {
    if (this.refreshing.has(key) || this.inFlight.has(key)) return;
    this.refreshing.add(key);
    this.loadShared(key, load, keepFor)
      .catch((error: unknown) => this.options.onRefreshError?.(key, error))
      .finally(() => this.refreshing.delete(key));
  }
}
