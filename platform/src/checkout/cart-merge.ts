import type { Db } from "../db/connection.js";
import { CartRepository } from "./cart-repository.js";
import type { StoredCart } from "./cart-types.js";
import { applyQuantityRules, type QuantityLimits } from "./quantity-rules.js";

/**
 * Shopware's CartRestorer on login: the customer's previous cart (from an older token: another
 * device, or the session before logout) and the guest cart become one cart under the new token.
 * The same product adds up its quantities, fitted to min/steps/max/stock; a promotion code is kept
 * once. The older carts are moved, not copied (otherwise the next login would add them again), so
 * a second device still logged in sees its cart empty. Logout needs no hook: the cart stays with the
 * customer's old token and comes back here on the next login.
 */
export function mergeCartOnLogin(db: Db, p: { salesChannelId: string; guestToken: string; newToken: string; customerId: string; now: Date }): void {
  const carts = new CartRepository(db);
  db.transaction(() => {
    const guest = carts.load(p.guestToken, p.salesChannelId);
    const previous = carts.customerCarts(p.customerId, p.salesChannelId, p.guestToken);
    if (!guest && previous.length === 0) return;
    const merged: StoredCart = structuredClone(previous[0]?.cart ?? { lineItems: [] });
    for (const item of guest?.lineItems ?? []) {
      const same = merged.lineItems.find((li) =>
        item.type === "promotion" ? li.type === "promotion" && li.referencedId.toLowerCase() === item.referencedId.toLowerCase() : li.id === item.id,
      );
      if (!same) merged.lineItems.push(item);
      else if (item.type === "product") {
        same.quantity += item.quantity;
        // the guest's latest choice (delivery or click & collect) wins
        if (item.payload.clickAndCollect !== undefined) same.payload = { ...same.payload, clickAndCollect: item.payload.clickAndCollect };
      }
    }
    const limits = productLimits(db, merged.lineItems.filter((l) => l.type === "product").map((l) => l.referencedId));
    for (const li of merged.lineItems) {
      const l = limits.get(li.referencedId);
      const outcome = l && li.type === "product" ? applyQuantityRules(li.quantity, l) : undefined;
      // an out-of-stock product stays: the next cart read removes it and tells the shopper why
      if (outcome && outcome.kind !== "out-of-stock") li.quantity = outcome.quantity;
    }
    carts.delete(p.guestToken);
    for (const old of previous) carts.delete(old.token);
    carts.save(p.newToken, p.salesChannelId, p.customerId, merged, p.now);
  })();
}

function productLimits(db: Db, ids: string[]): Map<string, QuantityLimits> {
  const rows = db
    .prepare(
      `SELECT id, min_purchase, purchase_steps, max_purchase, stock, is_closeout FROM product
       WHERE id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(ids)) as { id: string; min_purchase: number; purchase_steps: number; max_purchase: number | null; stock: number; is_closeout: number }[];
  return new Map(
    rows.map((r) => [r.id, { minPurchase: r.min_purchase, purchaseSteps: r.purchase_steps, maxPurchase: r.max_purchase, stock: r.stock, isCloseout: !!r.is_closeout }]),
  );
}
