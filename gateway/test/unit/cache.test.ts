import { describe, expect, it, vi } from "vitest";
import { LruCache } from "../../src/cache/lru.js";
import { cacheKey, deepFreeze, ResponseCache, stableStringify } from "../../src/cache/responseCache.js";
import { CacheLong, CacheShort, planCall, policyFor } from "../../src/cache/strategies.js";

describe("LruCache", () => {
  it("expires entries after fresh + stale time and evicts the least recently used", () => {
    let now = 1000;
    const lru = new LruCache<string>(2, () => now);
    lru.set("a", "A", 100, 50);
    lru.set("b", "B", 100);
    expect(lru.get("a")?.value).toBe("A"); // a is now most recently used
    lru.set("c", "C", 100);
    expect(lru.get("b")).toBeUndefined(); // b was least recently used
    expect(lru.get("c")?.value).toBe("C");
    now = 1120;
    const a = lru.get("a")!;
    expect(a.value).toBe("A");
    expect(lru.isFresh(a)).toBe(false); // stale but servable
    now = 1200;
    expect(lru.get("a")).toBeUndefined();
    expect(lru.get("c")).toBeUndefined();
  });

  it("rejects a non-positive size", () => {
    expect(() => new LruCache(0)).toThrow();
  });
});

describe("ResponseCache", () => {
  it("serves fresh hits without calling the loader and freezes stored values", async () => {
    const cache = new ResponseCache();
    const load = vi.fn(async () => ({ list: [1, 2] }));
    const first = await cache.fetch("k", CacheShort(), true, load);
    const second = await cache.fetch("k", CacheShort(), true, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first.outcome).toBe("miss");
    expect(second.outcome).toBe("fresh");
    expect(Object.isFrozen(second.value.list)).toBe(true);
  });

  it("shares one upstream call between concurrent misses", async () => {
    const cache = new ResponseCache();
    let resolve!: (v: string) => void;
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const a = cache.fetch("k", CacheShort(), true, load);
    const b = cache.fetch("k", CacheShort(), true, load);
    resolve("x");
    expect((await a).value).toBe("x");
    expect((await b).value).toBe("x");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("never stores or shares non-cacheable answers", async () => {
    const cache = new ResponseCache();
    const load = vi.fn(async () => "private");
    await cache.fetch("k", CacheShort(), false, load);
    const again = await cache.fetch("k", CacheShort(), false, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(again.outcome).toBe("bypass");
    expect(cache.size).toBe(0);
  });

  it("serves a stale copy while refreshing once in the background", async () => {
    let now = 0;
    const cache = new ResponseCache({ now: () => now });
    let version = 0;
    const load = vi.fn(async () => ++version);
    await cache.fetch("k", { maxAgeMs: 10, staleWhileRevalidateMs: 100 }, true, load);
    now = 50;
    const stale = await cache.fetch("k", { maxAgeMs: 10, staleWhileRevalidateMs: 100 }, true, load);
    expect(stale).toEqual({ value: 1, outcome: "stale" });
    await new Promise((r) => setTimeout(r, 0));
    const fresh = await cache.fetch("k", { maxAgeMs: 10, staleWhileRevalidateMs: 100 }, true, load);
    // Fresh again: the refreshed copy, kept until 50 + 10 (what a cache of whole answers may build on).
    expect(fresh).toEqual({ value: 2, outcome: "fresh", kept: { freshUntil: 60, tags: new Set() } });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("tells what a read's answer is kept as: its fresh time and tags; nothing for a load a purge overtook", async () => {
    let now = 0;
    const cache = new ResponseCache({ now: () => now });
    const answer = { apiAlias: "product", id: "p1", parentId: "p0" };
    const miss = await cache.fetch("k", { maxAgeMs: 10, staleWhileRevalidateMs: 100 }, true, async () => answer);
    expect(miss.kept).toEqual({ freshUntil: 10, tags: new Set(["product-p1", "product-p0"]) });
    const purged: unknown[] = [];
    cache.onPurge((what) => purged.push(what));
    let release!: () => void;
    const slow = cache.fetch("other", { maxAgeMs: 10, staleWhileRevalidateMs: 0 }, true, () => new Promise<object>((resolve) => (release = () => resolve({ v: 1 }))));
    await cache.purgeTags(["product-p1"]);
    release();
    expect((await slow).kept).toBeUndefined();
    expect(purged).toEqual([["product-p1"]]);
    now = 20;
    expect((await cache.fetch("k", { maxAgeMs: 10, staleWhileRevalidateMs: 100 }, true, async () => answer)).kept).toEqual({ freshUntil: 30, tags: new Set(["product-p1", "product-p0"]) });
  });

  it("does not cache failures", async () => {
    const cache = new ResponseCache();
    const load = vi.fn(async () => {
      throw new Error("down");
    });
    await expect(cache.fetch("k", CacheShort(), true, load)).rejects.toThrow("down");
    await expect(cache.fetch("k", CacheShort(), true, load)).rejects.toThrow("down");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("disabled: every call goes to the loader", async () => {
    const cache = new ResponseCache({ enabled: false });
    const load = vi.fn(async () => 1);
    await cache.fetch("k", CacheLong(), true, load);
    await cache.fetch("k", CacheLong(), true, load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("cache keys", () => {
  it("are independent of object key order and differ by language and body", () => {
    expect(stableStringify({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe(stableStringify({ a: [1, { c: 3, d: 2 }], b: 1 }));
    const op = "readSeoUrl post /seo-url";
    expect(cacheKey(op, "de-id", { x: 1 })).not.toBe(cacheKey(op, "fr-id", { x: 1 }));
    expect(cacheKey(op, "de-id", { x: 1 })).not.toBe(cacheKey(op, "de-id", { x: 2 }));
  });

  it("deepFreeze freezes nested values", () => {
    const value = deepFreeze({ a: { b: [1] } });
    expect(Object.isFrozen(value.a.b)).toBe(true);
  });
});

describe("cache policy (as data)", () => {
  it("public data: never sends the token, always cacheable", () => {
    const policy = policyFor("readSeoUrl post /seo-url");
    expect(planCall(policy, false)).toEqual({ sendToken: false, cacheable: true, variant: null });
    expect(planCall(policy, true)).toEqual({ sendToken: false, cacheable: true, variant: null });
    expect(planCall(policy, true, "g=pro")).toEqual({ sendToken: false, cacheable: true, variant: null });
  });

  it("session-dependent data (prices): keyed by the price context, not by the token", () => {
    const policy = policyFor("readProductDetail post /product/{productId}");
    expect(planCall(policy, false)).toEqual({ sendToken: false, cacheable: true, variant: null });
    // default price context: the anonymous entry, read without the token
    expect(planCall(policy, true, null)).toEqual({ sendToken: false, cacheable: true, variant: null });
    // another price context: its own entry, read with the token on a miss
    expect(planCall(policy, true, "g=pro")).toEqual({ sendToken: true, cacheable: true, variant: "g=pro" });
    // price context unknown (context read failed): with the token, never cached
    expect(planCall(policy, true, undefined)).toEqual({ sendToken: true, cacheable: false, variant: null });
  });

  it("anything not listed is private: token sent, never cached", () => {
    const policy = policyFor("saveProductReview post /product/{productId}/review");
    expect(policy.session).toBe("private");
    expect(planCall(policy, true)).toEqual({ sendToken: true, cacheable: false, variant: null });
    expect(planCall(policy, true, "g=pro")).toEqual({ sendToken: true, cacheable: false, variant: null });
    expect(planCall(policy, false)).toEqual({ sendToken: true, cacheable: false, variant: null });
    expect(planCall(policyFor("readContext get /context"), false).cacheable).toBe(false);
  });
});

describe("upstream waves", async () => {
  const { causalWaves, overlapWaves } = await import("../../src/cache/upstreamLog.js");
  const call = (name: string, start: number, end: number) => ({ name, start, end });

  it("causal: calls dispatched together are one wave even when the upstream serialises them", () => {
    // seo + nav sent at 0; the platform answers nav at 10, seo at 20; detail/reviews sent at 21.
    const calls = [call("nav", 0, 10), call("seo", 0.2, 20), call("detail", 21, 40), call("reviews", 21.1, 30), call("variants", 41, 50)];
    expect(causalWaves(calls).map((w) => w.map((c) => c.name))).toEqual([["nav", "seo"], ["detail", "reviews"], ["variants"]]);
    // Overlap on the gateway clock merges a call dispatched while an earlier one is still pending.
    expect(overlapWaves(calls).map((w) => w.map((c) => c.name))).toEqual([["nav", "seo"], ["detail", "reviews"], ["variants"]]);
    expect(overlapWaves([call("a", 0, 5), call("b", 6, 8)])).toHaveLength(2);
    expect(causalWaves([])).toEqual([]);
  });
});

describe("size bound", () => {
  it("evicts least recently used answers beyond the byte budget and skips oversize ones", async () => {
    const lru = new LruCache<string>(100, Date.now, 10);
    lru.set("a", "A", 1000, 0, 4);
    lru.set("b", "B", 1000, 0, 4);
    lru.set("c", "C", 1000, 0, 4);
    expect(lru.get("a")).toBeUndefined();
    expect(lru.weight).toBe(8);
    lru.set("huge", "H", 1000, 0, 11);
    expect(lru.get("huge")).toBeUndefined();
    expect(lru.size).toBe(2);
    const cache = new ResponseCache({ maxBytes: 50 });
    await cache.fetch("k1", CacheShort(), true, async () => ({ text: "x".repeat(30) }));
    await cache.fetch("k2", CacheShort(), true, async () => ({ text: "y".repeat(30) }));
    expect(cache.size).toBe(1); // k1 evicted for k2
    expect(cache.bytes).toBeLessThanOrEqual(50);
    await cache.fetch("k3", CacheShort(), true, async () => ({ text: "z".repeat(60) }));
    expect(cache.bytes).toBeLessThanOrEqual(50); // oversize: not stored
    const small = new ResponseCache({ maxBytes: 100 });
    await small.fetch("k1", CacheShort(), true, async () => ({ t: "x" }));
    expect(small.bytes).toBeGreaterThan(0);
  });
});
