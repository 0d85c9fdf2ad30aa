/**
 * The response cache's cross-instance load lock (issue 10 scale-out), with an in-memory shared level that
 * keeps Redis's semantics (SET NX PX lock, MGET peek). The real Redis path: integration/redis-shared.test.ts.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_SHARED_LOAD_LOCK_MS, ResponseCache } from "../../src/cache/responseCache.js";
import { loadConfig } from "../../src/config.js";
import type { EntryTimes, LoadLock, SharedCacheStore, SharedEntry } from "../../src/cache/sharedStore.js";
import { CacheShort } from "../../src/cache/strategies.js";

class MemorySharedStore implements SharedCacheStore {
  readonly entries = new Map<string, SharedEntry>();
  readonly locks = new Map<string, { token: number; until: number }>();
  private tokens = 0;
  unavailable = false;

  async get(key: string) {
    return this.entries.get(key);
  }
  async set(key: string, value: unknown, times: EntryTimes) {
    this.entries.set(key, { ...times, value, size: JSON.stringify(value).length });
  }
  async clear() {
    this.entries.clear();
  }
  async lock(key: string, ttlMs: number): Promise<LoadLock> {
    if (this.unavailable) return { state: "unavailable" };
    const held = this.locks.get(key);
    if (held && held.until > Date.now()) return { state: "held" };
    const token = ++this.tokens;
    this.locks.set(key, { token, until: Date.now() + ttlMs });
    return {
      state: "acquired",
      release: async () => {
        if (this.locks.get(key)?.token === token) this.locks.delete(key);
      },
    };
  }
  async peek(key: string) {
    const held = this.locks.get(key);
    return { entry: this.entries.get(key), locked: !!held && held.until > Date.now() };
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("shared load lock", () => {
  it("lets one of several instances load a cold key; the others read its answer", async () => {
    const shared = new MemorySharedStore();
    const instances = [new ResponseCache({ shared }), new ResponseCache({ shared }), new ResponseCache({ shared })];
    let loads = 0;
    const load = async () => {
      loads++;
      await delay(50);
      return { name: "Aspirin" };
    };
    const answers = await Promise.all(instances.flatMap((cache) => [cache.fetch("k", CacheShort(), true, load), cache.fetch("k", CacheShort(), true, load)]));
    expect(loads).toBe(1);
    for (const answer of answers) expect(answer.value).toEqual({ name: "Aspirin" });
    expect(shared.locks.size).toBe(0);
  });

  it("loads itself when the lock outlives its time (the loading instance died), never hangs", async () => {
    const shared = new MemorySharedStore();
    await shared.lock("k", 120); // taken and never released
    const cache = new ResponseCache({ shared, sharedLoadLockMs: 120 });
    const started = performance.now();
    const { value } = await cache.fetch("k", CacheShort(), true, async () => "own");
    expect(value).toBe("own");
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("loads itself at once when the holder's load ends without an answer to share", async () => {
    const shared = new MemorySharedStore();
    const holder = new ResponseCache({ shared });
    const waiter = new ResponseCache({ shared, sharedLoadLockMs: 5000 });
    const failing = holder.fetch("k", CacheShort(), true, async () => {
      await delay(40);
      throw new Error("upstream down");
    });
    await delay(5);
    const started = performance.now();
    const own = waiter.fetch("k", CacheShort(), true, async () => "own");
    await expect(failing).rejects.toThrow("upstream down");
    expect((await own).value).toBe("own");
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("reads its lifetime from CACHE_SHARED_LOAD_LOCK_SECONDS (0: no lock)", async () => {
    const base = { STORE_API_URL: "http://127.0.0.1:9", STORE_API_ACCESS_KEY: "SWSC" };
    expect(loadConfig(base).sharedLoadLockMs).toBe(DEFAULT_SHARED_LOAD_LOCK_MS);
    expect(loadConfig({ ...base, CACHE_SHARED_LOAD_LOCK_SECONDS: "0.5" }).sharedLoadLockMs).toBe(500);
    expect(() => loadConfig({ ...base, CACHE_SHARED_LOAD_LOCK_SECONDS: "soon" })).toThrow("CACHE_SHARED_LOAD_LOCK_SECONDS must be a number of seconds");

    const shared = new MemorySharedStore();
    const [a, b] = [new ResponseCache({ shared, sharedLoadLockMs: 0 }), new ResponseCache({ shared, sharedLoadLockMs: 0 })];
    let loads = 0;
    const load = async () => {
      await delay(20);
      return ++loads;
    };
    await Promise.all([a.fetch("k", CacheShort(), true, load), b.fetch("k", CacheShort(), true, load)]);
    expect(loads).toBe(2);
    expect(shared.locks.size).toBe(0);
  });

  it("loads without the lock when the shared level is away", async () => {
    const shared = new MemorySharedStore();
    shared.unavailable = true;
    const [a, b] = [new ResponseCache({ shared }), new ResponseCache({ shared })];
    let loads = 0;
    const load = async () => ++loads;
    await Promise.all([a.fetch("k", CacheShort(), true, load), b.fetch("k", CacheShort(), true, load)]);
    expect(loads).toBe(2);
  });
});
