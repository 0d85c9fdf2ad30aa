/**
 * Integration: the catalogue reads ask the Store API for only the fields the gateway maps (Shopware's
 * `includes`, catalog/includes.ts) — and lose nothing. One real platform process, two gateways over real
 * HTTP: A talks to the platform directly, B through a loopback proxy that removes `includes` from every
 * request body (whole answers, as before). Every Product field of the schema, nested as deep as the
 * schema goes (cross-selling products with their configurator, brands, reviews …), is selected on product
 * pages in de, it and fr and must come back identical from both. A mapper that starts reading an upstream
 * field without adding it to includes.ts fails here. The same for the session reads (cart and context, the
 * shipping method they carry: session/includes.ts): every Cart and Checkout field of a delivery and of a click &
 * collect cart, read through both gateways with one session.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSchema, isObjectType, type GraphQLAbstractType, type GraphQLObjectType } from "graphql";
import { freePort, startPlatform, type RunningPlatform } from "../helpers/platform.js";
import { gql, startGateway, type RunningGateway } from "../helpers/gateway.js";
import { loadTypeDefs } from "../../src/schema.js";
import { selectAll } from "../helpers/selectAll.js";

/** Fields whose data does not come from the product reads under test (a brand's own listing). */
const SKIP = new Set(["Brand.products"]);
/** On category pages: per-tile detail, reviews and cross-selling reads (checked on product pages). */
const SKIP_ON_TILES = new Set([...SKIP, "Product.configurator", "Product.reviews", "Product.crossSellings"]);

