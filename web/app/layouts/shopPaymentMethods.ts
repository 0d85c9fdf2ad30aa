import { useMatches } from "react-router";
import type { ShopPaymentMethod } from "~/apollo/documents";

/**
 * The payment methods the shop offers, as the default layout read them (one public, cached read per locale): pages
 * inside that layout (the payment page) list the same methods as the footer and the checkout, without a read of their own.
 */
export function useShopPaymentMethods(): readonly ShopPaymentMethod[] {
  const layout = useMatches().find((match) => match.id.startsWith("layout-default___"));
  return (layout?.data as { paymentMethods?: readonly ShopPaymentMethod[] } | undefined)?.paymentMethods ?? [];
}
