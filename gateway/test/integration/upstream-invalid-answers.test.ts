/**
 * Issue 20, item 3, over real HTTP: gateway → fault proxy (bench/faultProxy.ts) → real platform.
 * An empty or shapeless 200 for a cold product is an upstream failure — nothing is cached, so the
 * first request after the upstream recovered answers the product. A genuine not-found is cached
 * for at most 60 s.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startPlatform, type RunningPlatform } from "../helpers/platform.js";
import { gql, startGateway, type RunningGateway } from "../helpers/gateway.js";
import { startFaultProxy, type FaultMode, type FaultProxy } from "../../../bench/faultProxy.js";

const ROUTE = `query ($path: String!) { route(path: $path) { __typename ... on ProductRoute { product { id } } } }`;
const PRODUCT = `query ($id: ID!) { product(id: $id) { id } }`;
const PRODUCTS = `query ($page: Int!) { products(limit: 2, page: $page) { items { id url } } }`;

describe("only valid Store API answers are cached", () => {
  let platform: RunningPlatform;
  let proxy: FaultProxy;
  let gateway: RunningGateway;
  let now = Date.now();
  let page = 3;

  /** A product nobody has asked the gateway about: its SEO path and detail read are cold. */
  async function coldProduct(): Promise<{ id: string; path: string }> {
    const { body } = await gql<{ products: { items: { id: string; url: string }[] } }>(gateway.url, PRODUCTS, { page: page++ });
    const product = body.data!.products.items[0]!;
    return { id: product.id, path: new URL(product.url, "http://shop.test").pathname };
  }

  beforeAll(async () => {
    platform = await startPlatform();
    const proxyPort = await freePort();
    proxy = await startFaultProxy(proxyPort, platform.url);
    gateway = await startGateway(`http://127.0.0.1:${proxyPort}`, platform.accessKey, {}, () => now);
  }, 120_000);

  afterAll(async () => {
    await gateway?.close();
    await proxy?.close();
    await platform?.stop();
  });

  it.each<FaultMode>(["empty200", "shapeless200"])("answers a cold product once the upstream recovered from %s", async (mode) => {
    const { id, path } = await coldProduct();
    proxy.set(mode);
    const route = await gql(gateway.url, ROUTE, { path });
    const product = await gql(gateway.url, PRODUCT, { id });
    proxy.set("pass");
    // Not a not-found: an upstream failure, worded as one.
    expect(route.body.data?.route?.__typename).not.toBe("NotFoundRoute");
    expect(route.body.errors?.[0]?.extensions).toMatchObject({ code: "UPSTREAM_ERROR" });
    expect(product.body.errors?.[0]?.extensions).toMatchObject({ code: "UPSTREAM_ERROR" });
    expect(product.body.data?.product ?? null).toBeNull();

    const recovered = await gql(gateway.url, ROUTE, { path });
    expect(recovered.body.errors).toBeUndefined();
    expect(recovered.body.data?.route).toEqual({ __typename: "ProductRoute", product: { id } });
    expect((await gql(gateway.url, PRODUCT, { id })).body.data?.product).toEqual({ id });
  });

  it("serves the last good answer while the upstream sends empty 200s (stale-if-error), and never caches the empty one", async () => {
    const { path } = await coldProduct();
    expect((await gql(gateway.url, ROUTE, { path })).body.data?.route?.__typename).toBe("ProductRoute");
    now += 4 * 3_600_000; // past every fresh and stale window: the next read must ask the upstream
    proxy.set("empty200");
    const during = await gql(gateway.url, ROUTE, { path });
    proxy.set("pass");
    expect(during.body.data?.route?.__typename).toBe("ProductRoute");
  });

  it("caches a genuine not-found for at most 60 s", async () => {
    const seoReads = async () => (await platform.requests()).filter((r) => r.path.includes("/seo-url")).length;
    const path = `/no-such-product-${now}/SW99999999`;
    const first = await gql(gateway.url, ROUTE, { path });
    expect(first.body.data?.route?.__typename).toBe("NotFoundRoute");
    const reads = await seoReads();
    now += 30_000;
    expect((await gql(gateway.url, ROUTE, { path })).body.data?.route?.__typename).toBe("NotFoundRoute");
    expect(await seoReads()).toBe(reads); // from the cache
    now += 31_000;
    expect((await gql(gateway.url, ROUTE, { path })).body.data?.route?.__typename).toBe("NotFoundRoute");
    expect(await seoReads()).toBeGreaterThan(reads); // 61 s later the upstream is asked again
  });
});
