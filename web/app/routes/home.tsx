import { useReadQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useOutletContext } from "react-router";
import { HomeProductsQuery } from "~/apollo/documents";
import { apolloLoader } from "~/apollo/loader";
import { ErrorContent } from "~/components/ErrorContent";
import { NavItemLink } from "~/components/NavItemLink";
import { ProductTile } from "~/components/ProductTile";
import type { DefaultLayoutContext } from "~/layouts/default";
import type { Route } from "./+types/home";

export const HOME_PRODUCT_COUNT = 8;

export const loader = apolloLoader<Route.LoaderArgs>()(async ({ preloadQuery, waitForQueries }) => {
  const productsRef = preloadQuery(HomeProductsQuery, { variables: { limit: HOME_PRODUCT_COUNT } });
  await waitForQueries();
  return { productsRef };
});

export default function Home({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { navigationRef } = useOutletContext<DefaultLayoutContext>();
  const navigation = useReadQuery(navigationRef).data.navigation;
  const products = useReadQuery(loaderData.productsRef).data.products.items;
  const siteName = intl.formatMessage({ id: "site.name" });

  return (
    <>
      <section className="hero">
        <div className="container">
          <h1 className="hero__title">
            <FormattedMessage id="home.heading" values={{ siteName }} />
          </h1>
          <p className="hero__intro">
            <FormattedMessage id="home.intro" />
          </p>
        </div>
      </section>

      <section className="container section" aria-labelledby="home-categories">
        <h2 id="home-categories" className="section__title">
          <FormattedMessage id="home.categories" />
        </h2>
        {navigation.length > 0 ? (
          <ul className="category-grid" data-testid="home-navigation">
            {navigation.map((entry) => (
              <li key={entry.id} className="category-card">
                <NavItemLink url={entry.url} external={entry.external} className="category-card__title">
                  {entry.name}
                </NavItemLink>
                {entry.children.length > 0 ? (
                  <ul className="category-card__children">
                    {entry.children.slice(0, 5).map((child) => (
                      <li key={child.id}>
                        <NavItemLink url={child.url} external={child.external}>
                          {child.name}
                        </NavItemLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>
            <FormattedMessage id="home.categoriesEmpty" />
          </p>
        )}
      </section>

      <section className="container section" aria-labelledby="home-products">
        <h2 id="home-products" className="section__title">
          <FormattedMessage id="home.products" />
        </h2>
        {products.length > 0 ? (
          <ul className="product-grid" data-testid="product-grid">
            {products.map((product) => (
              <ProductTile key={product.id} product={product} />
            ))}
          </ul>
        ) : (
          <p>
            <FormattedMessage id="home.productsEmpty" />
          </p>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorContent error={error} />
    </div>
  );
}
