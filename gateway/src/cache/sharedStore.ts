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

export interface SharedCacheStore {
  /** The entry, or undefined when absent, expired or unreadable (never throws). */
  get(key: string): Promise<SharedEntry | undefined>;
  /** Stores an answer with its times (never throws; a failed write is dropped). */
  set(key: string, value: unknown, times: EntryTimes): Promise<void>;
  clear(): Promise<void>;
}
