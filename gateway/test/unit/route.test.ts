/**
 * `route` and the product page against an in-memory Store API stub (shapes of the official types):
 * resolution, breadcrumbs, alternates, parallel fetching (waves) and caching.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildGateway } from "../../src/server.js";
import { loadConfig } from "../../src/config.js";
import type { CallOptions, OperationKey, StoreApiClient } from "../../src/storeApi/client.js";
import { StoreApiHttpError } from "../../src/errors/upstream.js";
import { overlapWaves } from "../../src/cache/upstreamLog.js";

const id = (n: number) => n.toString(16).padStart(32, "0");
const LANG = { de: id(0xd1), it: id(0x11), fr: id(0xf1) } as const;
const ROOT = id(1);
const CAT_A = id(2);
const CAT_B = id(3);
const PRODUCT = id(10);
const VARIANT = id(11);
const OTHER = id(12);
const LANDING = id(20);
const OPT_50 = id(30);
const OPT_100 = id(31);

type Lang = keyof typeof LANG;
const langOf = (languageId: string | null | undefined): Lang =>
  (Object.entries(LANG).find(([, v]) => v === languageId)?.[0] as Lang) ?? "de";

const SEO: { foreignKey: string; routeName: string; path: Record<Lang, string> }[] = [
  { foreignKey: CAT_A, routeName: "frontend.navigation.page", path: { de: "pflege/", it: "cura/", fr: "soins/" } },
  { foreignKey: CAT_B, routeName: "frontend.navigation.page", path: { de: "pflege/creme/", it: "cura/crema/", fr: "soins/creme/" } },
  { foreignKey: PRODUCT, routeName: "frontend.detail.page", path: { de: "alpen-creme/SW1", it: "crema-alpina/SW1", fr: "creme-alpine/SW1" } },
  { foreignKey: LANDING, routeName: "frontend.landing.page", path: { de: "e/pollen", it: "e/polline", fr: "e/pollen-fr" } },
];

function seoRows(lang: Lang) {
  return SEO.map((s) => ({
    id: `${s.foreignKey}-${lang}`,
    foreignKey: s.foreignKey,
    routeName: s.routeName,
    seoPathInfo: s.path[lang],
    pathInfo: "/x",
    isCanonical: true,
    languageId: LANG[lang],
  }));
}

const category = (cid: string, name: string, parentId: string | null, children: unknown[] = [], lang: Lang = "de") => ({
  id: cid,
  name,
  translated: { name, breadcrumb: [] },
  parentId,
  type: "page",
  path: parentId === ROOT ? `|${ROOT}|` : parentId ? `|${ROOT}|${parentId}|` : null,
  breadcrumb: [],
  seoUrls: seoRows(lang).filter((r) => r.foreignKey === cid),
  children,
  apiAlias: "category",
});

function product(pid: string, lang: Lang, extra: Record<string, unknown> = {}) {
  return {
    id: pid,
    productNumber: "SW1",
    name: `Alpen Creme ${lang}`,
    translated: { name: `Alpen Creme ${lang}` },
    categoryIds: [CAT_B],
    calculatedPrice: { unitPrice: 12.5, listPrice: null, referencePrice: null, calculatedTaxes: [{ taxRate: 8.1 }] },
    calculatedPrices: [],
    available: true,
    stock: 5,
    seoUrls: seoRows(lang).filter((r) => r.foreignKey === pid),
    optionIds: [],
    ...extra,
  };
}

interface Call {
  operation: string;
  lang: Lang;
  token: string | null;
  start: number;
  end: number;
}

function fakeStoreApi(calls: Call[]): StoreApiClient {
  const answer = (operation: OperationKey, options: CallOptions<OperationKey>, lang: Lang): unknown => {
    const body = (options.body ?? {}) as Record<string, any>;
    const params = (options.pathParams ?? {}) as Record<string, string>;
    switch (operation) {
      case "readLanguagesGet get /language":
        return {
          elements: (Object.keys(LANG) as Lang[]).map((l) => ({ id: LANG[l], translationCode: { code: `${l}-CH` }, name: l })),
        };
      case "readSeoUrl post /seo-url": {
        const filters = (body.filter ?? []) as { field: string; value: unknown }[];
        return {
          elements: seoRows(lang).filter((row) =>
            filters.every((f) =>
              f.field === "isCanonical"
                ? row.isCanonical === f.value
                : (f.value as string[]).includes((row as Record<string, any>)[f.field]),
            ),
          ),
        };
      }
      case "readNavigation post /navigation/{activeId}/{rootId}":
        if (params.rootId !== "main-navigation") throw new StoreApiHttpError(404, [{ code: "CONTENT__CATEGORY_NOT_FOUND" }]);
        return [category(CAT_A, `Pflege ${lang}`, ROOT, [category(CAT_B, `Creme ${lang}`, CAT_A, [], lang)], lang)];
      case "readCategory post /category/{navigationId}":
        if (![ROOT, CAT_A, CAT_B].includes(params.navigationId!)) throw new StoreApiHttpError(404, [{ code: "CONTENT__CATEGORY_NOT_FOUND" }]);
        return { ...category(params.navigationId!, `Kategorie ${lang}`, params.navigationId === ROOT ? null : CAT_A, [], lang), cmsPage: null };
      case "readProductListing post /product-listing/{categoryId}":
        return {
          elements: [product(PRODUCT, lang)],
          total: 1,
          aggregations: { manufacturer: { entities: [{ id: id(40), name: "Alpina", translated: { name: "Alpina" } }] } },
          availableSortings: [{ key: "name-asc", label: "Name", priority: 1 }],
          sorting: body.order ?? "name-asc",
        };
      case "readProductDetail post /product/{productId}":
        if (params.productId === PRODUCT) {
          // Like Shopware: a main product's id answers with its best variant.
          return {
            product: product(VARIANT, lang, { parentId: PRODUCT, optionIds: [OPT_50], categoryIds: [] }),
            configurator: [
              {
                id: id(50),
                name: "Grösse",
                translated: { name: "Grösse" },
                displayType: "text",
                options: [
                  { id: OPT_50, name: "50 ml", translated: { name: "50 ml" }, position: 1 },
                  { id: OPT_100, name: "100 ml", translated: { name: "100 ml" }, position: 2 },
                ],
              },
            ],
          };
        }
        throw new StoreApiHttpError(404, [{ code: "CONTENT__PRODUCT_NOT_FOUND", detail: "not found" }]);
      case "readProduct post /product":
        if (body.filter?.[0]?.type === "multi") {
          // main product and its variants (variants inherit the categories: none of their own)
          return {
            elements: [
              product(PRODUCT, lang, { childCount: 2 }),
              product(VARIANT, lang, { parentId: PRODUCT, optionIds: [OPT_50], categoryIds: [] }),
              product(OTHER, lang, { parentId: PRODUCT, optionIds: [OPT_100], categoryIds: [], seoUrls: [{ seoPathInfo: "alpen-creme-100/SW1.2" }] }),
            ],
          };
        }
        return { elements: [], total: 0 };
      case "readProductReviews post /product/{productId}/reviews":
        return {
          elements: [{ id: id(60), title: "Top", content: "Gut", points: 5, productId: params.productId }],
          total: 1,
          aggregations: { ratingAverage: { avg: 5 }, ratingMatrix: { buckets: [{ key: "5", count: 1 }] } },
        };
      case "readProductCrossSellings post /product/{productId}/cross-selling":
        return [{ crossSelling: { id: id(70), name: "Passt dazu", translated: { name: "Passt dazu" } }, products: [product(OTHER, lang)], total: 1 }];
      case "readLandingPage post /landing-page/{landingPageId}":
        return { id: LANDING, name: `Pollen ${lang}`, translated: { name: `Pollen ${lang}` }, cmsPage: null };
      case "saveProductReview post /product/{productId}/review":
        throw new StoreApiHttpError(403, [{ code: "CHECKOUT__CUSTOMER_NOT_LOGGED_IN", detail: "Customer is not logged in." }]);
      default:
        throw new Error(`unexpected ${operation}`);
    }
  };
  return {
    async invoke(operation, options = {}) {
      const start = performance.now();
      await new Promise((r) => setTimeout(r, 8));
      const lang = langOf(options.languageId);
      try {
        return { status: 200, data: answer(operation, options as never, lang) as never, contextToken: null };
      } finally {
        calls.push({ operation, lang, token: options.contextToken ?? null, start, end: performance.now() });
      }
    },
    stream: async () => {
      throw new Error("no file answers in this test");
    },
    close: async () => undefined,
  };
}

/** Calls whose time ranges overlap form one wave (the stub client runs them truly in parallel). */
const waves = (calls: Call[]): Call[][] => overlapWaves(calls);

