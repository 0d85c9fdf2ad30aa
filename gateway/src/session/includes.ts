/**
 * Shopware's `includes` for the session reads, GET /checkout/cart and GET /context (the Store API encodes every
 * answer with the request's field lists, as for createOrder: order/includes.ts). Both answers carry the
 * selected shipping method as the whole entity — translations, delivery time, availability rule and its price
 * matrix, ≈ 12 KB of the cart's 23 KB and of the context's 18 KB, serialised by the platform and parsed here on
 * every cart, checkout and order request — of which the gateway reads the id, the name and the technical name
 * (cart/resolvers.ts Cart.shippingMethod, fulfilment.ts, checkout/load.ts). Each of the cart's deliveries also
 * carried its positions — every line item again, whole — and its shipping location with the country (≈ 5.6 KB of a
 * one-item cart's 11 KB), of which the gateway reads the shipping method and the costs (totals.ts, revision.ts,
 * promotionNotices.ts, checkout/load.ts): parsed on every cart and checkout read, and under load still alive when
 * V8's young generation is collected (issue 26 item 3). Every other struct stays whole.
 *
 * A reader that starts using another field of the cart's or the context's shipping method, or of a cart delivery, adds it here —
 * gateway/test/integration/includes.test.ts compares every Cart and Checkout field with and without this list.
 */
import type { ShippingMethodRow, UpstreamCart } from "../cart/rows.js";
import { fields } from "../storeApi/fieldList.js";

type CartDeliveryRow = NonNullable<UpstreamCart["deliveries"]>[number];

export const SESSION_READ_QUERY = {
  "includes[shipping_method]": fields<ShippingMethodRow>("id", "name", "technicalName", "translated"),
  "includes[cart_delivery]": fields<CartDeliveryRow>("shippingMethod", "shippingCosts"),
};
