/**
 * The cart mutations, run on the server with the visitor's cookie (the token never reaches page
 * JavaScript). With JavaScript (a fetcher, `js=1`) the action answers the CartResult as data; a form
 * posted without JavaScript is redirected (Post/Redirect/Get) to the page it came from or the cart,
 * with the messages and any conflict in a short-lived flash cookie.
 */
import { data } from "react-router";
import { callGateway, mergeCookies, redirectWithCookies, requestLocale, type GatewayResult } from "~/account/gateway.server";
import { safeRedirect } from "~/http/redirect";
import { localizePath, type Locale } from "~/i18n/locales";
import { MESSAGES } from "~/i18n/messages";
import {
  AddToCartMutation,
  ApplyPromotionCodeMutation,
  RemoveCartItemMutation,
  RemovePromotionCodeMutation,
  SelectPharmacyMutation,
  SetFulfilmentMutation,
  UpdateCartItemMutation,
  type CartResultData,
} from "./documents";
import { flashCookie, flashFromResult } from "./flash.server";
import { JS_FIELD, parseCartForm, type CartActionData, type CartIntent, type IntentProblem, type ParsedIntent } from "./intents";

export const cartPath = (locale: Locale) => localizePath("/checkout/cart", locale);

/**
 * The same request carrying the cookies a previous gateway call set (e.g. the session token it just
 * created), for a second call within one request; the browser only sees them with the response.
 */
export function requestWithCookies(request: Request, setCookies: Headers): Request {
  const jar = new Map<string, string>();
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  for (const cookie of setCookies.getSetCookie()) {
    const pair = cookie.split(";")[0] ?? "";
    const eq = pair.indexOf("=");
    if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  const headers = new Headers(request.headers);
  headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
  return new Request(request.url, { method: "GET", headers });
}

const PROBLEM_MESSAGE = {
  invalidQuantity: "cart.error.invalidQuantity",
  invalidInput: "cart.error.generic",
  emptyCode: "cart.promotion.empty",
} as const satisfies Record<IntentProblem, string>;

export async function runCartIntent(request: Request, parsed: ParsedIntent): Promise<GatewayResult<CartResultData>> {
  const pick = <T,>(call: GatewayResult<T>, read: (value: T) => CartResultData): GatewayResult<CartResultData> => ({
    ...call,
    data: call.data ? read(call.data) : null,
  });
  switch (parsed.intent) {
    case "add":
      return pick(
        await callGateway(request, AddToCartMutation, { items: parsed.items, fulfilment: parsed.fulfilment, replaceCart: parsed.replaceCart }),
        (d) => d.addToCart,
      );
    case "update":
      return pick(await callGateway(request, UpdateCartItemMutation, { lineItemId: parsed.lineItemId, quantity: parsed.quantity }), (d) => d.updateCartItem);
    case "remove":
      return pick(await callGateway(request, RemoveCartItemMutation, { lineItemId: parsed.lineItemId }), (d) => d.removeCartItem);
    case "promo-apply":
      return pick(await callGateway(request, ApplyPromotionCodeMutation, { code: parsed.code }), (d) => d.applyPromotionCode);
    case "promo-remove":
      return pick(await callGateway(request, RemovePromotionCodeMutation, { code: parsed.code }), (d) => d.removePromotionCode);
    case "fulfilment":
      return pick(await callGateway(request, SetFulfilmentMutation, { fulfilment: parsed.fulfilment }), (d) => d.setFulfilment);
    case "pharmacy":
      return pick(await callGateway(request, SelectPharmacyMutation, { pharmacyId: parsed.pharmacyId }), (d) => d.selectPharmacy);
  }
}

/** Where a form without JavaScript lands: an add always on the cart (SPEC: the shopper sees what happened). */
function landing(request: Request, form: FormData, intent: CartIntent | "unknown"): string {
  const locale = requestLocale(request);
  if (intent === "add") return cartPath(locale);
  return safeRedirect(form.get("redirectTo"), cartPath(locale));
}

export async function handleCartAction(request: Request): Promise<Response | ReturnType<typeof data<CartActionData>>> {
  const locale = requestLocale(request);
  const messages = MESSAGES[locale];
  const form = await request.formData();
  const withJs = form.get(JS_FIELD) === "1";
  const parsed = parseCartForm(form);
  const intent = typeof parsed === "string" ? ((form.get("intent") as CartIntent | null) ?? "unknown") : parsed.intent;

  if (typeof parsed === "string") {
    const error = messages[PROBLEM_MESSAGE[parsed]];
    if (withJs) return data<CartActionData>({ intent, ok: false, error }, { status: 400 });
    const flash = flashCookie(request, { messages: [{ type: "danger", text: error }] });
    return redirectWithCookies(landing(request, form, intent), new Headers(), { "set-cookie": flash });
  }

  const call = await runCartIntent(request, parsed);
  const result = call.data;
  if (withJs) {
    const answer: CartActionData = result ? { intent, ok: result.ok, result } : { intent, ok: false, error: messages["cart.error.generic"] };
    return data(answer, { headers: call.headers });
  }
  const flash = result
    ? flashFromResult(result, messages["cart.error.generic"])
    : { messages: [{ type: "danger" as const, text: messages["cart.error.generic"] }] };
  // Without the side cart, a line on the cart page says that the add worked.
  if (intent === "add" && result?.ok && !flash.messages.some((m) => m.type === "danger")) flash.messages.unshift({ type: "info", text: messages["cart.addedItems"] });
  const headers = mergeCookies(call.headers);
  headers.append("set-cookie", flashCookie(request, flash));
  // A conflict is decided on the cart page, which shows both sides.
  const to = flash.conflict ? cartPath(locale) : landing(request, form, intent);
  return redirectWithCookies(to, headers);
}
