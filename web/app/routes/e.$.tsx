/** /e/{all...}: Editorial pages (poll, quote, fact, recommended products) (SPEC §2), resolved by the gateway's route(path). */
import { apolloLoader } from "~/apollo/loader";
import { loadCatalogPage } from "~/catalog/pageLoader";
import { invalidPath, isValidSplat, shopPathOf } from "~/catalog/validation";
import type { Route } from "./+types/e.$";
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
