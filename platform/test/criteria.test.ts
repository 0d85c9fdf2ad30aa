import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createPlatform, headers } from "./helpers.js";
import { SEED_IDS, categoryId, manufacturerId, productId } from "../src/seed/ids.js";

let app: FastifyInstance;
beforeAll(async () => {
  app = createPlatform().app;
  await app.ready();
});
afterAll(async () => app.close());

async function products(payload: unknown, extra: Record<string, string> = {}) {
  const res = await app.inject({ method: "POST", url: "/store-api/product", headers: headers(extra), payload: payload as object });
  return { status: res.statusCode, body: res.json() };
}
/**
 * The criteria engine is exercised on the 14 hand-written products (SW10001–SW10014); the
 * generated catalogue (issue 3) is scoped out with an extra filter appended after the test's own.
 */
const LEGACY = { type: "prefix", field: "productNumber", value: "SW100" };
async function legacy(payload: Record<string, unknown>, extra: Record<string, string> = {}) {
  const filter = Array.isArray(payload.filter) ? payload.filter : [];
  return products({ ...payload, filter: [...filter, LEGACY] }, extra);
}
const numbers = (body: { elements: { productNumber: string }[] }) => body.elements.map((p) => p.productNumber);

describe("criteria errors (400, Shopware codes and pointers)", () => {
  it("limit over 100", async () => {
    const { status, body } = await products({ limit: 101 });
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({
      status: "400",
      code: "FRAMEWORK__QUERY_LIMIT_EXCEEDED",
      detail: "The limit must be lower than or equal to MAX_LIMIT(=100). Given: 101",
      source: { pointer: "/limit" },
    });
  });

  it("collects several problems at once", async () => {
    const { status, body } = await products({ limit: 0, page: -1, filter: [{ type: "bogus", field: "name" }] });
    expect(status).toBe(400);
    expect(body.errors.map((e: { code: string }) => e.code)).toEqual([
      "FRAMEWORK__INVALID_PAGE_QUERY",
      "FRAMEWORK__INVALID_LIMIT_QUERY",
      "FRAMEWORK__INVALID_FILTER_QUERY",
    ]);
  });

  it("unknown field", async () => {
    const { status, body } = await products({ filter: [{ type: "equals", field: "doesNotExist", value: 1 }] });
    expect(status).toBe(400);
    expect(body.errors[0].detail).toBe('Field "doesNotExist" in entity "product" was not found.');
  });

  it("bad ids and bad sort", async () => {
    expect((await products({ ids: ["nope"] })).status).toBe(400);
    expect((await products({ sort: [{ field: "name", order: "sideways" }] })).status).toBe(400);
  });

  it("unknown associations are ignored", async () => {
    const { status } = await products({ associations: { nonsense: { associations: { deeper: {} } } } });
    expect(status).toBe(200);
  });

  it("empty JSON body is accepted", async () => {
    const res = await app.inject({ method: "POST", url: "/store-api/product", headers: headers(), payload: "" });
    expect(res.statusCode).toBe(200);
  });
});

describe("filters", () => {
  it("equals", async () => {
    const { body } = await legacy({ filter: [{ type: "equals", field: "productNumber", value: "SW10003" }] });
    expect(numbers(body)).toEqual(["SW10003"]);
  });

  it("equalsAny on ids and on a nested field", async () => {
    const ids = [productId("SW10005"), productId("SW10001")];
    const a = await legacy({ filter: [{ type: "equalsAny", field: "id", value: ids }] });
    expect(numbers(a.body)).toEqual(["SW10001", "SW10005"]);
    const b = await legacy({ filter: [{ type: "equalsAny", field: "manufacturerId", value: [manufacturerId("bayer")] }] });
    expect(numbers(b.body)).toEqual(["SW10001", "SW10005"]);
    const c = await legacy({ filter: [{ type: "equals", field: "manufacturer.name", value: "Bayer" }] });
    expect(numbers(c.body)).toEqual(["SW10001", "SW10005"]);
  });

  it("contains works on the translated name", async () => {
    const de = await legacy({ filter: [{ type: "contains", field: "name", value: "tabletten" }] });
    expect(numbers(de.body)).toEqual(["SW10001", "SW10002", "SW10004", "SW10005"]); // incl. "Brausetabletten"
    const fr = await legacy({ filter: [{ type: "contains", field: "name", value: "comprimés" }] }, { "sw-language-id": SEED_IDS.languages.fr });
    expect(numbers(fr.body)).toContain("SW10001");
  });

  it("range on price and stock", async () => {
    const { body } = await legacy({ filter: [{ type: "range", field: "calculatedPrice.unitPrice", parameters: { gte: 20, lt: 25 } }] });
    expect(numbers(body)).toEqual(["SW10004", "SW10007"]);
    const stock = await legacy({ filter: [{ type: "range", field: "stock", parameters: { lte: 0 } }] });
    expect(numbers(stock.body)).toEqual(["SW10012"]);
  });

  it("multi or / not", async () => {
    const { body } = await legacy({
      filter: [
        {
          type: "multi",
          operator: "or",
          queries: [
            { type: "equals", field: "productNumber", value: "SW10002" },
            { type: "equals", field: "productNumber", value: "SW10010" },
          ],
        },
      ],
    });
    expect(numbers(body)).toEqual(["SW10002", "SW10010"]);
    const not = await legacy({ filter: [{ type: "not", queries: [{ type: "equals", field: "available", value: true }] }] });
    expect(numbers(not.body)).toEqual(["SW10012"]);
  });

  it("category filters: direct and via the category tree", async () => {
    const direct = await legacy({ filter: [{ type: "equals", field: "categoryIds", value: categoryId("vitamine") }] });
    expect(numbers(direct.body)).toEqual(["SW10004", "SW10005"]);
    const tree = await legacy({ filter: [{ type: "equals", field: "categoriesRo.id", value: categoryId("nahrungsergaenzung") }] });
    expect(numbers(tree.body)).toEqual(["SW10004", "SW10005", "SW10006"]);
  });
});

