/**
 * Product detail page (SPEC §2 product detail parts): gallery, price with tier labels, units,
 * availability, add to cart (quantity, fulfilment) with a sticky bar on small screens, variant configurator,
 * accordion, expert review, customer reviews with slider, FAQ, cross-selling and JSON-LD.
 */
import { useEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useRouteLoaderData } from "react-router";
import { InternalLink } from "~/components/InternalLink";
import type { ProductDetail as ProductDetailData } from "~/catalog/documents";
import { imageUrl } from "~/catalog/images";
import { absoluteUrl } from "~/catalog/mediaUrls";
import { productJsonLd, serializeJsonLd } from "~/catalog/jsonld";
import { tierLabelId } from "~/catalog/tiers";
import { formatNumber, formatRate } from "@shop/rules";
import { formatMoney } from "~/i18n/format";
import { localizePath } from "~/i18n/locales";
import { navTarget } from "~/i18n/links";
import { DEFAULT_STORE_HOST } from "~/i18n/seo";
import { useLocale } from "~/i18n/useLocale";
import { AvailabilityText } from "./Availability";
import { CatalogImage } from "./CatalogImage";
import { FaqList } from "./Faq";
import { ProductReviews } from "./ProductReviews";
import { MedicineNotice } from "./MedicineNotice";
import { ProductPrice } from "./ProductPrice";
import { CrossSellings } from "./CrossSellings";
import { Stars } from "./Stars";
import { WishlistButton } from "~/wishlist/WishlistButton";
import { AddToCartForm } from "~/components/cart/AddToCartForm";
import { LinePromise } from "~/components/cart/DeliveryPromise";

export function ProductDetail({ product }: { product: ProductDetailData }) {
  const locale = useLocale();
  const rootData = useRouteLoaderData("root") as { storeHost?: string } | undefined;
  const storeHost = rootData?.storeHost ?? DEFAULT_STORE_HOST;
  const jsonLd = productJsonLd({
    name: product.name,
    description: product.description,
    sku: product.sku,
    ean: product.ean,
    brand: product.brand?.name ?? product.manufacturer,
    url: `${storeHost}${localizePath(product.url, locale)}`,
    images: (product.media.length > 0 ? product.media : product.cover ? [product.cover] : []).map((image) => absoluteUrl(imageUrl(image.url, 800), storeHost)),
    price: product.price.unitPrice.amount,
    currency: product.price.unitPrice.currency,
    available: product.available,
    ratingAverage: product.reviews.averageRating ?? product.ratingAverage,
    reviewCount: product.reviews.ratingCount,
  });

  return (
    <article className="product-detail" data-testid="product-detail" data-product-id={product.id}>
      <div className="product-detail__top">
        <Gallery product={product} />
        <div className="product-detail__info">
          {product.brand ? (
            <p className="product-detail__brand">
              <BrandLink url={product.brand.url} name={product.brand.name} />
            </p>
          ) : product.manufacturer ? (
            <p className="product-detail__brand">{product.manufacturer}</p>
          ) : null}
          <h1 className="product-detail__name" data-testid="product-name">
            {product.name}
          </h1>
          {product.reviews.ratingCount > 0 && product.reviews.averageRating != null ? (
            <a href="#reviews" className="product-detail__rating">
              <Stars value={product.reviews.averageRating} count={product.reviews.ratingCount} />
            </a>
          ) : null}
          <dl className="product-detail__facts">
            {product.packing ? <Fact label="catalog.product.packing" value={product.packing} /> : null}
            <Fact label="catalog.product.sku" value={product.sku} />
            {product.pharmacode ? <Fact label="catalog.product.pharmacode" value={product.pharmacode} /> : null}
            {product.ean ? <Fact label="catalog.product.ean" value={product.ean} /> : null}
          </dl>
          <MedicineNotice product={product} />
          <Configurator product={product} />
          <div className="buy-box" data-testid="buy-box">
            <ProductPrice price={product.price} size="lg" />
            <p className="product-detail__vat">
              {product.price.taxRate != null ? (
                <FormattedMessage id="catalog.price.vatRate" values={{ rate: formatRate(product.price.taxRate, locale) }} />
              ) : (
                <FormattedMessage id="product.vatIncluded" />
              )}
            </p>
            <PriceTiers product={product} />
            <Units product={product} />
            <AvailabilityText state={product.availability.state} deliveryText={product.availability.deliveryText} />
            <LinePromise estimate={product.deliveryEstimate} testId="product-delivery-estimate" />
            <ul className="product-detail__flags">
              {product.shippingFree ? (
                <li>
                  <FormattedMessage id="catalog.badge.shippingFree" />
                </li>
              ) : null}
              <li className={product.returnable ? undefined : "product-detail__flag--no"}>
                <FormattedMessage id={product.returnable ? "catalog.product.returnable" : "catalog.product.notReturnable"} />
              </li>
              {product.clickAndCollect ? (
                <li>
                  <FormattedMessage id="catalog.product.clickAndCollect" />
                </li>
              ) : null}
            </ul>
            <AddToCart product={product} />
          </div>
        </div>
      </div>

      <ProductAccordion product={product} />
      <ExpertReview product={product} />
      <FaqList items={product.faqs} testId="product-faq" />
      <ProductReviews reviews={product.reviews} />
      <CrossSellings key={product.id} productId={product.id} groups={product.crossSellings} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
    </article>
  );
}

