/**
 * /checkout/add-to-cart?productNumber=A|B&quantity=1|2 (SPEC §2, no layout): the deep link of
 * newsletters and the kiosk. Adds on the server with the visitor's cookie, then redirects (302) to
 * the cart of the same locale, carrying the gateway's messages in the one-time flash cookie. Unknown
 * or malformed numbers end as a message on the cart page, never as an error page.
 */
import { redirect } from "react-router";
import { callGateway, mergeCookies, requestLocale } from "~/account/gateway.server";
import { cartPath, requestWithCookies } from "~/cart/actions.server";
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
    let result = call.data?.addToCart;
    // The gateway adds all or nothing; one unknown number in a newsletter link must not cost the
    // shopper the others, so each is added on its own and the unknown ones are named.
    if (result && !result.ok && result.errorCode === "NOT_FOUND" && items.length > 1) {
      let added = 0;
      for (const item of items) {
        // The first add may create the session: the next ones must use its cookie.
        const single = await callGateway(requestWithCookies(request, gatewayCookies ?? new Headers()), AddToCartMutation, { items: [item], fulfilment: null, replaceCart: false });
        gatewayCookies = mergeCookies(gatewayCookies, single.headers);
        const answer = single.data?.addToCart;
        if (answer?.ok) added += 1;
        else if (answer?.errorCode === "NOT_FOUND") flash.messages.push({ type: "danger", text: `${answer.message ?? messages["cart.error.generic"]} (${item.productNumber})` });
        else if (answer) flash.messages.push(...flashFromResult(answer, messages["cart.error.generic"]).messages);
        if (answer?.conflict) flash.conflict = flashFromResult(answer, messages["cart.error.generic"]).conflict;
      }
      if (added > 0) flash.messages.unshift({ type: "info", text: messages["cart.addedItems"] });
    } else {
      gatewayCookies = call.headers;
      if (result && !result.ok && result.errorCode === "NOT_FOUND") {
        result = { ...result, message: `${result.message ?? messages["cart.error.generic"]} (${items[0]?.productNumber ?? ""})` };
      }
      const answer = result ? flashFromResult(result, messages["cart.error.generic"]) : { messages: [{ type: "danger" as const, text: messages["cart.error.generic"] }] };
      flash.messages.push(...answer.messages);
      flash.conflict = answer.conflict;
      if (result?.ok && !answer.messages.some((m) => m.type === "danger")) {
        flash.messages.unshift({ type: "info", text: messages["cart.addedItems"] });
      }
    }
  }
  if (rejected.length > 0 || items.length === 0) {
    flash.messages.push({ type: "danger", text: messages["cart.deepLink.invalid"] });
  }
  const headers = mergeCookies(gatewayCookies);
  headers.append("set-cookie", flashCookie(request, flash));
  return redirect(cartPath(locale), { status: 302, headers });
}