describe("paging, sorting, counting, includes", () => {
  it("limit + page + total-count-mode", async () => {
    const exact = await legacy({ limit: 5, page: 2, "total-count-mode": "exact" });
    expect(exact.body).toMatchObject({ page: 2, limit: 5, total: 14 });
    expect(numbers(exact.body)).toEqual(["SW10006", "SW10007", "SW10008", "SW10009", "SW10010"]);
    const none = await legacy({ limit: 5 });
    expect(none.body.total).toBe(5);
    const next = await legacy({ limit: 2, "total-count-mode": 2 });
    expect(next.body.total).toBe(11);
  });

  it("sort by price desc, and by name", async () => {
    const { body } = await legacy({ limit: 3, sort: [{ field: "calculatedPrice.unitPrice", order: "DESC" }] });
    expect(numbers(body)).toEqual(["SW10008", "SW10005", "SW10004"]);
    const byName = await legacy({ limit: 2, sort: [{ field: "name", order: "ASC" }] });
    expect(numbers(byName.body)).toEqual(["SW10014", "SW10001"]);
  });

  it("ids keep the requested order", async () => {
    const ids = [productId("SW10009"), productId("SW10002"), productId("SW10005")];
    const { body } = await legacy({ ids });
    expect(numbers(body)).toEqual(["SW10009", "SW10002", "SW10005"]);
  });

  it("includes trims by apiAlias", async () => {
    const { body } = await legacy({
      limit: 1,
      includes: { product: ["id", "name", "calculatedPrice"], calculated_price: ["unitPrice"] },
    });
    expect(body.elements[0]).toEqual({
      id: productId("SW10001"),
      name: "Aspirin 500 mg, 20 Tabletten",
      calculatedPrice: { unitPrice: 8.9, apiAlias: "calculated_price" },
      apiAlias: "product",
    });
  });

  it("aggregations", async () => {
    const { body } = await legacy({
      limit: 1,
      aggregations: [
        { name: "max-price", type: "max", field: "calculatedPrice.unitPrice" },
        { name: "manufacturers", type: "terms", field: "manufacturer.name" },
      ],
    });
    expect(body.aggregations["max-price"].max).toBe(29.9);
    expect(body.aggregations.manufacturers.buckets.find((b: { key: string }) => b.key === "Bayer").count).toBe(2);
  });

  it("GET variant takes criteria from the query string", async () => {
    const res = await app.inject({ method: "GET", url: "/store-api/product?limit=2&page=1", headers: headers() });
    expect(res.json().elements).toHaveLength(2);
  });
});

describe("navigation options", () => {
  const nav = async (url: string, payload: object, extra: Record<string, string> = {}) =>
    (await app.inject({ method: "POST", url, headers: headers(extra), payload })).json();

  it("depth 1 returns only top level with empty children", async () => {
    const body = await nav("/store-api/navigation/main-navigation/main-navigation", { depth: 1 });
    expect(body).toHaveLength(6);
    expect(body.every((c: { children: unknown[] }) => c.children.length === 0)).toBe(true);
    expect(body[0].childCount).toBe(5);
  });

  it("expands the active branch beyond depth", async () => {
    const body = await nav(`/store-api/navigation/${categoryId("baby")}/main-navigation`, { depth: 1 });
    const baby = body.find((c: { id: string }) => c.id === categoryId("baby"));
    expect(baby.children.map((c: { name: string }) => c.name)).toEqual(["Babypflege", "Babynahrung", "Stillen & Zubehör"]);
  });

  it("buildTree false returns a flat list", async () => {
    const body = await nav("/store-api/navigation/main-navigation/main-navigation", { depth: 2, buildTree: false });
    // 6 top-level + 23 second-level categories
    expect(body).toHaveLength(29);
    expect(body[0].children).toBeNull();
  });

  it("footer navigation has folders and links", async () => {
    const body = await nav("/store-api/navigation/footer-navigation/footer-navigation", { depth: 2 }, { "sw-include-seo-urls": "true" });
    expect(body.map((c: { type: string }) => c.type)).toEqual(["folder", "folder", "folder"]);
    const links = body[1].children;
    expect(links[0]).toMatchObject({ type: "link", linkType: "category", internalLink: categoryId("medikamente") });
    expect(links.find((l: { linkType: string }) => l.linkType === "external")).toMatchObject({ type: "link", externalLink: "https://www.swissmedic.ch", linkNewTab: true });
    expect(links.find((l: { linkType: string }) => l.linkType === "product")).toMatchObject({ internalLink: productId("SW10001") });
    expect(links.find((l: { linkType: string }) => l.linkType === "landing_page").internalLink).toMatch(/^[0-9a-f]{32}$/);
    expect(body[0].children[0].seoUrls[0].seoPathInfo).toBe("Service/Versand-Lieferung/");
    // the editorial articles' folder ("Ratgeber"): landing-page links only
    expect(body[2].children.map((l: { linkType: string }) => l.linkType)).toEqual(["landing_page", "landing_page", "landing_page"]);
  });

  it("subtree by uuid root", async () => {
    const body = await nav(`/store-api/navigation/${categoryId("schoenheit")}/${categoryId("schoenheit")}`, {});
    expect(body.map((c: { name: string }) => c.name)).toEqual(["Gesichtspflege", "Sonnenschutz", "Haarpflege", "Lippen & Augenpartie"]);
  });
});
