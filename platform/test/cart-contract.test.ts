import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { responseSchema, validatorFor } from "./helpers.js";
import { addItems, createCartPlatform, h, patchItems, pid, readCart } from "./cart-helpers.js";
import { SEED_IDS } from "../src/seed/ids.js";
import { CLICK_AND_COLLECT_ID } from "../src/seed/checkout.js";

const { app } = createCartPlatform();
beforeAll(async () => app.ready());
afterAll(async () => app.close());

const op = (path: string, method: string, status = "200") =>
  `paths/${path.replace(/\//g, "~1")}/${method}/responses/${status}/content/application/json/schema`;
const valid = (pointer: string, body: unknown) => expect(validatorFor(pointer)(body)).toEqual([]);

describe("contract: cart routes answer the official Store API shapes (Shopware 6.7)", () => {
  let token: string;

  it("readCart: an empty cart (errors [] as PHP serialises an empty map)", async () => {
    const { res, body } = await readCart(app);
    expect(res.statusCode).toBe(200);
    valid(op("/checkout/cart", "get"), body);
    expect(body.lineItems).toEqual([]);
    expect(body.errors).toEqual([]);
    expect(body.deliveries).toEqual([]);
  });

  it("addLineItem: products (physical, digital, variant) and a promotion -> Cart with deliveries", async () => {
    const added = await addItems(app, [
      { id: pid("SW10001"), type: "product", referencedId: pid("SW10001"), quantity: 2, payload: { clickAndCollect: false } },
      { type: "product", referencedId: pid("SW30001"), quantity: 1 },
      { type: "product", referencedId: pid("SW20001.1"), quantity: 1 },
      { type: "promotion", referencedId: "GESUND10" },
    ]);
    expect(added.res.statusCode).toBe(200);
    token = added.token;
    valid(op("/checkout/cart/line-item", "post"), added.body);
    valid("components/schemas/Cart", added.body);
    expect(added.body.lineItems.map((l) => l.type)).toEqual(["product", "product", "product", "promotion"]);
    // the notice of the added promotion travels in the same map as errors
    expect(Object.keys(added.body.errors)).toEqual([`promotion-discount-added-${added.body.lineItems[3]!.id}`]);
    expect(added.body.deliveries).toHaveLength(1);
    valid("components/schemas/CartDelivery", added.body.deliveries[0]);
  });

  it("readCart with the storefront's query parameters", async () => {
    const res = await app.inject({ method: "GET", url: "/store-api/checkout/cart?googlePrice=true&zipCode=8001&shippingMethodsCount=2", headers: h(token) });
    expect(res.statusCode).toBe(200);
    valid(op("/checkout/cart", "get"), res.json());
    expect(res.json().lineItems).toHaveLength(4);
  });

  it("updateLineItem -> Cart; unknown id -> 404 in Shopware's error shape", async () => {
    const { res, body } = await patchItems(app, [{ id: pid("SW10001"), quantity: 3, payload: { clickAndCollect: true } }], token);
    expect(res.statusCode).toBe(200);
    valid(op("/checkout/cart/line-item", "patch"), body);
    const missing = await patchItems(app, [{ id: "nope", quantity: 1 }], token);
    expect(missing.res.statusCode).toBe(404);
    valid(responseSchema("404"), missing.res.json());
    expect((missing.res.json() as { errors: { code: string }[] }).errors[0]!.code).toBe("CHECKOUT__CART_LINE_ITEM_NOT_FOUND");
  });

  it("removeLineItem (POST …/delete) and the DELETE ?ids[]= variant -> Cart", async () => {
    const post = await app.inject({ method: "POST", url: "/store-api/checkout/cart/line-item/delete", headers: h(token), payload: { ids: [pid("SW30001")] } });
    expect(post.statusCode).toBe(200);
    valid(op("/checkout/cart/line-item/delete", "post"), post.json());
    const del = await app.inject({ method: "DELETE", url: `/store-api/checkout/cart/line-item?ids[]=${pid("SW20001.1")}`, headers: h(token) });
    expect(del.statusCode).toBe(200);
    valid(op("/checkout/cart/line-item", "delete"), del.json());
    expect(del.json().lineItems.map((l: { referencedId: string }) => l.referencedId)).toEqual([pid("SW10001"), "GESUND10"]);
  });

  it("updateContext: shipping method, payment method, country -> ContextTokenResponse; the cart follows", async () => {
    const res = await app.inject({
      method: "PATCH",
      url: "/store-api/context",
      headers: h(token),
      payload: { shippingMethodId: CLICK_AND_COLLECT_ID, paymentMethodId: SEED_IDS.paymentDefault, countryId: SEED_IDS.countryLi },
    });
    expect(res.statusCode).toBe(200);
    valid(responseSchema("ContextTokenResponse"), res.json());
    const cart = await readCart(app, token);
    valid(op("/checkout/cart", "get"), cart.body);
    expect(cart.body.deliveries[0]!.shippingMethod.technicalName).toBe("shipping_click_and_collect");
    const ctx = await app.inject({ method: "GET", url: "/store-api/context", headers: h(token) });
    valid("components/schemas/SalesChannelContext", ctx.json());
  });

  it("shipping methods list both methods; the parcel publishes the free-shipping threshold", async () => {
    const res = await app.inject({ method: "GET", url: "/store-api/shipping-method", headers: h() });
    valid(responseSchema("ShippingMethodListResponse"), res.json());
    const methods = res.json().elements as { technicalName: string; customFields: Record<string, unknown> | null; prices: unknown[] }[];
    expect(methods.map((m) => m.technicalName)).toEqual(["shipping_post_parcel", "shipping_click_and_collect"]);
    expect(methods[0]!.customFields).toEqual({ shop_free_shipping_from: 50 });
  });

  it("deleteCart -> 204 No Content (Shopware's NoContentResponse), then an empty cart", async () => {
    const res = await app.inject({ method: "DELETE", url: "/store-api/checkout/cart", headers: h(token) });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    const cart = await readCart(app, token);
    expect(cart.body.lineItems).toEqual([]);
  });

  it("bad input answers 400 in Shopware's error shape, never a stack trace", async () => {
    for (const payload of [{}, { items: [] }, { items: "x" }, { items: [{ type: "product", referencedId: pid("SW10001"), quantity: 0 }] }, { items: [{ type: "credit", referencedId: "x" }] }, { items: [{ type: "product" }] }, { items: [{ type: "product", referencedId: pid("SW10001"), payload: { clickAndCollect: "yes" } }] }]) {
      const res = await app.inject({ method: "POST", url: "/store-api/checkout/cart/line-item", headers: h(token), payload });
      expect(res.statusCode).toBe(400);
      valid(responseSchema("400"), res.json());
      expect(JSON.stringify(res.json())).not.toMatch(/at .*\.ts/);
    }
    const noIds = await app.inject({ method: "POST", url: "/store-api/checkout/cart/line-item/delete", headers: h(token), payload: {} });
    expect(noIds.statusCode).toBe(400);
  });
});
