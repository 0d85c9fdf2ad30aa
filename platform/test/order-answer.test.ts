import { afterAll, describe, expect, it } from "vitest";
import { CLICK_AND_COLLECT_ID } from "../src/seed/checkout.js";
import { paymentMethodId } from "../src/seed/ids.js";
import { call, createCartPlatform, item, LANG, orderKinds, placeOrder, registerCustomer } from "./order-helpers.js";

/**
 * The answer of POST /checkout/order is rendered from the rows the order just wrote, not read back
 * (order-rows.ts `insertedOrderRows`); it must be the very entity that reading the order back gives —
 * every field, every association, every kind of order. Only `documents` differs: the answer has always
 * been the order as placed (`[]`), the invoice row is written after it.
 */
const { app, db } = createCartPlatform({ at: "2026-11-25T09:30:00.000Z" });
afterAll(async () => app.close());

const { physical, digital, variant, pharmacy } = orderKinds(db);

const withoutDocuments = ({ documents: _, ...order }: Record<string, unknown>) => order;

async function expectAnswerAsReadBack(token: string, body: Record<string, unknown>, query = "", languageId?: string) {
  const placed = await placeOrder(app, token, body, languageId, query);
  expect(placed.status).toBe(200);
  expect(placed.body.documents).toEqual([]);
  const listed = await call(app, "POST", "/store-api/order", token, { filter: [{ type: "equals", field: "id", value: placed.body.id }] }, languageId);
  const [readBack] = listed.body.orders.elements as Record<string, unknown>[];
  expect(readBack!.documents).toHaveLength(1);
  expect(JSON.stringify(withoutDocuments(placed.body))).toBe(JSON.stringify(withoutDocuments(readBack!)));
  return placed.body;
}


describe("the order answer is the order as read back", () => {
  it("a guest's parcel, TWINT, two articles and a variant, with a comment", async () => {
    const token = await registerCustomer(app, "answer-guest@example.test", { guest: true });
    await call(app, "POST", "/store-api/checkout/cart/line-item", token, { items: [item(physical[0]!, 2), item(physical[1]!, 1), item(variant, 1)] });
    await call(app, "GET", "/store-api/checkout/cart", token);
    const order = await expectAnswerAsReadBack(token, { customerComment: "Bitte klingeln", affiliateCode: "aff", campaignCode: "camp" });
    expect(order.lineItems).toHaveLength(3);
  });

  it("a download (with its files), invoice and a percentage code, in Italian", async () => {
    const token = await registerCustomer(app, "answer-download@example.test");
    await call(app, "PATCH", "/store-api/context", token, { paymentMethodId: paymentMethodId("invoice") });
    await call(app, "POST", "/store-api/checkout/cart/line-item", token, { items: [item(digital, 1), item(physical[2]!, 3), { type: "promotion", referencedId: "GESUND10" }] });
    const order = await expectAnswerAsReadBack(token, { revocation: "1" }, "", LANG.it);
    const download = (order.lineItems as { downloads: unknown[] }[]).find((li) => li.downloads.length > 0);
    expect(download).toBeDefined();
  });

  it("click & collect at a pharmacy, prepayment, an absolute code", async () => {
    const token = await registerCustomer(app, "answer-pickup@example.test");
    await call(app, "PATCH", "/store-api/context", token, { shippingMethodId: CLICK_AND_COLLECT_ID, paymentMethodId: paymentMethodId("prepayment") });
    await call(app, "POST", "/store-api/customer-pharmacy", token, { selectPharmacyId: pharmacy, limit: 1 });
    await call(app, "POST", "/store-api/checkout/cart/line-item", token, {
      items: [item(physical[0]!, 4, { clickAndCollect: true }), item(physical[1]!, 1, { clickAndCollect: true }), { type: "promotion", referencedId: "FRANKEN5" }],
    });
    const order = await expectAnswerAsReadBack(token, {}, `?selectedCheckoutPharmacyId=${pharmacy}`, LANG.fr);
    expect(order.customFields).toMatchObject({ shop_fulfilment: "click_and_collect", shop_pharmacy_id: pharmacy });
  });
});
