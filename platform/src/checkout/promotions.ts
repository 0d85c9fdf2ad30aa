import type { Db } from "../db/connection.js";
import { loadTranslations, translator, type Row } from "../db/translations.js";

export interface Promotion {
  id: string;
  code: string;
  name: string;
  discountType: "percentage" | "absolute";
  value: number;
  minOrderValue: number | null;
  active: boolean;
  validFrom: string | null;
  validUntil: string | null;
}

/** Looks a code up case-insensitively (codes are typed by shoppers); name in the request language. */
export function findPromotion(db: Db, code: string, chain: string[]): Promotion | undefined {
  const row = db.prepare("SELECT * FROM promotion WHERE code = ? COLLATE NOCASE").get(code.trim()) as Row | undefined;
  if (!row) return undefined;
  const t = translator(loadTranslations(db, "promotion_translation", "promotion_id", [row.id as string]).get(row.id as string), chain);
  return {
    id: row.id as string,
    code: row.code as string,
    name: String(t.tr("name") ?? row.code),
    discountType: row.discount_type as Promotion["discountType"],
    value: Number(row.value),
    minOrderValue: row.min_order_value === null ? null : Number(row.min_order_value),
    active: !!row.active,
    validFrom: (row.valid_from as string | null) ?? null,
    validUntil: (row.valid_until as string | null) ?? null,
  };
}

/** Inactive and not yet valid codes count as unknown (Shopware: promotion-not-found); an expired one is told apart. */
export function isRedeemable(p: Promotion | undefined, now: Date): p is Promotion {
  if (!p || !p.active) return false;
  const t = now.getTime();
  if (p.validFrom && Date.parse(p.validFrom) > t) return false;
  return !isExpired(p, now);
}

/** A real code whose time is over: the shopper hears "abgelaufen", not "nicht gefunden" (issue 22). */
export function isExpired(p: Promotion, now: Date): boolean {
  return p.active && !!p.validUntil && Date.parse(p.validUntil) < now.getTime();
}

/** The minimum order value is compared with the goods total before any promotion. */
export function meetsMinimum(p: Promotion, goodsTotal: number): boolean {
  return p.minOrderValue === null || goodsTotal + 1e-9 >= p.minOrderValue;
}

/** Discount in CHF (positive), never more than what is left of the goods: percentages round to 0.01. */
export function discountAmount(p: Promotion, goodsTotal: number, alreadyDiscounted: number): number {
  const left = Math.max(0, Math.round((goodsTotal - alreadyDiscounted) * 100) / 100);
  // whole cents first: 8.45 * 10 is 84.49999… in floating point
  const raw = p.discountType === "percentage" ? Math.round((Math.round(goodsTotal * 100) * p.value) / 100) / 100 : p.value;
  return Math.min(Math.round(raw * 100) / 100, left);
}
