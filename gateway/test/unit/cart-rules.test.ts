/** Cart rules: fulfilment derivation and collisions, messages and levels, totals, free shipping, validation. */
import { describe, expect, it } from "vitest";
import {
  cartFulfilment,
  collidingItems,
  freeShippingThreshold,
  fulfilmentOfItems,
  shippingMethodFor,
  SHIPPING_TECHNICAL_NAME,
} from "../../src/cart/fulfilment.js";
import { cartErrors, cartIssues, levelOf, mutationMessages, outcomeOf, toCartMessage } from "../../src/cart/messages.js";
import { discount, freeShipping, itemCount, shippingCosts, subtotal, taxes, total } from "../../src/cart/totals.js";
import { validateItems, validateLineQuantity, validatePromotionCode } from "../../src/cart/validation.js";
import { nextTier, quantityRules, referencedIdOf } from "../../src/cart/lineItem.js";
import type { ShippingMethodRow, UpstreamCart, UpstreamLineItem } from "../../src/cart/rows.js";
import type { ProductRow } from "../../src/catalog/mapping.js";

const product = (id: string, total: number, pickup = false, quantity = 1): UpstreamLineItem =>
  ({
    id,
    referencedId: id,
    type: "product",
    quantity,
    label: `Product ${id}`,
    payload: { clickAndCollect: pickup, productNumber: `SW-${id}` },
    price: { apiAlias: "calculated_price", unitPrice: total / quantity, totalPrice: total, quantity },
  }) as unknown as UpstreamLineItem;

const promotion = (code: string, total: number): UpstreamLineItem =>
  ({
    id: `promo-${code}`,
    referencedId: code,
    type: "promotion",
    quantity: 1,
    label: code,
    payload: { code },
    price: { apiAlias: "calculated_price", unitPrice: total, totalPrice: total, quantity: 1 },
  }) as unknown as UpstreamLineItem;

const cart = (lineItems: UpstreamLineItem[], extra: Partial<UpstreamCart> = {}): UpstreamCart =>
  ({
    apiAlias: "cart",
    lineItems,
    errors: [],
    price: { totalPrice: 0, netPrice: 0, positionPrice: 0, calculatedTaxes: [] },
    ...extra,
  }) as unknown as UpstreamCart;

const method = (technicalName: string, customFields: unknown = null): ShippingMethodRow =>
  ({ id: technicalName, name: technicalName, technicalName, customFields }) as unknown as ShippingMethodRow;

describe("fulfilment", () => {
  it("comes from the items' flag, else the context's shipping method, else delivery", () => {
    expect(cartFulfilment(cart([product("a", 10, true)]), { technicalName: SHIPPING_TECHNICAL_NAME.DELIVERY })).toBe("CLICK_AND_COLLECT");
    expect(cartFulfilment(cart([product("a", 10, false)]), { technicalName: SHIPPING_TECHNICAL_NAME.CLICK_AND_COLLECT })).toBe("DELIVERY");
    expect(cartFulfilment(cart([]), { technicalName: "shipping_click_and_collect" })).toBe("CLICK_AND_COLLECT");
    expect(cartFulfilment(cart([promotion("X", -5)]), { technicalName: "shipping_post_parcel" })).toBe("DELIVERY");
    expect(cartFulfilment(null, null)).toBe("DELIVERY");
  });

  it("a cart with only promotions has no item fulfilment; Shopware's 1/'1' booleans count as pickup", () => {
    expect(fulfilmentOfItems([promotion("X", -5)])).toBeNull();
    const legacy = { ...product("a", 1), payload: { clickAndCollect: 1 } } as unknown as UpstreamLineItem;
    expect(fulfilmentOfItems([legacy])).toBe("CLICK_AND_COLLECT");
  });

  it("collides in both directions and never on the same fulfilment", () => {
    const delivery = cart([product("a", 10), promotion("X", -1)]);
    const pickup = cart([product("b", 10, true)]);
    expect(collidingItems(delivery, "CLICK_AND_COLLECT").map((i) => i.id)).toEqual(["a"]);
    expect(collidingItems(pickup, "DELIVERY").map((i) => i.id)).toEqual(["b"]);
    expect(collidingItems(delivery, "DELIVERY")).toEqual([]);
    expect(collidingItems(pickup, "CLICK_AND_COLLECT")).toEqual([]);
    expect(collidingItems(cart([]), "CLICK_AND_COLLECT")).toEqual([]);
  });

  it("finds the shipping method per fulfilment and the free-shipping threshold of the parcel method", () => {
    const methods = [method("shipping_click_and_collect"), method("shipping_post_parcel", { shop_free_shipping_from: 50 })];
    expect(shippingMethodFor(methods, "DELIVERY")?.technicalName).toBe("shipping_post_parcel");
    expect(shippingMethodFor(methods, "CLICK_AND_COLLECT")?.technicalName).toBe("shipping_click_and_collect");
    expect(freeShippingThreshold(methods)).toBe(50);
    expect(freeShippingThreshold([method("shipping_post_parcel", { shop_free_shipping_from: "75.5" })])).toBe(75.5);
    // A real Shopware may not have the field (or returns [] for empty custom fields).
    expect(freeShippingThreshold([method("shipping_post_parcel", [])])).toBeNull();
    expect(freeShippingThreshold([method("shipping_post_parcel", null)])).toBeNull();
    expect(freeShippingThreshold([])).toBeNull();
  });
});

