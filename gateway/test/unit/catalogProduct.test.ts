import { describe, expect, it } from "vitest";
import type { ProductRow } from "../../src/catalog/mapping.js";
import {
  accordion,
  additionalThumbnail,
  availability,
  expertReview,
  fullPrice,
  productFaqs,
  productGallery,
  propertyGroups,
  sku,
} from "../../src/catalog/product.js";
import { brandLetter, brandSlug, cutTree, groupBrands, slugify } from "../../src/catalog/services.js";
import type { BrandRow } from "../../src/catalog/rows.js";

function product(partial: Record<string, unknown>): ProductRow {
  return { id: "p1", productNumber: "SW1", name: "X", translated: {}, ...partial } as unknown as ProductRow;
}

describe("prices", () => {
  it("list price, savings and percentage, reference price", () => {
    const price = fullPrice(
      product({
        calculatedPrice: {
          unitPrice: 8,
          totalPrice: 8,
          quantity: 1,
          listPrice: { price: 10, percentage: 20, discount: -2 },
          referencePrice: { price: 16, purchaseUnit: 0.5, referenceUnit: 1, unitName: "Liter" },
          calculatedTaxes: [{ taxRate: 8.1, tax: 0.6, price: 8 }],
        },
        calculatedPrices: [],
      }),
    );
    expect(price.unitPrice).toEqual({ amount: 8, currency: "CHF" });
    expect(price.listPrice).toEqual({ amount: 10, currency: "CHF" });
    expect(price.savings).toEqual({ amount: 2, currency: "CHF" });
    expect(price.discountPercentage).toBe(20);
    expect(price.referencePrice).toEqual({ price: { amount: 16, currency: "CHF" }, purchaseUnit: 0.5, referenceUnit: 1, unitName: "Liter" });
    expect(price.taxRate).toBe(8.1);
    expect(price.tiers).toEqual([]);
  });

  it("no sale: a list price not above the price is ignored", () => {
    const price = fullPrice(product({ calculatedPrice: { unitPrice: 8, listPrice: { price: 8 } } }));
    expect(price.listPrice).toBeNull();
    expect(price.savings).toBeNull();
    expect(price.discountPercentage).toBeNull();
  });

  it("tier labels: 'to {qty}' for every tier but the last, 'from {qty}' for the last (SPEC §9)", () => {
    const price = fullPrice(
      product({
        calculatedPrice: { unitPrice: 8.9 },
        calculatedPrices: [
          { unitPrice: 8.9, quantity: 2 },
          { unitPrice: 8.45, quantity: 5 },
          { unitPrice: 7.95, quantity: 6 },
        ],
      }),
    );
    expect(price.tiers.map((t) => [t.kind, t.quantity, t.unitPrice.amount])).toEqual([
      ["UP_TO", 2, 8.9],
      ["UP_TO", 5, 8.45],
      ["FROM", 6, 7.95],
    ]);
    expect(price.hasRange).toBe(true);
  });
});

describe("availability (SPEC §4)", () => {
  it("takes the state from custom fields", () => {
    expect(availability(product({ customFields: { product_availability: "in_stock_ch" }, available: true })).state).toBe(
      "IN_STOCK_SWITZERLAND",
    );
    expect(availability(product({ translated: { customFields: { product_availability: "dispatch_monday" } } })).state).toBe(
      "DISPATCHED_MONDAY",
    );
    expect(availability(product({ customFields: { product_availability: "on_customer_order" } })).state).toBe("ON_CUSTOMER_ORDER");
  });

  it("derives it from stock without a custom field; not available is not orderable", () => {
    expect(availability(product({ available: true, stock: 5, availableStock: 5 })).state).toBe("AVAILABLE");
    const none = availability(product({ available: false, stock: 0 }));
    expect(none).toMatchObject({ state: "NOT_AVAILABLE", orderable: false, minPurchase: 1, purchaseSteps: 1 });
    expect(availability(product({ customFields: [] as never, available: true, stock: 0 })).state).toBe("ON_ORDER");
  });
});

