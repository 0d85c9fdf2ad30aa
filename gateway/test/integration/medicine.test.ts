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

  it("gives products that are not medicines neither", async () => {
    const vitamin = await product("/Burgerstein-Vitamin-C-Retard-100-Tabletten/SW10004", "de");
    expect(vitamin).toEqual({ productNumber: "SW10004", dispensingCategory: null, packageLeafletUrl: null });
  });
});
