/** Subtotal, discount, shipping, total incl. VAT and the VAT per rate, as the order recorded them. */
import { FormattedMessage, useIntl } from "react-intl";
import { formatMoney } from "~/i18n/format";
import { useLocale } from "~/i18n/useLocale";
import type { OrderData } from "~/order/documents";

export function OrderTotals({ order }: { order: OrderData }) {
  const intl = useIntl();
  const locale = useLocale();
  const pickup = order.fulfilment === "CLICK_AND_COLLECT";
  return (
    <dl className="cart-totals order-totals" data-testid="order-totals">
      <div>
        <dt>
          <FormattedMessage id="cart.totals.subtotal" />
        </dt>
        <dd>{formatMoney(order.subtotal, locale)}</dd>
      </div>
      {order.discount && order.discount.amount !== 0 ? (
        <div className="cart-totals__discount">
          <dt>
            <FormattedMessage id="cart.totals.discount" />
          </dt>
          <dd>{formatMoney(order.discount, locale)}</dd>
        </div>
      ) : null}
      <div>
        <dt>
          <FormattedMessage id={pickup ? "cart.totals.pickup" : "cart.totals.shipping"} />
        </dt>
        <dd data-testid="order-shipping-total">
          {order.shippingTotal.amount === 0 ? <FormattedMessage id="cart.totals.free" /> : formatMoney(order.shippingTotal, locale)}
        </dd>
      </div>
      <div className="cart-totals__total">
        <dt>
          <FormattedMessage id="cart.totals.total" />
        </dt>
        <dd data-testid="order-total">{formatMoney(order.total, locale)}</dd>
      </div>
      {order.taxes.map((tax) => (
        <div key={tax.rate} className="cart-totals__tax">
          <dt>
            <FormattedMessage id="cart.totals.vat" values={{ rate: intl.formatNumber(tax.rate, { maximumFractionDigits: 1 }) }} />
          </dt>
          <dd>{formatMoney(tax.amount, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
