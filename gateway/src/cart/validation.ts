/**
 * Checks of cart input before any upstream call (SPEC §5): quantities, item lists, promotion codes.
 * Failures are localised INVALID_INPUT texts; nothing is sent upstream.
 */
import { translate, type Locale } from "@shop/rules";

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 999;
export const ITEMS_MAX = 50;
export const PROMOTION_CODE_MIN = 1;
export const PROMOTION_CODE_MAX = 64;

export interface CartItemInputLike {
  productId?: string | null;
  productNumber?: string | null;
  quantity?: number | null;
}

export interface ValidItem {
  productId: string | null;
  productNumber: string | null;
  quantity: number;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

function isQuantity(value: unknown, min: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= QUANTITY_MAX;
}

/** 1–50 items, each with a product id or number and a quantity of 1–999. */
export function validateItems(items: readonly CartItemInputLike[] | null | undefined, locale: Locale): Checked<ValidItem[]> {
  const list = items ?? [];
  if (list.length === 0) return { ok: false, message: translate(locale, "cart.itemsEmpty") };
  if (list.length > ITEMS_MAX) return { ok: false, message: translate(locale, "cart.itemsTooMany", { max: ITEMS_MAX }) };
  const out: ValidItem[] = [];
  for (const item of list) {
    const productId = item.productId?.trim() || null;
    const productNumber = item.productNumber?.trim() || null;
    if (!productId && !productNumber) return { ok: false, message: translate(locale, "cart.itemIdentifier") };
    const quantity = item.quantity ?? 1;
    if (!isQuantity(quantity, QUANTITY_MIN)) {
      return { ok: false, message: translate(locale, "cart.quantityInvalid", { min: QUANTITY_MIN, max: QUANTITY_MAX }) };
    }
    out.push({ productId, productNumber, quantity });
  }
  return { ok: true, value: out };
}

/** Quantity of an existing line item: 0 (removes it) to 999. */
export function validateLineQuantity(quantity: number, locale: Locale): Checked<number> {
  return isQuantity(quantity, 0)
    ? { ok: true, value: quantity }
    : { ok: false, message: translate(locale, "cart.quantityInvalid", { min: 0, max: QUANTITY_MAX }) };
}

/** Trimmed, 1–64 characters. */
export function validatePromotionCode(code: string | null | undefined, locale: Locale): Checked<string> {
  const trimmed = (code ?? "").trim();
  if (trimmed.length < PROMOTION_CODE_MIN || trimmed.length > PROMOTION_CODE_MAX) {
    return { ok: false, message: translate(locale, "cart.codeLength", { min: PROMOTION_CODE_MIN, max: PROMOTION_CODE_MAX }) };
  }
  return { ok: true, value: trimmed };
}
