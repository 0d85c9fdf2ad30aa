/** The checkout's pure rules: payment availability, issues, consent, return URLs, idempotency map, order mapping. */
import { describe, expect, it } from "vitest";
import { addressesDiffer, PAYMENT_REDIRECT_DELAY_MS, paymentAvailability, translate } from "@shop/rules";
import type { GatewayContext } from "../../src/context.js";
import { StoreApiHttpError } from "../../src/errors/upstream.js";
import { checkoutFailure } from "../../src/checkout/messages.js";
import { checkoutIssues, consentFailure, missingIdMessage } from "../../src/checkout/rules.js";
import { paymentReturnUrls, safeRedirectUrl, successPath } from "../../src/checkout/paymentUrls.js";
import { IdempotencyMap } from "../../src/checkout/idempotency.js";
import { orderActions, toOrder, type OrderEntity } from "../../src/order/mapping.js";

const ORDER_ID = "0123456789abcdef0123456789abcdef";

describe("payment availability (SPEC §5)", () => {
  it("invoice only when billing equals shipping; foreign bank transfer likewise; inactive never", () => {
    const invoice = { technicalName: "payment_invoice", active: true };
    expect(paymentAvailability(invoice, { billingDiffersFromShipping: false }).available).toBe(true);
    expect(paymentAvailability(invoice, { billingDiffersFromShipping: true })).toMatchObject({ available: false, code: "BILLING_DIFFERS_FROM_SHIPPING" });
    const foreignByField = { technicalName: "payment_bank", active: true, customFields: { shop_foreign_bank_transfer: true } };
    expect(paymentAvailability(foreignByField, { billingDiffersFromShipping: true })).toMatchObject({ code: "FOREIGN_TRANSFER_BILLING_DIFFERS" });
    const foreignByName = { technicalName: "payment_foreign_bank_transfer" };
    expect(paymentAvailability(foreignByName, { billingDiffersFromShipping: true })).toMatchObject({ code: "FOREIGN_TRANSFER_BILLING_DIFFERS" });
    expect(paymentAvailability({ technicalName: "payment_twint" }, { billingDiffersFromShipping: true }).available).toBe(true);
    expect(paymentAvailability({ technicalName: "payment_twint", active: false }, { billingDiffersFromShipping: false })).toMatchObject({ code: "INACTIVE" });
  });

  it("addresses differ by content, not only by id", () => {
    const a = { id: "a", firstName: "Anna", lastName: "Muster", street: "Bahnhofstrasse 1", zipcode: "8000", city: "Zürich", countryId: "ch" };
    expect(addressesDiffer(a, { ...a })).toBe(false);
    expect(addressesDiffer(a, { ...a, id: "b", city: " zürich " })).toBe(false);
    expect(addressesDiffer(a, { ...a, id: "b", street: "Seestrasse 9" })).toBe(true);
    expect(addressesDiffer(a, null)).toBe(false);
  });

  it("SPEC §9 constants", () => {
    expect(PAYMENT_REDIRECT_DELAY_MS).toBe(5000);
  });
});

describe("checkout issues and consent", () => {
  const base = {
    hasCustomer: true, hasProducts: true, fulfilment: "DELIVERY" as const, hasPharmacy: false,
    shippingMethodOk: true, paymentMethodOk: true, hasShippingAddress: true, cart: null,
  };

  it("nothing blocks a complete checkout; each gap is reported with its SPEC text", () => {
    expect(checkoutIssues(base, "de")).toEqual([]);
    expect(checkoutIssues({ ...base, hasCustomer: false }, "de")).toEqual([
      { code: "NOT_LOGGED_IN", message: "Sie müssen angemeldet sein, um eine Bestellung aufzugeben" },
    ]);
    expect(checkoutIssues({ ...base, fulfilment: "CLICK_AND_COLLECT" }, "de")).toEqual([
      { code: "NO_PHARMACY_SELECTED", message: "Es wurde keine Apotheke ausgewählt." },
    ]);
    expect(checkoutIssues({ ...base, fulfilment: "CLICK_AND_COLLECT", hasShippingAddress: false, hasPharmacy: true }, "de")).toEqual([]);
    expect(checkoutIssues({ ...base, hasProducts: false, paymentMethodOk: false }, "fr").map((i) => i.code)).toEqual(["EMPTY_CART", "PAYMENT_METHOD_UNAVAILABLE"]);
    const blocked = { ...base, cart: { errors: { x: { messageKey: "product-out-of-stock", level: 20 } } } as never };
    expect(checkoutIssues(blocked, "it").map((i) => i.code)).toEqual(["CART_INVALID"]);
  });

  it("terms always, the waiver only with digital content", () => {
    expect(consentFailure({ acceptedTerms: false }, false)).toMatchObject({ errorCode: "TERMS_NOT_ACCEPTED", field: "acceptedTerms" });
    expect(consentFailure({ acceptedTerms: true }, false)).toBeNull();
    expect(consentFailure({ acceptedTerms: true }, true)).toMatchObject({ errorCode: "WITHDRAWAL_WAIVER_REQUIRED" });
    expect(consentFailure({ acceptedTerms: true, acceptedWithdrawalWaiver: true }, true)).toBeNull();
    expect(missingIdMessage("it", "paymentMethod")).toBe("You need to provide paymentMethod id");
  });
});

