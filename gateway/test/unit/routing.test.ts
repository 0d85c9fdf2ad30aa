import { describe, expect, it, vi } from "vitest";
import { parse, type GraphQLResolveInfo, type FieldNode, type FragmentDefinitionNode, Kind } from "graphql";
import { contentKind, parsePath } from "../../src/routing/path.js";
import { argumentsAt } from "../../src/routing/selection.js";
import { buildSchema } from "../../src/schema.js";
import { cmsElement, pageFaqs, pageProducts, visibility } from "../../src/content/cms.js";
import { LocaleUpstream } from "../../src/catalog/upstream.js";
import { ResponseCache } from "../../src/cache/responseCache.js";

const ID = "0123456789abcdef0123456789abcdef";

describe("parsePath", () => {
  it("technical paths, home, brands and SEO paths", () => {
    expect(parsePath("/").target).toEqual({ kind: "home" });
    expect(parsePath("").target).toEqual({ kind: "home" });
    expect(parsePath(`/navigation/${ID}`).target).toEqual({ kind: "category", id: ID });
    expect(parsePath(`/detail/${ID.toUpperCase()}`).target).toEqual({ kind: "product", id: ID });
    expect(parsePath(`/landingPage/${ID}/`).target).toEqual({ kind: "landing", id: ID });
    expect(parsePath("/detail/123").target).toEqual({ kind: "invalid" });
    expect(parsePath("/b/Alpen-Kraft").target).toEqual({ kind: "brand", slug: "alpen-kraft" });
    expect(parsePath("/hautpflege/creme/?sort=x#top").target).toEqual({ kind: "seo", seoPath: "hautpflege/creme/" });
  });

  it("tolerates a locale prefix and decodes segments", () => {
    expect(parsePath("/fr/soins/cr%C3%A8me")).toEqual({ locale: "fr", path: "/soins/crème", target: { kind: "seo", seoPath: "soins/crème" } });
    expect(parsePath("/it")).toMatchObject({ locale: "it", path: "/", target: { kind: "home" } });
    expect(parsePath("/item/x").locale).toBeNull();
    expect(parsePath("//a//b").path).toBe("/a/b");
  });

  it("content kinds by prefix", () => {
    expect(contentKind("t/bestseller")).toBe("topic");
    expect(contentKind("/e/pollen")).toBe("editorial");
    expect(contentKind("cp/aktion")).toBeNull();
  });
});

describe("argumentsAt (look-ahead into the selection)", () => {
  const schema = buildSchema();

  function infoFor(query: string, variables: Record<string, unknown> = {}): GraphQLResolveInfo {
    const document = parse(query);
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
    const routeField = (operation as unknown as { selectionSet: { selections: FieldNode[] } }).selectionSet.selections[0]!;
    return { schema, fieldNodes: [routeField], fragments, variableValues: variables } as unknown as GraphQLResolveInfo;
  }

  it("finds nested arguments through inline fragments, named fragments and variables", () => {
    const info = infoFor(
      `query ($limit: Int) {
        route(path: "/x") {
          ... on ProductRoute { product { reviews(limit: $limit) { total } } }
          ...Cat
        }
      }
      fragment Cat on CategoryRoute { listing(input: { page: 2, sort: "name-asc" }) { total } }`,
      { limit: 5 },
    );
    expect(argumentsAt(info, "ProductRoute", ["product", "reviews"])).toEqual([{ page: 1, limit: 5, allLanguages: false }]);
    expect(argumentsAt(info, "CategoryRoute", ["listing"])).toEqual([{ input: { page: 2, sort: "name-asc" } }]);
    expect(argumentsAt(info, "ProductRoute", ["product", "crossSellings"])).toEqual([]);
    expect(argumentsAt(info, "CategoryRoute", ["nope"])).toEqual([]);
  });
});

