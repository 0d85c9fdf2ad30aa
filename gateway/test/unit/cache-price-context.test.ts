/**
 * Session-dependent catalogue reads keyed by the price context (customer group, currency, tax state,
 * country) instead of by the token: the key/plan logic, the token → price variant memory, the
 * request-scoped context read, and LocaleUpstream applying them to calls (stubbed client).
 */
import { describe, expect, it, vi } from "vitest";
import { priceContextOf, priceVariantOf, priceVariantOfContext, defaultPriceContextOf } from "../../src/cache/priceContext.js";
import { PriceContextCache } from "../../src/cache/priceContextCache.js";
import { cacheKey, ResponseCache } from "../../src/cache/responseCache.js";
import { needsPriceVariant, policyFor } from "../../src/cache/strategies.js";
import { LocaleUpstream } from "../../src/catalog/upstream.js";
import { SessionContext, sessionContextChanged } from "../../src/session/sessionContext.js";

const SC = { customerGroupId: "group-default", currencyId: "chf", countryId: "ch" };
const ID = "0123456789abcdef0123456789abcdef";

/** A GET /context answer in Shopware's shape. */
function contextAnswer(overrides: { group?: string; currency?: string; country?: string; taxState?: string } = {}) {
  return {
    currentCustomerGroup: { id: overrides.group ?? SC.customerGroupId, displayGross: true },
    fallbackCustomerGroup: { id: SC.customerGroupId, displayGross: true },
    currency: { id: overrides.currency ?? SC.currencyId },
    context: { currencyId: overrides.currency ?? SC.currencyId, taxState: overrides.taxState ?? "gross" },
    shippingLocation: { country: { id: overrides.country ?? SC.countryId } },
    salesChannel: SC,
  };
}

describe("price context → price variant", () => {
  it("the sales channel's default (group, CHF, gross, country) is the anonymous variant (null)", () => {
    const row = contextAnswer();
    expect(priceContextOf(row)).toEqual({ customerGroupId: "group-default", currencyId: "chf", taxState: "gross", countryId: "ch" });
    expect(defaultPriceContextOf(row)).toEqual(priceContextOf(row));
    expect(priceVariantOfContext(row)).toBeNull();
  });

  it("every price-relevant field makes its own variant; equal contexts give equal variants", () => {
    const variants = [
      priceVariantOfContext(contextAnswer({ group: "group-professional" })),
      priceVariantOfContext(contextAnswer({ currency: "eur" })),
      priceVariantOfContext(contextAnswer({ taxState: "net" })),
      priceVariantOfContext(contextAnswer({ country: "li" })),
    ];
    for (const v of variants) expect(typeof v).toBe("string");
    expect(new Set(variants).size).toBe(4);
    expect(priceVariantOfContext(contextAnswer({ group: "group-professional" }))).toBe(variants[0]);
    expect(variants[0]).toContain("group-professional");
  });

  it("reads real Shopware's nulls leniently", () => {
    const variant = priceVariantOf(priceContextOf({ context: null, currency: null }), defaultPriceContextOf({}));
    expect(variant).toBeNull();
  });

  it("cache keys: a null variant is the anonymous key, a variant its own", () => {
    const op = "readProductDetail post /product/{productId}";
    expect(cacheKey(op, "de", { p: 1 }, null)).toBe(cacheKey(op, "de", { p: 1 }));
    expect(cacheKey(op, "de", { p: 1 }, "g=pro")).not.toBe(cacheKey(op, "de", { p: 1 }));
  });

  it("only session-dependent reads of a session need the variant", () => {
    expect(needsPriceVariant(policyFor("readProductDetail post /product/{productId}"), true)).toBe(true);
    expect(needsPriceVariant(policyFor("readProductDetail post /product/{productId}"), false)).toBe(false);
    expect(needsPriceVariant(policyFor("readSeoUrl post /seo-url"), true)).toBe(false);
    expect(needsPriceVariant(policyFor("readContext get /context"), true)).toBe(false);
  });
});

