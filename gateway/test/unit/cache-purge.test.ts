/**
 * Purge by cache tag (issue 26): the response cache drops exactly the answers that contain a purged product,
 * category or landing page (a variant's answer also by its parent), and an answer loaded while a purge ran is
 * not kept (it may hold the data from before the write).
 */
import { describe, expect, it } from "vitest";
import { cacheTagsOf } from "../../src/cache/cacheTags.js";
import { ResponseCache } from "../../src/cache/responseCache.js";
import { CacheShort } from "../../src/cache/strategies.js";

const product = (id: string, parentId: string | null = null) => ({ apiAlias: "product", id, parentId, name: id });

describe("response cache purge by tag", () => {
  it("tags an answer by the products, their parents, categories and landing pages inside", () => {
    const answer = { apiAlias: "product_listing", elements: [product("v1", "p1"), product("p2")], category: { apiAlias: "category", id: "c1" } };
    expect([...cacheTagsOf(answer)].sort()).toEqual(["category-c1", "product-p1", "product-p2", "product-v1"]);
    expect([...cacheTagsOf({ apiAlias: "landing_page", id: "l1", media: { apiAlias: "media", id: "m1" } })]).toEqual(["landing-page-l1"]);
  });

  it("drops the answers showing a purged product and keeps the others", async () => {
    const cache = new ResponseCache();
    let loads = 0;
    const load = (value: unknown) => async () => {
      loads += 1;
      return value;
    };
    await cache.fetch("listing", CacheShort(), true, load({ elements: [product("v1", "p1")] }));
    await cache.fetch("other", CacheShort(), true, load({ elements: [product("p2")] }));
    expect(await cache.purgeTags(["product-p1"])).toBe(1);
    expect((await cache.fetch("listing", CacheShort(), true, load({ elements: [] }))).outcome).toBe("miss");
    expect((await cache.fetch("other", CacheShort(), true, load({ elements: [] }))).outcome).toBe("fresh");
    expect(loads).toBe(3);
  });

  it("does not keep an answer whose load began before a purge", async () => {
    const cache = new ResponseCache();
    let release!: () => void;
    const slow = cache.fetch("listing", CacheShort(), true, () => new Promise((resolve) => (release = () => resolve({ elements: [product("p1")] }))));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await cache.purgeTags(["product-p1"]);
    release();
    await slow;
    expect((await cache.fetch("listing", CacheShort(), true, async () => ({ elements: [] }))).outcome).toBe("miss");
  });
});