describe("content from custom fields", () => {
  const row = product({
    description: "<p>Beschreibung</p>",
    customFields: {
      product_usage: "<p>3x täglich</p>",
      product_ingredients: null,
      product_characteristics: "<ul><li>x</li></ul>",
      product_faqs: [{ question: "Q?", answer: "A." }, { question: "", answer: "x" }],
      product_expert_review: { name: "Dr. Keller", role: "Apothekerin", text: "Gut.", points: 5 },
      product_sku: "100017",
      product_additional_data: JSON.stringify({ thumbnail: "SW10001" }),
    },
  });

  it("accordion in display order, only non-empty sections", () => {
    expect(accordion(row).map((s) => s.key)).toEqual(["DESCRIPTION", "USAGE", "CHARACTERISTICS"]);
  });

  it("FAQ, expert review, sku", () => {
    expect(productFaqs(row)).toEqual([{ question: "Q?", answer: "A." }]);
    expect(expertReview(row)).toMatchObject({ author: "Dr. Keller", role: "Apothekerin", html: "Gut.", rating: 5, image: null });
    expect(sku(row)).toBe("100017");
    expect(sku(product({}))).toBe("SW1");
  });

  it("a thumbnail that is not a URL gives no image", () => {
    expect(additionalThumbnail(row)).toBeNull();
    expect(additionalThumbnail(product({ customFields: { product_additional_data: { thumbnail: "/media/x.webp" } } }))?.url).toBe(
      "/media/x.webp",
    );
  });
});

describe("gallery and properties", () => {
  it("gallery in position order with thumbnails ascending", () => {
    const images = productGallery(
      product({
        cover: { mediaId: "m1", media: { id: "m1", url: "/m1.webp" } },
        media: [
          { position: 2, mediaId: "m2", media: { id: "m2", url: "/m2.webp", thumbnails: [{ url: "/m2-800", width: 800 }, { url: "/m2-400", width: 400 }] } },
          { position: 1, mediaId: "m1", media: { id: "m1", url: "/m1.webp", metaData: { width: 1900, height: 1900 } } },
        ],
      }),
    );
    expect(images.map((i) => i.url)).toEqual(["/m1.webp", "/m2.webp"]);
    expect(images[0]).toMatchObject({ width: 1900, height: 1900 });
    expect(images[1]!.thumbnails.map((t) => t.width)).toEqual([400, 800]);
  });

  it("groups properties by group", () => {
    const groups = propertyGroups([
      { id: "o2", name: "50 ml", groupId: "g2", group: { id: "g2", name: "Grösse", position: 2 } },
      { id: "o1", name: "Creme", groupId: "g1", group: { id: "g1", name: "Form", position: 1 } },
    ] as never);
    expect(groups.map((g) => [g.name, g.options.map((o) => o.name)])).toEqual([
      ["Form", ["Creme"]],
      ["Grösse", ["50 ml"]],
    ]);
  });
});

describe("brands A–Z", () => {
  const brand = (id: string, name: string) => ({ id, name, translated: { name } }) as unknown as BrandRow;

  it("slugs fold accents and come from the name alone", () => {
    expect(slugify("Évian Thermal & Co.")).toBe("evian-thermal-und-co");
    expect(brandSlug(brand("1".repeat(32), "Dr. Müller's"))).toBe("dr-muller-s");
    expect(brandSlug(brand("1".repeat(32), "---"))).toBe("1".repeat(32));
  });

  it("groups by first letter, '#' last", () => {
    expect(brandLetter("Ölbad")).toBe("O");
    expect(brandLetter("4Kids")).toBe("#");
    const groups = groupBrands([brand("a", "zinc"), brand("b", "3M"), brand("c", "Alpha"), brand("d", "Äpfel")], "de");
    expect(groups.map((g) => [g.letter, g.brands.map((b) => b.name)])).toEqual([
      ["A", ["Alpha", "Äpfel"]],
      ["Z", ["zinc"]],
      ["#", ["3M"]],
    ]);
  });
});

describe("navigation trees", () => {
  it("cuts a deep tree to the asked depth without touching the (frozen) original", () => {
    const tree = Object.freeze([
      Object.freeze({ id: "a", children: Object.freeze([Object.freeze({ id: "b", children: [{ id: "c", children: [] }] })]) }),
    ]) as never;
    const cut = cutTree(tree, 2);
    expect(cut[0]!.children[0]!.id).toBe("b");
    expect(cut[0]!.children[0]!.children).toEqual([]);
  });
});
