import { FormattedMessage } from "react-intl";
import { InternalLink } from "~/components/InternalLink";
import type { ProductCard as ProductCardData } from "~/catalog/documents";
import { navTarget } from "~/i18n/links";
import { useLocale } from "~/i18n/useLocale";
import { AvailabilityText } from "./Availability";
import { CatalogImage } from "./CatalogImage";
import { ProductPrice } from "./ProductPrice";
import { Stars } from "./Stars";
import { WishlistButton } from "~/wishlist/WishlistButton";
import { AddToCartForm } from "~/components/cart/AddToCartForm";

/** A product in listings, sliders and CMS boxes. The whole card is one link (keyboard: one stop). */
export function ProductCard({ product, priority = false }: { product: ProductCardData; priority?: boolean }) {
  const locale = useLocale();
  const target = navTarget(product.url, false, locale);
  const to = target.kind === "internal" ? target.to : undefined;
  return (
    <article className="product-card" data-testid="product-tile" data-product-id={product.id}>
      <div className="product-card__media">
        {product.cover ? (
          <CatalogImage image={product.cover} displayWidth={240} sizes="(max-width: 600px) 45vw, 240px" priority={priority} />
        ) : (
          <span className="product-card__placeholder">
            <FormattedMessage id="product.noImage" />
          </span>
        )}
        {product.isNew || product.shippingFree ? (
          <span className="product-card__badges">
            {product.isNew ? (
              <span className="badge">
                <FormattedMessage id="catalog.badge.new" />
              </span>
            ) : null}
            {product.shippingFree ? (
              <span className="badge badge--info">
                <FormattedMessage id="catalog.badge.shippingFree" />
              </span>
            ) : null}
          </span>
        ) : null}
        <WishlistButton productId={product.id} productName={product.name} />
      </div>
      <div className="product-card__body">
        {product.manufacturer ? (
          <p className="product-card__brand" data-testid="manufacturer">
            {product.manufacturer}
          </p>
        ) : null}
        <h3 className="product-card__name">
          {to ? (
            <InternalLink to={to} className="product-card__link" data-testid="product-link">
              {product.name}
            </InternalLink>
          ) : (
            product.name
          )}
        </h3>
        {product.packing ? <p className="product-card__packing">{product.packing}</p> : null}
        {product.ratingAverage != null ? <Stars value={product.ratingAverage} /> : null}
        <ProductPrice price={product.price} />
        <AvailabilityText state={product.availability.state} />
        {product.available ? <AddToCartForm variant="tile" product={{ id: product.id, name: product.name }} /> : null}
      </div>
    </article>
  );
}

export function ProductGrid({ products, testId = "product-grid" }: { products: readonly ProductCardData[]; testId?: string }) {
  return (
    <ul className="product-grid" data-testid={testId}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < 4} />
        </li>
      ))}
    </ul>
  );
}

/** A horizontally scrolling row (cross-selling, recommendations, CMS sliders). */
export function ProductSlider({
  products,
  title,
  testId,
  pending = false,
}: {
  products: readonly ProductCardData[];
  title?: string | null;
  testId?: string;
  /** Cards still to come (cross-selling, CrossSellings.tsx): the heading and an empty place, busy. */
  pending?: boolean;
}) {
  if (products.length === 0 && !pending) return null;
  return (
    <section className={pending ? "product-slider product-slider--pending" : "product-slider"} data-testid={testId} aria-busy={pending || undefined}>
      {title ? <h2 className="section__title">{title}</h2> : null}
      <ul className="product-slider__track" tabIndex={pending ? undefined : 0}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
