import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createAccountPlatform, login, post, register } from "./account-helpers.js";
import { ACCOUNT_SEED } from "../src/seed/accounts.js";
import { categoryId } from "../src/seed/ids.js";
import { applyPriceRule } from "../src/catalog/price.js";

type Price = { unitPrice: number; totalPrice: number; quantity: number; listPrice: { price: number; discount: number; percentage: number } | null; calculatedTaxes: { tax: number }[] };
type Product = { id: string; name: string | null; translated: { name: string }; calculatedPrice: Price; calculatedPrices: Price[]; calculatedCheapestPrice: Price & { hasRange: boolean } };

let app: FastifyInstance;
let pro: string;
let standard: string;

/** The rule under test: 10% off, rounded to 0.05 CHF (half up) — written out independently of price.ts. */
const groupPrice = (gross: number) => Math.round(Math.round(gross * 90) / 5) * 0.05;

beforeAll(async () => {
  ({ app } = createAccountPlatform());
  await app.ready();
  pro = await login(app, ACCOUNT_SEED.professionalCustomer.email, ACCOUNT_SEED.professionalCustomer.password);
  standard = await login(app, ACCOUNT_SEED.demoCustomer.email, ACCOUNT_SEED.demoCustomer.password);
});
afterAll(async () => app.close());

/** every product (variants too), page by page, as the given context sees it */
async function products(token?: string): Promise<Map<string, Product>> {
  const all = new Map<string, Product>();
  for (let page = 1; ; page++) {
    const res = await post(app, "/store-api/product", { limit: 100, page, includes: { product: ["id", "name", "translated", "calculatedPrice", "calculatedPrices", "calculatedCheapestPrice"] } }, token);
    expect(res.statusCode, res.body).toBe(200);
    const elements = res.json().elements as Product[];
    for (const p of elements) all.set(p.id, p);
    if (elements.length < 100) return all;
  }
}

/** a group price against the anonymous one: reduced, and the original shown as list price */
function expectGroupPrice(group: Price, anon: Price) {
  expect(group.unitPrice).toBeCloseTo(groupPrice(anon.unitPrice), 10);
  // tier entries keep the tier's quantity but a one-unit total, like the anonymous ones
  const units = anon.unitPrice ? Math.round(anon.totalPrice / anon.unitPrice) : 1;
  expect(group.totalPrice).toBeCloseTo(groupPrice(anon.unitPrice) * units, 10);
  expect(group.quantity).toBe(anon.quantity);
  expect(group.listPrice?.price).toBe(Math.max(anon.listPrice?.price ?? 0, anon.unitPrice));
  expect(group.listPrice!.discount).toBeLessThan(0);
  expect(group.calculatedTaxes[0]!.tax).toBeLessThan(anon.calculatedTaxes[0]!.tax);
}

