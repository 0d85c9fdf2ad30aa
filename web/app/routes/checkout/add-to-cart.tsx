/**
 * /checkout/add-to-cart?productNumber=A|B&quantity=1|2 (SPEC §2, no layout): the deep link of
 * newsletters and the kiosk. Adds on the server with the visitor's cookie, then redirects (302) to
 * the cart of the same locale, carrying the gateway's messages in the one-time flash cookie. Unknown
 * or malformed numbers end as a message on the cart page, never as an error page.
 */
import { redirect } from "react-router";
import { callGateway, mergeCookies, requestLocale } from "~/account/gateway.server";
import { cartPath } from "~/cart/actions.server";
import { parseAddToCartQuery } from "~/cart/deepLink";
import { AddToCartMutation } from "~/cart/documents";
import { flashCookie, flashFromResult, type CartFlash } from "~/cart/flash.server";
import { MESSAGES } from "~/i18n/messages";
import type { Route } from "./+types/add-to-cart";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const messages = MESSAGES[locale];
  const { items, rejected } = parseAddToCartQuery(new URL(request.url).searchParams);
  const flash: CartFlash = { messages: [] };
  let gatewayCookies: Headers | undefined;
  if (items.length > 0) {
    const call = await callGateway(request, AddToCartMutation, { items, fulfilment: null, replaceCart: false });
    gatewayCookies = call.headers;
    const result = call.data?.addToCart;
    const answer = result ? flashFromResult(result, messages["cart.error.generic"]) : { messages: [{ type: "danger" as const, text: messages["cart.error.generic"] }] };
    flash.messages.push(...answer.messages);
    flash.conflict = answer.conflict;
    if (result?.ok && !answer.messages.some((m) => m.type === "danger")) {
      flash.messages.unshift({ type: "info", text: messages["cart.deepLink.added"] });
    }
  }
  if (rejected.length > 0 || items.length === 0) {
    flash.messages.push({ type: "danger", text: messages["cart.deepLink.invalid"] });
  }
  const headers = mergeCookies(gatewayCookies);
  headers.append("set-cookie", flashCookie(request, flash));
  return redirect(cartPath(locale), { status: 302, headers });
}
