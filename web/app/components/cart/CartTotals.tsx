/**
 * Subtotal, discount, shipping ("gratis" at 0), total incl. VAT and the VAT per rate, all as the
 * gateway computed them. While a cart change is on its way the figures are dimmed (aria-busy).
 */
import { useFetchers } from "react-router";
import type { CartData } from "~/cart/documents";
import { TotalsList } from "./TotalsList";

/** True while any cart form of the page is being posted. */
export function useCartPending(): boolean {
  return useFetchers().some((fetcher) => fetcher.state !== "idle" && (fetcher.formAction ?? "").endsWith("/cart-action"));
}

export function CartTotals({ cart }: { cart: CartData }) {
  const pending = useCartPending();
  const figures = { subtotal: cart.subtotal, discount: cart.discount, shipping: cart.shippingCosts, rounding: cart.rounding, total: cart.total, taxes: cart.taxes, pickup: cart.fulfilment === "CLICK_AND_COLLECT" };
  return <TotalsList figures={figures} testIdPrefix="cart" className="cart-totals" pending={pending} />;
}
