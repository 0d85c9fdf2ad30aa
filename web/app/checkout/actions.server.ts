/**
 * The /checkout action: every form of the page posts here with an `intent` (works without
 * JavaScript; with it the same forms submit through React Router). Calls run on the server with
 * the visitor's cookie; the gateway's Set-Cookie (a new session after login or 'continue as
 * guest') is passed back. Answers are FormResults the forms show (field errors next to fields,
 * the message at the top), or redirects:
 * - login / guest → back to /checkout (now with a customer);
 * - placeOrder SUCCESS / UNPAID → the gateway's `nextPath` (same-origin paths only);
 * - placeOrder PAYMENT_REDIRECT → data with the provider URL: the page shows the 5 s notice (which
 *   leaves by itself without JavaScript too, when the URL is the shop's own or allowlisted).
 */
import { translate, validateGuestCheckout } from "@shop/rules";
import { createContext, data, type RouterContextProvider } from "react-router";
import { LoginMutation } from "~/account/documents";
import { fieldErrorRecord, formAnswer, optionalText, text, wishlistIds } from "~/account/forms.server";
import { callGateway, mergeCookies, redirectWithCookies, requestLocale, type GatewayResult } from "~/account/gateway.server";
import { safeRedirect } from "~/http/redirect";
import { withNotice } from "~/components/notifications/notices";
import { localizePath, type Locale } from "~/i18n/locales";
import { normalizeStoreHost } from "~/i18n/seo";
import {
  CheckoutAsGuestMutation,
  PlaceOrderMutation,
  SetCheckoutAddressesMutation,
  SetCheckoutPaymentMethodMutation,
  SetCheckoutShippingMethodMutation,
  type PlaceOrderData,
} from "./documents";
import { guestFieldErrors, guestInput, isTicked, postedGuestValues } from "./guest";
import { isCheckoutIntent, JS_FIELD, type CheckoutActionData, type PaymentRedirect } from "./intents";
import { allowedProviderOrigins, refreshTarget, safeProviderUrl } from "./payment";

/**
 * Set by the action when an order was placed in this request: the page's loader then renders
 * the payment notice instead of sending the (now empty) cart back to /checkout/cart.
 */
export const orderPlacedContext = createContext<boolean>(false);

export const checkoutPath = (locale: Locale) => localizePath("/checkout", locale);

interface TypedResult {
  ok: boolean;
  errorCode?: string | null;
  message?: string | null;
  fieldErrors?: readonly { field: string; message: string }[] | null;
}

/** A typed result → what the page shows: the message at the top, field errors at the fields. */
export function checkoutAnswer(
  locale: Locale,
  intent: CheckoutActionData["intent"],
  result: TypedResult | null | undefined,
  mapFields: (errors: TypedResult["fieldErrors"]) => Record<string, string> | undefined = fieldErrorRecord,
): CheckoutActionData {
  if (!result) return { intent, ok: false, formError: translate(locale, "checkout.generic") };
  if (result.ok) return { intent, ok: true };
  const fieldErrors = mapFields(result.fieldErrors) ?? {};
  // Rule failures of placeOrder belong to their checkbox too.
  if (result.errorCode === "TERMS_NOT_ACCEPTED" && result.message) fieldErrors.acceptedTerms ??= result.message;
  if (result.errorCode === "WITHDRAWAL_WAIVER_REQUIRED" && result.message) fieldErrors.acceptedWithdrawalWaiver ??= result.message;
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  return {
    intent,
    ok: false,
    fieldErrors: hasFieldErrors ? fieldErrors : undefined,
    formError: result.message ?? translate(locale, hasFieldErrors ? "checkout.invalidInput" : "checkout.generic"),
  };
}

function reply(answer: CheckoutActionData, headers: Headers) {
  return data(answer, { status: answer.ok ? 200 : 400, headers });
}

/** Where the shopper goes after a placed order (SUCCESS, UNPAID, or no usable provider URL). */
export function afterOrderPath(locale: Locale, result: PlaceOrderData): string {
  const orderId = result.order?.id;
  const base = orderId ? localizePath(`/checkout/success/${encodeURIComponent(orderId)}`, locale) : localizePath("/account/order", locale);
  const fallback = result.next === "SUCCESS" || !orderId ? base : `${base}/unpaid`;
  return safeRedirect(result.nextPath, fallback);
}

/**
 * Decides what a placed order leads to: a payment notice (only with a plain http(s) provider
 * URL from this answer) or a redirect to the gateway's next page.
 */
export function placeOrderOutcome(
  locale: Locale,
  result: PlaceOrderData,
  shopOrigin: string = normalizeStoreHost(process.env.STORE_HOST),
  providerOrigins: readonly string[] = allowedProviderOrigins(),
): { kind: "notice"; redirect: PaymentRedirect } | { kind: "redirect"; to: string } {
  const url = result.next === "PAYMENT_REDIRECT" ? safeProviderUrl(result.redirectUrl) : null;
  if (url) {
    const unpaid = result.order?.id ? localizePath(`/checkout/success/${encodeURIComponent(result.order.id)}/unpaid`, locale) : null;
    const refreshUrl = refreshTarget(url, shopOrigin, providerOrigins);
    return { kind: "notice", redirect: { url, nextPath: unpaid, orderNumber: result.order?.orderNumber ?? null, refreshUrl } };
  }
  // Without a usable provider URL the order exists but is unpaid: never place it again.
  if (result.next === "PAYMENT_REDIRECT") return { kind: "redirect", to: afterOrderPath(locale, { ...result, next: "UNPAID", nextPath: null }) };
  return { kind: "redirect", to: afterOrderPath(locale, result) };
}

