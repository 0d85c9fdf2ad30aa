/** The order's items as ordered (snapshot): cover, name, options, quantity, unit price and line total. */
import { FormattedMessage, useIntl } from "react-intl";
import { CatalogImage } from "~/components/catalog/CatalogImage";
import { formatMoney } from "~/i18n/format";
import { useLocale } from "~/i18n/useLocale";
import type { OrderLine } from "~/order/documents";

export function OrderLines({ lines }: { lines: readonly OrderLine[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const products = lines.filter((line) => line.type === "PRODUCT");
  const promotions = lines.filter((line) => line.type !== "PRODUCT");
  return (
    <ul className="order-lines" aria-label={intl.formatMessage({ id: "order.items" })} data-testid="order-lines">
      {products.map((line) => (
        <li key={line.id} className="order-line" data-testid="order-line" data-product-number={line.productNumber ?? undefined}>
          <div className="order-line__media">
            {line.cover ? <CatalogImage image={line.cover} displayWidth={64} alt="" /> : <span className="order-line__placeholder" aria-hidden="true" />}
          </div>
          <div className="order-line__body">
            <p className="order-line__name" data-testid="order-line-name">
              {line.label}
            </p>
            {line.options.length > 0 ? (
              <ul className="order-line__options">
                {line.options.map((option) => (
                  <li key={`${option.group}-${option.option}`}>
                    {option.group}: {option.option}
                  </li>
                ))}
              </ul>
            ) : null}
            {(line.sku ?? line.productNumber) ? (
              <p className="order-line__meta">
                <FormattedMessage id="cart.line.productNumber" values={{ number: line.sku ?? line.productNumber }} />
              </p>
            ) : null}
            {line.isDownload ? (
              <p className="order-line__meta">
                <FormattedMessage id="order.line.download" />
              </p>
            ) : null}
          </div>
          <p className="order-line__quantity">
            <FormattedMessage
              id="order.line.quantity"
              values={{ quantity: line.quantity, price: formatMoney(line.unitPrice, locale) }}
            />
          </p>
          <p className="order-line__total" data-testid="order-line-total">
            {formatMoney(line.totalPrice, locale)}
          </p>
        </li>
      ))}
      {promotions.map((line) => (
        <li key={line.id} className="order-line order-line--promotion" data-testid="order-line-promotion">
          <p className="order-line__name">{line.label}</p>
          <p className="order-line__total">{formatMoney(line.totalPrice, locale)}</p>
        </li>
      ))}
    </ul>
  );
}
