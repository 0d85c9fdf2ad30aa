/** Shared component and error boundary of every route that renders a `route(path)` page. */
import type { CatalogRouteQuery } from "~/generated/graphql";
import { CatalogPageError } from "~/components/catalog/PageError";
import { RoutePage } from "~/components/catalog/RoutePage";

export function CatalogPageView({ page }: { page: CatalogRouteQuery }) {
  return <RoutePage route={page.route} homeProducts={page.homeProducts?.items} />;
}

export function CatalogErrorBoundary({ error }: { error: unknown }) {
  return <CatalogPageError error={error} />;
}
