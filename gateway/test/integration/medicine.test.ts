/**
 * Integration: a medicine's trust content through the gateway against the REAL platform process over HTTP —
 * its Swissmedic dispensing category and package leaflet (custom fields), the leaflet reachable through the
 * shop's public media base in the page's language.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlatform, type RunningPlatform } from "../helpers/platform.js";
import { gql, startGateway, type RunningGateway } from "../helpers/gateway.js";

const PRODUCT = /* GraphQL */ `
  query ($path: String!, $locale: Locale) {
    route(path: $path, locale: $locale) { ... on ProductRoute { product { productNumber dispensingCategory packageLeafletUrl } } }
  }
`;

interface ProductAnswer {
  route: { product?: { productNumber: string; dispensingCategory: string | null; packageLeafletUrl: string | null } };
}

describe("medicine notice data (gateway ↔ real platform)", () => {
  let platform: RunningPlatform;
  let gateway: RunningGateway;
  const product = async (path: string, locale: "de" | "fr") => {
    const { body } = await gql<ProductAnswer>(gateway.url, PRODUCT, { path, locale });
    expect(body.errors).toBeUndefined();
    return body.data!.route.product!;
  };

  beforeAll(async () => {
    platform = await startPlatform();
    gateway = await startGateway(platform.url, platform.accessKey, { STORE_HOST: "https://shop.example.ch" });
  });

  afterAll(async () => {
    await gateway?.close();
    await platform?.stop();
  });

  it("gives a medicine its category and a leaflet in the request's language under the shop's origin", async () => {
    const de = await product("/Aspirin-500-mg-20-Tabletten/SW10001", "de");
    expect(de.dispensingCategory).toBe("D");
    expect(de.packageLeafletUrl).toMatch(/^https:\/\/shop\.example\.ch\/media\/[0-9a-f]{32}-leaflet-de\.pdf$/);
    const fr = await product("/Aspirin-500-mg-20-comprimes/SW10001", "fr");
    expect(fr.packageLeafletUrl).toMatch(/-leaflet-fr\.pdf$/);
    // the same file as the platform serves it (the shop's origin forwards /media/ to it)
    const upstream = await fetch(`${platform.url}${new URL(fr.packageLeafletUrl!).pathname}`);
    expect(upstream.status).toBe(200);
    expect(upstream.headers.get("content-type")).toBe("application/pdf");
    const proxied = await fetch(`${gateway.url}${new URL(fr.packageLeafletUrl!).pathname}`);
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get("content-type")).toBe("application/pdf");
  });

  it("lists the reviews in the request's language first, all languages on request, the summary over all", async () => {
    const REVIEWS = /* GraphQL */ `
      query ($path: String!, $locale: Locale, $all: Boolean) {
        route(path: $path, locale: $locale) {
          ... on ProductRoute { product { reviews(allLanguages: $all) { total ratingCount averageRating distribution { points count } items { language } } } }
        }
      }
    `;
    type Answer = { route: { product: { reviews: { total: number; ratingCount: number; averageRating: number | null; distribution: { points: number; count: number }[]; items: { language: string | null }[] } } } };
    const paths = { de: "/Aspirin-500-mg-20-Tabletten/SW10001", fr: "/Aspirin-500-mg-20-comprimes/SW10001" };
    const read = async (locale: "de" | "fr", all: boolean) => {
      const { body } = await gql<Answer>(gateway.url, REVIEWS, { path: paths[locale], locale, all });
      expect(body.errors).toBeUndefined();
      return body.data!.route.product.reviews;
    };
    const everyLanguage = await read("de", true);
    const languages = new Set(everyLanguage.items.map((r) => r.language));
    expect(languages.size, "SW10001 is seeded with reviews in several languages").toBeGreaterThan(1);
    for (const locale of ["de", "fr"] as const) {
      const own = await read(locale, false);
      expect(own.items.length).toBeGreaterThan(0);
      expect(own.items.every((r) => r.language === locale)).toBe(true);
      expect(own.total).toBe(everyLanguage.items.filter((r) => r.language === locale).length);
      // the summary is the product's, whatever the list shows
      expect(own.ratingCount).toBe(everyLanguage.total);
      expect(own.averageRating).toBe(everyLanguage.averageRating);
      expect(own.distribution.map((d) => d.points)).toEqual([5, 4, 3, 2, 1]);
      expect(own.distribution.reduce((sum, d) => sum + d.count, 0)).toBe(everyLanguage.total);
    }
  });

  it("gives products that are not medicines neither", async () => {
    const vitamin = await product("/Burgerstein-Vitamin-C-Retard-100-Tabletten/SW10004", "de");
    expect(vitamin).toEqual({ productNumber: "SW10004", dispensingCategory: null, packageLeafletUrl: null });
  });
});
