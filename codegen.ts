import type { CodegenConfig } from "@graphql-codegen/cli";
import { addTypenameSelectionDocumentTransform } from "@graphql-codegen/client-preset";

/**
 * One codegen config for both sides of the contract in schema/.
 * Generated files live in folders named `generated/` and are never edited by hand.
 */
const config: CodegenConfig = {
  schema: "schema/*.graphql",
  ignoreNoDocuments: false,
  generates: {
    // Gateway: resolver signatures checked against the SDL.
    "gateway/src/generated/graphql.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        useIndexSignature: true,
        contextType: "../context.js#GatewayContext",
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { JSON: "unknown" },
        // Parent types of resolvers are the upstream Store API rows, not the GraphQL shapes.
        mappers: {
          Product: "../catalog/mapping.js#ProductRow",
          NavigationEntry: "../catalog/mapping.js#CategoryRow",
          Session: "../session/resolvers.js#SessionRow",
          Currency: "../session/resolvers.js#CurrencyRow",
          Language: "../session/languages.js#LanguageRow",
          // Accounts (issue 4)
          Customer: "../account/rows.js#CustomerRow",
          CustomerAddress: "../account/rows.js#AddressRow",
          Country: "../account/rows.js#CountryRow",
          CountryState: "../account/rows.js#CountryStateRow",
          Salutation: "../account/rows.js#SalutationRow",
          PaymentMethod: "../account/rows.js#PaymentMethodRow",
          CustomerGroupRegistration: "../account/rows.js#CustomerGroupRow",
          AccountResult: "../account/results.js#AccountResultRow",
          RegisterResult: "../account/results.js#RegisterResultRow",
          AddressResult: "../account/addresses.js#AddressResultRow",
          Wishlist: "../wishlist/resolvers.js#WishlistRow",
          // Catalogue, content and search (issue 3).
          Brand: "../catalog/rows.js#BrandRow",
          Review: "../catalog/rows.js#ReviewRow",
          ReviewList: "../catalog/rows.js#ReviewListShape",
          CrossSellingGroup: "../catalog/rows.js#CrossSellingRow",
          ProductListing: "../catalog/rows.js#ListingShape",
          ConfiguratorGroup: "../catalog/rows.js#ConfiguratorGroupShape",
          Category: "../catalog/mapping.js#CategoryRow",
          LandingPage: "../content/rows.js#LandingPageRow",
          CmsPage: "../content/rows.js#CmsPageRow",
          CmsSection: "../content/rows.js#CmsSectionRow",
          CmsBlock: "../content/rows.js#CmsBlockRow",
          CmsSlot: "../content/rows.js#CmsSlotRow",
          CategoryRoute: "../content/rows.js#CategoryRouteShape",
          ProductRoute: "../content/rows.js#ProductRouteShape",
          LandingPageRoute: "../content/rows.js#LandingRouteShape",
          TopicRoute: "../content/rows.js#TopicRouteShape",
          EditorialRoute: "../content/rows.js#EditorialRouteShape",
          BrandRoute: "../content/rows.js#BrandRouteShape",
          NotFoundRoute: "../content/rows.js#NotFoundRouteShape",
          SearchResult: "../search/rows.js#SearchResultShape",
          // Cart and pharmacies (issue 7).
          Cart: "../cart/rows.js#CartRow",
          CartLineItem: "../cart/rows.js#CartLineItemRow",
          CartResult: "../cart/results.js#CartResultShape",
          FulfilmentConflict: "../cart/rows.js#ConflictRow",
          RequestedCartItem: "../cart/rows.js#RequestedItemRow",
        },
      },
    },
    // Web: typed documents for every graphql() call in the storefront.
    "web/app/generated/": {
      preset: "client",
      documents: ["web/app/**/*.{ts,tsx}", "!web/app/generated/**"],
      // persistedDocuments: every operation gets a sha256 hash (document.__meta__.hash) and
      // web/app/generated/persisted-documents.json maps hash -> text; the gateway loads that file
      // (PERSISTED_DOCUMENTS_FILE) so the web can send hashes instead of documents.
      // __typename is added at build time so the persisted text equals what Apollo Client's cache sends.
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: "sha256" } },
      documentTransforms: [addTypenameSelectionDocumentTransform],
      config: {
        enumsAsTypes: true,
        scalars: { JSON: "unknown" },
        useTypeImports: true,
      },
    },
  },
};

export default config;
