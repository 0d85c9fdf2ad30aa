/**
 * Final catch-all (SPEC §2): SEO paths of categories, products and landing pages are resolved by the
 * gateway's route(path); a path it does not know answers HTTP 404 'Page not found: {path}'.
 */
import { data } from "react-router";
import { apolloLoader } from "~/apollo/loader";
import { loadCatalogPage } from "~/catalog/pageLoader";
import { isValidSplat, shopPathOf } from "~/catalog/validation";
import type { Route } from "./+types/$";
import { CatalogErrorBoundary, CatalogPageView } from "./catalog/page";

export const loader = apolloLoader<Route.LoaderArgs>()((args) => {
  const path = shopPathOf(args.request);
  // Not a shop path at all (too long, control characters, dot segments): plain 404 without asking the gateway.
  if (!path || !isValidSplat(path.slice(1))) throw data({ path: new URL(args.request.url).pathname }, { status: 404 });
  return loadCatalogPage(args, path);
});

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  return <CatalogPageView page={loaderData.page} />;
}

/** Rendered inside the default layout, so header and navigation stay. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogErrorBoundary error={error} />;
}
