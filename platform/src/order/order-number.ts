import type { Db } from "../db/connection.js";

/** The first order number (Shopware's number range "order" starts at 10000; the first order gets 10001). */
export const FIRST_ORDER_NUMBER = 10001;

/**
 * The next sequential order number ("10001", "10002", …). Must run inside the order's write
 * transaction (BEGIN IMMEDIATE): the read and the insert are then one step, and the UNIQUE
 * constraint on order_number is the last line of defence.
 */
export function nextOrderNumber(db: Db): string {
  const row = db.prepare('SELECT MAX(CAST(order_number AS INTEGER)) AS n FROM "order"').get() as { n: number | null };
  return String(Math.max(FIRST_ORDER_NUMBER, (row.n ?? 0) + 1));
}
