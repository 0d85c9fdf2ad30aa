import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountPlatform, codes, h, mails, post, register } from "./account-helpers.js";
import { productId } from "../src/seed/ids.js";
import { ACCOUNT_SEED } from "../src/seed/accounts.js";
import { cardNumberFor, ean13CheckDigit, isValidCardNumber } from "../src/loyalty/card-number.js";

const { app } = createAccountPlatform({ loyaltyVoucherPoints: 500 });
beforeAll(async () => app.ready());
afterAll(async () => app.close());

const P1 = productId("SW10001");
const P2 = productId("SW10002");
const P3 = productId("SW10003");

describe("wishlist", () => {
  it("is for logged-in customers only", async () => {
    for (const [method, url] of [["POST", "/store-api/customer/wishlist"], ["POST", `/store-api/customer/wishlist/add/${P1}`], ["DELETE", `/store-api/customer/wishlist/delete/${P1}`], ["POST", "/store-api/customer/wishlist/merge"]] as const) {
      const res = await app.inject({ method, url, headers: h(), payload: method === "POST" ? { productIds: [P1] } : undefined });
      expect(res.statusCode, url).toBe(403);
      expect(codes(res)).toEqual(["CHECKOUT__CUSTOMER_NOT_LOGGED_IN"]);
    }
    const { token } = await register(app, "wl-guest@example.ch", { guest: true, password: undefined });
    expect((await post(app, "/store-api/customer/wishlist", {}, token)).statusCode).toBe(403);
  });

  it("add, duplicate, load, delete, merge", async () => {
    const { token } = await register(app, "wl@example.ch");
    const empty = await post(app, "/store-api/customer/wishlist", {}, token);
    expect(empty.statusCode).toBe(404);
    expect(codes(empty)).toEqual(["CHECKOUT__WISHLIST_NOT_FOUND"]);

    expect((await post(app, `/store-api/customer/wishlist/add/${P1}`, {}, token)).json()).toMatchObject({ success: true });
    expect(codes(await post(app, `/store-api/customer/wishlist/add/${P1}`, {}, token))).toEqual(["CHECKOUT__DUPLICATE_WISHLIST_PRODUCT"]);
    const unknown = await post(app, `/store-api/customer/wishlist/add/${"a".repeat(32)}`, {}, token);
    expect(unknown.statusCode).toBe(404);
    expect(codes(unknown)).toEqual(["CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND"]);
    expect((await post(app, "/store-api/customer/wishlist/add/not-a-uuid", {}, token)).statusCode).toBe(404);

    const merge = await post(app, "/store-api/customer/wishlist/merge", { productIds: [P2, P3, P1, "f".repeat(32), 7] }, token);
    expect(merge.json()).toMatchObject({ success: true });
    expect(codes(await post(app, "/store-api/customer/wishlist/merge", {}, token))).toEqual(["CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING"]);

    const loaded = await post(app, "/store-api/customer/wishlist", { includes: { product: ["id", "productNumber"] } }, token);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json().products.total).toBe(3);
    expect(loaded.json().products.elements.map((p: { id: string }) => p.id).sort()).toEqual([P1, P2, P3].sort());

    const del = await app.inject({ method: "DELETE", url: `/store-api/customer/wishlist/delete/${P2}`, headers: h(token) });
    expect(del.json()).toMatchObject({ success: true });
    const again = await app.inject({ method: "DELETE", url: `/store-api/customer/wishlist/delete/${P2}`, headers: h(token) });
    expect(again.statusCode).toBe(404);
    expect((await post(app, "/store-api/customer/wishlist", {}, token)).json().products.total).toBe(2);
  });
});

describe("loyalty card", () => {
  it("card numbers: EAN-13 check digit with the 2800 prefix", () => {
    expect(ean13CheckDigit("400638133393")).toBe(1); // a well-known EAN-13: 4006381333931
    const n = cardNumberFor(1);
    expect(n).toMatch(/^2800\d{9}$/);
    expect(isValidCardNumber(n)).toBe(true);
    expect(isValidCardNumber(`${n.slice(0, 12)}${(Number(n[12]) + 1) % 10}`)).toBe(false);
    expect(isValidCardNumber("4006381333931")).toBe(false);
    expect(isValidCardNumber(`${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}`)).toBe(true);
  });

  it("get -> none; link invalid -> VIOLATION::LOYALTY_CARD_NUMBER_INVALID; link valid -> points and progress", async () => {
    const { token } = await register(app, "card@example.ch");
    expect((await post(app, "/store-api/loyalty", { action: "get" }, token)).json()).toEqual({ card: null, apiAlias: "loyalty_card_response" });
    for (const cardNumber of ["123", "2800000000016", cardNumberFor(999_999), null, 12345]) {
      const res = await post(app, "/store-api/loyalty", { action: "link", cardNumber }, token);
      expect(res.statusCode, String(cardNumber)).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: "VIOLATION::LOYALTY_CARD_NUMBER_INVALID", source: { pointer: "/cardNumber" } });
    }
    const seeded = ACCOUNT_SEED.loyaltyCards[1]!; // 480 points
    const linked = await post(app, "/store-api/loyalty", { action: "link", cardNumber: seeded.number }, token);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().card).toMatchObject({ cardNumber: seeded.number, points: 480, pointsNeededForVoucher: 20, voucherReached: false, voucherValue: { amount: 5, currencyIsoCode: "CHF" } });
    expect((await post(app, "/store-api/loyalty", {}, token)).json().card.cardNumber).toBe(seeded.number);
    expect(codes(await post(app, "/store-api/loyalty", { action: "link", cardNumber: ACCOUNT_SEED.loyaltyCards[2]!.number }, token))).toEqual(["LOYALTY__CUSTOMER_HAS_CARD"]);
    // someone else cannot take over the linked card
    const other = await register(app, "card-thief@example.ch");
    expect(codes(await post(app, "/store-api/loyalty", { action: "link", cardNumber: seeded.number }, other.token))).toEqual(["LOYALTY__CARD_ALREADY_LINKED"]);
    expect(codes(await post(app, "/store-api/loyalty", { action: "nope" }, token))).toEqual(["VIOLATION::NO_SUCH_CHOICE_ERROR"]);
    expect((await post(app, "/store-api/loyalty", { action: "get" })).statusCode).toBe(403);
  });

  it("request a new card: validation, creation, mail", async () => {
    const { token } = await register(app, "newcard@example.ch");
    const invalid = await post(app, "/store-api/loyalty", { action: "request", zipcode: "12", birthday: "1990-02-31", email: "x" }, token);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer).sort()).toEqual(
      ["/birthday", "/city", "/email", "/firstName", "/lastName", "/street", "/zipcode"].sort(),
    );
    const res = await post(app, "/store-api/loyalty", {
      action: "request", firstName: "Nina", lastName: "Neu", birthday: "1985-06-15", street: "Seestrasse 3", zipcode: "6003", city: "Luzern", email: "nina@example.ch",
    }, token);
    expect(res.statusCode).toBe(200);
    const card = res.json().card;
    expect(card).toMatchObject({ points: 0, pointsNeededForVoucher: 500, voucherProgress: 0 });
    expect(isValidCardNumber(card.cardNumber)).toBe(true);
    const [mail] = await mails(app, "nina@example.ch");
    expect(mail!.template).toBe("loyalty_card_request");
    expect(mail!.text).toContain(card.cardNumber);
  });
});
