/** Subtotal, discount, shipping, total incl. VAT and the VAT per rate, as the order recorded them. */
import { TotalsList } from "~/components/cart/TotalsList";
import type { OrderData } from "~/order/documents";

export function OrderTotals({ order }: { order: OrderData }) {
  const figures = { subtotal: order.subtotal, discount: order.discount, shipping: order.shippingTotal, rounding: order.rounding, total: order.total, taxes: order.taxes, pickup: order.fulfilment === "CLICK_AND_COLLECT" };
  return <TotalsList figures={figures} testIdPrefix="order" className="cart-totals order-totals" />;
}
