import { FormattedMessage } from "react-intl";
import type { ProductCard } from "~/catalog/documents";
import { formatMoney } from "~/i18n/format";
import { useLocale } from "~/i18n/useLocale";

type PriceData = ProductCard["price"];

/** Price with 'from' for ranges, crossed-out list price, savings and reference (unit) price. */
export function ProductPrice({ price, size = "md" }: { price: PriceData; size?: "md" | "lg" }) {
  const locale = useLocale();
  const shown = price.hasRange && price.fromPrice ? price.fromPrice : price.unitPrice;
  const onSale = price.listPrice != null && price.listPrice.amount > price.unitPrice.amount;
  const priceClass = size === "lg" ? "product-price product-price--lg" : "product-price";
  const main = (
    <p className={price.referencePrice ? "product-price__main" : `${priceClass} product-price__main`}>
      <span className={onSale ? "product-price__amount product-price__amount--sale" : "product-price__amount"} data-testid="price">
        {price.hasRange ? <FormattedMessage id="catalog.price.from" values={{ price: formatMoney(shown, locale) }} /> : formatMoney(shown, locale)}
      </span>
      {onSale && price.listPrice ? (
        <s className="product-price__list">
          <FormattedMessage id="product.listPrice" values={{ price: formatMoney(price.listPrice, locale) }} />
        </s>
      ) : null}
      {onSale && price.discountPercentage ? (
        <span className="badge badge--sale">{`−${Math.round(price.discountPercentage)}%`}</span>
      ) : null}
    </p>
  );
  // Without a reference price the one paragraph is the whole price (a card's usual case): no wrapper around it.
  if (!price.referencePrice) return main;
  return (
    <div className={priceClass}>
      {main}
      <p className="product-price__reference" data-testid="reference-price">
        <FormattedMessage
          id="catalog.price.reference"
          values={{
            price: formatMoney(price.referencePrice.price, locale),
            unit: `${price.referencePrice.referenceUnit ?? 1} ${price.referencePrice.unitName}`,
          }}
        />
      </p>
    </div>
  );
}
