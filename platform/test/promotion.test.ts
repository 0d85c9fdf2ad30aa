import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promotionId } from "../src/seed/checkout.js";
import { addItems, createCartPlatform, errorList, h, LANG, patchItems, pid, readCart, setPrice } from "./cart-helpers.js";

const { app, db } = createCartPlatform();
beforeAll(async () => app.ready());
afterAll(async () => app.close());

const product = (n: string, quantity = 1) => ({ type: "product", referencedId: pid(n), quantity });
const code = (c: string) => ({ type: "promotion", referencedId: c });

describe("promotions (code line items)", () => {
  it("GESUND10: 10 % off the goods, notice promotion-discount-added (level 0), split over the VAT rates", async () => {
    setPrice(db, "SW10002", 4.9); // 2.6 %
    setPrice(db, "SW10004", 24.9); // 8.1 %
    const { body, token } = await addItems(app, [product("SW10002"), product("SW10004")]);
    const res = await addItems(app, [code("gesund10")], token);
    const promo = res.body.lineItems.find((l) => l.type === "promotion")!;
    expect(promo).toMatchObject({ referencedId: "GESUND10", label: "10 % Gesundheitsrabatt", quantity: 1 });
    expect(promo.payload).toEqual({ code: "GESUND10", discountType: "percentage", value: 10, promotionId: promotionId("GESUND10"), discountScope: "cart", minOrderValue: null });
    expect(promo.price.totalPrice).toBe(-2.98);
    expect(promo.price.calculatedTaxes.map((t) => [t.taxRate, t.price])).toEqual([[2.6, -0.49], [8.1, -2.49]]);
    expect(errorList(res.body)).toEqual([
      expect.objectContaining({ key: `promotion-discount-added-${promo.id}`, messageKey: "promotion-discount-added", level: 0, discountLineItemId: promo.id, message: "Der Rabatt «10 % Gesundheitsrabatt» wurde hinzugefügt." }),
    ]);
    expect(res.body.price.positionPrice).toBe(Math.round((body.price.positionPrice - 2.98) * 100) / 100);
    // the notice is an event: not repeated by the next read
    expect((await readCart(app, token)).body.errors).toEqual([]);
    // the same code again changes nothing
    const again = await addItems(app, [code("GESUND10")], token);
    expect(again.body.lineItems.filter((l) => l.type === "promotion")).toHaveLength(1);
  });

  it("FRANKEN5: minimum CHF 40.00 not reached → promotion-not-eligible, not added; reached → CHF 5.00 off", async () => {
    setPrice(db, "SW10006", 16.8);
    const small = await addItems(app, [product("SW10006", 2), code("FRANKEN5")]);
    expect(small.body.lineItems.map((l) => l.type)).toEqual(["product"]);
    expect(errorList(small.body)).toMatchObject([{ messageKey: "promotion-not-eligible", key: "promotion-not-eligible", code: 0, promotionCode: "FRANKEN5", parameters: expect.objectContaining({ code: "FRANKEN5" }) }]);
    expect(errorList(small.body)[0]!.message).toBe("Der Aktionscode «FRANKEN5» gilt erst ab einem Warenwert von CHF 40.00.");
    // the parameter stays a number; the message shows it with the one Swiss formatter (issue 22)
    expect((errorList(small.body)[0]!.parameters as { minOrderValue?: unknown }).minOrderValue).toBe(40);
    db.prepare("UPDATE promotion SET min_order_value = 1250 WHERE code = 'FRANKEN5'").run();
    const big = await addItems(app, [code("FRANKEN5")], small.token);
    expect(errorList(big.body)[0]!.message).toBe("Der Aktionscode «FRANKEN5» gilt erst ab einem Warenwert von CHF 1'250.00.");
    db.prepare("UPDATE promotion SET min_order_value = 40 WHERE code = 'FRANKEN5'").run();
    const enough = await patchItems(app, [{ id: pid("SW10006"), quantity: 3 }], small.token);
    expect(enough.body.price.positionPrice).toBe(50.4);
    const applied = await addItems(app, [code("FRANKEN5")], small.token);
    const promo = applied.body.lineItems.find((l) => l.type === "promotion")!;
    expect(promo.price.totalPrice).toBe(-5);
    expect(applied.body.price.positionPrice).toBe(45.4);
    expect(errorList(applied.body).map((e) => e.messageKey)).toEqual(["promotion-discount-added"]);
  });

  it("falling below the minimum later removes the promotion with promotion-not-eligible, once", async () => {
    setPrice(db, "SW10006", 16.8);
    const { token } = await addItems(app, [product("SW10006", 3), code("FRANKEN5")]);
    const lowered = await patchItems(app, [{ id: pid("SW10006"), quantity: 2 }], token);
    expect(lowered.body.lineItems.map((l) => l.type)).toEqual(["product"]);
    expect(errorList(lowered.body).map((e) => [e.messageKey, e.level])).toEqual([["promotion-not-eligible", 10]]);
    expect((await readCart(app, token)).body.errors).toEqual([]);
  });

  it("an unknown code answers promotion-not-found, an expired one (WINTER24) promotion-not-eligible 'abgelaufen'; both level 20, dropped", async () => {
    const unknown = await addItems(app, [product("SW10002"), code("GIBTSNICHT")]);
    expect(unknown.body.lineItems.map((l) => l.type)).toEqual(["product"]);
    expect(errorList(unknown.body)).toMatchObject([
      { key: "promotion-not-found", messageKey: "promotion-not-found", level: 20, code: 0, promotionCode: "GIBTSNICHT", message: "Der Aktionscode wurde nicht gefunden" },
    ]);
    const expired = await addItems(app, [product("SW10002"), code("winter24")]);
    expect(expired.body.lineItems.map((l) => l.type)).toEqual(["product"]);
    expect(errorList(expired.body)).toMatchObject([
      { key: "promotion-not-eligible", messageKey: "promotion-not-eligible", level: 20, promotionCode: "WINTER24", reason: "expired", message: "Der Aktionscode «WINTER24» ist abgelaufen." },
    ]);
    const it = await addItems(app, [code("WINTER24")], undefined, LANG.it);
    expect(errorList(it.body)[0]!.message).toBe("Il codice promozionale «WINTER24» è scaduto.");
    const fr = await addItems(app, [code("GIBTSNICHT")], undefined, LANG.fr);
    expect(errorList(fr.body)[0]!.message).toBe("Le code promotionnel est introuvable");
  });

  it("a promotion that expires under a stored cart is removed on the next read", async () => {
    const { token } = await addItems(app, [product("SW10002"), code("GESUND10")]);
    db.prepare("UPDATE promotion SET valid_until = ? WHERE code = 'GESUND10'").run("2000-01-01T00:00:00.000Z");
    try {
      const res = await readCart(app, token);
      expect(res.body.lineItems.map((l) => l.type)).toEqual(["product"]);
      expect(errorList(res.body).map((e) => [e.messageKey, e.reason])).toEqual([["promotion-not-eligible", "expired"]]);
    } finally {
      db.prepare("UPDATE promotion SET valid_until = NULL WHERE code = 'GESUND10'").run();
    }
  });

  it("a promotion is removed like any line item; a discount never exceeds the goods", async () => {
    setPrice(db, "SW10002", 4.9);
    const { body, token } = await addItems(app, [product("SW10002"), code("GESUND10")]);
    const promo = body.lineItems.find((l) => l.type === "promotion")!;
    const del = await app.inject({ method: "POST", url: "/store-api/checkout/cart/line-item/delete", headers: h(token), payload: { ids: [promo.id] } });
    expect(del.json().lineItems).toHaveLength(1);
    db.prepare("UPDATE promotion SET min_order_value = NULL WHERE code = 'FRANKEN5'").run();
    try {
      const capped = await addItems(app, [code("FRANKEN5")], token);
      expect(capped.body.price.positionPrice).toBe(0);
      expect(capped.body.lineItems.find((l) => l.type === "promotion")!.price.totalPrice).toBe(-4.9);
    } finally {
      db.prepare("UPDATE promotion SET min_order_value = 40 WHERE code = 'FRANKEN5'").run();
    }
  });
});
