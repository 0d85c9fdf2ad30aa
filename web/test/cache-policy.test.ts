import { describe, expect, it } from "vitest";
import {
  finalizeCacheHeaders,
  matchesIfNoneMatch,
  pageCacheControl,
  PRIVATE_PAGE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
} from "~/http/cachePolicy";
import { cachedNavigation, forgetNavigation, NAVIGATION_TTL_MS } from "~/layouts/navigation.server";

const page = (cookie?: string, method = "GET") =>
  new Request("http://shop.test/Medikamente/", { method, headers: cookie ? { cookie } : {} });

describe("page cache policy", () => {
  it("lets shared caches keep anonymous catalogue pages", () => {
    for (const id of ["home___de", "all___it", "detail___fr", "brands___de", "search___de", "static-shipping___de", "pharmacy-map___fr"]) {
      expect(pageCacheControl(page("i18n_redirected=de"), 200, id)).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    }
    expect(PUBLIC_PAGE_CACHE_CONTROL).toMatch(/s-maxage=\d+/);
    expect(PUBLIC_PAGE_CACHE_CONTROL).toMatch(/stale-while-revalidate=\d+/);
  });

  it("keeps sessions, account, checkout, errors and writes private", () => {
    expect(pageCacheControl(page("sw-context-token=abc; i18n_redirected=de"), 200, "detail___de")).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    for (const id of ["account___de", "checkout-cart___de", "login___it", "wishlist___fr", undefined]) {
      expect(pageCacheControl(page(), 200, id)).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    }
    expect(pageCacheControl(page(), 404, "all___de")).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(pageCacheControl(page(undefined, "POST"), 200, "search___de")).toBe(PRIVATE_PAGE_CACHE_CONTROL);
  });

  it("makes a shared page private once it sets a cookie, and varies shared pages by Cookie only", () => {
    const withCookie = new Headers({ "cache-control": PUBLIC_PAGE_CACHE_CONTROL, "set-cookie": "i18n_redirected=it; Path=/" });
    finalizeCacheHeaders(page(), withCookie);
    expect(withCookie.get("cache-control")).toBe(PRIVATE_PAGE_CACHE_CONTROL);

    const shared = new Headers({ "cache-control": PUBLIC_PAGE_CACHE_CONTROL, vary: "Cookie, Accept-Language" });
    finalizeCacheHeaders(page("i18n_redirected=de"), shared);
    expect(shared.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(shared.get("vary")).toBe("Cookie");
  });

  it("leaves the gateway's own headers on a proxied /graphql read", () => {
    const gateway = "public, max-age=0, s-maxage=600, stale-while-revalidate=3000";
    const proxied = new Headers({ "cache-control": gateway, vary: "x-shop-locale, cookie, sw-context-token" });
    finalizeCacheHeaders(new Request("http://shop.test/graphql?operationName=Navigation"), proxied);
    expect(proxied.get("cache-control")).toBe(gateway);
    expect(proxied.get("vary")).toBe("x-shop-locale, cookie, sw-context-token");
  });

  it("compares validators weakly", () => {
    expect(matchesIfNoneMatch('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch("*", 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesIfNoneMatch(null, 'W/"abc"')).toBe(false);
  });
});

describe("navigation cache", () => {
  const nav = { __typename: "Query" as const, navigation: [], footerNavigation: [], shopPaymentMethods: [] };

  it("shares one call per locale until the entry expires", async () => {
    forgetNavigation();
    let calls = 0;
    const load = async () => {
      calls += 1;
      return nav;
    };
    await Promise.all([cachedNavigation("de", load, 0), cachedNavigation("de", load, 10)]);
    expect(calls).toBe(1);
    await cachedNavigation("it", load, 10);
    expect(calls).toBe(2);
    await cachedNavigation("de", load, NAVIGATION_TTL_MS + 1);
    expect(calls).toBe(3);
  });

  it("does not keep a failed answer", async () => {
    forgetNavigation();
    expect(await cachedNavigation("fr", async () => undefined, 0)).toBeUndefined();
    expect(await cachedNavigation("fr", async () => nav, 1)).toBe(nav);
  });
});
