import type { Db } from "../db/connection.js";
import { idFor } from "../ids.js";
import { SHIPPING_RULES, shippingKindOf, shippingPriceMatrix } from "./shipping-rules.js";

/**
 * Writes the shipping rules into the shipping methods at start-up (the threshold is configuration,
 * the seed cannot know it): Shopware's price matrix, tax type "highest" (what the cart applies) and
 * the parcel method's custom field `shop_free_shipping_from`, from which clients read the
 * threshold — so the rule keeps one definition: `shipping-rules.ts`.
 */
export function syncShippingMethods(db: Db, freeShippingFrom: number): void {
  const currency = db.prepare("SELECT id FROM currency WHERE is_system_default = 1").get() as { id: string } | undefined;
  if (!currency) return;
  const methods = db.prepare("SELECT id, technical_name FROM shipping_method").all() as { id: string; technical_name: string }[];
  const update = db.prepare("UPDATE shipping_method SET prices = ?, tax_type = 'highest', custom_fields = ? WHERE id = ?");
  db.transaction(() => {
    for (const m of methods) {
      const kind = shippingKindOf(m.technical_name);
      if (kind === "other") continue;
      const customFields = kind === "parcel" ? { [SHIPPING_RULES.freeShippingCustomField]: freeShippingFrom } : null;
      update.run(JSON.stringify(shippingPriceMatrix(kind, m.id, currency.id, idFor)), customFields ? JSON.stringify(customFields) : null, m.id);
    }
  })();
}
