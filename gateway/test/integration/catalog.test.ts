/**
 * Integration: catalogue, content and search through the gateway against the REAL platform process
 * over HTTP. Upstream calls are counted in the platform's request log. Sequential waves are computed
 * from the gateway's own record of dispatch/answer times (cache/upstreamLog.ts): the single-threaded
 * platform serialises even parallel calls, and its "answered" time (onResponse) can come after the
 * gateway already received the answer and sent the next wave, so platform timestamps (even with the
 * gateway's x-sent-at) can merge two waves into one. Both are printed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlatform, type RunningPlatform } from "../helpers/platform.js";
import { gql, startGateway, type RunningGateway } from "../helpers/gateway.js";
import { causalWaves } from "../../src/cache/upstreamLog.js";

interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  start: number;
  end: number;
  sentAt?: number;
}

/** Waves in the platform log: a call sent after every earlier call was answered opens the next wave. */
function platformWaves(calls: readonly LoggedRequest[]): LoggedRequest[][] {
  const sent = (c: LoggedRequest) => c.sentAt ?? c.start;
  const out: LoggedRequest[][] = [];
  let end = -Infinity;
  for (const call of [...calls].sort((a, b) => sent(a) - sent(b))) {
    if (sent(call) >= end) out.push([call]);
    else out[out.length - 1]!.push(call);
    end = Math.max(end, call.end);
  }
  return out;
}

const PAGE_FIELDS = /* GraphQL */ `
  __typename
  ... on PageRoute {
    canonicalPath
    locale
    seo { title description }
    breadcrumbs { id name url }
    alternates { locale path }
  }
  ... on NotFoundRoute { path }
`;

const PRODUCT_PAGE = /* GraphQL */ `
  query ProductPage($path: String!) {
    navigation(depth: 2) { id name url children { id name url } }
    route(path: $path) {
      ${PAGE_FIELDS}
      ... on ProductRoute {
        product {
          id name url sku pharmacode ean packing weight productNumber
          brand { id name url }
          price { unitPrice { amount } listPrice { amount } savings { amount } discountPercentage
                  referencePrice { price { amount } unitName } tiers { kind quantity unitPrice { amount } } taxRate }
          availability { state orderable }
          media { url thumbnails { width } }
          accordion { key html }
          faqs { question answer }
          expertReview { author html rating }
          properties { name options { name } }
          configurator { name options { name selected url } }
          reviews { total averageRating items { title points } distribution { points count } }
          crossSellings { name products { id name url } }
        }
      }
    }
  }
`;

const CATEGORY_PAGE = /* GraphQL */ `
  query CategoryPage($path: String!, $input: ListingInput) {
    route(path: $path) {
      ${PAGE_FIELDS}
      ... on CategoryRoute {
        isHome
        category { id name cmsPage { sections { blocks { type slots { type element { __typename } } } } } }
        listing(input: $input) {
          total page limit pageCount sort
          items { id name url brand { id } price { unitPrice { amount } } }
          sortings { key label }
          filters { price { min max } manufacturers { id name selected } properties { id name options { id name } } maxRating shippingFreeAvailable }
          applied { manufacturers minPrice }
        }
      }
    }
  }
`;

type Json = Record<string, any>;

