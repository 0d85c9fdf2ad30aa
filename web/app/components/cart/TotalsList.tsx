/**
 * The figures of a cart or an order as one definition list: subtotal, discount, shipping ("gratis"
 * at 0, "Abholung" for click & collect), the 5-Rappen "Rundung" when the total was rounded, total incl. VAT and the VAT per rate — all as the gateway
 * computed them (the web only formats).
 */
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { formatRate } from "@shop/rules";
import { formatMoney, type MoneyLike } from "~/i18n/format";
import { useLocale } from "~/i18n/useLocale";

export interface TotalsFigures {
  subtotal: MoneyLike;
  discount?: MoneyLike | null;
  shipping: MoneyLike;
  /** 5-Rappen cash rounding of the total; null/0: none (the line is hidden). */
  rounding?: MoneyLike | null;
  total: MoneyLike;
  taxes: readonly { rate: number; amount: MoneyLike }[];
  pickup: boolean;
}

/** data-testid prefix: `cart` → cart-subtotal, cart-discount, cart-shipping, cart-total. */
export function TotalsList({ figures, testIdPrefix, className, pending }: { figures: TotalsFigures; testIdPrefix: string; className: string; pending?: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const row = (label: ReactNode, value: ReactNode, testId?: string, className?: string) => (
    <div className={className}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  const { subtotal, discount, shipping, rounding, total, taxes, pickup } = figures;
  return (
    <dl className={className} aria-busy={pending || undefined} data-pending={pending || undefined} data-testid={`${testIdPrefix}-totals`}>
      {row(<FormattedMessage id="cart.totals.subtotal" />, formatMoney(subtotal, locale), `${testIdPrefix}-subtotal`)}
      {discount && discount.amount !== 0
        ? row(<FormattedMessage id="cart.totals.discount" />, formatMoney(discount, locale), `${testIdPrefix}-discount`, "cart-totals__discount")
        : null}
      {row(
        <FormattedMessage id={pickup ? "cart.totals.pickup" : "cart.totals.shipping"} />,
        shipping.amount === 0 ? intl.formatMessage({ id: "cart.totals.free" }) : formatMoney(shipping, locale),
        `${testIdPrefix}-shipping`,
      )}
      {rounding && rounding.amount !== 0
        ? row(<FormattedMessage id="cart.totals.rounding" />, formatMoney(rounding, locale), `${testIdPrefix}-rounding`, "cart-totals__rounding")
        : null}
      {row(<FormattedMessage id="cart.totals.total" />, formatMoney(total, locale), `${testIdPrefix}-total`, "cart-totals__total")}
      {taxes.map((tax) => (
        <div key={tax.rate} className="cart-totals__tax">
          <dt>
            <FormattedMessage id="cart.totals.vat" values={{ rate: formatRate(tax.rate, locale) }} />
          </dt>
          <dd>{formatMoney(tax.amount, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
