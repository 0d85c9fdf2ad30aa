/**
 * What a promotion code changed beyond its own line (issue 22): a discount that pushes the goods
 * under the free-shipping threshold brings shipping back — the total may even rise — so the shopper
 * is told, not left to find it in the sum. The platform has no such error: the gateway compares the
 * goods before the discount (positionPrice + discount) with those after, against the parcel threshold.
 *
 * Told when it happens, not on every later write while it holds: a quantity change that keeps the cart
 * in the same band (still free before the code, still not after it) is no news. The state before a write
 * is the state after the cart's previous write through this gateway (remembered per cart token), so the
 * comparison needs no read before the write.
 */
import { formatChf, translate, type Locale } from "@shop/rules";
import type { GatewayContext } from "../context.js";
import type { CartMessage } from "../generated/graphql.js";
import { perGateway } from "../perGateway.js";
import { freeShippingThreshold } from "./fulfilment.js";
import type { CartRow } from "./rows.js";
import { discount } from "./totals.js";

export const FREE_SHIPPING_LOST_KEY = "promotion-free-shipping-lost";

export function freeShippingLost(row: CartRow, code: string, locale: Locale): CartMessage | null {
  const threshold = freeShippingThreshold(row.shippingMethods);
  const reduction = discount(row.cart)?.amount ?? 0;
  if (threshold === null || reduction >= 0) return null;
  const after = row.cart?.price?.positionPrice ?? 0;
  const shipping = (row.cart?.deliveries ?? []).reduce((sum, d) => sum + (d.shippingCosts?.totalPrice ?? 0), 0);
  if (after - reduction < threshold || after >= threshold || shipping <= 0) return null;
  // the code as the shop spells it (shoppers type "gesund10")
  const spelled = (row.cart?.lineItems ?? []).find((i) => i.type === "promotion" && i.referencedId?.toLowerCase() === code.toLowerCase())?.referencedId ?? code;
  const message = translate(locale, "cart.promotionFreeShippingLost", { code: spelled, threshold: formatChf(threshold, locale), shipping: formatChf(shipping, locale) });
  return { level: "WARNING", key: FREE_SHIPPING_LOST_KEY, message, lineItemId: null, subject: spelled };
}

/** Per cart token, the code whose lost free shipping the last answer told or kept (bounded: oldest carts out). */
export class FreeShippingStates {
  private readonly states = new Map<string, string>();

  constructor(private readonly maxCarts = 20_000) {}

  /** Records the state after a write; true when it differs from the state after the cart's previous write. */
  changed(token: string, code: string | null): boolean {
    const before = this.states.get(token) ?? null;
    this.states.delete(token);
    if (code !== null) {
      this.states.set(token, code);
      if (this.states.size > this.maxCarts) this.states.delete(this.states.keys().next().value!);
    }
    return code !== before;
  }
}

const freeShippingStates = perGateway(() => new FreeShippingStates());

/**
 * The free-shipping notice of a write, when it is news: after applying `code` always (the shopper just
 * did it), after any other write only when the cart was not already in that state before it.
 */
export function freeShippingNotice(ctx: GatewayContext, row: CartRow, named: string | undefined, applied: boolean): CartMessage | null {
  const lost = named ? freeShippingLost(row, named, ctx.locale) : null;
  const token = ctx.session.token;
  const news = token ? freeShippingStates(ctx).changed(token, lost?.subject ?? null) : true;
  return lost && (news || applied) ? lost : null;
}