describe("payment return URLs", () => {
  it("built from STORE_HOST + locale prefix + order id only", () => {
    expect(successPath("de", ORDER_ID)).toBe(`/checkout/success/${ORDER_ID}`);
    expect(successPath("it", ORDER_ID, "unpaid")).toBe(`/it/checkout/success/${ORDER_ID}/unpaid`);
    expect(paymentReturnUrls("fr", ORDER_ID, "https://shop.example.ch")).toEqual({
      finishUrl: `https://shop.example.ch/fr/checkout/success/${ORDER_ID}/paid`,
      errorUrl: `https://shop.example.ch/fr/checkout/success/${ORDER_ID}/unpaid`,
    });
    expect(() => successPath("de", "../../evil")).toThrow();
  });

  it("only http(s) redirects are followed", () => {
    expect(safeRedirectUrl("https://pay.example/x?y=1")).toBe("https://pay.example/x?y=1");
    expect(safeRedirectUrl("javascript:alert(1)")).toBeNull();
    expect(safeRedirectUrl("data:text/html,x")).toBeNull();
    expect(safeRedirectUrl("/relative")).toBeNull();
    expect(safeRedirectUrl(null)).toBeNull();
  });
});

describe("IdempotencyMap", () => {
  it("shares one in-flight call per key; forgets refusals; expires after the TTL; stays bounded", async () => {
    let now = 0;
    const map = new IdempotencyMap<{ ok: boolean }>(1000, 3, () => now);
    let runs = 0;
    const slow = () => new Promise<{ ok: boolean }>((r) => setTimeout(() => r({ ok: ++runs > 0 }), 10));
    const [a, b] = await Promise.all([map.run("k", slow), map.run("k", slow)]);
    expect(a).toBe(b);
    expect(runs).toBe(1);
    await map.run("k", slow);
    expect(runs).toBe(1);
    now = 1000;
    await map.run("k", slow);
    expect(runs).toBe(2);

    const refused = { ok: false };
    await map.run("r", async () => refused, (r) => r.ok);
    await new Promise((r) => setTimeout(r, 0));
    const again = await map.run("r", async () => ({ ok: true }), (r) => r.ok);
    expect(again.ok).toBe(true);

    for (const key of ["x1", "x2", "x3", "x4"]) await map.run(key, async () => ({ ok: true }));
    expect(map.size).toBeLessThanOrEqual(3);

    await expect(map.run("boom", async () => Promise.reject(new Error("upstream")))).rejects.toThrow("upstream");
    await new Promise((r) => setTimeout(r, 0));
    expect(await map.run("boom", async () => ({ ok: true }))).toEqual({ ok: true });
  });
});

