/**
 * The response cache's optional second level, shared by all gateway instances (Redis with
 * REDIS_URL: redisStore.ts). Without one, the in-process LRU is the whole cache.
 */

/** When an answer stops being fresh, stops being servable, and stops being kept for outages (ms since epoch). */
export interface EntryTimes {
  freshUntil: number;
  staleUntil: number;
  keepUntil: number;
}

export interface SharedEntry extends EntryTimes {
  value: unknown;
  /** Stored size in bytes of JSON (weighs the copy in the local LRU). */
  size: number;
}

/** Outcome of asking for the right to load one cold entry for all instances. */
export type LoadLock =
  | { state: "acquired"; release(): Promise<void> }
  /** Another instance is loading it: wait for its answer (peek), not longer than the lock lives. */
  | { state: "held" }
  /** The shared level cannot be asked (Redis away): load without it. */
  | { state: "unavailable" };

export interface SharedCacheStore {
  /** The entry, or undefined when absent, expired or unreadable (never throws). */
  get(key: string): Promise<SharedEntry | undefined>;
  /** Stores an answer with its times (never throws; a failed write is dropped). */
  set(key: string, value: unknown, times: EntryTimes): Promise<void>;
  clear(): Promise<void>;
  /** Drops one answer (a purge by tag, purge.ts; never throws). */
  delete?(key: string): Promise<void>;
  /**
   * Cross-instance de-duplication of cold loads (optional): a short lock per key, which expires by itself
   * after `ttlMs` (an instance that dies while loading blocks nobody for longer). Never throws.
   */
  lock?(key: string, ttlMs: number): Promise<LoadLock>;
  /** The entry and whether its load lock is still held, in one round trip (undefined when unreadable). */
  peek?(key: string): Promise<{ entry?: SharedEntry; locked: boolean } | undefined>;
}
