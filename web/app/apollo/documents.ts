/**
 * GraphQL documents of the storefront (typed by `pnpm codegen` into app/generated/).
 * Fields are inlined rather than shared as fragments: preloaded queries are re-parsed
 * by graphql-tag in the browser, which warns about fragment names it has seen before.
 */
import { graphql } from "~/generated";
import type { HomeProductsQuery as HomeProductsData, NavigationQuery as NavigationData } from "~/generated/graphql";

export const NavigationQuery = graphql(`
  query Navigation($depth: Int) {
    navigation(depth: $depth) {
      id
      name
      url
      external
      linkType
      children {
        id
        name
        url
        external
        linkType
      }
    }
    footerNavigation: navigation(kind: FOOTER, depth: 2) {
      id
      name
      url
      external
      linkType
      children {
        id
        name
        url
        external
        linkType
      }
    }
  }
`);

export const HomeProductsQuery = graphql(`
  query HomeProducts($limit: Int!) {
    products(limit: $limit) {
      total
      items {
        id
        name
        url
        manufacturer
        available
        cover {
          url
          alt
          width
          height
        }
        price {
          unitPrice {
            amount
            currency
          }
          listPrice {
            amount
            currency
          }
        }
      }
    }
  }
`);

export const SessionQuery = graphql(`
  query Session {
    session {
      kind
      locale
    }
  }
`);

export type NavEntry = NavigationData["navigation"][number];
export type NavLinkEntry = Pick<NavEntry, "id" | "name" | "url" | "external">;
export type ProductTileData = HomeProductsData["products"]["items"][number];
