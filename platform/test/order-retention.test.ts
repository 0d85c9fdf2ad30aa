import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runRetention } from "../src/retention/retention.js";
import { add, call, createCartPlatform, listOrders, pid, placeOrder, registerCustomer } from "./order-helpers.js";

const { app, db, clock } = createCartPlatform({ at: "2026-03-02T09:00:00Z" });
beforeAll(async () => app.ready());
afterAll(async () => app.close());

const DAY = 24 * 3_600_000;
const at = (iso: string) => (clock.at = new Date(iso));
const customer = (email: string) => db.prepare("SELECT id, last_activity_at FROM customer WHERE email = ?").get(email) as { id: string; last_activity_at: string } | undefined;

describe("retention (SPEC §9): guest data is kept 2 years after the guest's last order", () => {
  it("counts from the last order, not from later use of the guest session; the order itself stays", async () => {
    const token = await registerCustomer(app, "gast-alt@example.ch", { guest: true });
    await add(app, token, [[pid("SW10004"), 1]]);
    const first = await placeOrder(app, token);
    expect(first.status).toBe(200);

    // a second order a year later restarts the period
    at("2027-03-01T09:00:00Z");
    await add(app, token, [[pid("SW10004"), 1]]);
    const last = await placeOrder(app, token);
    expect(last.status).toBe(200);

    // browsing with the guest session another year later bumps its activity but not the period
    at("2028-06-01T09:00:00Z");
    expect((await listOrders(app, token)).body.orders.total).toBe(2);
    expect(customer("gast-alt@example.ch")!.last_activity_at.startsWith("2028-06-01")).toBe(true);

    // one day before two years after the last order: kept
    expect(runRetention(db, new Date(Date.parse("2029-03-01T09:00:00Z") - DAY)).guestsDeleted).toBe(0);
    expect(customer("gast-alt@example.ch")).toBeDefined();
    // one day after: deleted, sessions gone; the orders stay with their customer copy
    const result = runRetention(db, new Date(Date.parse("2029-03-01T09:00:00Z") + DAY));
    expect(result.guestsDeleted).toBe(1);
    expect(customer("gast-alt@example.ch")).toBeUndefined();
    const orders = db.prepare('SELECT o.customer_id, c.email, c.customer_id AS copy_customer FROM "order" o JOIN order_customer c ON c.order_id = o.id WHERE c.email = ?').all("gast-alt@example.ch");
    expect(orders).toEqual([
      { customer_id: null, email: "gast-alt@example.ch", copy_customer: null },
      { customer_id: null, email: "gast-alt@example.ch", copy_customer: null },
    ]);
    at("2029-03-03T09:00:00Z");
    expect((await listOrders(app, token)).status).toBe(403);
  });

  it("an account keeps its orders' customer until the account goes (5 years without activity or order)", async () => {
    at("2030-01-10T09:00:00Z");
    const token = await registerCustomer(app, "konto@example.ch");
    await add(app, token, [[pid("SW10004"), 1]]);
    expect((await placeOrder(app, token)).status).toBe(200);
    // (the seeded demo accounts may go earlier; only this one is looked at)
    runRetention(db, new Date("2034-12-01T00:00:00Z"));
    expect(customer("konto@example.ch")).toBeDefined();
    expect(runRetention(db, new Date("2035-02-01T00:00:00Z")).inactiveAccountsDeleted).toBe(1);
    expect(customer("konto@example.ch")).toBeUndefined();
    expect((await call(app, "POST", "/store-api/order", token, {})).status).toBe(403);
  });
});
