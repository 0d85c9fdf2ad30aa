/**
 * 'Nochmals bestellen' on the server: the gateway's reorder with the visitor's cookie, then the cart
 * of the same locale with a one-time notice (the flash cookie of /checkout/add-to-cart): how many
 * products went into the cart and which could not, or why nothing was added. A fulfilment conflict
 * is carried to the cart's own conflict dialog, as for any add-to-cart.
 */
import { createIntl } from "react-intl";
import { redirect } from "react-router";
import { callGateway, mergeCookies, requestLocale } from "~/account/gateway.server";
import { cartPath } from "~/cart/actions.server";
import { ReorderMutation } from "~/cart/documents";
import { flashCookie, flashFromResult, type CartFlash } from "~/cart/flash.server";
import { LOCALE_TAGS } from "~/i18n/locales";
import { MESSAGES } from "~/i18n/messages";

export async function reorderToCart(request: Request, orderId: string): Promise<Response> {
  const locale = requestLocale(request);
  const messages = MESSAGES[locale];
  const intl = createIntl({ locale: LOCALE_TAGS[locale], messages });
  const call = await callGateway(request, ReorderMutation, { orderId });
  const result = call.data?.reorder;
  const flash: CartFlash = { messages: [] };
  if (!result) {
    flash.messages.push({ type: "danger", text: messages["order.error.generic"] });
  } else {
    if (result.addedCount > 0) {
      flash.messages.push({ type: "info", text: intl.formatMessage({ id: "order.reorder.added" }, { count: result.addedCount }) });
    }
    if (result.cartResult) {
      const answer = flashFromResult(result.cartResult, messages["cart.error.generic"]);
      flash.messages.push(...answer.messages);
      flash.conflict = answer.conflict;
    } else if (!result.ok) {
      flash.messages.push({ type: "danger", text: result.message ?? messages["order.error.generic"] });
    }
    flash.messages.push(...result.notAdded.map((line) => ({ type: "warning" as const, text: line.message })));
  }
  const headers = mergeCookies(call.headers);
  headers.append("set-cookie", flashCookie(request, flash));
  headers.set("cache-control", "private, no-store");
  return redirect(cartPath(locale), { status: 303, headers });
}
