/**
 * Checkout domain (schema/checkout.graphql): the `checkout` query (one upstream wave, load.ts), the
 * guest choice, the set-method/address calls and placeOrder (placeOrder.ts). Rules: rules.ts and
 * @shop/rules `checkout.ts`; results: messages.ts.
 */
import { translate, validateGuestCheckout } from "@shop/rules";
import type { GatewayContext } from "../context.js";
import type { CheckoutErrorCode, GuestCheckoutInput, Resolvers } from "../generated/graphql.js";
import { failureResult, fieldOfPointer, upstreamFailure } from "../account/failures.js";
import type { FieldErrorRow } from "../account/results.js";
import { sessionContextChanged } from "../session/sessionContext.js";
import { readAll } from "../cart/load.js";
import { cartFulfilment } from "../cart/fulfilment.js";
import { loadCheckout, buildCheckout, readCheckout } from "./load.js";
import { checkoutFailure, checkoutResult, refusal, type CheckoutResultRow } from "./messages.js";
import { placeOrder } from "./placeOrder.js";
import { missingIdMessage, presentId, shippingMethodMatches } from "./rules.js";

function missingId(ctx: GatewayContext, name: "shippingMethod" | "paymentMethod" | "billingAddress"): CheckoutResultRow {
  return checkoutResult(ctx, { ok: false, errorCode: "MISSING_ID", message: missingIdMessage(ctx.locale, name) });
}

/** PATCH /context with the given ids (the session's shipping/payment method, active addresses). */
async function updateContext(ctx: GatewayContext, body: Record<string, string>, operation: string): Promise<CheckoutResultRow> {
  try {
    await ctx.storeApi.send("updateContext patch /context", { body: body as never, session: "session" });
  } catch (error) {
    return checkoutResult(ctx, checkoutFailure(ctx, error, operation));
  } finally {
    ctx.account.invalidate();
    sessionContextChanged(ctx);
  }
  return checkoutResult(ctx, { ok: true, message: translate(ctx.locale, "checkout.saved") });
}

async function setShippingMethod(ctx: GatewayContext, rawId: string | null | undefined): Promise<CheckoutResultRow> {
  const id = presentId(rawId);
  if (!id) return missingId(ctx, "shippingMethod");
  let reads;
  try {
    reads = await readAll(ctx, { pharmacy: false });
  } catch (error) {
    return checkoutResult(ctx, checkoutFailure(ctx, error, "setCheckoutShippingMethod/read"));
  }
  const method = reads.methods.find((m) => m.id === id);
  if (!method) return checkoutResult(ctx, refusal(ctx, "NOT_FOUND", "checkout.notFound"));
  if (!shippingMethodMatches(method, cartFulfilment(reads.cart, reads.context.shippingMethod))) {
    return checkoutResult(ctx, refusal(ctx, "INVALID_INPUT", "checkout.shippingMethodMismatch"));
  }
  return updateContext(ctx, { shippingMethodId: id }, "setCheckoutShippingMethod");
}

async function setPaymentMethod(ctx: GatewayContext, rawId: string | null | undefined): Promise<CheckoutResultRow> {
  const id = presentId(rawId);
  if (!id) return missingId(ctx, "paymentMethod");
  let checkout;
  try {
    checkout = buildCheckout(ctx, await readCheckout(ctx));
  } catch (error) {
    return checkoutResult(ctx, checkoutFailure(ctx, error, "setCheckoutPaymentMethod/read"));
  }
  const method = checkout.paymentMethods.find((m) => m.id === id);
  if (!method) return checkoutResult(ctx, refusal(ctx, "NOT_FOUND", "checkout.notFound"));
  if (!method.available) {
    return checkoutResult(ctx, { ok: false, errorCode: "PAYMENT_METHOD_UNAVAILABLE", message: method.unavailableReason });
  }
  return updateContext(ctx, { paymentMethodId: id }, "setCheckoutPaymentMethod");
}

