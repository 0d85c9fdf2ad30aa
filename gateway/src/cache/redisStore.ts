/**
 * The response cache's shared level in Redis (REDIS_URL): an answer loaded by one gateway instance
 * is served by all. Each entry keeps its absolute fresh/stale times (so every instance ages it the
 * same way — their clocks must be NTP-synced) and expires in Redis when its stale-if-error time
 * ends. A failing Redis read counts as a miss; a failing write is dropped — the answer stays in
 * the instance's own LRU either way.
 */
import type { Redis } from "ioredis";
import { REDIS_KEY_PREFIX } from "../redis/connection.js";
import { randomUUID } from "node:crypto";
import type { EntryTimes, LoadLock, SharedCacheStore, SharedEntry } from "./sharedStore.js";

/** Deletes a lock only while it is still ours (it may have expired and been taken by another instance). */
const RELEASE_LOCK = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

export class RedisCacheStore implements SharedCacheStore {
  constructor(
    private readonly redis: Redis,
    private readonly now: () => number = Date.now,
    private readonly prefix = `${REDIS_KEY_PREFIX}cache:`,
  ) {}

  private lockKey(key: string): string {
    return `${this.prefix}lock:${key}`;
  }

  async get(key: string): Promise<SharedEntry | undefined> {
    let text: string | null;
    try {
      text = await this.redis.get(this.prefix + key);
    } catch {
      return undefined;
    }
    return this.parse(text);
  }

  private parse(text: string | null): SharedEntry | undefined {
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

  /** SET NX PX: one instance per cold key loads it; the lock expires by itself. */
  async lock(key: string, ttlMs: number): Promise<LoadLock> {
    const token = randomUUID();
    const lockKey = this.lockKey(key);
    try {
      const set = await this.redis.set(lockKey, token, "PX", Math.max(1, Math.round(ttlMs)), "NX");
      if (set !== "OK") return { state: "held" };
    } catch {
      return { state: "unavailable" };
    }
    return {
      state: "acquired",
      release: async () => {
        await this.redis.eval(RELEASE_LOCK, 1, lockKey, token).catch(() => undefined);
      },
    };
  }

  async peek(key: string): Promise<{ entry?: SharedEntry; locked: boolean } | undefined> {
    try {
      const [text, lock] = await this.redis.mget(this.prefix + key, this.lockKey(key));
      return { entry: this.parse(text ?? null), locked: lock !== null && lock !== undefined };
    } catch {
      return undefined;
    }
  }

  async delete(key: string): Promise<void> {
    await this.redis.unlink(this.prefix + key).catch(() => undefined);
  }

  async clear(): Promise<void> {
    const stream = this.redis.scanStream({ match: `${this.prefix}*`, count: 500 });
    for await (const keys of stream as AsyncIterable<string[]>) {
      if (keys.length > 0) await this.redis.unlink(...keys);
    }
  }
}
