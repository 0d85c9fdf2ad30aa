/**
 * apolloLoader: React Router loaders that preload GraphQL queries on the server.
 * The query refs returned from a loader carry their results to the browser inside
 * the loader data, where they are written into the browser's Apollo cache
 * (ApolloHydrationHelper) - the browser does not fetch them again.
 *
 * On top of the integration's preloadQuery this adds waitForQueries(): it waits
 * for the preloaded queries and throws a 502/503 response if the gateway failed.
 */
import { createApolloLoaderHandler, type ApolloClient } from "@apollo/client-integration-react-router";
import { makeClient } from "./client";
import { QueryTracker } from "./tracker";

type PreloadQueryFn = createApolloLoaderHandler.PreloadQueryFn;

// createApolloLoaderHandler calls makeClient and then, synchronously, the loader:
// the tracker created last belongs to the loader that runs next.
let lastTracker: QueryTracker | undefined;
let lastClient: ApolloClient | undefined;

const handler = createApolloLoaderHandler((request: Request): ApolloClient => {
  lastTracker = new QueryTracker();
  lastClient = makeClient(request, lastTracker);
  return lastClient;
});

export interface ApolloLoaderExtras {
  preloadQuery: PreloadQueryFn;
  /** Waits for every query preloaded so far; throws a 502/503 response on gateway failure. */
  waitForQueries: () => Promise<void>;
  /**
   * The request's client (same tracker link). A loader that needs the answer itself (404, redirect,
   * <head>) runs `client.query(...)` instead of preloadQuery and awaits it after waitForQueries():
   * preloaded queries are fetched "no-cache", so their data cannot be read back from the cache.
   */
  client: ApolloClient;
}

export function apolloLoader<Args extends { request: Request }>() {
  return <ReturnValue>(loader: (args: Args & ApolloLoaderExtras) => ReturnValue) =>
    handler<Args>()((args) => {
      const tracker = lastTracker ?? new QueryTracker();
      const client = lastClient ?? makeClient(args.request, tracker);
      lastTracker = undefined;
      lastClient = undefined;
      return loader({ ...args, client, waitForQueries: () => tracker.settled() });
    });
}
