/** "Noch CHF … bis zum Gratisversand" with a progress bar; the amounts come from the gateway. */
import { FormattedMessage, useIntl } from "react-intl";
import type { CartData } from "~/cart/documents";
import { progressPercent } from "~/cart/format";
import { formatMoney } from "~/i18n/format";
import { useLocale } from "~/i18n/useLocale";

export function FreeShippingProgress({ freeShipping }: { freeShipping: CartData["freeShipping"] }) {
  const intl = useIntl();
  const locale = useLocale();
  if (!freeShipping) return null;
  const percent = freeShipping.reached ? 100 : progressPercent(freeShipping.progress);
  return (
    <div className="free-shipping" data-testid="free-shipping" data-reached={freeShipping.reached}>
      <p className="free-shipping__text">
        {freeShipping.reached ? (
          <FormattedMessage id="cart.freeShipping.reached" />
        ) : (
          <FormattedMessage id="cart.freeShipping.remaining" values={{ amount: formatMoney(freeShipping.remaining, locale) }} />
        )}
      </p>
      <progress className="free-shipping__bar" max={100} value={percent} aria-label={intl.formatMessage({ id: "cart.freeShipping.progress" }, { percent })} />
    </div>
  );
}
