import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountPlatform, codes, h, mails, post, register } from "./account-helpers.js";
import { productId } from "../src/seed/ids.js";
import { ACCOUNT_SEED } from "../src/seed/accounts.js";
import { cardNumberFor, ean13CheckDigit, isValidCardNumber, randomCardNumber } from "../src/loyalty/card-number.js";

const { app, db } = createAccountPlatform({ loyaltyVoucherPoints: 500 });
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

    // emptied, the wishlist stays: 200 without products, as Shopware keeps customer_wishlist
    for (const id of [P1, P3]) await app.inject({ method: "DELETE", url: `/store-api/customer/wishlist/delete/${id}`, headers: h(token) });
    const emptied = await post(app, "/store-api/customer/wishlist", {}, token);
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json().products).toMatchObject({ total: 0, elements: [] });
  });
});

describe("loyalty card", () => {
  it("card numbers: EAN-13 check digit with the 2800 prefix and a random body", () => {
    expect(ean13CheckDigit("400638133393")).toBe(1); // a well-known EAN-13: 4006381333931
    const n = cardNumberFor(1);
    expect(n).toMatch(/^2800\d{9}$/);
    expect(isValidCardNumber(n)).toBe(true);
    expect(isValidCardNumber(`${n.slice(0, 12)}${(Number(n[12]) + 1) % 10}`)).toBe(false);
    expect(isValidCardNumber("4006381333931")).toBe(false);
    expect(isValidCardNumber(`${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}`)).toBe(true);
    const issued = Array.from({ length: 50 }, () => randomCardNumber());
    expect(issued.every((c) => isValidCardNumber(c))).toBe(true);
    expect(new Set(issued).size).toBe(50);
    // no two seeded cards are neighbours: one number tells nothing about the next
    const bodies = ACCOUNT_SEED.loyaltyCards.map((c) => Number(c.number.slice(4, 12))).sort((a, b) => a - b);
    expect(bodies.slice(1).every((b, i) => b - bodies[i]! > 1000)).toBe(true);
    expect(ACCOUNT_SEED.loyaltyCards.every((c) => isValidCardNumber(c.number) && /^\d{6}$/.test(c.pin))).toBe(true);
  });

  it("get -> none; malformed number or PIN -> violations; link with the card's PIN -> points and progress", async () => {
    const { token } = await register(app, "card@example.ch");
    expect((await post(app, "/store-api/loyalty", { action: "get" }, token)).json()).toEqual({ card: null, apiAlias: "loyalty_card_response" });
    for (const cardNumber of ["123", "2800000000016", null, 12345]) {
      const res = await post(app, "/store-api/loyalty", { action: "link", cardNumber, pin: "123456" }, token);
      expect(res.statusCode, String(cardNumber)).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: "VIOLATION::LOYALTY_CARD_NUMBER_INVALID", source: { pointer: "/cardNumber" } });
    }
    const seeded = ACCOUNT_SEED.loyaltyCards[1]!; // 480 points
    for (const pin of [undefined, "", "123", "1234567", "12a4"]) {
      const res = await post(app, "/store-api/loyalty", { action: "link", cardNumber: seeded.number, pin }, token);
      expect(res.json().errors[0], String(pin)).toMatchObject({ code: "VIOLATION::LOYALTY_CARD_PIN_INVALID", source: { pointer: "/pin" } });
    }
    const linked = await post(app, "/store-api/loyalty", { action: "link", cardNumber: seeded.number, pin: seeded.pin }, token);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().card).toMatchObject({ cardNumber: seeded.number, points: 480, pointsNeededForVoucher: 20, voucherReached: false, voucherValue: { amount: 5, currencyIsoCode: "CHF" } });
    expect((await post(app, "/store-api/loyalty", {}, token)).json().card.cardNumber).toBe(seeded.number);
    const next = ACCOUNT_SEED.loyaltyCards[2]!;
    expect(codes(await post(app, "/store-api/loyalty", { action: "link", cardNumber: next.number, pin: next.pin }, token))).toEqual(["LOYALTY__CUSTOMER_HAS_CARD"]);
    expect(codes(await post(app, "/store-api/loyalty", { action: "nope" }, token))).toEqual(["VIOLATION::NO_SUCH_CHOICE_ERROR"]);
    expect((await post(app, "/store-api/loyalty", { action: "get" })).statusCode).toBe(403);
  });

  it("unknown number, wrong PIN and someone else's card get one and the same answer", async () => {
    const owner = await register(app, "card-owner@example.ch");
    const card = ACCOUNT_SEED.loyaltyCards[4]!;
    expect((await post(app, "/store-api/loyalty", { action: "link", cardNumber: card.number, pin: card.pin }, owner.token)).statusCode).toBe(200);
    const free = ACCOUNT_SEED.loyaltyCards[5]!;
    const wrongPin = free.pin === "000000" ? "000001" : "000000";
    let unknownNumber = cardNumberFor(12_345_678);
    if (ACCOUNT_SEED.loyaltyCards.some((c) => c.number === unknownNumber)) unknownNumber = cardNumberFor(12_345_679);
    const attempts = [
      { cardNumber: unknownNumber, pin: "123456" }, // no such card
      { cardNumber: free.number, pin: wrongPin }, // wrong PIN
      { cardNumber: card.number, pin: card.pin }, // someone else's card, right PIN
    ];
    const answers = [];
    for (const attempt of attempts) {
      const thief = await register(app, `card-thief-${answers.length}@example.ch`);
      const res = await post(app, "/store-api/loyalty", { action: "link", ...attempt }, thief.token);
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers[0]).toEqual({
      status: 400,
      body: { errors: [expect.objectContaining({ status: "400", code: "LOYALTY__CARD_NOT_LINKABLE", detail: "The loyalty card number or PIN is not correct." })] },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it("failed links are throttled per customer (5) and per client address (20); the card's holder still links it later", async () => {
    const env = createAccountPlatform({}, { trustProxy: ["loopback"] });
    await env.app.ready();
    try {
      const target = ACCOUNT_SEED.loyaltyCards[6]!;
      const wrong = (pin: string) => (pin === "999999" ? "999998" : "999999");
      const guesser = await register(env.app, "guesser@example.ch");
      const ip = { "x-forwarded-for": "203.0.113.7" };
      for (let i = 0; i < 5; i++) {
        expect(codes(await post(env.app, "/store-api/loyalty", { action: "link", cardNumber: target.number, pin: wrong(target.pin) }, guesser.token, ip))).toEqual(["LOYALTY__CARD_NOT_LINKABLE"]);
      }
      // the sixth try is refused before the PIN is looked at, even the right one
      const throttled = await post(env.app, "/store-api/loyalty", { action: "link", cardNumber: target.number, pin: target.pin }, guesser.token, ip);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json().errors[0]).toMatchObject({ code: "LOYALTY__LINK_THROTTLED", meta: { parameters: { seconds: expect.any(Number) } } });
      // more customers behind the same address: 20 failures in all, then the address waits
      for (let c = 0; c < 3; c++) {
        const other = await register(env.app, `guesser-${c}@example.ch`);
        for (let i = 0; i < 5; i++) await post(env.app, "/store-api/loyalty", { action: "link", cardNumber: target.number, pin: wrong(target.pin) }, other.token, ip);
      }
      const fresh = await register(env.app, "guesser-fresh@example.ch");
      const byAddress = await post(env.app, "/store-api/loyalty", { action: "link", cardNumber: target.number, pin: target.pin }, fresh.token, ip);
      expect(byAddress.statusCode).toBe(429);
      // the holder, elsewhere, is not locked out of their own card
      const holder = await register(env.app, "holder@example.ch");
      const own = await post(env.app, "/store-api/loyalty", { action: "link", cardNumber: target.number, pin: target.pin }, holder.token, { "x-forwarded-for": "198.51.100.9" });
      expect(own.statusCode).toBe(200);
      env.clock.advance(3_600_000 + 1000);
      expect(codes(await post(env.app, "/store-api/loyalty", { action: "link", cardNumber: target.number, pin: target.pin }, guesser.token, ip))).toEqual(["LOYALTY__CARD_NOT_LINKABLE"]);
    } finally {
      await env.app.close();
    }
  });

  it("dev tools issue a card with its PIN (stored hashed) that a customer can link", async () => {
    const issued = await app.inject({ method: "POST", url: "/__platform/loyalty-cards", payload: { points: 321 } });
    expect(issued.statusCode).toBe(201);
    const { cardNumber, pin, points } = issued.json();
    expect(isValidCardNumber(cardNumber)).toBe(true);
    expect(pin).toMatch(/^\d{6}$/);
    expect(points).toBe(321);
    expect(JSON.stringify(db.prepare("SELECT * FROM loyalty_card WHERE card_number = ?").get(cardNumber))).not.toContain(pin);
    const { token } = await register(app, "issued@example.ch");
    const linked = await post(app, "/store-api/loyalty", { action: "link", cardNumber, pin }, token);
    expect(linked.json().card).toMatchObject({ cardNumber, points: 321 });
    expect((await app.inject({ method: "POST", url: "/__platform/loyalty-cards", payload: { points: -1 } })).statusCode).toBe(400);
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
