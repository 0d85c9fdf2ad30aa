import type { Db } from "../db/connection.js";
import { idFor, SEEDED_AT } from "../ids.js";
import { SHIPPING_RULES } from "../checkout/shipping-rules.js";
import type { I18n } from "./data.js";
import { SEED_IDS, shippingMethodId } from "./ids.js";


/** Code promotions of the demo shop (issue 7); ids are stable for tests and docs. */
export const PROMOTIONS: {
  code: string;
  name: I18n;
  discountType: "percentage" | "absolute";
  value: number;
  minOrderValue: number | null;
  validUntil: string | null;
}[] = [
  { code: "GESUND10", name: { de: "10 % Gesundheitsrabatt", it: "10 % di sconto salute", fr: "10 % de remise santé" }, discountType: "percentage", value: 10, minOrderValue: null, validUntil: null },
  { code: "FRANKEN5", name: { de: "CHF 5.– Rabatt ab CHF 40.–", it: "CHF 5.– di sconto da CHF 40.–", fr: "CHF 5.– de remise dès CHF 40.–" }, discountType: "absolute", value: 5, minOrderValue: 40, validUntil: null },
  { code: "WINTER24", name: { de: "Winteraktion 2024", it: "Promozione invernale 2024", fr: "Action d'hiver 2024" }, discountType: "percentage", value: 10, minOrderValue: null, validUntil: "2024-03-31T21:59:59.000Z" },
];

export const promotionId = (code: string) => idFor(`promotion:${code}`);
export const CLICK_AND_COLLECT_ID = shippingMethodId("click_and_collect");

const CLICK_AND_COLLECT = {
  name: { de: "Click & Collect in einer Partnerapotheke", it: "Click & Collect in una farmacia partner", fr: "Click & Collect dans une pharmacie partenaire" },
  description: {
    de: "Bestellen und kostenlos in einer Partnerapotheke abholen",
    it: "Ordini e ritiri gratuitamente in una farmacia partner",
    fr: "Commandez et retirez gratuitement dans une pharmacie partenaire",
  },
};

/**
 * Adds what issue 7 needs to a seeded database, idempotently: the Click & Collect shipping method
 * (assigned to the sales channel) and the promotions. Runs at the end of every seed and when the
 * platform starts, so databases seeded before issue 7 get them too.
 */
export function ensureCheckoutSeed(db: Db): void {
  const sc = db.prepare("SELECT id FROM sales_channel WHERE id = ?").get(SEED_IDS.salesChannel) as { id: string } | undefined;
  if (!sc) return;
  const languages = db.prepare("SELECT l.id, lo.code FROM language l JOIN locale lo ON lo.id = l.translation_code_id").all() as { id: string; code: string }[];
  const lang = (code: string): keyof I18n => (code.startsWith("it") ? "it" : code.startsWith("fr") ? "fr" : "de");
  db.transaction(() => {
    const exists = db.prepare("SELECT 1 FROM shipping_method WHERE technical_name = ?").get(SHIPPING_RULES.clickAndCollect.technicalName);
    if (!exists) {
      const position = (db.prepare("SELECT COALESCE(MAX(position), 0) + 1 AS p FROM shipping_method").get() as { p: number }).p;
      db.prepare("INSERT INTO shipping_method (id, technical_name, position, delivery_time_id, prices) VALUES (?, ?, ?, ?, '[]')").run(
        CLICK_AND_COLLECT_ID, SHIPPING_RULES.clickAndCollect.technicalName, position, SEED_IDS.deliveryTime,
      );
      for (const l of languages) {
        db.prepare("INSERT INTO shipping_method_translation VALUES (?, ?, ?, ?, NULL)").run(
          CLICK_AND_COLLECT_ID, l.id, CLICK_AND_COLLECT.name[lang(l.code)], CLICK_AND_COLLECT.description[lang(l.code)],
        );
      }
    }
    db.prepare("INSERT OR IGNORE INTO sales_channel_shipping_method VALUES (?, ?)").run(sc.id, CLICK_AND_COLLECT_ID);

    for (const p of PROMOTIONS) {
      const id = promotionId(p.code);
      db.prepare(
        `INSERT INTO promotion (id, code, active, valid_from, valid_until, discount_type, value, min_order_value, created_at)
         VALUES (?, ?, 1, NULL, ?, ?, ?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET code = excluded.code, valid_until = excluded.valid_until, discount_type = excluded.discount_type,
           value = excluded.value, min_order_value = excluded.min_order_value`,
      ).run(id, p.code, p.validUntil, p.discountType, p.value, p.minOrderValue, SEEDED_AT);
      for (const l of languages) {
        db.prepare("INSERT OR REPLACE INTO promotion_translation VALUES (?, ?, ?)").run(id, l.id, p.name[lang(l.code)]);
      }
    }
  })();
}
