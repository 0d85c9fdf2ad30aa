/**
 * GraphQL documents of the layout (typed by `pnpm codegen` into app/generated/); page documents live
 * next to their domain (app/catalog/documents.ts, app/account/documents.ts).
 */
import { graphql } from "~/generated";
import type { NavigationQuery as NavigationData } from "~/generated/graphql";

export const NavigationQuery = graphql(`
  query Navigation($depth: Int) {
    navigation(depth: $depth) {
      name
      url
      external
      children {
        name
        url
        external
      }
    }
    footerNavigation: navigation(kind: FOOTER, depth: 2) {
      name
      url
      external
      children {
        name
        url
        external
      }
    }
    # the footer's chips and the payment page: a public, cached read (never the session's paymentMethods, f4219c5)
    shopPaymentMethods {
      id
      name
    }
  }
`);

export type NavEntry = NavigationData["navigation"][number];
export type NavLinkEntry = Pick<NavEntry, "name" | "url" | "external">;
/** A payment method the shop offers, named as the checkout names it (TWINT, PayPal, …). */
export type ShopPaymentMethod = NavigationData["shopPaymentMethods"][number];