describe("CMS elements", () => {
  const slot = (type: string, config: Record<string, unknown> = {}, data: Record<string, unknown> | null = null) =>
    ({
      id: "s1",
      slot: "content",
      type,
      blockId: "b1",
      config: Object.fromEntries(Object.entries(config).map(([k, v]) => [k, { source: "static", value: v }])),
      data,
      translated: {},
    }) as never;

  it("maps the core and editorial element types", () => {
    expect(cmsElement(slot("text", { content: "<p>Hi</p>" }), "de")).toMatchObject({ __typename: "CmsText", html: "<p>Hi</p>" });
    expect(cmsElement(slot("image", { url: "/x", newTab: true }, { media: { url: "/m.webp" } }), "de")).toMatchObject({
      __typename: "CmsImage",
      image: { url: "/m.webp" },
      url: "/x",
      newTab: true,
    });
    expect(cmsElement(slot("image-slider", { autoSlide: true }, { sliderItems: [{ media: { url: "/1.webp" } }] }), "de")).toMatchObject({
      __typename: "CmsSlider",
      autoSlide: true,
      slides: [{ image: { url: "/1.webp" } }],
    });
    expect(cmsElement(slot("youtube-video", { videoID: "abc" }), "de")).toMatchObject({ provider: "youtube", videoId: "abc" });
    expect(cmsElement(slot("poll", { pollId: "p1", question: "Q?", options: [{ id: "a", label: "Ja" }] }), "de")).toEqual({
      __typename: "CmsPoll",
      id: "p1",
      question: "Q?",
      options: [{ id: "a", label: "Ja", percentage: null }],
    });
    expect(cmsElement(slot("quote", { text: "Zitat", author: "A" }), "de")).toMatchObject({ html: "Zitat", author: "A" });
    expect(cmsElement(slot("fact", { title: "70 %", text: "Fakt" }), "de")).toMatchObject({ title: "70 %", html: "Fakt" });
    expect(cmsElement(slot("form", { type: "contact", title: "Kontakt" }), "de")).toMatchObject({ formType: "contact", title: "Kontakt" });
    expect(cmsElement(slot("sidebar-filter"), "de")).toEqual({ __typename: "CmsSidebarFilter", placeholder: true });
    expect(cmsElement(slot("something-else"), "de")).toEqual({ __typename: "CmsUnknown", type: "something-else" });
    expect(
      cmsElement(slot("product-listing", { showSorting: false }, { listing: { elements: [{ id: "p" }], total: 1, page: 1, limit: 24 } }), "de"),
    ).toMatchObject({ __typename: "CmsProductListing", showSorting: false, listing: { request: { page: 1, limit: 24 } } });
  });

  it("collects FAQs and recommended products of a page; visibility defaults to visible", () => {
    const page = {
      sections: [
        {
          position: 0,
          blocks: [
            { position: 1, slots: [slot("product-slider", {}, { products: [{ id: "p1" }, { id: "p2" }] })] },
            { position: 0, slots: [slot("faq", { items: [{ question: "Q", answer: "A" }] }), slot("product-box", {}, { product: { id: "p1" } })] },
          ],
        },
      ],
    } as never;
    expect(pageFaqs(page, "de")).toEqual([{ question: "Q", answer: "A" }]);
    expect(pageProducts(page, "de").map((p) => p.id)).toEqual(["p1", "p2"]);
    expect(visibility({ visibility: { mobile: false } })).toEqual({ mobile: false, tablet: true, desktop: true });
    expect(visibility({})).toEqual({ mobile: true, tablet: true, desktop: true });
  });
});

describe("LocaleUpstream (cache policy applied to real calls)", () => {
  function setup(token: string | null) {
    const invoke = vi.fn(async (_operation: string, _options: Record<string, unknown>) => ({
      status: 200,
      data: { elements: [] },
      contextToken: token,
    }));
    const session = { token, hasToken: token !== null, adopt: vi.fn() };
    const languages = { idFor: vi.fn(async () => "lang-de") };
    const api = new LocaleUpstream("de", {
      client: { invoke: invoke as never, stream: invoke as never, close: async () => undefined },
      cache: new ResponseCache(),
      languages: languages as never,
      session,
    });
    return { api, invoke, session };
  }

  it("anonymous: session-dependent reads are cached; the language id is sent", async () => {
    const { api, invoke } = setup(null);
    await api.call("readProductDetail post /product/{productId}", { pathParams: { productId: ID } });
    await api.call("readProductDetail post /product/{productId}", { pathParams: { productId: ID } });
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(invoke.mock.calls[0]![1]).toMatchObject({ languageId: "lang-de", contextToken: null });
  });

  it("with a session: prices are fetched with the token and never cached; public data without the token", async () => {
    const { api, invoke } = setup("tok");
    await api.call("readProductDetail post /product/{productId}", { pathParams: { productId: ID } });
    await api.call("readProductDetail post /product/{productId}", { pathParams: { productId: ID } });
    expect(invoke).toHaveBeenCalledTimes(2);
    expect(invoke.mock.calls[0]![1]).toMatchObject({ contextToken: "tok" });
    await api.call("readSeoUrl post /seo-url", { body: {} as never });
    await api.call("readSeoUrl post /seo-url", { body: {} as never });
    expect(invoke).toHaveBeenCalledTimes(3);
    expect(invoke.mock.calls[2]![1]).toMatchObject({ contextToken: null });
  });

  it("upstream failures become GraphQL errors with the status", async () => {
    const { api, invoke } = setup(null);
    const { StoreApiHttpError } = await import("../../src/errors/upstream.js");
    invoke.mockRejectedValueOnce(new StoreApiHttpError(404, [{ code: "CONTENT__PRODUCT_NOT_FOUND", detail: "nope" }]));
    await expect(api.call("readProductDetail post /product/{productId}", { pathParams: { productId: ID } })).rejects.toMatchObject({
      extensions: { status: 404 },
    });
  });
});