function BrandLink({ url, name }: { url: string; name: string }) {
  const locale = useLocale();
  const target = navTarget(url, false, locale);
  return target.kind === "internal" ? <InternalLink to={target.to}>{name}</InternalLink> : <>{name}</>;
}

function Fact({ label, value }: { label: "catalog.product.packing" | "catalog.product.sku" | "catalog.product.pharmacode" | "catalog.product.ean"; value: string }) {
  return (
    <div>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{value}</dd>
    </div>
  );
}

function Gallery({ product }: { product: ProductDetailData }) {
  const intl = useIntl();
  const images = product.media.length > 0 ? product.media : product.cover ? [product.cover] : [];
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0];
  if (!current) {
    return (
      <div className="gallery gallery--empty">
        <FormattedMessage id="product.noImage" />
      </div>
    );
  }
  return (
    <div className="gallery" data-testid="gallery">
      <div className="gallery__main">
        <CatalogImage image={current} displayWidth={560} sizes="(max-width: 800px) 92vw, 560px" alt={current.alt ?? product.name} priority />
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label={intl.formatMessage({ id: "catalog.gallery.label" })}>
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <button
                type="button"
                className="gallery__thumb"
                aria-current={index === active ? "true" : undefined}
                aria-label={intl.formatMessage({ id: "catalog.gallery.show" }, { index: index + 1, total: images.length })}
                onClick={() => setActive(index)}
              >
                <CatalogImage image={image} displayWidth={72} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function PriceTiers({ product }: { product: ProductDetailData }) {
  const locale = useLocale();
  if (product.price.tiers.length === 0) return null;
  return (
    <table className="tiers" data-testid="price-tiers">
      <caption className="visually-hidden">
        <FormattedMessage id="catalog.tier.caption" />
      </caption>
      <tbody>
        {product.price.tiers.map((tier) => (
          <tr key={`${tier.kind}-${tier.quantity}`} data-testid="price-tier">
            <th scope="row">
              <FormattedMessage id={tierLabelId(tier.kind)} values={{ quantity: tier.quantity }} />
            </th>
            <td>{formatMoney(tier.unitPrice, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Units({ product }: { product: ProductDetailData }) {
  const locale = useLocale();
  const unit = product.unit;
  if (!unit?.purchaseUnit || !unit.unitName) return null;
  return (
    <p className="product-detail__units" data-testid="units">
      <FormattedMessage
        id="catalog.product.content"
        values={{ amount: formatNumber(unit.purchaseUnit, locale, 3), unit: unit.unitName }}
      />
    </p>
  );
}

function Configurator({ product }: { product: ProductDetailData }) {
  const locale = useLocale();
  if (product.configurator.length === 0) return null;
  return (
    <div className="configurator" data-testid="variant-configurator">
      {product.configurator.map((group) => (
        <fieldset key={group.id} className="configurator__group">
          <legend>{group.name}</legend>
          <ul>
            {group.options.map((option) => {
              const target = option.url ? navTarget(option.url, false, locale) : undefined;
              const content = (
                <>
                  {option.colorHexCode ? <span className="swatch" style={{ background: option.colorHexCode }} aria-hidden="true" /> : null}
                  {option.name}
                </>
              );
              return (
                <li key={option.id}>
                  {option.selected ? (
                    <span className="configurator__option" aria-current="true" data-selected="true">
                      {content}
                    </span>
                  ) : target?.kind === "internal" ? (
                    <Link to={target.to} className="configurator__option" replace>
                      {content}
                    </Link>
                  ) : (
                    <span className="configurator__option" aria-disabled="true">
                      {content}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}

/**
 * The add-to-cart form; on small screens a sticky bar submits the same form once the main button
 * has scrolled out of view (IntersectionObserver, so without JavaScript the bar simply stays away).
 */
function AddToCart({ product }: { product: ProductDetailData }) {
  const locale = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  const [sticky, setSticky] = useState(false);
  const formId = `add-to-cart-${product.id}`;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    // The root reaches far below the viewport, so "not intersecting" means exactly "scrolled past
    // the top" — and it changes even when one long scroll jumps from below the fold to above it.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setSticky(!entry.isIntersecting);
      },
      { rootMargin: "0px 0px 100000px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const { availability } = product;
  return (
    <>
      <div ref={ref} className="add-to-cart">
        <AddToCartForm
          variant="detail"
          formId={formId}
          describedBy={availability.orderable ? undefined : `cart-note-${product.id}`}
          product={{
            id: product.id,
            name: product.name,
            clickAndCollect: product.clickAndCollect,
            orderable: availability.orderable,
            minPurchase: availability.minPurchase,
            maxPurchase: availability.maxPurchase,
            purchaseSteps: availability.purchaseSteps,
          }}
        >
          <WishlistButton productId={product.id} productName={product.name} />
        </AddToCartForm>
        {availability.orderable ? null : (
          <p id={`cart-note-${product.id}`} className="add-to-cart__note">
            <FormattedMessage id="catalog.cart.notOrderable" />
          </p>
        )}
      </div>
      <div className="sticky-cart" data-visible={sticky} aria-hidden={!sticky} data-testid="sticky-add-to-cart">
        <div className="container sticky-cart__inner">
          <span className="sticky-cart__name">{product.name}</span>
          <span className="sticky-cart__price">{formatMoney(product.price.unitPrice, locale)}</span>
          <button type="submit" form={formId} className="button button--cart" disabled={!availability.orderable} tabIndex={sticky ? 0 : -1}>
            <FormattedMessage id="catalog.cart.add" />
          </button>
        </div>
      </div>
    </>
  );
}

const ACCORDION_TITLE = {
  DESCRIPTION: "catalog.accordion.description",
  INGREDIENTS: "catalog.accordion.ingredients",
  USAGE: "catalog.accordion.usage",
  CHARACTERISTICS: "catalog.accordion.characteristics",
  OTHER_INFO: "catalog.accordion.otherInfo",
} as const;

function ProductAccordion({ product }: { product: ProductDetailData }) {
  const sections = product.accordion;
  const hasProperties = product.properties.length > 0;
  if (sections.length === 0 && !hasProperties) return null;
  return (
    <section className="accordion" data-testid="product-accordion">
      {sections.map((section, index) => (
        <details key={section.key} className="accordion__item" open={index === 0} data-key={section.key}>
          <summary>
            <FormattedMessage id={ACCORDION_TITLE[section.key]} />
          </summary>
          {/* Trusted HTML from the shop's own catalogue (gateway contract). */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: section.html }} />
          {section.key === "CHARACTERISTICS" && hasProperties ? <PropertyTable product={product} /> : null}
        </details>
      ))}
      {hasProperties && !sections.some((section) => section.key === "CHARACTERISTICS") ? (
        <details className="accordion__item" data-key="CHARACTERISTICS">
          <summary>
            <FormattedMessage id="catalog.accordion.characteristics" />
          </summary>
          <PropertyTable product={product} />
        </details>
      ) : null}
    </section>
  );
}

function PropertyTable({ product }: { product: ProductDetailData }) {
  return (
    <table className="properties">
      <tbody>
        {product.properties.map((group) => (
          <tr key={group.name}>
            <th scope="row">{group.name}</th>
            <td>{group.options.map((option) => option.name).join(", ")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ExpertReview({ product }: { product: ProductDetailData }) {
  const review = product.expertReview;
  if (!review) return null;
  return (
    <section className="expert-review" data-testid="expert-review">
      <h2 className="section__title">
        <FormattedMessage id="catalog.expert.title" />
      </h2>
      <figure>
        {review.image ? <CatalogImage image={review.image} displayWidth={80} className="expert-review__image" /> : null}
        <blockquote className="rich-text" dangerouslySetInnerHTML={{ __html: review.html }} />
        <figcaption>
          <strong>{review.author}</strong>
          {review.role ? `, ${review.role}` : null}
          {review.rating != null ? <Stars value={review.rating} /> : null}
        </figcaption>
      </figure>
    </section>
  );
}

