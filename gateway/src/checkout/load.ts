/**
 * The checkout's upstream reads in ONE parallel wave: cart, context (the request's session context,
 * shared with everything else this request reads), payment methods, the (cached) shipping methods,
 * the customer's addresses and the chosen pharmacy. The customer and the active addresses come with
 * the context; nothing is read twice. The Checkout row is then computed without further calls.
 */
import type { GatewayContext } from "../context.js";
import { toGraphQLError } from "../errors/graphql.js";
import type { ResolversParentTypes } from "../generated/graphql.js";
import { cartRow, EMPTY_CART, safeShippingMethods, selectedPharmacy } from "../cart/load.js";
import { readCart, readCartFields, readContext, readContextFields } from "../cart/storeApi.js";
import { cartFulfilment, productItems } from "../cart/fulfilment.js";
import { isDownloadItem } from "../cart/lineItem.js";
import { blockedUpstream } from "../cart/messages.js";
import { money } from "../cart/totals.js";
import type { ShippingMethodRow, UpstreamCart } from "../cart/rows.js";
import { toPharmacy } from "../pharmacy/mapping.js";
import type { PharmacyApi } from "../pharmacy/storeApi.js";
import type { AddressRow, CustomerRow, PaymentMethodRow } from "../account/rows.js";
import { pick } from "../account/rows.js";
import type { SalesChannelContextRow } from "../session/resolvers.js";
import { sessionKind } from "../session/kind.js";
import { addressesDiffer, translate } from "@shop/rules";
import { checkoutIssues, paymentMethodState, shippingMethodMatches, type IssueRow } from "./rules.js";
import { cartRevision } from "./revision.js";
import { ORDER_READ_QUERY } from "./includes.js";

export type CheckoutRow = ResolversParentTypes["Checkout"];

/** Shopware 6.7 sends `asynchronous` on payment methods without declaring it in the schema. */
export function isAsynchronous(method: object | null | undefined): boolean {
  return (method as { asynchronous?: unknown } | null | undefined)?.asynchronous === true;
}

export interface CheckoutReads {
  cart: UpstreamCart;
  context: SalesChannelContextRow;
  paymentMethods: PaymentMethodRow[];
  shippingMethods: ShippingMethodRow[];
  addresses: AddressRow[];
  pharmacy: PharmacyApi | null;
}

/** The one wave. Without a token nothing session-bound is read (and no session is created). */
export async function readCheckout(ctx: GatewayContext): Promise<CheckoutReads> {
  const hasToken = ctx.session.hasToken;
  const [cart, context, paymentMethods, shippingMethods, addresses, pharmacy] = await Promise.all([
    hasToken ? readCart(ctx) : Promise.resolve(EMPTY_CART),
    readContext(ctx),
    ctx.account.paymentMethods(),
    safeShippingMethods(ctx),
    // A 403 (no customer in the session) is an empty list (SPEC §6).
    ctx.account.addresses(),
    selectedPharmacy(ctx),
  ]);
  return { cart, context, paymentMethods, shippingMethods, addresses, pharmacy };
}

/**
 * What placeOrder's rules need before the order, in one wave: the cart (what the shopper confirmed — its
 * revision —, the digital content that needs the waiver, and the upstream's own availability errors) and the
 * context (the customer, the active addresses and the chosen payment method: the gateway checks the payment
 * rules itself, so a Shopware whose rule builder lacks them still cannot take an invoice to another address).
 * Both are read with only the fields these rules read (includes.ts).
 * A click & collect cart also needs the chosen pharmacy (a second wave, only then): the order names it as
 * `selectedCheckoutPharmacyId` (SPEC §7's order route), and without one nothing is ordered.
 */
export interface OrderReads {
  cart: UpstreamCart;
  context: SalesChannelContextRow;
  shippingMethods: ShippingMethodRow[];
  /** the chosen pharmacy's id, for a click & collect cart only */
  pharmacyId: string | null;
}

export async function readForOrder(ctx: GatewayContext): Promise<OrderReads> {
  // Only the rules' fields (includes.ts); nothing else in a placeOrder request reads the cart or the context.
  const [cart, context, shippingMethods] = await Promise.all([
    readCartFields(ctx, ORDER_READ_QUERY),
    readContextFields(ctx, ORDER_READ_QUERY),
    safeShippingMethods(ctx),
  ]);
  const collect = orderFulfilment(cart, context) === "CLICK_AND_COLLECT";
  const pharmacyId = collect ? ((await selectedPharmacy(ctx))?.id ?? null) : null;
  return { cart, context, shippingMethods, pharmacyId };
}

/** The shipping method the order goes with: the cart's delivery's, else the context's. */
function orderShippingMethod(cart: UpstreamCart, context: SalesChannelContextRow) {
  return cart.deliveries?.[0]?.shippingMethod ?? context.shippingMethod;
}

/** The fulfilment the order is placed with (its items' flag, else the shipping method's). */
export function orderFulfilment(cart: UpstreamCart, context: SalesChannelContextRow) {
  return cartFulfilment(cart, orderShippingMethod(cart, context));
}

