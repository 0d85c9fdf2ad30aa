import { describe, expect, it } from "vitest";
import {
  navigationLinkType,
  navigationUrl,
  productUrl,
  productPrice,
  type CategoryRow,
  type ProductRow,
} from "../../src/catalog/mapping.js";

function category(partial: Partial<CategoryRow>): CategoryRow {
  return { id: "c1", name: "Cat", type: "page", children: [], apiAlias: "category", ...partial } as CategoryRow;
}

describe("navigation entry URLs (SPEC §2)", () => {
  it("external links → external URL, external=true", () => {
    const entry = category({ type: "link", linkType: "external", externalLink: "https://example.ch/x" });
    expect(navigationUrl(entry)).toEqual({ url: "https://example.ch/x", external: true });
    expect(navigationLinkType(entry)).toBe("EXTERNAL");
  });

  it("a link with only an externalLink counts as external", () => {
    const entry = category({ type: "link", externalLink: "https://example.ch/y" });
    expect(navigationUrl(entry)).toEqual({ url: "https://example.ch/y", external: true });
  });

  it("uses the SEO path with a leading slash", () => {
    const entry = category({ seoUrls: [{ seoPathInfo: "Arzneimittel/Schmerzmittel/" } as never] });
    expect(navigationUrl(entry)).toEqual({ url: "/Arzneimittel/Schmerzmittel/", external: false });
    const slashed = category({ seoUrls: [{ seoPathInfo: "/already/" } as never] });
    expect(navigationUrl(slashed).url).toBe("/already/");
  });

  it("falls back by link type", () => {
    expect(navigationUrl(category({ id: "abc" }))).toEqual({ url: "/navigation/abc", external: false });
    expect(navigationUrl(category({ id: "l1", type: "link", linkType: "category", internalLink: "cat9" })).url).toBe(
      "/navigation/cat9",
    );
    const product = category({ id: "l2", type: "link", linkType: "product", internalLink: "p1" });
    expect(navigationUrl(product).url).toBe("/detail/p1");
    expect(navigationLinkType(product)).toBe("PRODUCT");
    const landing = category({ id: "l3", type: "link", linkType: "landing_page", internalLink: "lp1" });
    expect(navigationUrl(landing).url).toBe("/landingPage/lp1");
    expect(navigationLinkType(landing)).toBe("LANDING_PAGE");
  });

  it("product URL = SEO path else /detail/{id}", () => {
    expect(productUrl({ id: "p1", seoUrls: [] } as unknown as ProductRow)).toBe("/detail/p1");
    expect(productUrl({ id: "p1", seoUrls: [{ seoPathInfo: "ibuprofen-400/" }] } as unknown as ProductRow)).toBe(
      "/ibuprofen-400/",
    );
  });

  it("list price only when above the unit price", () => {
    const row = { calculatedPrice: { unitPrice: 9.9, listPrice: { price: 12.5 } } } as unknown as ProductRow;
    expect(productPrice(row)).toEqual({
      unitPrice: { amount: 9.9, currency: "CHF" },
      listPrice: { amount: 12.5, currency: "CHF" },
    });
    const plain = { calculatedPrice: { unitPrice: 9.9, listPrice: null } } as unknown as ProductRow;
    expect(productPrice(plain).listPrice).toBeNull();
  });
});
