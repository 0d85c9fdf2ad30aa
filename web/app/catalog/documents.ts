/**
 * GraphQL documents of the catalogue screens (typed by `pnpm codegen`). Every page is ONE request:
 * `route(path)` resolves the path and carries the whole page (SPEC §2, issue 3 "one request per page").
 * Each fragment is defined exactly once here, so graphql-tag in the browser never sees two
 * different definitions of the same fragment name.
 */
import { graphql } from "~/generated";
import type {
  CatalogRouteQuery,
  CmsPageFieldsFragment,
  ListingFieldsFragment,
  ProductCardFieldsFragment,
  ProductDetailFieldsFragment,
} from "~/generated/graphql";

export const ImageFields = graphql(`
  fragment ImageFields on Image {
    url
    alt
    width
    height
    thumbnails {
      url
      width
    }
  }
`);

export const ProductCardFields = graphql(`
  fragment ProductCardFields on Product {
    id
    name
    url
    manufacturer
    available
    shippingFree
    isNew
    ratingAverage
    packing
    cover {
      ...ImageFields
    }
    availability {
      state
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
      discountPercentage
      hasRange
      fromPrice {
        amount
        currency
      }
      referencePrice {
        price {
          amount
          currency
        }
        referenceUnit
        unitName
      }
    }
  }
`);

export const ListingFields = graphql(`
  fragment ListingFields on ProductListing {
    total
    page
    pageCount
    sort
    sortings {
      key
      label
    }
    items {
      ...ProductCardFields
    }
    filters {
      price {
        min
        max
      }
      manufacturers {
        id
        name
      }
      properties {
        id
        name
        options {
          id
          name
          colorHexCode
        }
      }
      maxRating
      shippingFreeAvailable
    }
  }
`);

export const CmsPageFields = graphql(`
  fragment CmsPageFields on CmsPage {
    type
    sections {
      type
      sizingMode
      mobileBehavior
      backgroundColor
      cssClass
      visibility {
        mobile
        tablet
        desktop
      }
      blocks {
        type
        sectionPosition
        marginTop
        marginBottom
        marginLeft
        marginRight
        backgroundColor
        cssClass
        visibility {
          mobile
          tablet
          desktop
        }
        slots {
          id
          slot
          type
          element {
            __typename
            ... on CmsText {
              html
            }
            ... on CmsImage {
              image {
                ...ImageFields
              }
              url
              newTab
              displayMode
              minHeight
            }
            ... on CmsSlider {
              slides {
                image {
                  ...ImageFields
                }
                url
                newTab
              }
            }
            ... on CmsGallery {
              images {
                ...ImageFields
              }
            }
            ... on CmsVideo {
              provider
              videoId
              url
              previewImage {
                ...ImageFields
              }
            }
            ... on CmsProductListing {
              listing {
                items {
                  ...ProductCardFields
                }
              }
            }
            ... on CmsCrossSelling {
              groups {
                id
                name
                products {
                  ...ProductCardFields
                }
              }
            }
            ... on CmsBuyBox {
              product {
                ...ProductCardFields
              }
            }
            ... on CmsCategoryNavigation {
              entries {
                name
                url
                external
              }
            }
            ... on CmsForm {
              formType
              title
            }
            ... on CmsProductBox {
              product {
                ...ProductCardFields
              }
            }
            ... on CmsProductSlider {
              title
              products {
                ...ProductCardFields
              }
            }
            ... on CmsFaq {
              title
              items {
                question
                answer
              }
            }
            ... on CmsPoll {
              id
              question
              totalVotes
              votedOptionId
              options {
                id
                label
                percentage
              }
            }
            ... on CmsQuote {
              html
              author
              role
            }
            ... on CmsFact {
              title
              value
              html
            }
          }
        }
      }
    }
  }
`);

export const ProductDetailFields = graphql(`
  fragment ProductDetailFields on Product {
    ...ProductCardFields
    description
    sku
    pharmacode
    ean
    returnable
    clickAndCollect
    brand {
      name
      url
    }
    media {
      ...ImageFields
    }
    unit {
      purchaseUnit
      unitName
    }
    availability {
      state
      orderable
      deliveryText
      minPurchase
      maxPurchase
      purchaseSteps
    }
    deliveryEstimate {
      ...DeliveryEstimateFields
    }
    price {
      taxRate
      tiers {
        kind
        quantity
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
    properties {
      name
      options {
        name
      }
    }
    accordion {
      key
      html
    }
    faqs {
      question
      answer
    }
    dispensingCategory
    packageLeafletUrl
    expertReview {
      author
      role
      html
      rating
      image {
        ...ImageFields
      }
    }
    reviews(page: 1, limit: 10, allLanguages: $allReviews) {
      total
      averageRating
      ratingCount
      distribution {
        points
        count
      }
      items {
        id
        title
        content
        points
        author
        createdAt
        comment
        language
      }
    }
    # Only the groups: the page reserves their place, and the cards arrive when the shopper nears them
    # (ProductCrossSellings below) — six cards were 14 % of the render's CPU (issue 26).
    crossSellings {
      id
      name
    }
    configurator {
      id
      name
      displayType
      options {
        id
        name
        selected
        colorHexCode
        url
      }
    }
  }
`);

