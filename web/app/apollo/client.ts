/**
 * Apollo Client for the browser: one client for the app, talking to /graphql on the shop's own origin
 * (proxied to the gateway by app/routes/graphql.ts). It serves what happens after the page is shown
 * (wishlist, search suggestions, mutations); page data arrives as loader data (./loader.ts).
 *
 * Server rendering gets one shared client that never fetches: pages render from loader data, and a
 * component that asked for data during SSR would otherwise fetch without the visitor's context.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { PersistedQueryLink } from "@apollo/client/link/persisted-queries";
import { print, type DocumentNode } from "graphql";
import { throwError } from "rxjs";
import { CATALOG_POSSIBLE_TYPES } from "~/catalog/possibleTypes";
import { shopperHeaders } from "~/http/forward";
import { localeFromPathname, type Locale } from "~/i18n/locales";
import { persistedHash } from "./persisted";

export const LOCALE_HEADER = "x-shop-locale";
/** Tells the gateway a request comes from the storefront (PERSISTED_DOCUMENTS=require-for-web refuses its full documents). */
export const CLIENT_NAME_HEADERS = { "apollographql-client-name": "web" } as const;

/** Headers of every call the web server makes to the gateway for a page request (the shopper's address included). */
export function gatewayRequestHeaders(request: Request, locale: Locale): Record<string, string> {
  const headers: Record<string, string> = {
    [LOCALE_HEADER]: locale,
    "apollo-require-preflight": "true",
    ...CLIENT_NAME_HEADERS,
    ...shopperHeaders(request),
  };
  const cookie = request.headers.get("cookie");
  if (cookie) headers.cookie = cookie;
  return headers;
}

/** Adds the locale of the page currently shown to every browser request. */
const browserLocaleLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, [LOCALE_HEADER]: localeFromPathname(window.location.pathname) },
  }));
  return forward(operation);
});

/** sha256 of a document codegen did not generate (none today): the gateway does not know it, the link then sends the text. */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Sends the build-time hash instead of the document (reads as GET, mutations as POST); on
 * PERSISTED_QUERY_NOT_FOUND it retries once with the text. The generated documents carry __typename
 * everywhere (codegen.ts), so Apollo's cache leaves them as they are and their hash survives.
 */
const persistedDocumentsLink = new PersistedQueryLink({
  generateHash: (document: DocumentNode) => persistedHash(document) ?? sha256Hex(print(document)),
  useGETForHashedQueries: true,
});

function browserLink(): ApolloLink {
  return ApolloLink.from([
    browserLocaleLink,
    persistedDocumentsLink,
    new HttpLink({ uri: "/graphql", credentials: "same-origin", headers: { "apollo-require-preflight": "true" } }),
  ]);
}

const noServerFetch = new ApolloLink(() => throwError(() => new Error("GraphQL during server rendering: read it in a loader")));

let serverClient: ApolloClient | undefined;

export function makeClient(): ApolloClient {
  if (import.meta.env.SSR) {
    serverClient ??= new ApolloClient({ cache: new InMemoryCache({ possibleTypes: CATALOG_POSSIBLE_TYPES }), link: noServerFetch });
    return serverClient;
  }
  return new ApolloClient({ cache: new InMemoryCache({ possibleTypes: CATALOG_POSSIBLE_TYPES }), link: browserLink() });
}
