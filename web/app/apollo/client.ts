/**
 * Apollo Client for the browser: one client for the app, talking to /graphql on the shop's own origin
 * (proxied to the gateway by app/routes/graphql.ts). It serves what happens after the page is shown
 * (wishlist, search suggestions, mutations); page data arrives as loader data (./loader.ts).
 *
 * Server rendering gets one shared client that never fetches: pages render from loader data, and a
 * component that asked for data during SSR would otherwise fetch without the visitor's context.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { throwError } from "rxjs";
import { CATALOG_POSSIBLE_TYPES } from "~/catalog/possibleTypes";
import { localeFromPathname, type Locale } from "~/i18n/locales";

export const LOCALE_HEADER = "x-shop-locale";

export function gatewayRequestHeaders(request: Request, locale: Locale): Record<string, string> {
  const headers: Record<string, string> = {
    [LOCALE_HEADER]: locale,
    "apollo-require-preflight": "true",
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

function browserLink(): ApolloLink {
  return ApolloLink.from([
    browserLocaleLink,
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
