/** /navigation/{id}: technical path (SPEC §2); a malformed id fails the route's validity check → 'Page Not Found: {path}'. */
import { apolloLoader } from "~/apollo/loader";
import { assertValidId, loadCatalogPage } from "~/catalog/pageLoader";
import type { Route } from "./+types/navigation.$id";
import { CatalogErrorBoundary, CatalogPageView } from "./catalog/page";

export const loader = apolloLoader<Route.LoaderArgs>()((args) => {
  const id = assertValidId(args.params.id, args.request);
  return loadCatalogPage(args, `/navigation/${id}`);
});

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CatalogPageView page={loaderData.page} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogErrorBoundary error={error} />;
}