/** The rules placeOrder checks before it writes anything (pure). */
export function orderIssues(
  ctx: Pick<GatewayContext, "locale">,
  { cart, context, shippingMethods, pharmacyId }: OrderReads,
): { issues: IssueRow[]; requiresWithdrawalWaiver: boolean; billingDiffersFromShipping: boolean } {
  const customer = customerOf(context);
  const products = productItems(cart);
  const delivered = orderShippingMethod(cart, context);
  const fulfilment = cartFulfilment(cart, delivered);
  const method = delivered?.id ? shippingMethods.find((m) => m.id === delivered.id) ?? delivered : null;
  const billingDiffersFromShipping = addressesDiffer(activeAddress(customer, "billing"), activeAddress(customer, "shipping"));
  const payment = context.paymentMethod?.id ? (context.paymentMethod as PaymentMethodRow) : null;
  const issues = checkoutIssues(
    {
      hasCustomer: customer !== null,
      hasProducts: products.length > 0,
      fulfilment,
      hasPharmacy: (fulfilment !== "CLICK_AND_COLLECT" || pharmacyId !== null) && !blockedUpstream(cart, "shipping"),
      // a cart without a delivery (digital only) ships nothing: the order route decides
      shippingMethodOk: method === null || shippingMethodMatches(method as ShippingMethodRow, fulfilment),
      paymentMethodOk: payment !== null && paymentMethodState(payment, billingDiffersFromShipping, ctx.locale).available && !blockedUpstream(cart, "payment"),
      hasShippingAddress: activeAddress(customer, "shipping") !== null,
      cart,
    },
    ctx.locale,
  );
  return { issues, requiresWithdrawalWaiver: products.some(isDownloadItem), billingDiffersFromShipping };
}

/**
 * The checkout query, and the `checkout` of every checkout mutation's result. An upstream outage is the
 * clean localised error with its status (0, 408, 5xx) — the shop is unavailable for now — not an internal one.
 */
export async function loadCheckout(ctx: GatewayContext): Promise<CheckoutRow> {
  try {
    return buildCheckout(ctx, await readCheckout(ctx));
  } catch (error) {
    throw toGraphQLError(error, ctx.locale);
  }
}

function customerOf(context: SalesChannelContextRow): CustomerRow | null {
  const customer = context.customer as CustomerRow | null | undefined;
  return customer && customer.id ? customer : null;
}

function activeAddress(customer: CustomerRow | null, which: "billing" | "shipping"): AddressRow | null {
  if (!customer) return null;
  const address = (which === "billing" ? customer.activeBillingAddress ?? customer.defaultBillingAddress : customer.activeShippingAddress ?? customer.defaultShippingAddress) as
    | AddressRow
    | null
    | undefined;
  return address && address.id ? address : null;
}

/** The Checkout from one wave of reads (pure: no upstream call). */
export function buildCheckout(ctx: Pick<GatewayContext, "locale" | "session">, reads: CheckoutReads): CheckoutRow {
  const { cart, context, pharmacy } = reads;
  const locale = ctx.locale;
  const customer = customerOf(context);
  const fulfilment = cartFulfilment(cart, context.shippingMethod);
  const billingAddress = activeAddress(customer, "billing");
  const shippingAddress = activeAddress(customer, "shipping");
  const billingDiffersFromShipping = addressesDiffer(billingAddress, shippingAddress);

  const selectedShippingMethodId = cart.deliveries?.[0]?.shippingMethod?.id ?? context.shippingMethod?.id ?? null;
  const selectedPaymentMethodId = context.paymentMethod?.id ?? null;

  const shippingMethods = reads.shippingMethods.map((method) => {
    const available = shippingMethodMatches(method, fulfilment);
    const selected = method.id === selectedShippingMethodId;
    const cost = selected ? cart.deliveries?.[0]?.shippingCosts?.totalPrice : undefined;
    return {
      id: method.id,
      name: pick(method.name, method.translated?.name) ?? "",
      description: pick(method.description, method.translated?.description),
      technicalName: method.technicalName ?? null,
      fulfilment: shippingMethodMatches(method, "CLICK_AND_COLLECT") ? ("CLICK_AND_COLLECT" as const) : ("DELIVERY" as const),
      price: typeof cost === "number" ? money(cost) : null,
      selected,
      available,
      unavailableReason: available ? null : translate(locale, "checkout.shippingMethodMismatch"),
    };
  });

  const paymentMethods = reads.paymentMethods.map((method) => ({
    id: method.id,
    name: pick(method.name, method.translated?.name) ?? "",
    description: pick(method.description, method.translated?.description),
    technicalName: method.technicalName ?? null,
    asynchronous: isAsynchronous(method),
    afterOrderEnabled: method.afterOrderEnabled === true,
    selected: method.id === selectedPaymentMethodId,
    ...paymentMethodState(method, billingDiffersFromShipping, locale),
  }));

  const products = productItems(cart);
  const issues = checkoutIssues(
    {
      hasCustomer: customer !== null,
      hasProducts: products.length > 0,
      fulfilment,
      hasPharmacy: pharmacy !== null,
      shippingMethodOk: shippingMethods.some((m) => m.selected && m.available),
      // the upstream's own availability rules too (a rule builder the gateway does not know)
      paymentMethodOk: paymentMethods.some((m) => m.selected && m.available) && !blockedUpstream(cart, "payment"),
      hasShippingAddress: shippingAddress !== null,
      cart,
    },
    locale,
  );

  const kind = customer === null ? "ANONYMOUS" : customer.guest === true ? "GUEST" : sessionKind(ctx.session.hasToken, customer);
  return {
    cart: cartRow(ctx as GatewayContext, { cart: ctx.session.hasToken ? cart : null, context, pharmacy, methods: reads.shippingMethods }),
    customerKind: kind,
    customer,
    addresses: customer ? reads.addresses : [],
    billingAddress,
    shippingAddress,
    billingDiffersFromShipping,
    fulfilment,
    pharmacy: pharmacy && fulfilment === "CLICK_AND_COLLECT" ? toPharmacy(pharmacy, pharmacy.id) : null,
    shippingMethods,
    paymentMethods,
    selectedShippingMethodId,
    selectedPaymentMethodId,
    requiresWithdrawalWaiver: products.some(isDownloadItem),
    issues,
    canPlaceOrder: issues.length === 0,
    cartRevision: cartRevision(ctx.session.hasToken ? cart : null),
  };
}
