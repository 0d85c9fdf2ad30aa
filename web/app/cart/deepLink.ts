/**
 * The add-to-cart deep link of newsletters and the kiosk (SPEC §2, §9):
 * `/checkout/add-to-cart?productNumber=A|B&quantity=1|2` — array parameters are joined with '|'.
 * Repeated parameters (`productNumber=A&productNumber=B`) are read the same way. Pure: the route
 * and the unit tests share it.
 */

/** At most this many different products per link (a newsletter never needs more). */
export const DEEP_LINK_MAX_ITEMS = 20;
export const DEEP_LINK_MAX_QUANTITY = 999;
const PRODUCT_NUMBER = /^[\p{L}\p{N}._\-/]{1,64}$/u;

export interface DeepLinkItem {
  productNumber: string;
  quantity: number;
}

export interface DeepLinkParse {
  items: DeepLinkItem[];
  /** Raw values that are not product numbers or quantities (shown as one message, never echoed as HTML). */
  rejected: string[];
}

function listParam(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split("|"))
    .map((value) => value.trim());
}

export function parseAddToCartQuery(params: URLSearchParams): DeepLinkParse {
  const numbers = listParam(params, "productNumber");
  const quantities = listParam(params, "quantity");
  const rejected: string[] = [];
  const merged = new Map<string, number>();
  numbers.forEach((productNumber, index) => {
    if (productNumber === "") return;
    if (!PRODUCT_NUMBER.test(productNumber)) {
      rejected.push(productNumber.slice(0, 64));
      return;
    }
    const raw = quantities[index];
    // A missing quantity means one piece; anything that is not a positive whole number is refused.
    const quantity = raw === undefined || raw === "" ? 1 : /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > DEEP_LINK_MAX_QUANTITY) {
      rejected.push(`${productNumber}:${raw ?? ""}`.slice(0, 64));
      return;
    }
    merged.set(productNumber, Math.min(DEEP_LINK_MAX_QUANTITY, (merged.get(productNumber) ?? 0) + quantity));
  });
  const items = [...merged].map(([productNumber, quantity]) => ({ productNumber, quantity }));
  if (items.length > DEEP_LINK_MAX_ITEMS) rejected.push(...items.splice(DEEP_LINK_MAX_ITEMS).map((item) => item.productNumber));
  return { items, rejected };
}
