/** /brands: all brands A–Z with a letter index; 'no brands available' when the list is empty (SPEC §8). */
import { FormattedMessage, useIntl } from "react-intl";
import { data, isRouteErrorResponse, Link } from "react-router";
import { apolloLoader } from "~/apollo/loader";
import { BrandsQuery } from "~/catalog/documents";
import { CatalogPageError } from "~/components/catalog/PageError";
import { Breadcrumbs } from "~/components/layout/Breadcrumbs";
import { navTarget } from "~/i18n/links";
import { useLocale } from "~/i18n/useLocale";
import type { Route } from "./+types/brands";

export const loader = apolloLoader<Route.LoaderArgs>()(async ({ query, waitForQueries }) => {
  const brands$ = query(BrandsQuery);
  await waitForQueries();
  const brands = await brands$;
  if (!brands) throw data({ reason: "gateway" }, { status: 502 });
  return { brands: brands.brands, head: { titleId: "catalog.brands.title" as const, canonicalPath: "/brands", alternates: { de: "/brands", it: "/brands", fr: "/brands" } } };
});

export default function Brands({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const locale = useLocale();
  const groups = loaderData.brands;
  const title = intl.formatMessage({ id: "catalog.brands.title" });
  return (
    <div className="brands-page" data-testid="brands-page">
      <Breadcrumbs items={[{ name: title }]} />
      <div className="container">
        <h1 className="page-header__title">{title}</h1>
        {groups.length === 0 ? (
          <p className="empty-state" data-testid="brands-empty">
            <FormattedMessage id="catalog.brands.empty" />
          </p>
        ) : (
          <>
            <nav className="letter-index" aria-label={intl.formatMessage({ id: "catalog.brands.index" })}>
              <ul>
                {groups.map((group) => (
                  <li key={group.letter}>
                    <a href={`#brands-${group.letter === "#" ? "other" : group.letter}`}>{group.letter}</a>
                  </li>
                ))}
              </ul>
            </nav>
            {groups.map((group) => (
              <section
                key={group.letter}
                id={`brands-${group.letter === "#" ? "other" : group.letter}`}
                className="brand-group"
                data-testid="brand-group"
                data-letter={group.letter}
              >
                <h2 className="brand-group__letter">{group.letter}</h2>
                <ul className="brand-group__list">
                  {group.brands.map((brand) => {
                    const target = navTarget(brand.url, false, locale);
                    return (
                      <li key={brand.id}>
                        {target.kind === "internal" ? (
                          <Link to={target.to} data-testid="brand-link">
                            {brand.name}
                          </Link>
                        ) : (
                          brand.name
                        )}
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </>
        )}
      </div>
    </div>
  );
}

/** 'Brands failed to load' (SPEC §8) above the status page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const gatewayFailure = isRouteErrorResponse(error) && error.status >= 500;
  return (
    <>
      {gatewayFailure ? (
        <p className="container notice notice--danger" role="alert" data-testid="brands-failed">
          <FormattedMessage id="catalog.brands.failed" />
        </p>
      ) : null}
      <CatalogPageError error={error} />
    </>
  );
}
