/**
 * The cart forms and what they post (shared by the components that render them and the action
 * that reads them): one `intent` field names the mutation. Pure parsing, no I/O.
 */
import type { CartItemInput, Fulfilment } from "~/generated/graphql";
import type { CartResultData } from "./documents";

export const CART_INTENTS = ["add", "update", "remove", "promo-apply", "promo-remove", "fulfilment", "pharmacy"] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

/** Set by the components once hydrated: the action then answers data for a fetcher instead of redirecting. */
export const JS_FIELD = "js";
export const MAX_QUANTITY = 9999;
const MAX_ITEMS = 20;
const MAX_CODE = 64;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export type ParsedIntent =
  | { intent: "add"; items: CartItemInput[]; fulfilment: Fulfilment | null; replaceCart: boolean }
  | { intent: "update"; lineItemId: string; quantity: number }
  | { intent: "remove"; lineItemId: string }
  | { intent: "promo-apply"; code: string }
  | { intent: "promo-remove"; code: string }
  | { intent: "fulfilment"; fulfilment: Fulfilment }
  | { intent: "pharmacy"; pharmacyId: string };

/** What a fetcher receives from the cart action. */
export interface CartActionData {
  intent: CartIntent | "unknown";
  ok: boolean;
  /** The localised summary when the call failed before reaching the cart (bad input, gateway error). */
  error?: string;
  result?: CartResultData;
}

export type IntentProblem = "invalidQuantity" | "invalidInput" | "emptyCode";

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, 256) : "";
}

function fields(form: FormData, name: string): string[] {
  return form
    .getAll(name)
    .filter((value): value is string => typeof value === "string")
    .map((value) => value.trim());
}

function quantityOf(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === "") return 1;
  if (!/^\d{1,4}$/.test(raw)) return undefined;
  return Number(raw);
}

export function parseFulfilment(value: string): Fulfilment | null {
  return value === "DELIVERY" || value === "CLICK_AND_COLLECT" ? value : null;
}

/**
 * Reads a posted cart form. Several products go as repeated `productId`/`productNumber` fields
 * with one `quantity` each, in the same order.
 */
export function parseCartForm(form: FormData): ParsedIntent | IntentProblem {
  const intent = field(form, "intent") as CartIntent;
  switch (intent) {
    case "add": {
      const ids = fields(form, "productId");
      const numbers = fields(form, "productNumber");
      const quantities = fields(form, "quantity");
      const items: CartItemInput[] = [];
      for (const [index, value] of [...ids, ...numbers].entries()) {
        if (value === "") continue;
        const quantity = quantityOf(quantities[index]);
        if (quantity === undefined || quantity < 1) return "invalidQuantity";
        if (value.length > 64) return "invalidInput";
        items.push(index < ids.length ? { productId: value, quantity } : { productNumber: value, quantity });
      }
      if (items.length === 0 || items.length > MAX_ITEMS) return "invalidInput";
      return { intent, items, fulfilment: parseFulfilment(field(form, "fulfilment")), replaceCart: field(form, "replaceCart") === "1" };
    }
    case "update": {
      // The stepper's − and + buttons post `delta` next to the quantity shown (one form, no JS needed).
      const lineItemId = field(form, "lineItemId");
      const base = quantityOf(field(form, "quantity"));
      const rawDelta = field(form, "delta");
      const delta = rawDelta === "" ? 0 : /^[+-]?\d{1,4}$/.test(rawDelta) ? Number(rawDelta) : NaN;
      if (!ID.test(lineItemId)) return "invalidInput";
      if (base === undefined || Number.isNaN(delta)) return "invalidQuantity";
      return { intent, lineItemId, quantity: Math.min(MAX_QUANTITY, Math.max(0, base + delta)) };
    }
    case "remove": {
      const lineItemId = field(form, "lineItemId");
      return ID.test(lineItemId) ? { intent, lineItemId } : "invalidInput";
    }
    case "promo-apply":
    case "promo-remove": {
      const code = field(form, "code");
      if (code === "") return "emptyCode";
      return code.length > MAX_CODE ? "invalidInput" : { intent, code };
    }
    case "fulfilment": {
      const fulfilment = parseFulfilment(field(form, "fulfilment"));
      return fulfilment ? { intent, fulfilment } : "invalidInput";
    }
    case "pharmacy": {
      const pharmacyId = field(form, "pharmacyId");
      return ID.test(pharmacyId) ? { intent, pharmacyId } : "invalidInput";
    }
    default:
      return "invalidInput";
  }
}
