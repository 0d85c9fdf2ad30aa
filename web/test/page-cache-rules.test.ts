/**
 * What the page cache (server/pageCache.mjs) keeps and how long, over real HTTP through express with
 * compression() in front as in server/app.mjs, with a stand-in renderer whose answers the tests choose (the real
 * shop: page-cache.test.ts): Set-Cookie answers and private pages are never kept, a 404 only briefly, a stale page is
 * answered while one background render replaces it, the bytes stay bounded, and without a secret there is no purge.
 */
import { describe, expect, it } from "vitest";
import { ByteLru } from "../server/byteLru.mjs";
import { PRIVATE_PAGE_CACHE_CONTROL } from "~/http/cachePolicy";
import { LOCALE, page, serve, settle } from "./support/pageCacheServer";

describe("page cache rules", () => {
  it("never keeps an answer that sets a cookie or is not public", async () => {
    const shop = await serve((path) =>
      path === "/cookie" ? page("cookie", { "set-cookie": "a=b; Path=/" }) : page("private", { "cache-control": PRIVATE_PAGE_CACHE_CONTROL }),
    );
    for (const path of ["/cookie", "/private"]) {
      expect((await shop.get(path)).state).toBe("MISS");
      await settle();
      expect((await shop.get(path)).state, path).toBe("MISS");
    }
    expect(shop.renders()).toBe(4);
  });

  it("keeps a 404 page for ten seconds only, and other errors not at all", async () => {
    const shop = await serve((path) => ({ status: path === "/gone" ? 404 : 500, body: "nothing here", headers: { "cache-control": PRIVATE_PAGE_CACHE_CONTROL } }));
    await shop.get("/gone");
    await settle();
    const again = await shop.get("/gone");
    expect([again.status, again.state]).toEqual([404, "HIT"]);
    shop.clock.now += 11_000;
    expect((await shop.get("/gone")).state).toBe("MISS");
    await shop.get("/broken");
    await settle();
    expect((await shop.get("/broken")).state).toBe("MISS");
  });

  it("answers a stale page at once and replaces it by one background render", async () => {
    const shop = await serve((_path, renders) => page(`render ${renders}`));
    expect((await shop.get("/p")).body).toContain("render 1");
    await settle();
    shop.clock.now += 61_000; // past s-maxage=60, within stale-while-revalidate=600
    const stale = await Promise.all([shop.get("/p"), shop.get("/p"), shop.get("/p")]);
    // The first is answered stale; the others stale too, or fresh if the one refresh was already done.
    expect(stale[0]!.state).toBe("STALE");
    for (const answer of stale) expect(["STALE", "HIT"]).toContain(answer.state);
    expect(stale[0]!.body).toContain("render 1");
    expect(stale[0]!.headers.get("age")).toBe("61");
    await settle();
    expect(shop.renders()).toBe(2);
    const fresh = await shop.get("/p");
    expect([fresh.state, fresh.body.includes("render 2")]).toEqual(["HIT", true]);
    shop.clock.now += 700_000; // past both windows: rendered again while the visitor waits
    expect((await shop.get("/p")).state).toBe("MISS");
  });

  it("stays within its byte bound, dropping the least recently used page", async () => {
    const shop = await serve((path) => page(path), { maxBytes: 8_000 });
    for (const path of ["/a", "/b", "/c"]) {
      await shop.get(path);
      await settle();
    }
    expect(shop.cache.store.bytes).toBeLessThanOrEqual(8_000);
    expect((await shop.get("/a")).state).toBe("MISS");
    expect((await shop.get("/c")).state).toBe("HIT");
  });

  it("has no purge endpoint without a secret, and purges by tag with it", async () => {
    const closed = await serve((path) => page(path));
    const refused = await fetch(`${closed.url}/__page-cache/purge`, { method: "POST", body: JSON.stringify({ all: true }) });
    expect(refused.status).toBe(404);

    const shop = await serve((path) => page(path, { "x-cache-tags": `product-${path.slice(1)}` }), { purgeSecret: "s3cret", gatewayUrl: "http://127.0.0.1:9" });
    await Promise.all([shop.get("/one"), shop.get("/two")]);
    await settle();
    const purge = await fetch(`${shop.url}/`, { method: "PURGE", headers: { xkey: "product-one", authorization: "Bearer s3cret" } });
    // The gateway cannot be reached here: the caller learns that its answers may still be old.
    expect(purge.status).toBe(502);
    expect(await purge.json()).toEqual({ dropped: 1, gateway: "failed" });
    expect((await shop.get("/one")).state).toBe("MISS");
    expect((await shop.get("/two")).state).toBe("HIT");
  });
});

describe("byte-bounded LRU", () => {
  it("evicts by last use and reports evictions", () => {
    const evicted: string[] = [];
    const lru = new ByteLru<string, number>(10, (key) => evicted.push(key));
    lru.set("a", 1, 4);
    lru.set("b", 2, 4);
    expect(lru.get("a")).toBe(1);
    lru.set("c", 3, 4);
    expect(evicted).toEqual(["b"]);
    expect(lru.bytes).toBe(8);
    expect(lru.set("huge", 4, 11)).toBe(false);
    expect(lru.size).toBe(2);
  });
});
