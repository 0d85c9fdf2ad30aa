/**
 * Shopware's `includes` for placeOrder's two reads, GET /checkout/cart and GET /context: exactly the fields the
 * order rules read (load.ts `orderIssues`, `readForOrder`; revision.ts `cartRevision`; `@shop/rules`
 * `paymentAvailability`, `addressesDiffer`). Every order parsed the whole cart (≈ 14 KB: delivery positions, the
 * shipping location, media of each item) and the whole context (≈ 19 KB: the customer with four addresses and their
 * countries, sales channel, currency, tax rules) to read a few dozen values — the gateway's largest own CPU item per
 * order. The checkout page's reads keep session/includes.ts: they map the whole Cart and Checkout.
 *
 * A rule that starts reading another cart or context field adds it here — gateway/test/integration/order-reads.test.ts
 * computes every rule's result from these answers and from whole ones and expects them equal.
 */
import { COMPARED_ADDRESS_FIELDS } from "@shop/rules";
import type { AddressRow, CustomerRow, PaymentMethodRow } from "../account/rows.js";
import type { ShippingMethodRow, UpstreamCart, UpstreamLineItem } from "../cart/rows.js";
import type { SalesChannelContextRow } from "../session/resolvers.js";
import { fields, includesQuery } from "../storeApi/fieldList.js";

export const ORDER_READ_QUERY = includesQuery({
  cart: fields<UpstreamCart>("lineItems", "deliveries", "price", "errors"),
  // payload: the click & collect flag (fulfilment.ts); states: digital content needs the waiver
  cart_line_item: fields<UpstreamLineItem>("id", "type", "referencedId", "quantity", "price", "payload", "states"),
  // line item prices and shipping costs (the revision), the cart's total
  calculated_price: ["unitPrice", "totalPrice"],
  cart_price: ["totalPrice"],
  cart_delivery: ["shippingMethod", "shippingCosts"],
  shipping_method: fields<ShippingMethodRow>("id", "technicalName"),
  sales_channel_context: fields<SalesChannelContextRow>("customer", "shippingMethod", "paymentMethod"),
  customer: fields<CustomerRow>("id", "activeBillingAddress", "activeShippingAddress", "defaultBillingAddress", "defaultShippingAddress"),
  customer_address: fields<AddressRow>("id", ...COMPARED_ADDRESS_FIELDS),
  // `translated` keeps `translated.customFields` only (the foreign bank transfer flag)
  payment_method: fields<PaymentMethodRow>("id", "technicalName", "active", "customFields", "translated"),
});