async function setMethod(request: Request, intent: "shipping-method" | "payment-method", id: string | null) {
  if (intent === "shipping-method") {
    const call = await callGateway(request, SetCheckoutShippingMethodMutation, { id });
    return { call, result: call.data?.setCheckoutShippingMethod };
  }
  const call = await callGateway(request, SetCheckoutPaymentMethodMutation, { id });
  return { call, result: call.data?.setCheckoutPaymentMethod };
}

async function placeOrder(request: Request, form: FormData, context: Readonly<RouterContextProvider>) {
  const locale = requestLocale(request);
  const cookies: Headers[] = [];
  // Without JavaScript the radios travel with the order button: save a changed choice first.
  if (form.get(JS_FIELD) !== "1") {
    for (const [intent, field] of [
      ["shipping-method", "shippingMethodId"],
      ["payment-method", "paymentMethodId"],
    ] as const) {
      const chosen = optionalText(form, field);
      if (!chosen || chosen === optionalText(form, `current_${field}`)) continue;
      const { call, result } = await setMethod(request, intent, chosen);
      cookies.push(call.headers);
      if (!result?.ok) return reply(checkoutAnswer(locale, "place-order", result), mergeCookies(...cookies));
    }
  }
  const call: GatewayResult<{ placeOrder: PlaceOrderData }> = await callGateway(request, PlaceOrderMutation, {
    input: {
      idempotencyKey: text(form, "idempotencyKey"),
      // what the shopper saw: a cart changed since (another tab) is refused, never ordered silently
      cartRevision: text(form, "cartRevision"),
      acceptedTerms: isTicked(form.get("acceptedTerms")),
      acceptedWithdrawalWaiver: isTicked(form.get("acceptedWithdrawalWaiver")),
      customerComment: optionalText(form, "customerComment"),
    },
  });
  cookies.push(call.headers);
  const headers = mergeCookies(...cookies);
  const result = call.data?.placeOrder;
  if (!result?.ok) {
    // Shown again on the page rendered without JavaScript: the comment and what was ticked.
    const values = Object.fromEntries(
      ["customerComment", "acceptedTerms", "acceptedWithdrawalWaiver"].map((name) => [name, text(form, name)]).filter(([, value]) => value !== ""),
    );
    // A changed cart is shown as it is now, to be confirmed again (a 400 alone would keep the old page).
    const refresh = result?.errorCode === "CART_CHANGED" || undefined;
    const alreadyOrdered = result?.errorCode === "ALREADY_ORDERED" ? safeRedirect(result.nextPath, localizePath("/account/order", locale)) : undefined;
    return reply({ ...checkoutAnswer(locale, "place-order", result), values, refresh, alreadyOrdered }, headers);
  }
  const outcome = placeOrderOutcome(locale, result);
  if (outcome.kind === "redirect") return redirectWithCookies(outcome.to, headers);
  context.set(orderPlacedContext, true);
  return reply({ intent: "place-order", ok: true, paymentRedirect: outcome.redirect }, headers);
}

export async function handleCheckoutAction(request: Request, context: Readonly<RouterContextProvider>) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const posted = form.get("intent");
  const intent = isCheckoutIntent(posted) ? posted : "unknown";
  switch (intent) {
    case "login": {
      const call = await callGateway(request, LoginMutation, {
        email: text(form, "email"),
        password: text(form, "password"),
        wishlistProductIds: wishlistIds(form),
      });
      const result = call.data?.login;
      if (result?.ok) return redirectWithCookies(withNotice(checkoutPath(locale), "login"), call.headers);
      return formAnswer(request, "login", result, call);
    }
    case "guest": {
      const input = guestInput(
        (name) => optionalText(form, name),
        (name) => isTicked(form.get(name)),
      );
      const values = postedGuestValues((name) => text(form, name));
      // Without JavaScript nothing checked the form yet: refuse here with the browser's messages.
      const checked = validateGuestCheckout(input, locale);
      if (!checked.ok) {
        const refused = { ok: false, message: translate(locale, "checkout.invalidInput"), fieldErrors: checked.fieldErrors };
        return reply({ ...checkoutAnswer(locale, "guest", refused, guestFieldErrors), values }, new Headers());
      }
      const call = await callGateway(request, CheckoutAsGuestMutation, { input });
      const result = call.data?.checkoutAsGuest;
      if (result?.ok) return redirectWithCookies(checkoutPath(locale), call.headers);
      return reply({ ...checkoutAnswer(locale, "guest", result, guestFieldErrors), values }, call.headers);
    }
    case "addresses": {
      const call = await callGateway(request, SetCheckoutAddressesMutation, {
        billingAddressId: optionalText(form, "billingAddressId"),
        shippingAddressId: optionalText(form, "shippingAddressId"),
      });
      return reply(checkoutAnswer(locale, "addresses", call.data?.setCheckoutAddresses), call.headers);
    }
    case "shipping-method":
    case "payment-method": {
      const field = intent === "shipping-method" ? "shippingMethodId" : "paymentMethodId";
      const { call, result } = await setMethod(request, intent, optionalText(form, field));
      return reply(checkoutAnswer(locale, intent, result), call.headers);
    }
    case "place-order":
      return placeOrder(request, form, context);
    case "unknown":
      return reply({ intent: "unknown", ok: false, formError: translate(locale, "checkout.generic") }, new Headers());
  }
}
