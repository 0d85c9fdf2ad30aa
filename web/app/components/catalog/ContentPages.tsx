/**
 * Landing, topic, editorial and brand pages (SPEC §2 content pages, issue 3): a page part of their own
 * (components/pageParts.tsx), so category, product and home pages do not load them.
 */
import { FormattedMessage } from "react-intl";
import type { BrandRouteData, EditorialRouteData, LandingRouteData, TopicRouteData } from "~/catalog/documents";
import { cmsHasElement, cmsHasListing, cmsHasOwnHeading, isCmsType } from "~/catalog/cmsContent";
import { navTarget } from "~/i18n/links";
import { useLocale } from "~/i18n/useLocale";
import { CatalogImage } from "./CatalogImage";
import { FaqList } from "./Faq";
import { CmsPage, Listing } from "~/components/pageParts";
import { ProductSlider } from "./ProductCard";

export function LandingPage({ route }: { route: LandingRouteData }) {
  const { landingPage } = route;
  return (
    <div className="landing-page" data-testid="landing-page">
      {cmsHasOwnHeading(landingPage.cmsPage) ? null : <h1 className="page-header__title">{landingPage.name}</h1>}
      {landingPage.cmsPage ? <CmsPage page={landingPage.cmsPage} /> : null}
    </div>
  );
}

export function TopicPage({ route }: { route: TopicRouteData }) {
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

export function EditorialPage({ route }: { route: EditorialRouteData }) {
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

export function BrandPage({ route }: { route: BrandRouteData }) {
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
