/**
 * The prefixed catalogue paths of SPEC §2, one module for all four (web/app/routes.ts points them here):
 * /b/{all...} brand or listing pages, /t/{all...} topic pages with FAQ (e.g. /t/bestseller),
 * /e/{all...} editorial pages (poll, quote, fact, recommended products), /cp/{all...} CMS pages.
 * The gateway's route(path) tells which one a path is.
 */
import { apolloLoader } from "~/apollo/loader";
import { loadCatalogPage } from "~/catalog/pageLoader";
import { invalidPath, isValidSplat, shopPathOf } from "~/catalog/validation";
import type { Route } from "./+types/catalogPrefix.$";
import { CatalogErrorBoundary, CatalogPageView } from "./catalog/page";

export const loader = apolloLoader<Route.LoaderArgs>()((args) => {
  const path = shopPathOf(args.request);
  if (!path || !isValidSplat(args.params["*"])) invalidPath(args.request);
  return loadCatalogPage(args, path);
});

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CatalogPageView page={loaderData.page} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogErrorBoundary error={error} />;
}
