/** Home: the sales channel's navigation category, resolved like any page through route('/') (SPEC §2). */
import { apolloLoader } from "~/apollo/loader";
import { loadCatalogPage } from "~/catalog/pageLoader";
import type { Route } from "./+types/home";
import { CatalogErrorBoundary, CatalogPageView } from "./catalog/page";

export const loader = apolloLoader<Route.LoaderArgs>()((args) => loadCatalogPage(args, "/"));

export default function Home({ loaderData }: Route.ComponentProps) {
  return <CatalogPageView page={loaderData.page} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogErrorBoundary error={error} />;
}
