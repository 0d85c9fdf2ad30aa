/**
 * The order actions of the success pages and the account's order detail, run on the server with the
 * visitor's cookie (plain forms: they work without JavaScript). The order id always comes from the
 * route, never from the form; whether an order may be cancelled or paid again is the gateway's call.
 */
import { data, redirect } from "react-router";
import { callGateway, mergeCookies, requestLocale } from "~/account/gateway.server";
import { requestWithCookies } from "~/cart/actions.server";
import { MESSAGES } from "~/i18n/messages";
import { CancelOrderMutation, ChangeOrderPaymentMethodMutation, RetryOrderPaymentMutation, type OrderResultData } from "./documents";
import { orderErrorMessageId, safeExternalUrl, successPath } from "./format";
import { parseOrderIntent, type OrderActionData } from "./intents";

const PRIVATE = { "cache-control": "private, no-store" };

/** The localised failure text of an action result (the gateway's message when it sent one). */
export function orderFailureMessage(result: Pick<OrderResultData, "errorCode" | "message"> | null | undefined, locale: ReturnType<typeof requestLocale>): string {
  return result?.message || MESSAGES[locale][orderErrorMessageId(result?.errorCode)];
}

export async function runOrderAction(request: Request, orderId: string) {
  const locale = requestLocale(request);
  const parsed = parseOrderIntent(await request.formData());
  const answer = (body: OrderActionData, cookies?: Headers) => {
    const headers = mergeCookies(cookies);
    for (const [name, value] of Object.entries(PRIVATE)) headers.set(name, value);
    return data(body, { status: body.ok ? 200 : 400, headers });
  };
  if (!parsed) return answer({ intent: null, ok: false, message: MESSAGES[locale]["order.error.generic"] });

  if (parsed.intent === "cancel") {
    const call = await callGateway(request, CancelOrderMutation, { orderId });
    const result = call.data?.cancelOrder;
    if (!result?.ok) return answer({ intent: "cancel", ok: false, message: orderFailureMessage(result, locale) }, call.headers);
    return answer({ intent: "cancel", ok: true, message: MESSAGES[locale]["order.cancel.done"] }, call.headers);
  }

  let cookies: Headers | undefined;
  let retryRequest = request;
  if (parsed.intent === "change-payment") {
    const call = await callGateway(request, ChangeOrderPaymentMethodMutation, { orderId, paymentMethodId: parsed.paymentMethodId });
    const result = call.data?.changeOrderPaymentMethod;
    if (!result?.ok) return answer({ intent: "change-payment", ok: false, message: orderFailureMessage(result, locale) }, call.headers);
    cookies = call.headers;
    // A method paid on the provider's page is started right away; prepayment has nothing to start.
    if (!result.order?.paymentMethod?.asynchronous) {
      const headers = mergeCookies(cookies);
      headers.set("cache-control", "no-store");
      throw redirect(successPath(orderId, "placed", locale), { headers });
    }
    retryRequest = requestWithCookies(request, cookies);
  }

  const call = await callGateway(retryRequest, RetryOrderPaymentMutation, { orderId });
  const result = call.data?.retryOrderPayment;
  const all = mergeCookies(cookies, call.headers);
  const redirectUrl = safeExternalUrl(result?.redirectUrl);
  if (!result?.ok || !redirectUrl) {
    return answer({ intent: parsed.intent, ok: false, message: orderFailureMessage(result?.ok ? { errorCode: "PAYMENT_FAILED", message: null } : result, locale) }, all);
  }
  return answer({ intent: parsed.intent, ok: true, redirectUrl }, all);
}