describe("catalogue through the gateway (real platform)", () => {
  let platform: RunningPlatform;
  let gateway: RunningGateway;
  let categoryPath: string;
  let categoryPaths: Record<string, string>;
  let productPath: string;

  async function upstream(): Promise<LoggedRequest[]> {
    return (await platform.requests()) as unknown as LoggedRequest[];
  }

  async function cold(): Promise<void> {
    gateway.app.catalogCache.clear();
    await fresh();
  }

  async function fresh(): Promise<void> {
    gateway.app.upstreamLog.clear();
    await platform.clearRequests();
  }

  /** Calls of the last query: counted by the platform, waves from the gateway's dispatch times. */
  async function cost() {
    const calls = await upstream();
    const gatewayCalls = gateway.app.upstreamLog.list();
    expect(gatewayCalls.length).toBe(calls.length);
    const waves = causalWaves(gatewayCalls);
    return {
      calls: calls.length,
      waves: waves.length,
      platformWaves: platformWaves(calls).length,
      detail: waves.map((w) => w.map((c) => c.operation.split(" ")[0])),
    };
  }

  beforeAll(async () => {
    platform = await startPlatform();
    gateway = await startGateway(platform.url, platform.accessKey);
    // Warm the gateway's language directory (loaded once per process, not per page).
    await gql(gateway.url, `{ languages { id } }`);
    const nav = await gql(gateway.url, `{ navigation(depth: 3) { url external children { url external children { url external } } } }`);
    const flat = (entries: Json[]): Json[] => entries.flatMap((e) => [e, ...flat(e.children ?? [])]);
    const leaf = flat(nav.body.data!.navigation).find((e) => !e.external && !e.url.startsWith("/navigation/") && (e.children ?? []).length === 0);
    categoryPath = leaf?.url ?? flat(nav.body.data!.navigation).find((e) => !e.external)!.url;
    const listing = await gql(gateway.url, CATEGORY_PAGE, { path: categoryPath });
    productPath = listing.body.data!.route.listing.items[0].url;
    categoryPaths = Object.fromEntries(listing.body.data!.route.alternates.map((a: Json) => [a.locale, a.path]));
  });

  afterAll(async () => {
    await gateway?.close();
    await platform?.stop();
  });

  it("navigation: main, footer and service entries link per SPEC §2", async () => {
    const res = await gql(
      gateway.url,
      `{ main: navigation(kind: MAIN) { url external linkType type }
         footer: navigation(kind: FOOTER) { url external linkType }
         service: navigation(kind: SERVICE) { url external linkType } }`,
    );
    expect(res.body.errors).toBeUndefined();
    const all = [...res.body.data!.main, ...res.body.data!.footer, ...res.body.data!.service] as Json[];
    expect(res.body.data!.main.length).toBeGreaterThan(0);
    for (const entry of all) {
      if (entry.external) expect(entry.url).toMatch(/^https?:\/\//);
      else expect(entry.url).toMatch(/^\//);
      if (entry.linkType === "PRODUCT" && entry.url.startsWith("/detail/")) expect(entry.url).toMatch(/^\/detail\/[0-9a-f]{32}$/);
    }
  });

  it("home: '/' is the sales channel's navigation category", async () => {
    const res = await gql(gateway.url, `{ route(path: "/") { __typename ... on CategoryRoute { isHome canonicalPath breadcrumbs { id } alternates { locale path } } } }`);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.route).toMatchObject({ __typename: "CategoryRoute", isHome: true, canonicalPath: "/", breadcrumbs: [] });
    expect(res.body.data!.route.alternates.map((a: Json) => a.locale).sort()).toEqual(["de", "fr", "it"]);
  });

  it("category page by SEO path: listing, breadcrumbs ending with the page, alternates in de/it/fr", async () => {
    const res = await gql(gateway.url, CATEGORY_PAGE, { path: categoryPath }, { "x-shop-locale": "de" });
    expect(res.body.errors).toBeUndefined();
    const route = res.body.data!.route;
    expect(route.__typename).toBe("CategoryRoute");
    expect(route.canonicalPath).toBe(categoryPath);
    expect(route.listing.total).toBeGreaterThan(0);
    expect(route.listing).toMatchObject({ page: 1, limit: 10 });
    expect(route.breadcrumbs.at(-1)).toMatchObject({ id: route.category.id, url: categoryPath });
    const paths = Object.fromEntries(route.alternates.map((a: Json) => [a.locale, a.path]));
    expect(Object.keys(paths).sort()).toEqual(["de", "fr", "it"]);
    expect(paths.de).toBe(categoryPath);
    // The Italian path resolves to the same category in Italian.
    const it = await gql(gateway.url, `query ($p: String!) { route(path: $p, locale: it) { ... on CategoryRoute { category { id } locale canonicalPath } } }`, { p: paths.it });
    expect(it.body.data!.route).toMatchObject({ category: { id: route.category.id }, locale: "it", canonicalPath: paths.it });
  });

  it("listing filters, sorting and pagination", async () => {
    const base = await gql(gateway.url, CATEGORY_PAGE, { path: categoryPath, input: { limit: 100 } });
    const listing = base.body.data!.route.listing;
    const brand = listing.filters.manufacturers[0];
    expect(brand).toBeDefined();
    const byBrand = await gql(gateway.url, CATEGORY_PAGE, { path: categoryPath, input: { manufacturers: [brand.id], limit: 100 } });
    expect(byBrand.body.errors).toBeUndefined();
    const filtered = byBrand.body.data!.route.listing;
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.items.every((p: Json) => p.brand?.id === brand.id)).toBe(true);
    expect(filtered.applied.manufacturers).toEqual([brand.id]);

    const sorted = await gql(gateway.url, CATEGORY_PAGE, { path: categoryPath, input: { sort: "price-asc", limit: 100 } });
    const prices = sorted.body.data!.route.listing.items.map((p: Json) => p.price.unitPrice.amount);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));

    const { min, max } = listing.filters.price;
    const mid = Math.round(((min + max) / 2) * 100) / 100;
    const cheap = await gql(gateway.url, CATEGORY_PAGE, { path: categoryPath, input: { maxPrice: mid, limit: 100 } });
    expect(cheap.body.data!.route.listing.items.every((p: Json) => p.price.unitPrice.amount <= mid + 0.01)).toBe(true);
    // the filter panel offers only the brands the price filter leaves (the gateway asks for reduce-aggregations)
    const cheapListing = cheap.body.data!.route.listing;
    expect(cheapListing.total).toBeLessThanOrEqual(100);
    const cheapBrands = new Set(cheapListing.items.map((p: Json) => p.brand?.id).filter(Boolean));
    expect(new Set(cheapListing.filters.manufacturers.map((m: Json) => m.id))).toEqual(cheapBrands);
    expect(cheapBrands.size).toBeLessThan(listing.filters.manufacturers.length);

    const page2 = await gql(gateway.url, CATEGORY_PAGE, { path: categoryPath, input: { limit: 1, page: 2 } });
    expect(page2.body.data!.route.listing).toMatchObject({ page: 2, limit: 1 });
  });

  it("bad listing input: localised BAD_USER_INPUT, never a stack trace", async () => {
    const tooMany = await gql(gateway.url, CATEGORY_PAGE, { path: categoryPaths.fr, input: { limit: 101 } }, { "x-shop-locale": "fr" });
    expect(tooMany.body.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    expect(tooMany.body.errors?.[0]?.message).toMatch(/compris entre 1 et 100/);
    const beyond = await gql(gateway.url, CATEGORY_PAGE, { path: categoryPaths.it, input: { page: 9999 } }, { "x-shop-locale": "it" });
    expect(beyond.body.errors?.[0]?.message).toMatch(/La pagina 9999 non esiste/);
    const malformed = await gql(gateway.url, CATEGORY_PAGE, { path: categoryPath, input: { properties: ["x|y"] } });
    expect(malformed.body.errors?.[0]?.message).toMatch(/Ungültige ID/);
    const unknown = await gql(gateway.url, `{ productListing(categoryId: "${"0".repeat(32)}") { total } }`, {}, { "x-shop-locale": "de" });
    expect(unknown.body.errors?.[0]?.extensions).toMatchObject({ code: "NOT_FOUND" });
    expect(unknown.body.errors?.[0]?.message).toMatch(/Kategorie/);
    for (const res of [tooMany, beyond, malformed, unknown]) expect(res.text).not.toMatch(/stacktrace|at .*\.ts:\d+/);
  });

  it("product page: one GraphQL request, at most 2 upstream waves cold and at most 1 warm", async () => {
    await cold();
    const first = await gql(gateway.url, PRODUCT_PAGE, { path: productPath });
    expect(first.body.errors).toBeUndefined();
    const coldCost = await cost();
    expect(coldCost.waves, JSON.stringify(coldCost.detail)).toBeLessThanOrEqual(2);
    expect(coldCost.calls).toBeLessThanOrEqual(9);

    await fresh();
    const second = await gql(gateway.url, PRODUCT_PAGE, { path: productPath });
    expect(second.body.data).toEqual(first.body.data);
    const warmCost = await cost();
    expect(warmCost.waves).toBeLessThanOrEqual(1);
    expect(warmCost.calls).toBe(0);
    console.info(
      `product page upstream: cold ${coldCost.calls} calls in ${coldCost.waves} waves (platform log: ${coldCost.platformWaves}), warm ${warmCost.calls} calls`,
    );

    const route = first.body.data!.route;
    expect(route.__typename).toBe("ProductRoute");
    expect(route.canonicalPath).toBe(productPath);
    expect(route.breadcrumbs.at(-1)).toMatchObject({ url: productPath });
    expect(route.breadcrumbs.length).toBeGreaterThan(1);
    expect(route.alternates).toHaveLength(3);
    expect(route.product.availability.state).toMatch(/^[A-Z_]+$/);
    expect(route.product.media.length).toBeGreaterThan(0);
    expect(route.product.accordion[0]?.key).toBe("DESCRIPTION");
  });

  it("category page: at most 2 upstream waves cold, none warm", async () => {
    await cold();
    const first = await gql(gateway.url, CATEGORY_PAGE, { path: categoryPath, input: { limit: 24 } });
    expect(first.body.errors).toBeUndefined();
    const coldCost = await cost();
    expect(coldCost.waves, JSON.stringify(coldCost.detail)).toBeLessThanOrEqual(2);
    expect(coldCost.calls).toBeLessThanOrEqual(6);
    await fresh();
    await gql(gateway.url, CATEGORY_PAGE, { path: categoryPath, input: { limit: 24 } });
    expect((await cost()).calls).toBe(0);
    console.info(`category page upstream: cold ${coldCost.calls} calls in ${coldCost.waves} waves (platform log: ${coldCost.platformWaves})`);
  });

  it("reviews and cross-selling are fetched in the same wave as the product", async () => {
    await cold();
    await gql(gateway.url, PRODUCT_PAGE, { path: productPath });
    const waves = causalWaves(gateway.app.upstreamLog.list());
    const detailWave = waves.find((w) => w.some((c) => c.operation.startsWith("readProductDetail ")));
    expect(detailWave).toBeDefined();
    const operations = detailWave!.map((c) => c.operation.split(" ")[0]);
    expect(operations).toEqual(expect.arrayContaining(["readProductReviews", "readProductCrossSellings"]));
  });

  it("language switch on a product page: the alternate path resolves to the same product", async () => {
    const de = await gql(gateway.url, PRODUCT_PAGE, { path: productPath }, { "x-shop-locale": "de" });
    const fr = de.body.data!.route.alternates.find((a: Json) => a.locale === "fr").path;
    const res = await gql(gateway.url, PRODUCT_PAGE, { path: fr }, { "x-shop-locale": "fr" });
    expect(res.body.data!.route.product.id).toBe(de.body.data!.route.product.id);
    expect(res.body.data!.route.locale).toBe("fr");
  });

  it("technical paths and not-found paths", async () => {
    const id = (await gql(gateway.url, PRODUCT_PAGE, { path: productPath })).body.data!.route.product.id;
    const detail = await gql(gateway.url, `query ($p: String!) { route(path: $p) { ${PAGE_FIELDS} } }`, { p: `/detail/${id}` });
    expect(detail.body.data!.route).toMatchObject({ __typename: "ProductRoute", canonicalPath: productPath });
    for (const path of ["/gibt/es/nicht", `/detail/${"0".repeat(32)}`, "/detail/nope", `/navigation/${"f".repeat(32)}`, "/b/no-such-brand"]) {
      const res = await gql(gateway.url, `query ($p: String!) { route(path: $p) { ${PAGE_FIELDS} } }`, { p: path });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.route).toMatchObject({ __typename: "NotFoundRoute" });
    }
  });

  it("brands A–Z and a brand page", async () => {
    const res = await gql(gateway.url, `{ brands { letter brands { id name slug url } } }`);
    expect(res.body.errors).toBeUndefined();
    const groups = res.body.data!.brands as Json[];
    expect(groups.length).toBeGreaterThan(3);
    expect(groups.map((g) => g.letter)).toEqual([...groups.map((g) => g.letter)].sort((a, b) => (a === "#" ? 1 : b === "#" ? -1 : a.localeCompare(b))));
    const brand = groups[0]!.brands[0]!;
    expect(brand.url).toBe(`/b/${brand.slug}`);
    const page = await gql(
      gateway.url,
      `query ($p: String!) { route(path: $p) { ${PAGE_FIELDS} ... on BrandRoute { brand { id products(input: { limit: 5 }) { total items { brand { id } } } } } } }`,
      { p: brand.url },
    );
    expect(page.body.errors).toBeUndefined();
    expect(page.body.data!.route.brand.id).toBe(brand.id);
    expect(page.body.data!.route.brand.products.total).toBeGreaterThan(0);
    expect(page.body.data!.route.brand.products.items.every((p: Json) => p.brand.id === brand.id)).toBe(true);
    expect(page.body.data!.route.breadcrumbs.map((b: Json) => b.url)).toEqual(["/brands", brand.url]);
  });

  it("search and suggest; over-long terms are rejected", async () => {
    const product = (await gql(gateway.url, PRODUCT_PAGE, { path: productPath })).body.data!.route.product;
    const word = (product.name as string).split(/[\s,]+/).find((w) => w.length >= 5) ?? product.name;
    const res = await gql(gateway.url, `query ($t: String!) { search(term: $t) { term listing { total items { id } } } searchSuggest(term: $t) { total products { id } } }`, { t: word });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.search.listing.total).toBeGreaterThan(0);
    expect(res.body.data!.searchSuggest.total).toBeGreaterThan(0);
    // A search page is one upstream call (in one wave), none when warm.
    await cold();
    await gql(gateway.url, `query ($t: String!) { search(term: $t, input: { limit: 24 }) { listing { total } } }`, { t: word });
    expect(await cost()).toMatchObject({ calls: 1, waves: 1 });
    await fresh();
    await gql(gateway.url, `query ($t: String!) { search(term: $t, input: { limit: 24 }) { listing { total } } }`, { t: word });
    expect((await cost()).calls).toBe(0);
    const long = await gql(gateway.url, `query ($t: String!) { search(term: $t) { term } }`, { t: "x".repeat(256) }, { "x-shop-locale": "it" });
    expect(long.body.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    expect(long.body.errors?.[0]?.message).toMatch(/al massimo 255 caratteri/);
  });

  it("review submission needs a logged-in customer (anonymous and guest sessions get UNAUTHENTICATED)", async () => {
    const id = (await gql(gateway.url, PRODUCT_PAGE, { path: productPath })).body.data!.route.product.id;
    const mutation = `mutation ($id: ID!) { submitProductReview(productId: $id, input: { points: 5, title: "Sehr gut", content: "Hilft zuverlässig und schnell, gut verträglich und einfach anzuwenden." }) { success } }`;
    const anonymous = await gql(gateway.url, mutation, { id }, { "x-shop-locale": "de" });
    expect(anonymous.body.errors?.[0]).toMatchObject({
      message: "Sie müssen angemeldet sein, um eine Bewertung zu schreiben.",
      extensions: { code: "UNAUTHENTICATED" },
    });
    const guest = await gql(gateway.url, `mutation { setSessionLocale(locale: fr) { kind } }`, {}, { "sw-context-token": "" });
    const token = guest.headers.get("sw-context-token")!;
    const asGuest = await gql(gateway.url, mutation, { id }, { "sw-context-token": token, "x-shop-locale": "fr" });
    expect(asGuest.body.errors?.[0]).toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
    expect(asGuest.body.errors?.[0]?.message).toMatch(/Veuillez vous connecter/);
    const bad = await gql(gateway.url, mutation.replace("points: 5", "points: 9"), { id });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT" });
    const short = await gql(gateway.url, mutation.replace(/content: "[^"]*"/, 'content: "Zu kurz"'), { id }, { "x-shop-locale": "it" });
    expect(short.body.errors?.[0]?.message).toBe("Il testo: lunghezza minima 40.");

    // A logged-in customer (registered through the Store API) can write one; the token is forwarded.
    const headers = { "sw-access-key": platform.accessKey, "content-type": "application/json", accept: "application/json" };
    const salutations = (await (await fetch(`${platform.url}/store-api/salutation`, { headers })).json()) as Json;
    const countries = (await (await fetch(`${platform.url}/store-api/country`, { method: "POST", headers, body: "{}" })).json()) as Json;
    const registered = await fetch(`${platform.url}/store-api/account/register`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        salutationId: salutations.elements[0].id,
        firstName: "Anna",
        lastName: "Muster",
        email: `review-${Date.now()}@example.ch`,
        password: "secret1234",
        storefrontUrl: "http://localhost:3000",
        acceptedDataProtection: true,
        billingAddress: { firstName: "Anna", lastName: "Muster", street: "Bahnhofstrasse 1", zipcode: "8001", city: "Zürich", countryId: countries.elements[0].id },
      }),
    });
    expect(registered.status).toBe(200);
    const customerToken = registered.headers.get("sw-context-token")!;
    const written = await gql(gateway.url, mutation, { id }, { "sw-context-token": customerToken });
    expect(written.body.errors, JSON.stringify(written.body.errors)).toBeUndefined();
    expect(written.body.data!.submitProductReview).toEqual({ success: true });
  });

  // Keyed by the price context, not the token: more in session-cache.test.ts.
  it("a client with a context token in the default price context is served from the anonymous cache", async () => {
    const guest = await gql(gateway.url, `mutation { setSessionLocale(locale: de) { kind } }`, {}, { "sw-context-token": "" });
    const token = guest.headers.get("sw-context-token")!;
    const query = `query ($p: String!) { route(path: $p) { ... on ProductRoute { product { id price { unitPrice { amount } } } } } }`;
    await gql(gateway.url, query, { p: productPath }, { "sw-context-token": token });
    await platform.clearRequests();
    await gql(gateway.url, query, { p: productPath }, { "sw-context-token": token });
    const detailCalls = (await upstream()).filter((c) => /^\/store-api\/product\/[0-9a-f]{32}$/.test(c.path));
    expect(detailCalls).toHaveLength(0);
    // Anonymous: served from the cache.
    await gql(gateway.url, query, { p: productPath });
    await platform.clearRequests();
    await gql(gateway.url, query, { p: productPath });
    expect((await upstream()).filter((c) => /^\/store-api\/product\//.test(c.path))).toHaveLength(0);
  });

  it("topic (/t/bestseller), editorial and landing pages", async () => {
    const topic = await gql(gateway.url, `{ route(path: "/t/bestseller") { ${PAGE_FIELDS} ... on TopicRoute { title faqs { question } cmsPage { sections { blocks { slots { element { __typename } } } } } } } }`);
    expect(topic.body.errors).toBeUndefined();
    expect(topic.body.data!.route.__typename).toBe("TopicRoute");
    expect(topic.body.data!.route.title).not.toBe("");
    // Find an editorial page through the Store API's SEO URLs.
    const response = await fetch(`${platform.url}/store-api/seo-url`, {
      method: "POST",
      headers: { "sw-access-key": platform.accessKey, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ filter: [{ type: "prefix", field: "seoPathInfo", value: "e/" }], limit: 1 }),
    });
    const seo = (await response.json()) as { elements?: { seoPathInfo: string }[] };
    const editorialPath = seo.elements?.[0]?.seoPathInfo;
    expect(editorialPath).toBeDefined();
    const editorial = await gql(
      gateway.url,
      `query ($p: String!) { route(path: $p) { ${PAGE_FIELDS} ... on EditorialRoute { title recommendedProducts { id } cmsPage { sections { blocks { slots { element { __typename } } } } } } } }`,
      { p: `/${editorialPath}` },
    );
    expect(editorial.body.errors).toBeUndefined();
    expect(editorial.body.data!.route.__typename).toBe("EditorialRoute");
    const types = editorial.body.data!.route.cmsPage.sections.flatMap((s: Json) => s.blocks.flatMap((b: Json) => b.slots.map((x: Json) => x.element.__typename)));
    expect(types).toEqual(expect.arrayContaining(["CmsQuote", "CmsFact", "CmsPoll"]));
  });
});
