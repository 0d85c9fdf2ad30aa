import type { Db } from "../db/connection.js";
import { emptyCart, type StoredCart } from "./cart-types.js";

/** Shopware's cart persister on SQLite: one row per context token. */
export class CartRepository {
  constructor(private readonly db: Db) {}

  load(token: string, salesChannelId: string): StoredCart | undefined {
    const payload = this.payload(token, salesChannelId);
    return payload === undefined ? undefined : parseCart(payload);
  }

  /** The stored cart as its row holds it (JSON), undefined without a row. */
  payload(token: string, salesChannelId: string): string | undefined {
    const row = this.db.prepare("SELECT payload FROM cart WHERE token = ? AND sales_channel_id = ?").get(token, salesChannelId) as
      | { payload: string }
      | undefined;
    return row?.payload;
  }

  save(token: string, salesChannelId: string, customerId: string | null, cart: StoredCart, now: Date): void {
    this.db
      .prepare(
        `INSERT INTO cart (token, sales_channel_id, customer_id, payload, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(token) DO UPDATE SET payload = excluded.payload, customer_id = excluded.customer_id, updated_at = excluded.updated_at`,
      )
      .run(token, salesChannelId, customerId, JSON.stringify(cart), now.toISOString());
  }

  delete(token: string): void {
    this.db.prepare("DELETE FROM cart WHERE token = ?").run(token);
  }

  /** The customer's carts under other tokens, newest first (sessions on other devices, or before logout). */
  customerCarts(customerId: string, salesChannelId: string, exceptToken: string): { token: string; cart: StoredCart }[] {
    const rows = this.db
      .prepare("SELECT token FROM cart WHERE customer_id = ? AND sales_channel_id = ? AND token != ? ORDER BY updated_at DESC")
      .all(customerId, salesChannelId, exceptToken) as { token: string }[];
    return rows.map((r) => ({ token: r.token, cart: this.load(r.token, salesChannelId)! }));
  }
}

export function parseCart(payload: string): StoredCart {
  const parsed = JSON.parse(payload) as Partial<StoredCart>;
  return { ...emptyCart(), ...parsed, lineItems: Array.isArray(parsed.lineItems) ? parsed.lineItems : [] };
}
