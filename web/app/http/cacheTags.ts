/**
 * Cache tags of a rendered page (issue 26): the ids of the catalogue entities its loaders read, so a purge by
 * tag (server/pageCache.mjs, Shopware's `xkey` style) drops exactly the pages that show a changed product,
 * category, navigation entry or landing page. The gateway's answers carry `__typename` (codegen adds it to every
 * selection), so the tags are gathered from each answer as the loader receives it (apollo/loader.ts) — the page
 * loaders drop the plain typenames before the data is serialised (catalog/typenames.ts) — into a per-request set in
 * the router context, which entry.server.tsx reads.
 */
import { createContext, type RouterContextProvider } from "react-router";

/** Internal response header: read and removed by the web server's page cache, never sent to a browser. */
export const CACHE_TAGS_HEADER = "X-Cache-Tags";

const TAG_PREFIX_BY_TYPENAME: Record<string, string> = {
  Product: "product",
  Category: "category",
  NavigationEntry: "navigation",
  LandingPage: "landing-page",
};

/** The tags of the current request's gateway answers (null until a loader asked the gateway). */
export const cacheTagsContext = createContext<Set<string> | null>(null);

/** The request's tag set, created by the first loader that asks for it. */
export function requestCacheTags(context: Readonly<RouterContextProvider>): Set<string> {
  let tags = context.get(cacheTagsContext);
  if (!tags) {
    tags = new Set();
    context.set(cacheTagsContext, tags);
  }
  return tags;
}

/** Tags (`product-<id>`, `category-<id>`, …) of every tagged object anywhere in `data`, each once. */
export function addCacheTags(tags: Set<string>, data: unknown): void {
  const seen = new Set<object>();
  const walk = (value: unknown): void => {
    if (value === null || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    const record = value as Record<string, unknown>;
    const prefix = typeof record.__typename === "string" ? TAG_PREFIX_BY_TYPENAME[record.__typename] : undefined;
    if (prefix && typeof record.id === "string" && record.id !== "") tags.add(`${prefix}-${record.id}`);
    for (const child of Object.values(record)) walk(child);
  };
  walk(data);
}
