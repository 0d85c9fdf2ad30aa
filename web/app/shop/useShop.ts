/**
 * The shop identity on the page: the root loader's values (`shopImprintValues`, the one `SHOP_*`
 * configuration the imprint, mails and invoices read), never a second copy in the message catalogues.
 */
import { DEFAULT_SHOP_IDENTITY } from "@shop/rules";
import { useRouteLoaderData } from "react-router";
import type { ShopImprintValues } from "./identity.server";

/** What the root loader hands every page; absent only where the root loader did not run (its own error). */
export function useShop(): ShopImprintValues | undefined {
  return (useRouteLoaderData("root") as { shop?: ShopImprintValues } | undefined)?.shop;
}

/** The shop's trading name (logo, page titles, home heading, footer); the seeded name without the root loader. */
export function useShopName(): string {
  return useShop()?.name ?? DEFAULT_SHOP_IDENTITY.name;
}
