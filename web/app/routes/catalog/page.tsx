/** Shared component and error boundary of every route that renders a `route(path)` page. */
import type { CatalogPageData } from "~/catalog/documents";
import { CatalogPageError } from "~/components/catalog/PageError";
import { RoutePage } from "~/components/catalog/RoutePage";

export function CatalogPageView({ page }: { page: CatalogPageData }) {
  return <RoutePage route={page.route} homeProducts={page.homeProducts?.items} />;
}

export function CatalogErrorBoundary({ error }: { error: unknown }) {
  return <CatalogPageError error={error} />;
}
