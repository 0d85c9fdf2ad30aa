import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountPlatform, h, post, register } from "./account-helpers.js";
import { productId, SEED_IDS } from "../src/seed/ids.js";
import { ACCOUNT_SEED } from "../src/seed/accounts.js";

const { app, db } = createAccountPlatform();
beforeAll(async () => app.ready());
afterAll(async () => app.close());

/**
 * Customer A tries every id of customer B it could possibly know (address ids, customer id, product
 * ids on B's wishlist, B's card number) on every account route. Nothing of B may be read or changed.
 */
describe("customer A can never read or change customer B's data", () => {
  it("addresses, wishlist, loyalty card, profile", async () => {
    const a = await register(app, "alice@example.ch", { firstName: "Alice" });
    const b = await register(app, "bob@example.ch", { firstName: "Bob" });
    const bId = b.res.json().id as string;
    const bAddress = b.res.json().defaultBillingAddressId as string;
    const extra = await post(app, "/store-api/account/address", { firstName: "Bob", lastName: "B", street: "Geheimweg 7", zipcode: "3000", city: "Bern", countryId: SEED_IDS.countryCh }, b.token);
    const bExtraAddress = extra.json().id as string;
    await post(app, `/store-api/customer/wishlist/add/${productId("SW10005")}`, {}, b.token);
    await post(app, "/store-api/loyalty", { action: "link", cardNumber: ACCOUNT_SEED.loyaltyCards[3]!.number, pin: ACCOUNT_SEED.loyaltyCards[3]!.pin }, b.token);
    const snapshot = () => JSON.stringify([
      db.prepare("SELECT * FROM customer WHERE id = ?").get(bId),
      db.prepare("SELECT * FROM customer_address WHERE customer_id = ? ORDER BY id").all(bId),
      db.prepare("SELECT * FROM customer_wishlist_product WHERE customer_id = ? ORDER BY id").all(bId),
      db.prepare("SELECT * FROM loyalty_card WHERE customer_id = ?").all(bId),
    ]);
    const before = snapshot();

    // reads: A only ever sees A
    const list = await post(app, "/store-api/account/list-address", { ids: [bAddress, bExtraAddress], filter: [{ type: "equals", field: "customerId", value: bId }] }, a.token);
    expect(list.json().total).toBe(0);
    const all = await post(app, "/store-api/account/list-address", {}, a.token);
    expect(all.json().elements.every((x: { customerId: string }) => x.customerId !== bId)).toBe(true);
    const me = await post(app, "/store-api/account/customer", { customerId: bId, id: bId }, a.token);
    expect(me.json().firstName).toBe("Alice");
    expect((await post(app, "/store-api/customer/wishlist", { ids: [productId("SW10005")] }, a.token)).statusCode).toBe(404);
    expect((await post(app, "/store-api/loyalty", { action: "get", customerId: bId }, a.token)).json().card).toBeNull();

    // writes with B's ids: all rejected as unknown
    for (const id of [bAddress, bExtraAddress]) {
      const patch = await app.inject({ method: "PATCH", url: `/store-api/account/address/${id}`, headers: h(a.token), payload: { city: "Hacked" } });
      expect(patch.statusCode).toBe(400);
      expect(patch.json().errors[0].code).toBe("CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND");
      const del = await app.inject({ method: "DELETE", url: `/store-api/account/address/${id}`, headers: h(a.token) });
      expect(del.json().errors[0].code).toBe("CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND");
      for (const type of ["billing", "shipping"]) {
        const sw = await app.inject({ method: "PATCH", url: `/store-api/account/address/default-${type}/${id}`, headers: h(a.token) });
        expect(sw.json().errors[0].code).toBe("CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND");
      }
    }
    // body fields naming B are ignored
    await post(app, "/store-api/account/address", { customerId: bId, id: bAddress, firstName: "A", lastName: "A", street: "Weg 1", zipcode: "8000", city: "Zürich", countryId: SEED_IDS.countryCh }, a.token);
    await post(app, "/store-api/account/change-profile", { id: bId, customerId: bId, firstName: "Mallory", lastName: "M" }, a.token);
    const delWish = await app.inject({ method: "DELETE", url: `/store-api/customer/wishlist/delete/${productId("SW10005")}`, headers: h(a.token) });
    expect(delWish.statusCode).toBe(404);
    await post(app, "/store-api/customer/wishlist/merge", { productIds: [productId("SW10006")], customerId: bId }, a.token);
    // even with the card's own PIN, B's card is not A's to take (answered like an unknown card)
    expect((await post(app, "/store-api/loyalty", { action: "link", cardNumber: ACCOUNT_SEED.loyaltyCards[3]!.number, pin: ACCOUNT_SEED.loyaltyCards[3]!.pin }, a.token)).json().errors[0].code).toBe("LOYALTY__CARD_NOT_LINKABLE");
    // a context token of B cannot be forged: unknown tokens are replaced
    const forged = await post(app, "/store-api/account/customer", {}, "x".repeat(32));
    expect(forged.statusCode).toBe(403);

    expect(snapshot()).toBe(before);
    expect((await post(app, "/store-api/account/customer", {}, a.token)).json().firstName).toBe("Mallory");
  });
});
