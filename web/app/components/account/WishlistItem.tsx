import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { Price } from "~/components/Price";
import { navTarget } from "~/i18n/links";
import { useLocale } from "~/i18n/useLocale";

export interface WishlistProduct {
  id: string;
  name: string;
  url: string;
  manufacturer?: string | null;
  available: boolean;
  cover?: { url: string; alt?: string | null; width?: number | null; height?: number | null } | null;
  price: {
    unitPrice: { amount: number; currency: string };
    listPrice?: { amount: number; currency: string } | null;
  };
}

/** One product on the wishlist; `children` is its remove control. */
export function WishlistItem({ product, children }: { product: WishlistProduct; children: ReactNode }) {
  const locale = useLocale();
  const target = navTarget(product.url, false, locale);
  return (
    <li className="wishlist-item" data-testid="wishlist-item" data-product-id={product.id}>
      {product.cover ? <img src={product.cover.url} alt="" width={96} height={96} loading="lazy" /> : <span />}
      <div>
        {product.manufacturer ? <p className="product-tile__manufacturer">{product.manufacturer}</p> : null}
        <h2 className="product-tile__name">
          {target.kind === "internal" ? <Link to={target.to}>{product.name}</Link> : product.name}
        </h2>
        <Price unitPrice={product.price.unitPrice} listPrice={product.price.listPrice} />
        {product.available ? null : (
          <p className="product-tile__unavailable">
            <FormattedMessage id="product.unavailable" />
          </p>
        )}
      </div>
      {children}
    </li>
  );
}
