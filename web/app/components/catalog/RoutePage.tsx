/** Renders whatever page `route(path)` resolved to (category, product, landing, topic, editorial, brand). */
import { FormattedMessage, useIntl } from "react-intl";
import type {
  ProductCard as ProductCardData,
  BrandRouteData,
  CategoryRouteData,
  EditorialRouteData,
  LandingRouteData,
  PageRouteData,
  RouteData,
  TopicRouteData,
} from "~/catalog/documents";
import { cmsHasElement, cmsHasListing, cmsHasOwnHeading, isCmsType } from "~/catalog/cmsContent";
import { Breadcrumbs } from "~/components/layout/Breadcrumbs";
import { navTarget } from "~/i18n/links";
import { useLocale } from "~/i18n/useLocale";
import { CatalogImage } from "./CatalogImage";
import { FaqList } from "./Faq";
import { CmsPage, Listing, ProductDetail } from "./pageParts";
import { ProductGrid, ProductSlider } from "./ProductCard";
import { NavItemLink } from "~/components/NavItemLink";

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
  const listing = route.isHome ? null : (route.listing ?? null);
  const showListing = category.type === "PAGE" && listing !== null && !cmsHasListing(cms);
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
      {cms ? <CmsPage page={cms} context={{ listing: category.type === "PAGE" ? listing : null }} /> : null}
      {!cms && category.children.length > 0 ? (
        <nav className="subcategories">
          <ul>
            {category.children.map((child) => (
              <li key={child.id}>
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
  const intl = useIntl();
  const siteName = intl.formatMessage({ id: "site.name" });
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

function LandingPage({ route }: { route: LandingRouteData }) {
  const { landingPage } = route;
  return (
    <div className="landing-page" data-testid="landing-page">
      {cmsHasOwnHeading(landingPage.cmsPage) ? null : <h1 className="page-header__title">{landingPage.name}</h1>}
      {landingPage.cmsPage ? <CmsPage page={landingPage.cmsPage} /> : null}
    </div>
  );
}

function TopicPage({ route }: { route: TopicRouteData }) {
  const listing = route.topicListing;
  return (
    <div className="topic-page" data-testid="topic-page">
      {cmsHasOwnHeading(route.cmsPage) ? null : (
        <header className="page-header">
          <h1 className="page-header__title">{route.title}</h1>
        </header>
      )}
      {route.cmsPage ? <CmsPage page={route.cmsPage} context={{ listing }} /> : null}
      {listing && !cmsHasListing(route.cmsPage) ? <Listing listing={listing} /> : null}
      {/* FAQ collected from the page; shown once even when the CMS also has FAQ blocks. */}
      {cmsHasElement(route.cmsPage, isCmsType("CmsFaq")) ? null : (
        <FaqList items={route.faqs} testId="topic-faq" />
      )}
    </div>
  );
}

function EditorialPage({ route }: { route: EditorialRouteData }) {
  return (
    <article className="editorial-page" data-testid="editorial-page">
      {cmsHasOwnHeading(route.cmsPage) ? null : (
        <header className="page-header">
          <h1 className="page-header__title">{route.title}</h1>
          {route.teaser ? <p className="page-header__intro">{route.teaser}</p> : null}
        </header>
      )}
      {route.image && !route.cmsPage ? (
        <figure className="editorial-page__hero">
          <CatalogImage image={route.image} displayWidth={1100} sizes="(max-width: 1100px) 100vw, 1100px" priority />
        </figure>
      ) : null}
      {route.cmsPage ? <CmsPage page={route.cmsPage} /> : null}
      {route.recommendedProducts.length > 0 && !cmsHasElement(route.cmsPage, isCmsType("CmsProductSlider")) ? (
        <ProductSlider products={route.recommendedProducts} title={null} testId="recommended-products" />
      ) : null}
    </article>
  );
}

function BrandPage({ route }: { route: BrandRouteData }) {
  const { brand } = route;
  const locale = useLocale();
  const website = brand.link ? navTarget(brand.link, true, locale) : undefined;
  return (
    <div className="brand-page" data-testid="brand-page" data-brand-id={brand.id}>
      <header className="page-header page-header--brand">
        {brand.logo ? <CatalogImage image={brand.logo} displayWidth={160} className="page-header__logo" priority /> : null}
        <div>
          <h1 className="page-header__title" data-testid="page-title">
            {brand.name}
          </h1>
          {brand.description ? <div className="rich-text page-header__intro" dangerouslySetInnerHTML={{ __html: brand.description }} /> : null}
          {website?.kind === "external" ? (
            <p>
              <a href={website.href} rel="noopener noreferrer">
                <FormattedMessage id="catalog.brand.website" />
              </a>
            </p>
          ) : null}
        </div>
      </header>
      <Listing
        listing={brand.products}
        hideManufacturers
        emptyMessage={
          <p data-testid="brand-no-products">
            <FormattedMessage id="catalog.brand.noProducts" />
          </p>
        }
      />
    </div>
  );
}
