/**
 * The one article number of an ordered line: the number the product page shows, i.e. the
 * product's custom field `product_sku` copied into the line's payload at order time (the catalogue
 * seeds pharmacy-style numbers there), else the product number. Invoice and mails print this one,
 * as the gateway does for the shop's pages (`skuOf`), so no document shows SW10004 for 100068.
 */
export interface LineItemPayload {
  productNumber?: unknown;
  customFields?: { product_sku?: unknown } | null;
}

export function articleNumber(payload: LineItemPayload): string | null {
  const sku = payload.customFields?.product_sku;
  if (typeof sku === "string" && sku !== "") return sku;
  return typeof payload.productNumber === "string" && payload.productNumber !== "" ? payload.productNumber : null;
}