async function setAddresses(ctx: GatewayContext, billing: string | null | undefined, shipping: string | null | undefined): Promise<CheckoutResultRow> {
  const billingAddressId = presentId(billing);
  const shippingAddressId = presentId(shipping);
  if (!billingAddressId && !shippingAddressId) return missingId(ctx, "billingAddress");
  try {
    const addresses = await ctx.account.addresses();
    const customer = (await ctx.sessionContext.read("public")).customer;
    if (!customer?.id) return checkoutResult(ctx, refusal(ctx, "NOT_LOGGED_IN", "checkout.notLoggedIn"));
    const own = new Set(addresses.map((a) => a.id));
    if ((billingAddressId && !own.has(billingAddressId)) || (shippingAddressId && !own.has(shippingAddressId))) {
      return checkoutResult(ctx, refusal(ctx, "NOT_FOUND", "checkout.notFound"));
    }
  } catch (error) {
    return checkoutResult(ctx, checkoutFailure(ctx, error, "setCheckoutAddresses/read"));
  }
  const body: Record<string, string> = {};
  if (billingAddressId) body.billingAddressId = billingAddressId;
  if (shippingAddressId) body.shippingAddressId = shippingAddressId;
  return updateContext(ctx, body, "setCheckoutAddresses");
}

/** Undefined-valued keys are left out (Shopware treats null and absent differently). */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== "")) as T;
}

const GUEST_ERROR_CODES: Record<string, CheckoutErrorCode> = {
  INVALID_INPUT: "INVALID_INPUT",
  EMAIL_TAKEN: "EMAIL_TAKEN",
  NOT_LOGGED_IN: "NOT_LOGGED_IN",
  NOT_FOUND: "NOT_FOUND",
  UNAVAILABLE: "UNAVAILABLE",
};

/** Store API pointers name the address (/billingAddress/zipcode): give the input's path back (address.zipcode). */
function guestFields(error: unknown, fieldErrors: FieldErrorRow[]): FieldErrorRow[] {
  const pointers = upstreamFailure(error).entries.map((e) => e.source?.pointer ?? "");
  return fieldErrors.map((row) => {
    const pointer = pointers.find((p) => fieldOfPointer(p) === row.field) ?? "";
    const prefix = pointer.startsWith("/billingAddress/") ? "address." : pointer.startsWith("/shippingAddress/") ? "shippingAddress." : "";
    return { ...row, field: `${prefix}${row.field}` };
  });
}

/**
 * 'Continue as guest': validated with @shop/rules' guest checkout (salutation and privacy consent
 * included, for apps as for the web) before anything is written upstream, then register with guest: true.
 */
async function checkoutAsGuest(ctx: GatewayContext, input: GuestCheckoutInput): Promise<CheckoutResultRow> {
  const locale = ctx.locale;
  const checked = validateGuestCheckout(input, locale);
  if (!checked.ok) {
    return checkoutResult(ctx, refusal(ctx, "INVALID_INPUT", "checkout.invalidInput", undefined, checked.fieldErrors));
  }
  const { email, address: b, shippingAddress } = checked.data;
  const body = compact({
    guest: true,
    email,
    salutationId: b.salutationId,
    firstName: b.firstName,
    lastName: b.lastName,
    acceptedDataProtection: true,
    storefrontUrl: ctx.storeHost,
    billingAddress: compact({ ...b }),
    shippingAddress: shippingAddress ? compact({ ...shippingAddress }) : undefined,
  });
  try {
    const result = await ctx.storeApi.send("register post /account/register", { body: body as never, session: "session" });
    // The new context token arrives in the header (adopted by the call); older Shopware sends it in the body.
    const bodyToken = (result.data as { contextToken?: unknown } | null | undefined)?.contextToken;
    if (!result.contextToken && typeof bodyToken === "string") ctx.session.adopt(bodyToken);
  } catch (error) {
    const failure = failureResult(error, locale, { email, logger: ctx.logger, operation: "checkoutAsGuest" });
    return checkoutResult(ctx, {
      ok: false,
      errorCode: GUEST_ERROR_CODES[failure.errorCode ?? ""] ?? "FAILED",
      message: failure.message,
      fieldErrors: guestFields(error, failure.fieldErrors),
    });
  } finally {
    ctx.account.invalidate();
    sessionContextChanged(ctx);
  }
  return checkoutResult(ctx, { ok: true, message: translate(locale, "checkout.guestCreated") });
}

export const checkoutResolvers: Resolvers = {
  Query: {
    checkout: (_parent, _args, ctx) => loadCheckout(ctx),
  },
  Mutation: {
    checkoutAsGuest: (_parent, { input }, ctx) => checkoutAsGuest(ctx, input),
    setCheckoutShippingMethod: (_parent, { id }, ctx) => setShippingMethod(ctx, id),
    setCheckoutPaymentMethod: (_parent, { id }, ctx) => setPaymentMethod(ctx, id),
    setCheckoutAddresses: (_parent, { billingAddressId, shippingAddressId }, ctx) => setAddresses(ctx, billingAddressId, shippingAddressId),
    placeOrder: (_parent, { input }, ctx) => placeOrder(ctx, input),
  },
};
