/**
 * Apollo Client factory for both sides.
 * - Server (SSR and loaders): one client per request, talking straight to the gateway,
 *   forwarding the visitor's cookie and the page locale (x-shop-locale).
 * - Browser: one client for the app, talking to /graphql on the shop's own origin
 *   (proxied to the gateway by app/routes/graphql.ts).
 */
import { ApolloLink, HttpLink, InMemoryCache, disableFragmentWarnings } from "@apollo/client";
import { ApolloClient } from "@apollo/client-integration-react-router";
import { CATALOG_POSSIBLE_TYPES } from "~/catalog/possibleTypes";
import { localeFromPathname, type Locale } from "~/i18n/locales";
import { fetchWithTimeout, gatewayGraphqlUrl } from "./config";
import type { QueryTracker } from "./tracker";

// Preloaded queries travel to the browser as text and are parsed again by graphql-tag, which then
// warns that their (codegen-unique) fragment names "already exist" — on every request.
disableFragmentWarnings();

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

function serverLink(request: Request, tracker?: QueryTracker): ApolloLink {
  const locale = localeFromPathname(new URL(request.url).pathname);
  const http = new HttpLink({
    uri: gatewayGraphqlUrl(),
    headers: gatewayRequestHeaders(request, locale),
    fetch: fetchWithTimeout,
  });
  return tracker ? ApolloLink.from([tracker.link, http]) : http;
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

export function makeClient(request?: Request, tracker?: QueryTracker): ApolloClient {
  const link = import.meta.env.SSR && request ? serverLink(request, tracker) : browserLink();
  return new ApolloClient({ cache: new InMemoryCache({ possibleTypes: CATALOG_POSSIBLE_TYPES }), link });
}
