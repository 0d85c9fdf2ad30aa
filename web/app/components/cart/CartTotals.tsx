/**
 * Subtotal, discount, shipping ("gratis" at 0), total incl. VAT and the VAT per rate, all as the
 * gateway computed them. While a cart change is on its way the figures are dimmed (aria-busy).
 */
import { FormattedMessage, useIntl } from "react-intl";
import { useFetchers } from "react-router";
import type { CartData } from "~/cart/documents";
import { formatMoney } from "~/i18n/format";
import { useLocale } from "~/i18n/useLocale";

/** True while any cart form of the page is being posted. */
export function useCartPending(): boolean {
  return useFetchers().some((fetcher) => fetcher.state !== "idle" && (fetcher.formAction ?? "").endsWith("/cart-action"));
}

export function CartTotals({ cart }: { cart: CartData }) {
  const intl = useIntl();
  const locale = useLocale();
  const pending = useCartPending();
  return (
    <dl className="cart-totals" aria-busy={pending || undefined} data-pending={pending || undefined} data-testid="cart-totals">
      <div>
        <dt>
          <FormattedMessage id="cart.totals.subtotal" />
        </dt>
        <dd data-testid="cart-subtotal">{formatMoney(cart.subtotal, locale)}</dd>
      </div>
      {cart.discount ? (
        <div className="cart-totals__discount">
          <dt>
            <FormattedMessage id="cart.totals.discount" />
          </dt>
          <dd data-testid="cart-discount">{formatMoney(cart.discount, locale)}</dd>
        </div>
      ) : null}
      <div>
        <dt>
          <FormattedMessage id={cart.fulfilment === "CLICK_AND_COLLECT" ? "cart.totals.pickup" : "cart.totals.shipping"} />
        </dt>
        <dd data-testid="cart-shipping">{cart.shippingCosts.amount === 0 ? intl.formatMessage({ id: "cart.totals.free" }) : formatMoney(cart.shippingCosts, locale)}</dd>
      </div>
      <div className="cart-totals__total">
        <dt>
          <FormattedMessage id="cart.totals.total" />
        </dt>
        <dd data-testid="cart-total">{formatMoney(cart.total, locale)}</dd>
      </div>
      {cart.taxes.map((tax) => (
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
