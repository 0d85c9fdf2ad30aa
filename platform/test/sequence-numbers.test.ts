import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db/connection.js";
import { add, createCartPlatform, pid, placeOrder, registerCustomer } from "./order-helpers.js";

/**
 * The next customer, order and invoice number is read inside the write lock every order holds: it must come from an
 * index (migration 0014), not from a scan of every customer, order and document — ≈ 1 ms each at 20,000 orders.
 * The statements checked are the ones the platform really prepares while a guest registers and orders.
 */
const { app, db } = createCartPlatform();
afterAll(() => app.close());

/** Every statement `db` prepares while `run` runs. */
async function statementsOf(target: Db, run: () => Promise<void>): Promise<string[]> {
  const prepare = target.prepare;
  const seen: string[] = [];
  target.prepare = ((source: string) => {
    seen.push(source);
    return prepare.call(target, source);
  }) as Db["prepare"];
  try {
    await run();
  } finally {
    target.prepare = prepare;
  }
  return seen;
}

describe("sequence numbers", () => {
  it("a guest's registration and order read their next customer, order and invoice number from an index", async () => {
    let orderNumber = "";
    const statements = await statementsOf(db, async () => {
      const token = await registerCustomer(app, "numbers@example.test", { guest: true });
      await add(app, token, [[pid("SW10002"), 1]]);
      const placed = await placeOrder(app, token);
      expect(placed.status).toBe(200);
      orderNumber = placed.body.orderNumber;
    });
    const sequenceReads = [...new Set(statements.filter((sql) => /MAX\(CAST\(/i.test(sql)))];
    expect(sequenceReads.map((sql) => sql.match(/AS INTEGER\)\)[^]*?FROM\s+"?(\w+)/i)?.[1]).sort()).toEqual(["customer", "document", "order"]);
    for (const sql of sequenceReads) {
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...(sql.includes("?") ? [0] : [])) as { detail: string }[]).map((row) => row.detail).join("; ");
      expect(plan, sql).toMatch(/USING COVERING INDEX (order|document|customer)_number_value/);
    }
    expect(Number(orderNumber)).toBeGreaterThanOrEqual(10001);
  });
});
