import { FormattedMessage } from "react-intl";
import { formatMoney, type MoneyLike } from "~/i18n/format";
import { useLocale } from "~/i18n/useLocale";

interface Props {
  unitPrice: MoneyLike;
  listPrice?: MoneyLike | null;
}

/** CHF incl. VAT, formatted for the page's locale; a list price is shown crossed out. */
export function Price({ unitPrice, listPrice }: Props) {
  const locale = useLocale();
  const onSale = listPrice != null && listPrice.amount > unitPrice.amount;
  return (
    <p className="price">
      <span className={onSale ? "price__amount price__amount--sale" : "price__amount"} data-testid="price">
        {formatMoney(unitPrice, locale)}
      </span>
      {onSale ? (
        <s className="price__list">
          <FormattedMessage id="product.listPrice" values={{ price: formatMoney(listPrice, locale) }} />
        </s>
      ) : null}
      <span className="price__vat">
        <FormattedMessage id="product.vatIncluded" />
      </span>
    </p>
  );
}
