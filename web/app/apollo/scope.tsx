/**
 * Apollo Client for the parts of a page that use it after load: the wishlist of a logged-in customer, the
 * header's search suggestions and the wishlist page. One client per browser tab, created by the first of them.
 *
 * Only modules loaded on demand import this (React.lazy / import(), or the wishlist route's own chunk): Apollo
 * Client with rxjs, graphql and the generated documents is ≈ 60 KB of gzipped JavaScript that no page needs
 * to show itself or to become interactive (page data arrives as loader data, forms post to actions).
 */
import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import type { ReactNode } from "react";
import { makeClient } from "./client";

let client: ApolloClient | undefined;

/** The tab's client (on the server: the shared client that never fetches, apollo/client.ts). */
export function sharedClient(): ApolloClient {
  client ??= makeClient();
  return client;
}

export function ApolloScope({ children }: { children: ReactNode }) {
  return <ApolloProvider client={sharedClient()}>{children}</ApolloProvider>;
}
