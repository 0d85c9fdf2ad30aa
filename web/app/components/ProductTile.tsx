import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { ProductTileData } from "~/apollo/documents";
import { navTarget } from "~/i18n/links";
import { useLocale } from "~/i18n/useLocale";
import { Price } from "./Price";

export function ProductTile({ product }: { product: ProductTileData }) {
  const locale = useLocale();
  const target = navTarget(product.url, false, locale);
  const to = target.kind === "internal" ? target.to : undefined;
  const media = product.cover ? (
    <img
      src={product.cover.url}
      alt=""
      width={product.cover.width ?? 400}
      height={product.cover.height ?? 400}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span className="product-tile__placeholder">
      <FormattedMessage id="product.noImage" />
    </span>
  );

  return (
    <li className="product-tile" data-testid="product-tile" data-product-id={product.id}>
      <div className="product-tile__media">{media}</div>
      <div className="product-tile__body">
        {product.manufacturer ? (
          <p className="product-tile__manufacturer" data-testid="manufacturer">
            {product.manufacturer}
          </p>
        ) : null}
        <h3 className="product-tile__name">
          {to ? (
            <Link to={to} className="product-tile__link">
              {product.name}
            </Link>
          ) : (
            product.name
          )}
        </h3>
        <Price unitPrice={product.price.unitPrice} listPrice={product.price.listPrice} />
        {product.available ? null : (
          <p className="product-tile__unavailable">
            <FormattedMessage id="product.unavailable" />
          </p>
        )}
      </div>
    </li>
  );
}
