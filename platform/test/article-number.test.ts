/** One article number everywhere: the product page's (custom field product_sku), also on ordered lines and the invoice. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountPlatform, h } from "./account-helpers.js";
import { customer, orderById, pdfText, placeOrder } from "./payment-fixtures.js";

const { app, db } = createAccountPlatform();
beforeAll(async () => app.ready());
afterAll(async () => app.close());

/** The sku as the catalogue holds it (translated custom fields, German = the system language). */
const skuOf = (productNumber: string) => {
  const rows = db
    .prepare("SELECT t.custom_fields FROM product p JOIN product_translation t ON t.product_id = p.id WHERE p.product_number = ?")
    .all(productNumber) as { custom_fields: string | null }[];
  const skus = rows.map((r) => (JSON.parse(r.custom_fields ?? "{}") as { product_sku?: string }).product_sku).filter(Boolean);
  return skus[0]!;
};

describe("article number", () => {
  it("an ordered line keeps the product's sku in its payload; the invoice prints it, not the product number", async () => {
    const sku = skuOf("SW10004");
    expect(sku).toMatch(/^\d+$/);
    const token = await customer(app, "sku");
    const order = await orderById(app, token, (await placeOrder(app, token, "invoice", ["SW10004"])).id);
    const line = (order as unknown as { lineItems: { payload: { productNumber: string; customFields: Record<string, unknown> } }[] }).lineItems[0]!;
    expect(line.payload).toMatchObject({ productNumber: "SW10004", customFields: { product_sku: sku } });

    const invoice = order.documents!.find((d) => d.documentType.technicalName === "invoice")!;
    const res = await app.inject({ method: "GET", url: `/store-api/document/download/${invoice.id}/${invoice.deepLinkCode}`, headers: h(token) });
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`(${sku})`);
    expect(text).not.toContain("SW10004");
  });
});