describe("messages", () => {
  it("maps levels 0/10/20 to INFO/WARNING/ERROR", () => {
    expect([levelOf(0), levelOf(10), levelOf(20), levelOf("20"), levelOf(undefined)]).toEqual(["INFO", "WARNING", "ERROR", "ERROR", "INFO"]);
  });

  it("reads the error map (keyed by id) or an empty list", () => {
    expect(cartErrors(cart([], { errors: [] }))).toEqual([]);
    const errors = { "product-stock-reachedA": { key: "product-stock-reachedA", messageKey: "product-stock-reached", level: 10, message: "x" } };
    expect(cartErrors(cart([], { errors } as never))).toHaveLength(1);
  });

  it("localises known keys by messageKey with their parameters, in the request locale", () => {
    const entry = { key: "product-stock-reachedA", messageKey: "product-stock-reached", level: 10, message: "upstream", id: "A", name: "Aspirin", quantity: 3 };
    expect(toCartMessage(entry, "de")).toEqual({
      level: "WARNING",
      key: "product-stock-reached",
      message: "Von «Aspirin» sind nur noch 3 Stück verfügbar. Die Menge wurde angepasst.",
      lineItemId: "A",
      subject: "Aspirin",
    });
    expect(toCartMessage({ messageKey: "promotion-not-found", level: 20, promotionCode: "NOPE" }, "de")).toMatchObject({
      level: "ERROR",
      message: "Der Aktionscode wurde nicht gefunden",
      subject: "NOPE",
    });
    expect(toCartMessage({ messageKey: "promotion-not-found", level: 20 }, "fr").message).toBe("Le code promotionnel est introuvable");
    expect(toCartMessage({ messageKey: "product-not-orderable", level: 20, id: "B" }, "it").message).toBe("Il prodotto non è attualmente disponibile");
    expect(toCartMessage({ messageKey: "purchase-steps-quantity", level: 10, name: "Tee", quantity: 4, steps: 2 }, "de").message).toBe(
      "«Tee» ist nur in Schritten von 2 Stück erhältlich. Die Menge wurde angepasst.",
    );
  });

  it("unknown keys keep the upstream's text", () => {
    expect(toCartMessage({ messageKey: "shipping-method-blocked", level: 10, message: "Versand blockiert" }, "de")).toMatchObject({
      key: "shipping-method-blocked",
      level: "WARNING",
      message: "Versand blockiert",
    });
  });

  it("a write's outcome: errors fail it (not-found keys → NOT_FOUND), notices and warnings do not", () => {
    const notice = mutationMessages(cart([], { errors: { a: { messageKey: "promotion-discount-added", level: 0, name: "10 %" } } } as never), "de");
    expect(notice[0]!.message).toBe("Der Rabatt «10 %» wurde hinzugefügt.");
    expect(outcomeOf(notice)).toEqual({ ok: true, errorCode: null, message: null });
    const notFound = mutationMessages(cart([], { errors: { a: { messageKey: "promotion-not-found", level: 20 } } } as never), "de");
    expect(outcomeOf(notFound)).toEqual({ ok: false, errorCode: "NOT_FOUND", message: "Der Aktionscode wurde nicht gefunden" });
    const refused = mutationMessages(cart([], { errors: { a: { messageKey: "product-not-orderable", level: 20 } } } as never), "de");
    expect(outcomeOf(refused).errorCode).toBe("FAILED");
  });

  it("issues are states: click & collect without a pharmacy, in every language", () => {
    expect(cartIssues("CLICK_AND_COLLECT", false, "de")).toEqual([
      { level: "ERROR", key: "no-pharmacy-selected", message: "Es wurde keine Apotheke ausgewählt.", lineItemId: null, subject: null },
    ]);
    expect(cartIssues("CLICK_AND_COLLECT", false, "it")[0]!.message).toBe("Non è stata selezionata alcuna farmacia.");
    expect(cartIssues("CLICK_AND_COLLECT", false, "fr")[0]!.message).toBe("Aucune pharmacie n'a été sélectionnée.");
    expect(cartIssues("CLICK_AND_COLLECT", true, "de")).toEqual([]);
    expect(cartIssues("DELIVERY", false, "de")).toEqual([]);
  });
});