/** The cross-selling cards of a product page, fetched in the browser when the shopper nears them (CrossSellings.tsx). */
export const ProductCrossSellingsQuery = graphql(`
  query ProductCrossSellings($id: ID!) {
    product(id: $id) {
      id
      crossSellings {
        id
        name
        products {
          ...ProductCardFields
        }
      }
    }
  }
`);

export const CatalogRoute = graphql(`
  query CatalogRoute($path: String!, $listing: ListingInput, $home: Boolean = false, $allReviews: Boolean = false) {
    # Home's product fallback for a layout without products of its own; rides along in the same request (one request
    # per page) because only the answer tells whether the layout has products — the loader drops it when it has.
    homeProducts: products(limit: 8) @include(if: $home) {
      items {
        ...ProductCardFields
      }
    }
    route(path: $path) {
      __typename
      ... on PageRoute {
        canonicalPath
        seo {
          title
          description
        }
        breadcrumbs {
          name
          url
        }
        alternates {
          locale
          path
        }
      }
      ... on CategoryRoute {
        isHome
        category {
          id
          name
          description
          type
          cmsPage {
            ...CmsPageFields
          }
          children {
            name
            url
            external
          }
        }
        # Home is its CMS layout (Shopware semantics): no listing with filters there, so none is asked for.
        listing(input: $listing) @skip(if: $home) {
          ...ListingFields
        }
      }
      ... on ProductRoute {
        product {
          ...ProductDetailFields
        }
      }
      ... on LandingPageRoute {
        landingPage {
          id
          name
          cmsPage {
            ...CmsPageFields
          }
        }
      }
      ... on TopicRoute {
        id
        title
        cmsPage {
          ...CmsPageFields
        }
        faqs {
          question
          answer
        }
        topicListing: listing(input: $listing) {
          ...ListingFields
        }
      }
      ... on EditorialRoute {
        id
        title
        teaser
        image {
          ...ImageFields
        }
        cmsPage {
          ...CmsPageFields
        }
        recommendedProducts {
          ...ProductCardFields
        }
      }
      ... on BrandRoute {
        brand {
          id
          name
          slug
          url
          description
          link
          logo {
            ...ImageFields
          }
          products(input: $listing) {
            ...ListingFields
          }
        }
      }
      ... on NotFoundRoute {
        path
      }
    }
  }
`);

export const BrandsQuery = graphql(`
  query Brands {
    brands {
      letter
      brands {
        id
        name
        slug
        url
      }
    }
  }
`);

export const SearchQuery = graphql(`
  query Search($term: String!, $listing: ListingInput) {
    search(term: $term, input: $listing) {
      term
      listing {
        ...ListingFields
      }
    }
  }
`);

export const SearchSuggestQuery = graphql(`
  query SearchSuggest($term: String!, $limit: Int) {
    searchSuggest(term: $term, limit: $limit) {
      term
      total
      products {
        id
        name
        url
        manufacturer
        cover {
          ...ImageFields
        }
        price {
          unitPrice {
            amount
            currency
          }
        }
      }
    }
  }
`);

/**
 * The same page in every language (the hreflang alternates) for a path read in one language: the locale
 * redirect and the wrong-language rescue (catalog/samePage.server.ts) ask this, not the whole page.
 */
export const PageAlternates = graphql(`
  query PageAlternates($path: String!, $locale: Locale!) {
    route(path: $path, locale: $locale) {
      __typename
      ... on PageRoute {
        alternates {
          locale
          path
        }
      }
    }
  }
`);

/** The gateway's answer to `route(path)`, as the loader reads it. */
export type RouteAnswer = CatalogRouteQuery["route"];
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/**
 * Fields of the answer that only the loader reads (redirect to the canonical path, `<head>`): they reach the browser
 * once, as the loader's `head`, and are not serialised again inside the page data.
 */
export type HeadFields = "seo" | "canonicalPath" | "alternates";
/** A route as the page components get it (loader data). */
export type RouteData = DistributiveOmit<RouteAnswer, HeadFields>;
/** The page data a catalogue loader hands to its component. */
export type CatalogPageData = Omit<CatalogRouteQuery, "route"> & { route: RouteData };
export type PageRouteData = Exclude<RouteData, { __typename: "NotFoundRoute" }>;
export type CategoryRouteData = Extract<RouteData, { __typename: "CategoryRoute" }>;
export type LandingRouteData = Extract<RouteData, { __typename: "LandingPageRoute" }>;
export type TopicRouteData = Extract<RouteData, { __typename: "TopicRoute" }>;
export type EditorialRouteData = Extract<RouteData, { __typename: "EditorialRoute" }>;
export type BrandRouteData = Extract<RouteData, { __typename: "BrandRoute" }>;
export type ProductCard = ProductCardFieldsFragment;
export type ProductDetail = ProductDetailFieldsFragment;
export type Listing = ListingFieldsFragment;
export type CmsPageData = CmsPageFieldsFragment;
export type CmsSectionData = CmsPageData["sections"][number];
export type CmsBlockData = CmsSectionData["blocks"][number];
export type CmsSlotData = CmsBlockData["slots"][number];
export type CmsElementData = CmsSlotData["element"];