describe("order mapping", () => {
  const order = (patch: Partial<OrderEntity> = {}): OrderEntity => ({
    id: ORDER_ID,
    orderNumber: "10001",
    orderDateTime: "2026-01-02T10:00:00.000Z",
    stateMachineState: { technicalName: "open", name: "Offen" },
    transactions: [
      { id: "t1", createdAt: "2026-01-02T10:00:00Z", paymentMethod: { id: "p1", technicalName: "payment_credit_card", asynchronous: true, afterOrderEnabled: true }, stateMachineState: { technicalName: "failed" } },
      { id: "t2", createdAt: "2026-01-02T11:00:00Z", paymentMethod: { id: "p2", technicalName: "payment_twint", asynchronous: true, afterOrderEnabled: true }, stateMachineState: { technicalName: "paid", name: "Bezahlt" } },
    ],
    deliveries: [{ id: "d1", stateMachineState: { technicalName: "open" }, shippingMethod: { id: "s1", technicalName: "shipping_click_and_collect", name: "Abholung" } }],
    lineItems: [
      { id: "l1", type: "product", label: "E-Book", quantity: 1, productId: "prod", totalPrice: 12, unitPrice: 12, states: ["is-download"],
        downloads: [{ id: "dl1", accessGranted: true, media: { fileName: "ebook", fileExtension: "pdf" } }] },
      { id: "l2", type: "promotion", label: "Rabatt", quantity: 1, totalPrice: -2, unitPrice: -2 },
    ],
    documents: [{ id: "doc1", deepLinkCode: "SECRET", documentType: { technicalName: "invoice" }, config: { documentNumber: "1000" }, fileType: "pdf", createdAt: "2026-01-02" }],
    customFields: { shop_fulfilment: "click_and_collect", shop_pharmacy_id: "ph1" },
    amountTotal: 10,
    ...patch,
  });

  it("latest transaction decides `paid`; flags follow the states; files are shop paths without deep-link codes", () => {
    const row = toOrder(order());
    expect(row).toMatchObject({
      state: "OPEN", paymentState: "PAID", paymentStateName: "Bezahlt", paid: true, fulfilment: "CLICK_AND_COLLECT",
      canCancel: false, canRetryPayment: false, canChangePaymentMethod: false,
      paymentMethod: { technicalName: "payment_twint" },
      subtotal: { amount: 12, currency: "CHF" }, discount: { amount: -2, currency: "CHF" }, total: { amount: 10, currency: "CHF" },
      documents: [{ id: "doc1", type: "invoice", number: "1000", fileName: "invoice_1000.pdf", url: `/account/order/${ORDER_ID}/document/doc1` }],
      downloads: [{ id: "dl1", lineItemId: "l1", fileName: "ebook.pdf", accessGranted: true, url: `/account/order/${ORDER_ID}/download/dl1` }],
    });
    expect(row.lineItems.map((l) => l.type)).toEqual(["PRODUCT", "PROMOTION"]);
    expect(JSON.stringify(row)).not.toContain("SECRET");
  });

  it("an ordered line's article number is the product page's (payload customFields.product_sku), else its product number", () => {
    const line = (payload: Record<string, unknown>) => ({ id: "l", type: "product", label: "Dafalgan", quantity: 1, totalPrice: 5, unitPrice: 5, payload });
    const row = toOrder(
      order({
        lineItems: [
          line({ productNumber: "SW10004", customFields: { product_sku: "100068", product_click_collect: true } }),
          line({ productNumber: "SW10005", customFields: null }),
          { id: "p", type: "promotion", label: "Rabatt", quantity: 1, totalPrice: -1, unitPrice: -1, payload: { code: "GESUND10" } },
        ],
      }),
    );
    expect(row.lineItems.map((l) => [l.productNumber, l.sku])).toEqual([
      ["SW10004", "100068"],
      ["SW10005", "SW10005"],
      [null, null],
    ]);
  });

  it("unpaid asynchronous order: cancel, retry and change allowed; shipped: no cancel; not changeable upstream: no change", () => {
    const unpaid = order({ transactions: [order().transactions![0]!] });
    expect(orderActions(unpaid, undefined)).toEqual({ paid: false, canCancel: true, canChangePaymentMethod: true, canRetryPayment: true });
    expect(orderActions(unpaid, false).canChangePaymentMethod).toBe(false);
    const shipped = order({ transactions: [order().transactions![0]!], deliveries: [{ id: "d", stateMachineState: { technicalName: "shipped" } }] });
    expect(orderActions(shipped, undefined).canCancel).toBe(false);
    const cancelled = order({ transactions: [order().transactions![0]!], stateMachineState: { technicalName: "cancelled" } });
    expect(orderActions(cancelled, undefined)).toEqual({ paid: false, canCancel: false, canChangePaymentMethod: false, canRetryPayment: false });
  });
});

describe("Store API refusals explained by the platform's money rules keep the gateway's wording", () => {
  const ctx = { locale: "fr", logger: { warn() {}, info() {} } } as unknown as GatewayContext;
  const cartInvalid = (parameters: object) =>
    new StoreApiHttpError(400, [{ code: "CHECKOUT__CART_INVALID", status: "400", detail: "raw platform text", meta: { parameters } }]);

  it("payment-method-blocked, shipping-method-blocked, the missing waiver", () => {
    expect(checkoutFailure(ctx, cartInvalid({ messageKey: "payment-method-blocked", name: "Rechnung" }), "createOrder")).toMatchObject({
      errorCode: "PAYMENT_METHOD_UNAVAILABLE",
      message: translate("fr", "checkout.paymentUnavailable"),
    });
    expect(checkoutFailure(ctx, cartInvalid({ messageKey: "shipping-method-blocked", reason: "NO_PHARMACY_SELECTED" }), "createOrder")).toMatchObject({
      errorCode: "NO_PHARMACY_SELECTED",
      message: translate("fr", "checkout.noPharmacySelected"),
    });
    const waiver = new StoreApiHttpError(400, [{ code: "VIOLATION::IS_BLANK_ERROR", status: "400", source: { pointer: "/revocation" } } as never]);
    expect(checkoutFailure(ctx, waiver, "createOrder")).toMatchObject({ errorCode: "WITHDRAWAL_WAIVER_REQUIRED", message: translate("fr", "checkout.waiverRequired") });
    // any other invalid cart is still "your cart changed"
    expect(checkoutFailure(ctx, cartInvalid({ messageKey: "product-stock-reached" }), "createOrder")).toMatchObject({ errorCode: "CART_CHANGED" });
  });
});
