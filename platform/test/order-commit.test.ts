import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "../src/db/connection.js";
import { migrate } from "../src/db/migrate.js";
import { seed } from "../src/seed/seed.js";
import { onOrderPlaced } from "../src/order/order-service.js";
import { add, createCartPlatform, pid, placeOrder, registerCustomer } from "./order-helpers.js";

/**
 * The order, its confirmation mail and its invoice row are one commit: what a restart must not lose
 * is never committed without the order (nor the order without it). Seen from a second connection on
 * the same file, as another platform process would.
 */
const dir = mkdtempSync(path.join(tmpdir(), "order-commit-"));
const file = path.join(dir, "platform.sqlite");
const seeded = openDb(file);
migrate(seeded);
seed(seeded, { size: "small" });
const { app, db } = createCartPlatform({ db: seeded });
const other = openDb(file);

afterAll(async () => {
  await app.close();
  other.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const visible = (orderId: string, email: string) => ({
  order: !!other.prepare('SELECT 1 FROM "order" WHERE id = ?').get(orderId),
  mails: (other.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE to_address = ? AND template = 'order_confirmation'").get(email) as { n: number }).n,
  invoices: (other.prepare("SELECT COUNT(*) AS n FROM document WHERE order_id = ? AND document_type = 'invoice'").get(orderId) as { n: number }).n,
});

async function guestWithCart(email: string) {
  const token = await registerCustomer(app, email, { guest: true });
  await add(app, token, [[pid("SW10002"), 1]]);
  return token;
}

describe("placing an order commits the order, its mail and its invoice row together", () => {
  it("an order-placed listener runs before the commit: another connection sees none of them yet, then all three", async () => {
    const email = "commit-together@example.test";
    const token = await guestWithCart(email);
    const seenByListener: ReturnType<typeof visible>[] = [];
    const off = onOrderPlaced((orderId) => {
      if (db.prepare('SELECT 1 FROM "order" WHERE id = ?').get(orderId)) seenByListener.push(visible(orderId, email));
    });
    try {
      const placed = await placeOrder(app, token);
      expect(placed.status).toBe(200);
      expect(seenByListener).toEqual([{ order: false, mails: 0, invoices: 0 }]);
      expect(visible(placed.body.id, email)).toEqual({ order: true, mails: 1, invoices: 1 });
    } finally {
      off();
    }
  });

  it("a failing listener loses only its own writes: the order, its mail and its invoice stand", async () => {
    const email = "listener-fails@example.test";
    const token = await guestWithCart(email);
    const off = onOrderPlaced((orderId) => {
      if (!db.prepare('SELECT 1 FROM "order" WHERE id = ?').get(orderId)) return;
      db.prepare("UPDATE \"order\" SET customer_comment = 'half-done' WHERE id = ?").run(orderId);
      throw new Error("listener broke");
    });
    try {
      const placed = await placeOrder(app, token);
      expect(placed.status).toBe(200);
      expect(visible(placed.body.id, email)).toEqual({ order: true, mails: 1, invoices: 1 });
      expect(other.prepare('SELECT customer_comment FROM "order" WHERE id = ?').get(placed.body.id)).toEqual({ customer_comment: null });
    } finally {
      off();
    }
  });
});
