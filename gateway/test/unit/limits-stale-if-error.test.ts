import { describe, expect, it, vi } from "vitest";
import { ResponseCache, type CacheOutcome } from "../../src/cache/responseCache.js";
import { DEFAULT_STALE_IF_ERROR_MS, isUpstreamOutage } from "../../src/cache/staleIfError.js";
import { StoreApiHttpError, StoreApiNetworkError, StoreApiTimeoutError } from "../../src/errors/upstream.js";
import { loadConfig } from "../../src/config.js";

const STRATEGY = { maxAgeMs: 10, staleWhileRevalidateMs: 100 };

describe("stale-if-error", () => {
  it("serves an answer past its stale window only while the upstream fails, for the configured time", async () => {
    let now = 0;
    const outcomes: CacheOutcome[] = [];
    const served: string[] = [];
    const cache = new ResponseCache({
      now: () => now,
      staleIfErrorMs: 1000,
      onOutcome: (outcome) => outcomes.push(outcome),
      onStaleIfError: (key) => served.push(key),
    });
    await cache.fetch("k", STRATEGY, true, async () => "v1");
    now = 500; // past fresh (10) + stale (100)
    const down = vi.fn(async () => {
      throw new StoreApiNetworkError("Store API unreachable: connect ECONNREFUSED");
    });
    expect(await cache.fetch("k", STRATEGY, true, down)).toEqual({ value: "v1", outcome: "stale-if-error" });
    expect(down).toHaveBeenCalledTimes(1); // every request still tries the upstream first
    expect(served).toEqual(["k"]);

    // The upstream is back: the new answer replaces the old one.
    expect(await cache.fetch("k", STRATEGY, true, async () => "v2")).toEqual({ value: "v2", outcome: "miss", kept: { freshUntil: 510, tags: new Set() } });

    now = 500 + 110 + 1000; // past the new entry's stale-if-error time
    await expect(cache.fetch("k", STRATEGY, true, down)).rejects.toThrow("ECONNREFUSED");
    expect(outcomes).toEqual(["miss", "stale-if-error", "miss", "miss"]);
    expect(cache.stats).toMatchObject({ staleIfError: 1, miss: 3 });
  });

  it("believes the upstream when it answers (not found, invalid): only outages fall back", async () => {
    let now = 0;
    const cache = new ResponseCache({ now: () => now });
    await cache.fetch("k", STRATEGY, true, async () => "v1");
    now = 500;
    const gone = async () => {
      throw new StoreApiHttpError(404, [{ code: "FRAMEWORK__PRODUCT_NOT_FOUND", detail: "not found" }]);
    };
    await expect(cache.fetch("k", STRATEGY, true, gone)).rejects.toBeInstanceOf(StoreApiHttpError);
  });

  it("never hides a gateway bug behind a stale answer: only Store API failures are outages", async () => {
    let now = 0;
    const outcomes: CacheOutcome[] = [];
    const cache = new ResponseCache({ now: () => now, onOutcome: (outcome) => outcomes.push(outcome) });
    await cache.fetch("k", STRATEGY, true, async () => "v1");
    now = 500;
    const buggy = async (): Promise<string> => {
      throw new TypeError("Cannot read properties of undefined (reading 'elements')");
    };
    await expect(cache.fetch("k", STRATEGY, true, buggy)).rejects.toBeInstanceOf(TypeError);
    expect(outcomes).toEqual(["miss", "miss"]);
    expect(isUpstreamOutage(new TypeError("x"))).toBe(false);
    expect(isUpstreamOutage(new Error("timeout of 10ms exceeded"))).toBe(false);
  });

  it("counts network errors, time-outs and 5xx as outages, 4xx not", () => {
    expect(isUpstreamOutage(new StoreApiNetworkError("down"))).toBe(true);
    expect(isUpstreamOutage(new StoreApiTimeoutError(10_000))).toBe(true);
    expect(isUpstreamOutage(new StoreApiHttpError(503, []))).toBe(true);
    expect(isUpstreamOutage(new StoreApiHttpError(500, []))).toBe(true);
    expect(isUpstreamOutage(new StoreApiHttpError(400, []))).toBe(false);
    expect(isUpstreamOutage(new StoreApiHttpError(404, []))).toBe(false);
  });

  it("never keeps what is not cacheable (cart, account)", async () => {
    const cache = new ResponseCache();
    await cache.fetch("cart", STRATEGY, false, async () => "private");
    await expect(
      cache.fetch("cart", STRATEGY, false, async () => {
        throw new StoreApiNetworkError("down");
      }),
    ).rejects.toThrow("down");
    expect(cache.size).toBe(0);
  });

  it("defaults to 24 hours and reads CACHE_STALE_IF_ERROR_SECONDS", () => {
    expect(DEFAULT_STALE_IF_ERROR_MS).toBe(86_400_000);
    expect(new ResponseCache().staleIfErrorMs).toBe(86_400_000);
    expect(loadConfig({}).staleIfErrorMs).toBe(86_400_000);
    expect(loadConfig({ CACHE_STALE_IF_ERROR_SECONDS: "3600" }).staleIfErrorMs).toBe(3_600_000);
    expect(() => loadConfig({ CACHE_STALE_IF_ERROR_SECONDS: "-1" })).toThrow("CACHE_STALE_IF_ERROR_SECONDS must be a number of seconds");
  });
});
