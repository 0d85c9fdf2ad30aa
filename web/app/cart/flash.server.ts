/**
 * A short-lived, httpOnly "flash" cookie that carries what a cart mutation answered across the
 * redirect of a form posted without JavaScript (and of the /checkout/add-to-cart deep link): the
 * messages, which the gateway reports only once, and a fulfilment conflict to decide on. The cart
 * page reads it once and clears it. The content is only ever rendered as text; it is capped and
 * parsed defensively, so a forged cookie can at worst show a wrong sentence to its own author.
 */
import { isHttps } from "~/http/forward";
import { readCookie } from "~/i18n/detect";
import type { Fulfilment } from "~/generated/graphql";
import type { CartConflict, CartMessageData } from "./documents";
import { noticeType, type NoticeType } from "./format";

const FLASH_COOKIE = "cart_flash";
const FLASH_MAX_AGE_S = 120;
const MAX_MESSAGES = 10;
const MAX_TEXT = 300;

export interface FlashMessage {
  type: NoticeType;
  text: string;
}

export interface FlashConflict {
  cartFulfilment: Fulfilment;
  requestedFulfilment: Fulfilment;
  items: { productId: string | null; productNumber: string | null; quantity: number; name: string | null }[];
}

export interface CartFlash {
  messages: FlashMessage[];
  conflict?: FlashConflict;
}

const FULFILMENTS: readonly string[] = ["DELIVERY", "CLICK_AND_COLLECT"];
const isFulfilment = (value: unknown): value is Fulfilment => typeof value === "string" && FULFILMENTS.includes(value);
const shortText = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value.slice(0, MAX_TEXT) : null);

export function flashFromResult(
  result: { ok: boolean; message?: string | null; messages: readonly CartMessageData[]; conflict?: CartConflict | null },
  fallbackError: string,
): CartFlash {
  const messages: FlashMessage[] = result.messages.map((m) => ({ type: noticeType(m.level), text: m.message }));
  if (!result.ok && !result.conflict && !result.messages.some((m) => m.level === "ERROR")) {
    messages.unshift({ type: "danger", text: result.message ?? fallbackError });
  }
  const conflict = result.conflict
    ? {
        cartFulfilment: result.conflict.cartFulfilment,
        requestedFulfilment: result.conflict.requestedFulfilment,
        items: result.conflict.requestedItems.map((item) => ({
          productId: item.productId ?? null,
          productNumber: item.productNumber ?? null,
          quantity: item.quantity,
          name: item.product?.name ?? null,
        })),
      }
    : undefined;
  return { messages, conflict };
}

export function flashCookie(request: Request, flash: CartFlash): string {
  const value = Buffer.from(JSON.stringify({ ...flash, messages: flash.messages.slice(0, MAX_MESSAGES) })).toString("base64url");
  return `${FLASH_COOKIE}=${value}; Path=/; Max-Age=${FLASH_MAX_AGE_S}; HttpOnly; SameSite=Lax${isHttps(request) ? "; Secure" : ""}`;
}

export function clearFlashCookie(request: Request): string {
  return `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${isHttps(request) ? "; Secure" : ""}`;
}

/** The flash of the request, or undefined; anything malformed is dropped. */
export function readFlash(request: Request): CartFlash | undefined {
  const raw = readCookie(request.headers.get("cookie"), FLASH_COOKIE);
  if (!raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== "object") return undefined;
  const value = parsed as { messages?: unknown; conflict?: unknown };
  const messages: FlashMessage[] = Array.isArray(value.messages)
    ? value.messages.slice(0, MAX_MESSAGES).flatMap((m: { type?: unknown; text?: unknown }) => {
        const text = shortText(m?.text);
        const type = m?.type === "danger" || m?.type === "warning" ? m.type : "info";
        return text ? [{ type, text } as FlashMessage] : [];
      })
    : [];
  const c = value.conflict as Partial<FlashConflict> | undefined;
  const conflict =
    c && isFulfilment(c.cartFulfilment) && isFulfilment(c.requestedFulfilment) && Array.isArray(c.items)
      ? {
          cartFulfilment: c.cartFulfilment,
          requestedFulfilment: c.requestedFulfilment,
          items: c.items.slice(0, 20).flatMap((item) => {
            const quantity = Number(item?.quantity);
            if (!Number.isInteger(quantity) || quantity < 1 || quantity > 9999) return [];
            const productId = shortText(item.productId);
            const productNumber = shortText(item.productNumber);
            if (!productId && !productNumber) return [];
            return [{ productId, productNumber, quantity, name: shortText(item.name) }];
          }),
        }
      : undefined;
  return { messages, conflict: conflict && conflict.items.length > 0 ? conflict : undefined };
}