describe("customer-group pricing (professionals: 10% off, rounded to 0.05 CHF)", () => {
  it("rounds the reduced price to 0.05 CHF, half up, and keeps the higher list price", () => {
    expect(applyPriceRule(10, null, { discountPercent: 10 })).toEqual({ gross: 9, listGross: 10 });
    expect(applyPriceRule(12.9, null, { discountPercent: 10 })).toEqual({ gross: 11.6, listGross: 12.9 }); // 11.61
    expect(applyPriceRule(19.95, null, { discountPercent: 10 }).gross).toBe(17.95); // 17.955 -> 17.95 (nearest 5 Rappen)
    expect(applyPriceRule(12.5, null, { discountPercent: 10 }).gross).toBe(11.25);
    expect(applyPriceRule(8, 12, { discountPercent: 10 })).toEqual({ gross: 7.2, listGross: 12 });
    expect(applyPriceRule(8, 12, null)).toEqual({ gross: 8, listGross: 12 });
  });

  it("a logged-in professional sees every product price (incl. tiers and cheapest price) reduced", async () => {
    const anon = await products();
    const group = await products(pro);
    expect(group.size).toBe(anon.size);
    let tiers = 0;
    for (const [id, a] of anon) {
      const g = group.get(id)!;
      expectGroupPrice(g.calculatedPrice, a.calculatedPrice);
      expectGroupPrice(g.calculatedCheapestPrice, a.calculatedCheapestPrice);
      expect(g.calculatedCheapestPrice.hasRange).toBe(a.calculatedCheapestPrice.hasRange);
      expect(g.calculatedPrices).toHaveLength(a.calculatedPrices.length);
      a.calculatedPrices.forEach((t, i) => expectGroupPrice(g.calculatedPrices[i]!, t));
      tiers += a.calculatedPrices.length;
    }
    expect(tiers).toBeGreaterThan(0);
  });

  it("product detail, listing, search and suggest carry the group price", async () => {
    const anon = await products();
    const withTiers = [...anon.values()].find((p) => p.calculatedPrices.length > 1)!;
    const detail = await post(app, `/store-api/product/${withTiers.id}?skipCmsPage=true`, {}, pro);
    expect(detail.statusCode).toBe(200);
    const d = detail.json().product as Product;
    expectGroupPrice(d.calculatedPrice, withTiers.calculatedPrice);
    withTiers.calculatedPrices.forEach((t, i) => expectGroupPrice(d.calculatedPrices[i]!, t));

    const listing = async (token?: string) => {
      const res = await post(app, `/store-api/product-listing/${categoryId("medikamente")}`, { limit: 24 }, token);
      expect(res.statusCode).toBe(200);
      return res.json() as { elements: Product[]; aggregations: { price: { min: number; max: number } } };
    };
    const [la, lg] = [await listing(), await listing(pro)];
    expect(lg.elements.map((p) => p.id)).toEqual(la.elements.map((p) => p.id));
    expect(la.elements.length).toBeGreaterThan(0);
    lg.elements.forEach((p, i) => expectGroupPrice(p.calculatedPrice, la.elements[i]!.calculatedPrice));
    expect(lg.aggregations.price.max).toBeCloseTo(groupPrice(la.aggregations.price.max), 10);

    const term = withTiers.translated.name.split(" ")[0]!;
    for (const route of ["search", "search-suggest"]) {
      const [sa, sg] = [await post(app, `/store-api/${route}`, { search: term }), await post(app, `/store-api/${route}`, { search: term }, pro)];
      const ea = sa.json().elements as Product[];
      expect(ea.length).toBeGreaterThan(0);
      expect(sg.json().elements).toHaveLength(ea.length);
      (sg.json().elements as Product[]).forEach((p, i) => expectGroupPrice(p.calculatedPrice, ea[i]!.calculatedPrice));
    }
  });

  it("cross-selling products carry the group price", async () => {
    const anon = await products();
    for (const p of anon.values()) {
      const a = (await post(app, `/store-api/product/${p.id}/cross-selling`, {})).json() as { products: Product[] }[];
      if (!a.some((cs) => cs.products.length)) continue;
      const g = (await post(app, `/store-api/product/${p.id}/cross-selling`, {}, pro)).json() as { products: Product[] }[];
      a.forEach((cs, i) => cs.products.forEach((x, j) => expectGroupPrice(g[i]!.products[j]!.calculatedPrice, x.calculatedPrice)));
      return;
    }
    throw new Error("no product with cross-selling in the seed");
  });

  it("standard customers, pending group requests and anonymous visitors see the normal prices", async () => {
    const anon = await products();
    expect(await products(standard)).toEqual(anon);
    // Like Shopware, requestedGroupId only records the wish: no group prices before approval
    const { token } = await register(app, "wartet@example.ch", { requestedGroupId: ACCOUNT_SEED.customerGroups.professionals });
    expect(await products(token)).toEqual(anon);
    // logout hands out a token without customer: prices are normal again
    const out = await post(app, "/store-api/account/logout", {}, await login(app, ACCOUNT_SEED.professionalCustomer.email, ACCOUNT_SEED.professionalCustomer.password));
    expect(await products(out.headers["sw-context-token"] as string)).toEqual(anon);
  });
});
