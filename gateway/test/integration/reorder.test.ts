/**
 * Integration: 'Nochmals bestellen' through the gateway against the REAL platform. A customer orders
 * two products; one of them is then sold out (written into the platform's SQLite file, as a stock
 * correction would be) — the reorder puts the other into the cart and names the sold-out one.
 * Another customer's order and a guest are refused with nothing added.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLATFORM_DIR, startPlatform, type RunningPlatform } from "../helpers/platform.js";
import { startGateway, type RunningGateway } from "../helpers/gateway.js";
import { GatewayClient } from "../helpers/client.js";

const PURGE_SECRET = "reorder-test-purge-secret";
const REORDER = /* GraphQL */ `mutation ($orderId: ID!) { reorder(orderId: $orderId) {
  ok errorCode message addedCount
  notAdded { label productId orderedQuantity addedQuantity reason message }
  cartResult { ok messages { key } cart { itemCount lineItems { referencedId quantity } } } } }`;
const PLACE = /* GraphQL */ `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { ok errorCode order { id } } }`;
const ADD = /* GraphQL */ `mutation ($items: [CartItemInput!]!) { addToCart(items: $items) { ok errorCode } }`;

let sequence = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}.${++sequence}@example.ch`;

describe("reorder (gateway ↔ real platform)", () => {
  let platform: RunningPlatform;
  let gateway: RunningGateway;
  let dir: string;
  let ref: { ch: string; mrs: string; prepayment: string; plenty: string; soldOut: string; soldOutName: string };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "reorder-"));
    platform = await startPlatform(undefined, undefined, { PLATFORM_DB: path.join(dir, "platform.sqlite"), PLATFORM_SEED_SIZE: "small" });
    gateway = await startGateway(platform.url, platform.accessKey, { RATE_LIMITS: "off", PAGE_CACHE_PURGE_SECRET: PURGE_SECRET });
    const data = await new GatewayClient(gateway.url).data(`{ countries { id iso } salutations { id key } checkout { paymentMethods { id technicalName } } }`);
    const response = await fetch(`${platform.url}/store-api/product`, {
      method: "POST",
      headers: { "sw-access-key": platform.accessKey, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ limit: 100 }),
    });
    type Row = { id: string; name: string; available?: boolean; stock?: number; availableStock?: number; minPurchase?: number; purchaseSteps?: number;
                 maxPurchase?: number | null; childCount?: number; states?: string[] };
    const plain = ((await response.json()) as { elements: Row[] }).elements.filter(
      (p) => p.available !== false && (p.availableStock ?? p.stock ?? 0) >= 100 && (p.minPurchase ?? 1) === 1 && (p.purchaseSteps ?? 1) === 1 &&
        !p.childCount && !(p.states ?? []).includes("is-download"),
    );
    expect(plain.length, "two orderable physical products in the seed").toBeGreaterThanOrEqual(2);
    ref = {
      ch: data.countries.find((c: { iso: string }) => c.iso === "CH").id,
      mrs: data.salutations.find((s: { key: string }) => s.key === "mrs").id,
      prepayment: data.checkout.paymentMethods.find((p: { technicalName: string }) => p.technicalName === "payment_prepayment").id,
      plenty: plain[0]!.id,
      soldOut: plain[1]!.id,
      soldOutName: plain[1]!.name,
    };
  });

  afterAll(async () => {
    await gateway?.close();
    await platform?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function customer(locale: "de" | "fr") {
    const client = new GatewayClient(gateway.url, locale);
    const email = uniqueEmail("reorder");
    const reg = await client.data(`mutation ($input: RegisterInput!) { register(input: $input) { ok errorCode message } }`, {
      input: {
        salutationId: ref.mrs, firstName: "Anna", lastName: "Muster", street: "Bahnhofstrasse 12", zipcode: "8001", city: "Zürich", countryId: ref.ch,
        email, emailConfirmation: email, password: "geheim-123", phoneNumber: "+41 79 123 45 67", acceptedDataProtection: true,
      },
    });
    expect(reg.register).toMatchObject({ ok: true });
    return client;
  }

  /** What a stock correction in the back office does: the product is a closeout with nothing left. */
  async function sellOut(productId: string) {
    // the platform's own driver (the gateway does not depend on it): only what this write needs is typed
    type Sqlite = new (file: string) => { prepare(sql: string): { run(...args: unknown[]): { changes: number } }; close(): void };
    const Database = createRequire(path.join(PLATFORM_DIR, "package.json"))("better-sqlite3") as Sqlite;
    const db = new Database(path.join(dir, "platform.sqlite"));
    try {
      const changed = db.prepare("UPDATE product SET is_closeout = 1, stock = 0, available_stock = 0 WHERE id = ?").run(productId);
      expect(changed.changes).toBe(1);
    } finally {
      db.close();
    }
    // The gateway keeps catalogue answers; the back office's purge drops them (as the web's page cache would ask).
    const purge = await fetch(`${gateway.url}/__cache/purge`, {
      method: "POST",
      headers: { authorization: `Bearer ${PURGE_SECRET}`, "content-type": "application/json" },
      body: JSON.stringify({ all: true }),
    });
    expect(purge.status).toBe(200);
    await purge.arrayBuffer();
  }

  it("puts the customer's own order back into the cart and names the line that is sold out (fr); others and guests are refused", async () => {
    const anna = await customer("fr");
    expect((await anna.data(ADD, { items: [{ productId: ref.plenty, quantity: 2 }, { productId: ref.soldOut, quantity: 1 }] })).addToCart.ok).toBe(true);
    expect((await anna.data(`mutation ($id: ID) { setCheckoutPaymentMethod(id: $id) { ok } }`, { id: ref.prepayment })).setCheckoutPaymentMethod.ok).toBe(true);
    const placed = await anna.data(PLACE, { input: { idempotencyKey: "reorder-1", acceptedTerms: true } });
    expect(placed.placeOrder.ok).toBe(true);
    const orderId: string = placed.placeOrder.order.id;
    expect((await anna.data(`{ cart { itemCount } }`)).cart.itemCount).toBe(0);

    await sellOut(ref.soldOut);

    // Someone else's order: refused, nothing in that customer's cart.
    const bruno = await customer("de");
    const foreign = (await bruno.data(REORDER, { orderId })).reorder;
    expect(foreign).toMatchObject({ ok: false, errorCode: "NOT_FOUND", addedCount: 0, notAdded: [], cartResult: null });
    expect(foreign.message).toBe("Die Bestellung wurde nicht gefunden.");
    expect((await bruno.data(`{ cart { itemCount } }`)).cart.itemCount).toBe(0);

    // A visitor without an account (no session) and with a guest session: refused.
    const visitor = (await new GatewayClient(gateway.url).data(REORDER, { orderId })).reorder;
    expect(visitor).toMatchObject({ ok: false, errorCode: "NOT_LOGGED_IN", cartResult: null });

    const own = (await anna.data(REORDER, { orderId })).reorder;
    expect(own).toMatchObject({ ok: true, errorCode: null, addedCount: 1 });
    expect(own.notAdded).toEqual([
      expect.objectContaining({ productId: ref.soldOut, orderedQuantity: 1, addedQuantity: 0, reason: "NOT_AVAILABLE" }),
    ]);
    expect(own.notAdded[0].message).toMatch(/^«\u202f.+\u202f» n'est actuellement pas disponible\.$/);
    expect(own.cartResult.cart.lineItems).toEqual([{ referencedId: ref.plenty, quantity: 2 }]);
    const { cart } = await anna.data(`{ cart { itemCount lineItems { referencedId quantity } } }`);
    expect(cart).toEqual({ itemCount: 2, lineItems: [{ referencedId: ref.plenty, quantity: 2 }] });
  });

  it("a guest session's own order is refused: reordering needs an account", async () => {
    const guest = new GatewayClient(gateway.url);
    expect((await guest.data(ADD, { items: [{ productId: ref.plenty, quantity: 1 }] })).addToCart.ok).toBe(true);
    const email = uniqueEmail("guest");
    const res = await guest.data(`mutation ($input: GuestCheckoutInput!) { checkoutAsGuest(input: $input) { ok } }`, {
      input: {
        firstName: "Gina", lastName: "Gast", email, acceptedDataProtection: true,
        address: { salutationId: ref.mrs, firstName: "Gina", lastName: "Gast", street: "Seestrasse 1", zipcode: "8001", city: "Zürich", countryId: ref.ch },
      },
    });
    expect(res.checkoutAsGuest.ok).toBe(true);
    await guest.data(`mutation ($id: ID) { setCheckoutPaymentMethod(id: $id) { ok } }`, { id: ref.prepayment });
    const placed = await guest.data(PLACE, { input: { idempotencyKey: "reorder-guest", acceptedTerms: true } });
    expect(placed.placeOrder.ok).toBe(true);
    const refusal = (await guest.data(REORDER, { orderId: placed.placeOrder.order.id })).reorder;
    expect(refusal).toMatchObject({ ok: false, errorCode: "NOT_LOGGED_IN", message: "Bitte melden Sie sich an, um nochmals zu bestellen.", cartResult: null });
    expect((await guest.data(`{ cart { itemCount } }`)).cart.itemCount).toBe(0);
  });
});