/** Forwards to the platform with `includes` removed from JSON bodies; records which paths carried one. */
async function strippingProxy(target: string): Promise<{ url: string; withIncludes: Set<string>; close(): Promise<void> }> {
  const withIncludes = new Set<string>();
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  };
  const server: Server = createServer(async (req, res) => {
    try {
      let body: string | undefined = await read(req);
      // GET reads carry them in the query, PHP's bracket form (includes[shipping_method][]=id)
      const url = new URL(String(req.url), "http://proxy");
      const listed = [...url.searchParams.keys()].filter((name) => /^(in|ex)cludes\[/.test(name));
      if (listed.length > 0) {
        withIncludes.add(`${req.method} ${url.pathname.replace(/[0-9a-f]{32}/g, "{id}")}`);
        for (const name of listed) url.searchParams.delete(name);
        req.url = `${url.pathname}${url.search}`;
      }
      if (body && String(req.headers["content-type"] ?? "").includes("json")) {
        const parsed = JSON.parse(body) as Record<string, unknown>;
        if (parsed && typeof parsed === "object" && "includes" in parsed) {
          withIncludes.add(`${req.method} ${String(req.url).replace(/[0-9a-f]{32}/g, "{id}")}`);
          delete parsed.includes;
        }
        body = JSON.stringify(parsed);
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => !["host", "content-length", "connection"].includes(name)),
      ) as Record<string, string>;
      const upstream = await fetch(`${target}${req.url}`, { method: req.method, headers, body: req.method === "GET" ? undefined : body });
      const answer = Buffer.from(await upstream.arrayBuffer());
      const out: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!["content-length", "content-encoding", "transfer-encoding", "connection"].includes(name)) out[name] = value;
      });
      res.writeHead(upstream.status, out).end(answer);
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}`, withIncludes, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

// Every field of every type, lists included: a document far beyond any page (its list-aware cost is ~7.7 million).
// MEDIA_PUBLIC_URL=upstream: the two gateways reach the platform under different addresses, and only media URLs under
// a gateway's own STORE_API_URL are rewritten; the platform's media URLs (built from the Host it saw) are the same for both.
const LIMITS = {
  GRAPHQL_MAX_ALIASES: "10000",
  GRAPHQL_MAX_DEPTH: "40",
  GRAPHQL_MAX_COST: "100000000",
  GRAPHQL_MAX_TOKENS: "100000",
  // the document's per-request bounds lifted as well: this test compares answers, the limits have their own tests
  GRAPHQL_MAX_UPSTREAM_CALLS: "100000",
  GRAPHQL_DEADLINE_MS: "120000",
  GRAPHQL_MAX_RESPONSE_BYTES: "100000000",
  RATE_LIMITS: "off",
  MEDIA_PUBLIC_URL: "upstream",
};

describe("includes: smaller upstream answers, the same GraphQL answers", () => {
  let platform: RunningPlatform;
  let proxy: Awaited<ReturnType<typeof strippingProxy>>;
  /**
   * The answer of the gateway behind the proxy as if it had asked the platform directly: a media path kept in a custom
   * field (the package leaflet) is made absolute on the gateway's own upstream, which is the proxy for that gateway.
   */
  function sameUpstream(data: unknown): unknown {
    return JSON.parse(JSON.stringify(data).replaceAll(proxy.url, platform.url));
  }

  let direct: RunningGateway;
  let whole: RunningGateway;
  let productPage: string;
  let categoryPage: string;

  beforeAll(async () => {
    platform = await startPlatform();
    proxy = await strippingProxy(platform.url);
    direct = await startGateway(platform.url, platform.accessKey, LIMITS);
    whole = await startGateway(proxy.url, platform.accessKey, LIMITS);
    const schema = buildSchema(loadTypeDefs().join("\n"));
    const route = (skip: Set<string>) => /* GraphQL */ `
      query AllRouteFields($path: String!, $locale: Locale) {
        route(path: $path, locale: $locale) {
          __typename
          ${schema
            .getPossibleTypes(schema.getType("Route") as GraphQLAbstractType)
            .map((type) => `... on ${type.name} { ${selectAll(schema, type, [type.name], skip, true)} }`)
            .join(" ")}
        }
      }
    `;
    productPage = route(SKIP);
    categoryPage = route(SKIP_ON_TILES);
  }, 180_000);

  afterAll(async () => {
    await direct?.close();
    await whole?.close();
    await proxy?.close();
    await platform?.stop();
  });

  it("every Product field is the same with and without includes (products, variants, de/it/fr)", async () => {
    // main products and variants from two catalogue pages, in each language (paths are per language)
    const cases: { path: string; locale: string }[] = [];
    for (const locale of ["de", "it", "fr"]) {
      for (const page of [1, 7]) {
        const list = await gql<{ products: { items: { url: string }[] } }>(direct.url, `{ products(limit: 5, page: ${page}) { items { url } } }`, {}, { "x-shop-locale": locale });
        for (const item of list.body.data!.products.items) cases.push({ path: item.url, locale });
      }
    }
    expect(cases.length).toBe(30);
    // variants, their main products (answered with the best variant) and products with cross-selling
    const storeApi = async (path: string, body: unknown) =>
      (await (
        await fetch(`${platform.url}/store-api${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", "sw-access-key": platform.accessKey },
          body: JSON.stringify(body),
        })
      ).json()) as any;
    const variants = (await storeApi("/product", { limit: 3, filter: [{ type: "not", operator: "and", queries: [{ type: "equals", field: "parentId", value: null }] }] })).elements as { id: string; parentId: string }[];
    const withCrossSelling: string[] = [];
    for (const row of (await storeApi("/product", { limit: 50, page: 3 })).elements as { id: string }[]) {
      const groups = (await storeApi(`/product/${row.id}/cross-selling`, {})) as { products: unknown[] }[];
      if (groups.some((g) => g.products.length > 0)) withCrossSelling.push(row.id);
      if (withCrossSelling.length === 2) break;
    }
    const ids = [...variants.flatMap((v) => [v.id, v.parentId]), ...withCrossSelling];
    for (const locale of ["de", "fr"]) {
      const found = await gql<{ productsByIds: { url: string }[] }>(direct.url, `query($ids: [ID!]!) { productsByIds(ids: $ids) { url } }`, { ids }, { "x-shop-locale": locale });
      for (const item of found.body.data!.productsByIds) cases.push({ path: item.url, locale });
    }
    let configurators = 0;
    let crossSold = 0;
    for (const variables of cases) {
      const [a, b] = await Promise.all([gql(direct.url, productPage, variables), gql(whole.url, productPage, variables)]);
      expect(a.body.errors, `${variables.path}: ${JSON.stringify(a.body.errors)}`).toBeUndefined();
      expect(b.body.errors).toBeUndefined();
      expect(a.body.data!.route.__typename, variables.path).toBe("ProductRoute");
      expect(a.body.data, `${variables.locale} ${variables.path}`).toEqual(sameUpstream(b.body.data));
      const product = a.body.data!.route.ProductRoute_product;
      if (product.configurator.length > 0) configurators += 1;
      if (product.crossSellings.some((group: { products: unknown[] }) => group.products.length > 0)) crossSold += 1;
    }
    // the comparison covered the interesting shapes, not only plain products
    expect(configurators).toBeGreaterThan(0);
    expect(crossSold).toBeGreaterThan(0);
    // the gateway sends includes on these reads (seen by the proxy before it removes them)
    expect([...proxy.withIncludes].sort()).toEqual(
      expect.arrayContaining(["POST /store-api/product/{id}", "POST /store-api/product/{id}/cross-selling", "POST /store-api/product/{id}/reviews"]),
    );
  }, 300_000);

  it("category pages (CMS page, listing with filters) are the same with and without includes", async () => {
    const cases: { path: string; locale: string }[] = [];
    for (const locale of ["de", "it", "fr"]) {
      const nav = await gql<{ navigation: { url: string; children: { url: string }[] }[] }>(
        direct.url, `{ navigation(depth: 2) { url children { url } } }`, {}, { "x-shop-locale": locale },
      );
      const entries = nav.body.data!.navigation;
      cases.push({ path: "/", locale }, ...[entries[0]!, entries[1]!, entries[0]!.children[0]!].map((e) => ({ path: e.url, locale })));
    }
    let products = 0;
    for (const variables of cases) {
      const [a, b] = await Promise.all([gql(direct.url, categoryPage, variables), gql(whole.url, categoryPage, variables)]);
      expect(a.body.errors, `${variables.path}: ${JSON.stringify(a.body.errors)}`).toBeUndefined();
      expect(b.body.errors).toBeUndefined();
      expect(a.body.data!.route.__typename, variables.path).not.toBe("NotFoundRoute");
      expect(a.body.data, `${variables.locale} ${variables.path}`).toEqual(sameUpstream(b.body.data));
      products += a.body.data!.route.CategoryRoute_listing?.items?.length ?? 0;
    }
    expect(products).toBeGreaterThan(0);
    expect([...proxy.withIncludes]).toEqual(expect.arrayContaining(["POST /store-api/product-listing/{id}", "POST /store-api/category/{id}"]));
  }, 300_000);

  it("every Cart and Checkout field is the same with and without includes (delivery, click & collect; de and fr)", async () => {
    const schema = buildSchema(loadTypeDefs().join("\n"));
    const type = (name: string) => schema.getType(name) as GraphQLObjectType;
    const session = `{ cart { ${selectAll(schema, type("Cart"), ["Cart"], SKIP)} } checkout { ${selectAll(schema, type("Checkout"), ["Checkout"], SKIP)} } }`;
    const list = await gql<{ products: { items: { id: string }[] } }>(direct.url, `{ products(limit: 3) { items { id } } }`);
    const [first, second] = list.body.data!.products.items;
    const pharmacies = await gql<{ pharmacies: { pharmacies: { id: string }[] } }>(direct.url, `{ pharmacies(limit: 1) { pharmacies { id } } }`);
    const ADD = `mutation($id: ID!, $fulfilment: Fulfilment) { addToCart(items: [{ productId: $id, quantity: 2 }], fulfilment: $fulfilment) { ok errorCode } }`;
    let compared = 0;
    for (const [locale, fulfilment] of [["de", "DELIVERY"], ["fr", "CLICK_AND_COLLECT"]] as const) {
      // an app's session: the token in a header (an empty one asks for a new session in the answer's header)
      const added = await gql<{ addToCart: { ok: boolean } }>(direct.url, ADD, { id: first!.id, fulfilment }, { "x-shop-locale": locale, "sw-context-token": "" });
      expect(added.body.data?.addToCart.ok, JSON.stringify(added.body)).toBe(true);
      const headers = { "x-shop-locale": locale, "sw-context-token": added.headers.get("sw-context-token")! };
      expect(headers["sw-context-token"]).toBeTruthy();
      await gql(direct.url, ADD, { id: second!.id, fulfilment }, headers);
      if (fulfilment === "CLICK_AND_COLLECT") {
        const chosen = await gql<{ selectPharmacy: { ok: boolean } }>(direct.url, `mutation($id: ID!) { selectPharmacy(pharmacyId: $id) { ok } }`, { id: pharmacies.body.data!.pharmacies.pharmacies[0]!.id }, headers);
        expect(chosen.body.data?.selectPharmacy.ok).toBe(true);
      }
      const [a, b] = await Promise.all([gql(direct.url, session, {}, headers), gql(whole.url, session, {}, headers)]);
      expect(a.body.errors, JSON.stringify(a.body.errors)).toBeUndefined();
      expect(b.body.errors).toBeUndefined();
      expect(a.body.data!.cart.fulfilment).toBe(fulfilment);
      expect(a.body.data!.cart.shippingMethod?.name, "the name comes through the includes").toBeTruthy();
      expect(a.body.data, `${locale} ${fulfilment}`).toEqual(sameUpstream(b.body.data));
      compared += 1;
    }
    expect(compared).toBe(2);
    expect([...proxy.withIncludes]).toEqual(expect.arrayContaining(["GET /store-api/checkout/cart", "GET /store-api/context"]));
  }, 120_000);
});
