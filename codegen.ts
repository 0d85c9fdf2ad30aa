import type { CodegenConfig } from "@graphql-codegen/cli";

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
        },
      },
    },
    // Web: typed documents for every graphql() call in the storefront.
    "web/app/generated/": {
      preset: "client",
      documents: ["web/app/**/*.{ts,tsx}", "!web/app/generated/**"],
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        scalars: { JSON: "unknown" },
        useTypeImports: true,
      },
    },
  },
};

export default config;
