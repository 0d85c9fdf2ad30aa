/**
 * The service promise stated before the cart (issue 23 item 4): free shipping from the threshold and same-day dispatch
 * before the cut-off, both from @shop/rules' shipping constants (the cart and checkout compute with the same ones).
 */
import { FormattedMessage } from "react-intl";
import { SHIPPING } from "@shop/rules";
import { formatChf, formatTimeOfDay } from "~/business/format";
import { useLocale } from "~/i18n/useLocale";

export function ServiceBar() {
  const locale = useLocale();
  return (
    <ul className="service-bar" data-testid="service-bar">
      <li>
        <FormattedMessage id="header.service.freeShipping" values={{ threshold: formatChf(SHIPPING.freeShippingFrom, locale) }} />
      </li>
      <li>
        <FormattedMessage id="header.service.sameDay" values={{ cutOff: formatTimeOfDay(SHIPPING.cutOff, locale) }} />
      </li>
    </ul>
  );
}
