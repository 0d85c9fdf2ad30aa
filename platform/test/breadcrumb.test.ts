import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Db } from "../src/db/connection.js";
import { SEED_IDS, categoryId, productId } from "../src/seed/ids.js";
import { createPlatform, headers, validatorFor } from "./helpers.js";

const L = SEED_IDS.languages;
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = createPlatform());
  await app.ready();
});
afterAll(async () => app.close());

async function get(url: string, extra: Record<string, string> = {}) {
  const res = await app.inject({ method: "GET", url, headers: headers(extra) });
  return { status: res.statusCode, body: res.json() };
}
const collection = () => validatorFor("paths/~1breadcrumb~1{id}/get/responses/200/content/application~1json/schema");

describe("GET /store-api/breadcrumb/{id} (Shopware's BreadcrumbRoute)", () => {
  it("a category: the path below the main navigation, each with its SEO path", async () => {
    const { status, body } = await get(`/store-api/breadcrumb/${categoryId("kopfschmerzen")}?type=category`);
    expect(status).toBe(200);
    expect(collection()(body)).toEqual([]);
    expect(body.map((b: { name: string }) => b.name)).toEqual(["Medikamente", "Schmerzen & Fieber", "Kopfschmerzen"]);
    expect(body.map((b: { path: string }) => b.path)).toEqual(["Medikamente/", "Medikamente/Schmerzen-Fieber/", "Medikamente/Schmerzen-Fieber/Kopfschmerzen/"]);
    expect(body[2]).toMatchObject({ categoryId: categoryId("kopfschmerzen"), type: "page", apiAlias: "breadcrumb" });
    expect(body[2].seoUrls[0]).toMatchObject({ routeName: "frontend.navigation.page", pathInfo: `/navigation/${categoryId("kopfschmerzen")}` });
    // Shopware keeps name top-level only
    expect(body[2].translated.name).toBeUndefined();
    expect(body[2].translated.breadcrumb).toBeUndefined();
  });

  it("follows the request language", async () => {
    const { body } = await get(`/store-api/breadcrumb/${categoryId("kopfschmerzen")}?type=category`, { "sw-language-id": L.fr });
    expect(body[0].name).toBe("Médicaments");
    expect(body[0].path).not.toBe("Medikamente/");
  });

  it("the home category itself has an empty breadcrumb", async () => {
    const { status, body } = await get(`/store-api/breadcrumb/${SEED_IDS.navigationRoot}?type=category`);
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it("a product: its SEO category by default, the referrer category when it is one of its categories", async () => {
    const id = productId("SW10001");
    const own = (db.prepare("SELECT category_id FROM product_category WHERE product_id = ?").all(id) as { category_id: string }[]).map((r) => r.category_id);
    expect(own.length).toBeGreaterThan(0);
    const { status, body } = await get(`/store-api/breadcrumb/${id}`);
    expect(status).toBe(200);
    expect(collection()(body)).toEqual([]);
    expect(own).toContain(body.at(-1).categoryId);

    const viaReferrer = await get(`/store-api/breadcrumb/${id}?referrerCategoryId=${own.at(-1)}`);
    expect(viaReferrer.body.at(-1).categoryId).toBe(own.at(-1));
    // a referrer the product is not in is ignored
    const foreign = await get(`/store-api/breadcrumb/${id}?referrerCategoryId=${categoryId("kopfschmerzen")}`);
    if (!own.includes(categoryId("kopfschmerzen"))) expect(foreign.body).toEqual(body);
  });

  it("a variant uses its parent's categories", async () => {
    const variant = db.prepare("SELECT id, parent_id FROM product WHERE parent_id IS NOT NULL LIMIT 1").get() as { id: string; parent_id: string } | undefined;
    expect(variant).toBeTruthy();
    const child = await get(`/store-api/breadcrumb/${variant!.id}`);
    const parent = await get(`/store-api/breadcrumb/${variant!.parent_id}`);
    expect(child.body.length).toBeGreaterThan(0);
    expect(child.body).toEqual(parent.body);
  });

  it("a category id without type falls back from product to category; unknown ids give []; malformed ids no route", async () => {
    const fallback = await get(`/store-api/breadcrumb/${categoryId("kopfschmerzen")}`);
    expect(fallback.body.at(-1).categoryId).toBe(categoryId("kopfschmerzen"));
    const unknown = await get(`/store-api/breadcrumb/${"ab".repeat(16)}`);
    expect(unknown).toEqual({ status: 200, body: [] });
    const bad = await get("/store-api/breadcrumb/not-an-id");
    expect(bad.status).toBe(404);
    expect(bad.body.errors[0].code).toBe("FRAMEWORK__ROUTE_NOT_FOUND");
    const noKey = await app.inject({ method: "GET", url: `/store-api/breadcrumb/${categoryId("kopfschmerzen")}` });
    expect(noKey.statusCode).toBe(401);
  });
});
