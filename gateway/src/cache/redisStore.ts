/**
 * The response cache's shared level in Redis (REDIS_URL): an answer loaded by one gateway instance
 * is served by all. Each entry keeps its absolute fresh/stale times (so every instance ages it the
 * same way — their clocks must be NTP-synced) and expires in Redis when its stale-if-error time
 * ends. A failing Redis read counts as a miss; a failing write is dropped — the answer stays in
 * the instance's own LRU either way.
 */
import type { Redis } from "ioredis";
import { REDIS_KEY_PREFIX } from "../redis/connection.js";
import type { EntryTimes, SharedCacheStore, SharedEntry } from "./sharedStore.js";

export class RedisCacheStore implements SharedCacheStore {
  constructor(
    private readonly redis: Redis,
    private readonly now: () => number = Date.now,
    private readonly prefix = `${REDIS_KEY_PREFIX}cache:`,
  ) {}

  async get(key: string): Promise<SharedEntry | undefined> {
    let text: string | null;
    try {
      text = await this.redis.get(this.prefix + key);
    } catch {
      return undefined;
    }
    if (text === null) return undefined;
    try {
      const stored = JSON.parse(text) as { f: number; s: number; k: number; v: unknown };
      if (stored.k <= this.now()) return undefined;
      return { value: stored.v, freshUntil: stored.f, staleUntil: stored.s, keepUntil: stored.k, size: text.length };
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: unknown, times: EntryTimes): Promise<void> {
    const ttl = Math.ceil(times.keepUntil - this.now());
    if (ttl <= 0) return;
    const text = JSON.stringify({ f: times.freshUntil, s: times.staleUntil, k: times.keepUntil, v: value });
    await this.redis.set(this.prefix + key, text, "PX", ttl).catch(() => undefined);
  }

  async clear(): Promise<void> {
    const stream = this.redis.scanStream({ match: `${this.prefix}*`, count: 500 });
    for await (const keys of stream as AsyncIterable<string[]>) {
      if (keys.length > 0) await this.redis.unlink(...keys);
    }
  }
}