describe("totals", () => {
  const full = cart([product("a", 12.5, false, 2), product("b", 30.35), promotion("TEN", -4.29)], {
    price: {
      totalPrice: 46.26,
      netPrice: 43.1,
      positionPrice: 38.56,
      calculatedTaxes: [
        { taxRate: 2.6, tax: 0.65, price: 25.5 },
        { taxRate: 8.1, tax: 1.2, price: 16 },
        { taxRate: 2.6, tax: 0.1, price: 4 },
      ],
    },
    deliveries: [{ shippingCosts: { totalPrice: 7.7 } }],
  } as never);

  it("subtotal = products, discount = promotions, total = the upstream's, taxes per rate", () => {
    expect(subtotal(full)).toEqual({ amount: 42.85, currency: "CHF" });
    expect(discount(full)).toEqual({ amount: -4.29, currency: "CHF" });
    expect(discount(cart([product("a", 1)]))).toBeNull();
    expect(total(full)).toEqual({ amount: 46.26, currency: "CHF" });
    expect(shippingCosts(full).amount).toBe(7.7);
    expect(shippingCosts(null).amount).toBe(0);
    expect(taxes(full)).toEqual([
      { rate: 8.1, amount: { amount: 1.2, currency: "CHF" }, base: { amount: 16, currency: "CHF" } },
      { rate: 2.6, amount: { amount: 0.75, currency: "CHF" }, base: { amount: 29.5, currency: "CHF" } },
    ]);
    expect(itemCount(full)).toBe(3);
  });

  it("free shipping: remaining until the threshold, reached at and above it, null without a threshold", () => {
    expect(freeShipping(full, 50)).toEqual({
      threshold: { amount: 50, currency: "CHF" },
      remaining: { amount: 11.44, currency: "CHF" },
      reached: false,
      progress: 0.771,
    });
    const at = cart([], { price: { positionPrice: 50 } } as never);
    expect(freeShipping(at, 50)).toMatchObject({ remaining: { amount: 0 }, reached: true, progress: 1 });
    const above = cart([], { price: { positionPrice: 80 } } as never);
    expect(freeShipping(above, 50)).toMatchObject({ reached: true, progress: 1 });
    expect(freeShipping(null, 50)).toMatchObject({ remaining: { amount: 50 }, progress: 0 });
    expect(freeShipping(full, null)).toBeNull();
  });
});

describe("line items", () => {
  it("promotions are referenced by their code; quantity rules default to 1", () => {
    expect(referencedIdOf(promotion("SPRING", -1))).toBe("SPRING");
    expect(referencedIdOf(product("a", 1))).toBe("a");
    expect(quantityRules(product("a", 1))).toEqual({ minPurchase: 1, purchaseSteps: 1, maxPurchase: null });
  });

  it("next tier: the first cheaper tier above the current quantity", () => {
    const row = {
      calculatedPrices: [
        { quantity: 2, unitPrice: 10 },
        { quantity: 5, unitPrice: 9 },
        { quantity: 6, unitPrice: 8 },
      ],
    } as unknown as ProductRow;
    expect(nextTier(row, 1, 10)).toEqual({ fromQuantity: 3, unitPrice: { amount: 9, currency: "CHF" } });
    expect(nextTier(row, 4, 9)).toEqual({ fromQuantity: 6, unitPrice: { amount: 8, currency: "CHF" } });
    expect(nextTier(row, 6, 8)).toBeNull();
    expect(nextTier({} as ProductRow, 1, 10)).toBeNull();
    expect(nextTier(null, 1, 10)).toBeNull();
  });
});

describe("validation (before any upstream call)", () => {
  it("items: 1–50, each with an id or a number and a quantity of 1–999", () => {
    expect(validateItems([{ productId: " a ", quantity: 2 }], "de")).toEqual({
      ok: true,
      value: [{ productId: "a", productNumber: null, quantity: 2 }],
    });
    expect(validateItems([], "de")).toEqual({ ok: false, message: "Bitte wählen Sie mindestens ein Produkt aus." });
    expect(validateItems(Array.from({ length: 51 }, () => ({ productId: "a" })), "fr")).toEqual({
      ok: false,
      message: "Vous pouvez ajouter au maximum 50 produits à la fois.",
    });
    expect(validateItems([{ productId: "a", quantity: 0 }], "de")).toEqual({ ok: false, message: "Die Menge muss zwischen 1 und 999 liegen." });
    expect(validateItems([{ productId: "a", quantity: 1000 }], "it")).toEqual({ ok: false, message: "La quantità deve essere compresa tra 1 e 999." });
    expect(validateItems([{ productId: "a", quantity: 1.5 }], "de").ok).toBe(false);
    expect(validateItems([{ productNumber: "  ", quantity: 1 }], "de").ok).toBe(false);
  });

  it("line quantity 0 (remove) to 999", () => {
    expect(validateLineQuantity(0, "de")).toEqual({ ok: true, value: 0 });
    expect(validateLineQuantity(-1, "de").ok).toBe(false);
    expect(validateLineQuantity(1000, "de").ok).toBe(false);
  });

  it("promotion code trimmed, 1–64 characters", () => {
    expect(validatePromotionCode("  SPRING10 ", "de")).toEqual({ ok: true, value: "SPRING10" });
    expect(validatePromotionCode("   ", "de")).toEqual({ ok: false, message: "Der Aktionscode muss zwischen 1 und 64 Zeichen lang sein." });
    expect(validatePromotionCode("x".repeat(65), "de").ok).toBe(false);
    expect(validatePromotionCode("x".repeat(64), "de").ok).toBe(true);
  });
});
