/** Renders whatever page `route(path)` resolved to (category, product, landing, topic, editorial, brand). */
import { FormattedMessage, useIntl } from "react-intl";
import type { ProductCard as ProductCardData, CategoryRouteData, PageRouteData, RouteData } from "~/catalog/documents";
import { cmsHasListing, cmsHasOwnHeading, layoutListing } from "~/catalog/cmsContent";
import { Breadcrumbs } from "~/components/layout/Breadcrumbs";
import { BrandPage, CmsPage, EditorialPage, LandingPage, Listing, ProductDetail, TopicPage } from "~/components/pageParts";
import { ProductGrid } from "./ProductCard";
import { NavItemLink } from "~/components/NavItemLink";
import { useShopName } from "~/shop/useShop";

export function RoutePage({ route, homeProducts }: { route: RouteData; homeProducts?: readonly ProductCardData[] }) {
  if (route.__typename === "NotFoundRoute") return null;
  const page = route as PageRouteData;
  return (
    <div className="catalog-page" data-testid="catalog-page" data-page-kind={page.__typename}>
      <Breadcrumbs items={page.breadcrumbs.map((crumb) => ({ name: crumb.name, url: crumb.url }))} />
      <div className="container">
        <PageBody route={page} />
        {homeProducts && homeProducts.length > 0 ? (
          <section className="section" aria-labelledby="home-products">
            <h2 id="home-products" className="section__title">
              <FormattedMessage id="home.products" />
            </h2>
            <ProductGrid products={homeProducts} testId="home-products" />
          </section>
        ) : null}
      </div>
    </div>
  );
}

function PageBody({ route }: { route: PageRouteData }) {
  switch (route.__typename) {
    case "CategoryRoute":
      return <CategoryPage route={route} />;
    case "ProductRoute":
      return <ProductDetail product={route.product} />;
    case "LandingPageRoute":
      return <LandingPage route={route} />;
    case "TopicRoute":
      return <TopicPage route={route} />;
    case "EditorialRoute":
      return <EditorialPage route={route} />;
    case "BrandRoute":
      return <BrandPage route={route} />;
    default:
      return null;
  }
}

export function CategoryPage({ route }: { route: CategoryRouteData }) {
  const { category } = route;
  const cms = category.cmsPage;
  // Home never asks for its listing (documents.ts: `@skip(if: $home)`): like a Shopware storefront, the home page IS
  // its CMS layout, and a listing (with filters) shows only where a layout has a listing element. Other listing
  // categories without one in their layout get the listing below it.
  const listing = layoutListing(route);
  const showListing = listing !== null && !cmsHasListing(cms);
  return (
    <div className="category-page" data-testid="category-page" data-category-id={category.id}>
      {route.isHome ? (
        cmsHasOwnHeading(cms) ? null : <HomeHero />
      ) : (
        <header className="page-header">
          <h1 className="page-header__title" data-testid="page-title">
            {category.name}
          </h1>
          {category.description && !cms ? <div className="rich-text page-header__intro" dangerouslySetInnerHTML={{ __html: category.description }} /> : null}
        </header>
      )}
      {cms ? <CmsPage page={cms} context={{ listing }} /> : null}
      {!cms && category.children.length > 0 ? (
        <nav className="subcategories">
          <ul>
            {category.children.map((child) => (
              <li key={child.url}>
                <NavItemLink url={child.url} external={child.external} className="chip">
                  {child.name}
                </NavItemLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {showListing ? <Listing listing={listing} /> : null}
    </div>
  );
}

function HomeHero() {
  const siteName = useShopName();
  return (
    <section className="hero hero--home">
      <h1 className="hero__title">
        <FormattedMessage id="home.heading" values={{ siteName }} />
      </h1>
      <p className="hero__intro">
        <FormattedMessage id="home.intro" />
      </p>
    </section>
  );
}