describe("PriceContextCache (token → variant)", () => {
  it("expires entries after the TTL and stays bounded", () => {
    let now = 0;
    const cache = new PriceContextCache({ ttlMs: 60_000, maxTokens: 2, now: () => now });
    cache.set("a", null, cache.stamp());
    cache.set("b", "g=pro", cache.stamp());
    cache.set("c", null, cache.stamp());
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe("g=pro");
    now = 60_000;
    expect(cache.get("b")).toBeUndefined();
  });

  it("concurrent lookups of one token share one read", async () => {
    const cache = new PriceContextCache();
    let resolve!: (v: string) => void;
    const read = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const a = cache.load("t", read);
    const b = cache.load("t", read);
    resolve("g=pro");
    expect(await a).toBe("g=pro");
    expect(await b).toBe("g=pro");
    expect(await cache.load("t", read)).toBe("g=pro");
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("invalidate forgets a token, and a read begun before it does not write back", async () => {
    const cache = new PriceContextCache();
    let resolve!: (v: string | null) => void;
    const pending = cache.load("t", () => new Promise((r) => (resolve = r)));
    cache.invalidate("t");
    resolve("g=old");
    await pending;
    expect(cache.get("t")).toBeUndefined();
    // a read begun after the invalidation is remembered
    expect(await cache.load("t", async () => null)).toBeNull();
    expect(cache.get("t")).toBeNull();
  });
});

/** A RequestStoreApi stand-in: answers GET /context from `answers` (by token) and can rotate the token. */
function fakeStoreApi(initialToken: string | null, answers: Record<string, unknown>) {
  const holder = {
    token: initialToken as string | null,
    get hasToken() {
      return this.token !== null;
    },
    adopt(next: string | null | undefined) {
      if (next) this.token = next;
    },
  };
  const call = vi.fn(async (_op: string, options: { session?: string } = {}) => {
    if (!holder.token && options.session === "session") holder.token = "minted";
    return { status: 200, data: answers[holder.token ?? "-"] ?? contextAnswer(), contextToken: holder.token };
  });
  return { storeApi: { token: holder, call, locale: "de" } as never, holder, call };
}

describe("SessionContext (GET /context once per token and request)", () => {
  it("one read serves the session fields and the catalogue's price variant, and feeds the shared memory", async () => {
    const prices = new PriceContextCache();
    const { storeApi, call } = fakeStoreApi("tok", { tok: contextAnswer({ group: "group-professional" }) });
    const session = new SessionContext(storeApi, prices);
    const [row, variant] = await Promise.all([session.read("public"), session.priceVariant()]);
    expect(row.currentCustomerGroup).toMatchObject({ id: "group-professional" });
    expect(variant).toContain("group-professional");
    await session.read("public");
    expect(call).toHaveBeenCalledTimes(1);
    expect(prices.get("tok")).toBe(variant);
    // the next request of the same token: no context read at all
    const next = new SessionContext(fakeStoreApi("tok", {}).storeApi, prices);
    expect(await next.priceVariant()).toBe(variant);
  });

  it("no token: the default variant without any read; a session read creates the token and is not served from the anonymous memo", async () => {
    const prices = new PriceContextCache();
    const { storeApi, call, holder } = fakeStoreApi(null, {});
    const session = new SessionContext(storeApi, prices);
    expect(await session.priceVariant()).toBeNull();
    expect(call).not.toHaveBeenCalled();
    await session.read("public");
    await session.read("session");
    expect(call).toHaveBeenCalledTimes(2);
    expect(holder.token).toBe("minted");
    expect(prices.get("minted")).toBeNull();
  });

  it("sessionContextChanged: re-reads, and forgets the variant of the old and the rotated token", async () => {
    const prices = new PriceContextCache();
    const { storeApi, call, holder } = fakeStoreApi("old", { new: contextAnswer({ group: "group-professional" }) });
    const ctx = { sessionContext: new SessionContext(storeApi, prices) };
    expect(await ctx.sessionContext.priceVariant()).toBeNull();
    prices.set("new", null, prices.stamp()); // as if another request had learnt it before the login
    holder.adopt("new"); // login rotated the token
    sessionContextChanged(ctx);
    expect(prices.get("old")).toBeUndefined();
    expect(prices.get("new")).toBeUndefined();
    expect(await ctx.sessionContext.priceVariant()).toContain("group-professional");
    expect(call).toHaveBeenCalledTimes(2);
  });

  it("a failed context read leaves the variant unknown (undefined), never a guess", async () => {
    const storeApi = { token: { token: "tok", hasToken: true, adopt: () => undefined }, call: vi.fn(async () => Promise.reject(new Error("down"))) };
    const session = new SessionContext(storeApi as never, new PriceContextCache());
    expect(await session.priceVariant()).toBeUndefined();
  });
});

describe("LocaleUpstream with a session's price variant", () => {
  function setup(token: string | null, variant: string | null | undefined, answerToken: string | null = token) {
    const invoke = vi.fn(async (_operation: string, _options: Record<string, unknown>) => ({
      status: 200,
      data: { product: { id: ID } },
      contextToken: answerToken,
    }));
    const cache = new ResponseCache();
    const prices = { priceVariant: vi.fn(async () => variant) };
    const deps = (t: string | null) => ({
      client: { invoke: invoke as never, stream: invoke as never, close: async () => undefined },
      cache,
      languages: { idFor: async () => "lang-de" } as never,
      session: { token: t, hasToken: t !== null, adopt: vi.fn() },
      prices,
    });
    return { api: new LocaleUpstream("de", deps(token)), anonymous: new LocaleUpstream("de", deps(null)), invoke, cache, prices };
  }
  const detail = (api: LocaleUpstream) => api.call("readProductDetail post /product/{productId}", { pathParams: { productId: ID } });

  it("default price context: shares the anonymous entry and is read without the token", async () => {
    const { api, anonymous, invoke } = setup("tok", null);
    await detail(anonymous);
    await detail(api);
    await detail(api);
    expect(invoke).toHaveBeenCalledTimes(1);
    const { invoke: second, api: shopper } = setup("tok", null);
    await detail(shopper);
    expect(second.mock.calls[0]![1]).toMatchObject({ contextToken: null });
  });

  it("another price context: its own entry, read with the token once, then served from the cache", async () => {
    const { api, anonymous, invoke, cache } = setup("tok", "g=pro");
    await detail(api);
    await detail(api);
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(invoke.mock.calls[0]![1]).toMatchObject({ contextToken: "tok" });
    await detail(anonymous);
    expect(invoke).toHaveBeenCalledTimes(2);
    expect(invoke.mock.calls[1]![1]).toMatchObject({ contextToken: null });
    expect(cache.size).toBe(2);
  });

  it("unknown price context: read with the token, never cached", async () => {
    const { api, invoke, cache } = setup("tok", undefined);
    await detail(api);
    await detail(api);
    expect(invoke).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it("an answer for a token the upstream no longer knew is not kept under the variant", async () => {
    const { api, invoke, cache } = setup("tok", "g=pro", "fresh-token");
    await detail(api);
    expect(cache.size).toBe(0);
    await detail(api);
    expect(invoke).toHaveBeenCalledTimes(2);
  });

  it("the variant is asked for with the first catalogue read, even a public one (no extra wave later)", async () => {
    const { api, prices } = setup("tok", "g=pro");
    await api.call("readSeoUrl post /seo-url", { body: {} as never });
    expect(prices.priceVariant).toHaveBeenCalled();
    const { anonymous, prices: none } = setup(null, null);
    await anonymous.call("readSeoUrl post /seo-url", { body: {} as never });
    expect(none.priceVariant).not.toHaveBeenCalled();
  });
});