const PRODUCT_PAGE = `query ($path: String!) {
  navigation { id url }
  route(path: $path) {
    __typename
    ... on PageRoute { canonicalPath locale breadcrumbs { id name url } alternates { locale path } seo { title } }
    ... on ProductRoute {
      product {
        id parentId name
        reviews { total averageRating distribution { points count } }
        crossSellings { name products { id } }
        configurator { name options { name selected url productId } }
      }
    }
  }
}`;

describe("route (against a Store API stub)", () => {
  let app: FastifyInstance;
  const calls: Call[] = [];

  async function gql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const res = await app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", ...headers },
      payload: JSON.stringify({ query, variables }),
    });
    return res.json() as { data?: Record<string, any>; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  }

  beforeAll(async () => {
    const config = loadConfig({ STORE_API_URL: "http://stub", STORE_API_ACCESS_KEY: "key", LOG_LEVEL: "silent" });
    app = await buildGateway(config, { storeApiClient: fakeStoreApi(calls) });
    await gql("{ languages { id } }");
  });

  afterAll(async () => {
    await app.close();
  });

  it("product page: SEO path → product with reviews, cross-selling and configurator in 2 waves, 0 when warm", async () => {
    app.catalogCache.clear();
    calls.length = 0;
    const res = await gql(PRODUCT_PAGE, { path: "/alpen-creme/SW1" });
    expect(res.errors).toBeUndefined();
    const route = res.data!.route;
    expect(route).toMatchObject({
      __typename: "ProductRoute",
      canonicalPath: "/alpen-creme/SW1",
      locale: "de",
      breadcrumbs: [
        { id: CAT_A, name: "Pflege de", url: "/pflege/" },
        { id: CAT_B, name: "Creme de", url: "/pflege/creme/" },
        { id: VARIANT, name: "Alpen Creme de", url: "/alpen-creme/SW1" },
      ],
      seo: { title: "Alpen Creme de" },
    });
    expect(route.alternates).toEqual([
      { locale: "de", path: "/alpen-creme/SW1" },
      { locale: "it", path: "/crema-alpina/SW1" },
      { locale: "fr", path: "/creme-alpine/SW1" },
    ]);
    // every star 5 → 1, with 0 where there is none (the rating summary draws five bars)
    expect(route.product.reviews).toEqual({
      total: 1,
      averageRating: 5,
      distribution: [5, 4, 3, 2, 1].map((points) => ({ points, count: points === 5 ? 1 : 0 })),
    });
    expect(route.product.crossSellings[0]).toEqual({ name: "Passt dazu", products: [{ id: OTHER }] });
    expect(route.product.configurator[0].options).toEqual([
      { name: "50 ml", selected: true, url: `/detail/${VARIANT}`, productId: VARIANT },
      { name: "100 ml", selected: false, url: "/alpen-creme-100/SW1.2", productId: OTHER },
    ]);
    const cold = waves(calls);
    expect(cold.map((w) => w.map((c) => c.operation.split(" ")[0]).sort())).toEqual([
      ["readNavigation", "readSeoUrl"],
      ["readProduct", "readProductCrossSellings", "readProductDetail", "readProductReviews", "readSeoUrl", "readSeoUrl"],
    ]);

    calls.length = 0;
    const warm = await gql(PRODUCT_PAGE, { path: "/alpen-creme/SW1" });
    expect(warm.data).toEqual(res.data);
    expect(calls).toHaveLength(0);
  });

  it("never sends the token for public reads and never caches price reads of a session", async () => {
    app.catalogCache.clear();
    calls.length = 0;
    const headers = { "sw-context-token": "tok123" };
    await gql(PRODUCT_PAGE, { path: "/alpen-creme/SW1" }, headers);
    await gql(PRODUCT_PAGE, { path: "/alpen-creme/SW1" }, headers);
    const detail = calls.filter((c) => c.operation.startsWith("readProductDetail"));
    expect(detail).toHaveLength(2);
    expect(detail.every((c) => c.token === "tok123")).toBe(true);
    const seo = calls.filter((c) => c.operation.startsWith("readSeoUrl"));
    expect(seo.every((c) => c.token === null)).toBe(true);
    expect(calls.filter((c) => c.operation.startsWith("readNavigation"))).toHaveLength(1);
  });

  it("resolves a path in another language (locale argument or prefix)", async () => {
    const query = `query ($p: String!, $l: Locale) { route(path: $p, locale: $l) { __typename ... on PageRoute { locale canonicalPath } ... on ProductRoute { product { name } } } }`;
    const it = await gql(query, { p: "/crema-alpina/SW1", l: "it" });
    expect(it.data!.route).toEqual({ __typename: "ProductRoute", locale: "it", canonicalPath: "/crema-alpina/SW1", product: { name: "Alpen Creme it" } });
    const fr = await gql(query, { p: "/fr/creme-alpine/SW1" });
    expect(fr.data!.route).toMatchObject({ locale: "fr", product: { name: "Alpen Creme fr" } });
    // A German path asked in Italian is not an Italian page.
    const wrong = await gql(query, { p: "/alpen-creme/SW1", l: "it" });
    expect(wrong.data!.route.__typename).toBe("NotFoundRoute");
  });

  it("category pages, home, editorial landing pages and technical paths", async () => {
    const query = `query ($p: String!) { route(path: $p) {
      __typename
      ... on PageRoute { canonicalPath breadcrumbs { name url } alternates { locale path } }
      ... on CategoryRoute { isHome category { id } listing(input: { limit: 5 }) { total items { id } filters { manufacturers { name } } } }
      ... on EditorialRoute { title }
      ... on NotFoundRoute { path }
    } }`;
    const cat = await gql(query, { p: "/pflege/creme" });
    expect(cat.errors).toBeUndefined();
    expect(cat.data!.route).toMatchObject({
      __typename: "CategoryRoute",
      canonicalPath: "/pflege/creme/",
      isHome: false,
      category: { id: CAT_B },
      breadcrumbs: [{ name: "Pflege de", url: "/pflege/" }, { name: "Creme de", url: "/pflege/creme/" }],
      listing: { total: 1, items: [{ id: PRODUCT }], filters: { manufacturers: [{ name: "Alpina" }] } },
    });
    const byId = await gql(query, { p: `/navigation/${CAT_A}` });
    expect(byId.data!.route).toMatchObject({ __typename: "CategoryRoute", canonicalPath: "/pflege/" });
    const home = await gql(query, { p: "/" });
    expect(home.data!.route).toMatchObject({ __typename: "CategoryRoute", isHome: true, canonicalPath: "/", category: { id: ROOT } });
    const editorial = await gql(query, { p: "/e/pollen" });
    expect(editorial.data!.route).toMatchObject({ __typename: "EditorialRoute", title: "Pollen de", breadcrumbs: [{ name: "Pollen de", url: "/e/pollen" }] });
    expect(editorial.data!.route.alternates).toContainEqual({ locale: "it", path: "/e/polline" });
    for (const p of ["/nope", `/detail/${id(999)}`, "/detail/zzz", `/navigation/${id(998)}`]) {
      const res = await gql(query, { p });
      expect(res.errors).toBeUndefined();
      expect(res.data!.route).toEqual({ __typename: "NotFoundRoute", path: p });
    }
  });

  it("a category page's listing starts in the same wave as the category", async () => {
    app.catalogCache.clear();
    await gql(`{ navigation { id } }`); // header navigation already cached
    calls.length = 0;
    await gql(`{ route(path: "/pflege/creme/") { ... on CategoryRoute { category { name } listing(input: { limit: 3 }) { total } } } }`);
    const w = waves(calls);
    expect(w).toHaveLength(2);
    expect(w[1]!.map((c) => c.operation.split(" ")[0]).sort()).toEqual(
      expect.arrayContaining(["readCategory", "readProductListing"]),
    );
  });

  it("review submission: 403 from the Store API becomes a localised UNAUTHENTICATED", async () => {
    const mutation = `mutation { submitProductReview(productId: "${PRODUCT}", input: { points: 4, title: "Sehr gut", content: "Wirkt schnell, angenehm auf der Haut und riecht dezent." }) { success } }`;
    const anonymous = await gql(mutation, {}, { "x-shop-locale": "it" });
    expect(anonymous.errors?.[0]).toMatchObject({ message: "Deve effettuare l'accesso per scrivere una recensione.", extensions: { code: "UNAUTHENTICATED" } });
    calls.length = 0;
    const guest = await gql(mutation, {}, { "sw-context-token": "guest-token", "x-shop-locale": "de" });
    expect(guest.errors?.[0]).toMatchObject({ message: "Sie müssen angemeldet sein, um eine Bewertung zu schreiben.", extensions: { code: "UNAUTHENTICATED" } });
    expect(calls.find((c) => c.operation.startsWith("saveProductReview"))?.token).toBe("guest-token");
  });
});
