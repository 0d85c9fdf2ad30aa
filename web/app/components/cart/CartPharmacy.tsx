/**
 * Click & collect on the cart page: the chosen pharmacy (name, address, today's hours) or the issue
 * 'Es wurde keine Apotheke ausgewählt.' with the way to choose one. The pharmacy map page is the
 * way that works without JavaScript (it comes back to the cart through `returnTo`).
 */
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { CartData } from "~/cart/documents";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";

export function pharmacyMapPath(locale: ReturnType<typeof useLocale>, returnTo: string): string {
  return `${localizePath("/pharmacy-map", locale)}?returnTo=${encodeURIComponent(returnTo)}`;
}

export function CartPharmacy({ cart, returnTo }: { cart: CartData; returnTo: string }) {
  const intl = useIntl();
  const locale = useLocale();
  if (cart.fulfilment !== "CLICK_AND_COLLECT") return null;
  const pharmacy = cart.pharmacy;
  const chooseLink = pharmacyMapPath(locale, returnTo);
  if (!pharmacy) {
    const issue = cart.issues.find((i) => i.key === "no-pharmacy-selected");
    return (
      <section className="cart-panel cart-pharmacy cart-pharmacy--missing" data-testid="cart-pharmacy-missing">
        <p className="cart-message cart-message--danger" role="status">
          {issue?.message ?? intl.formatMessage({ id: "cart.pharmacy.none" })}
        </p>
        <Link to={chooseLink} className="button" data-testid="choose-pharmacy">
          <FormattedMessage id="cart.pharmacy.choose" />
        </Link>
      </section>
    );
  }
  const hours = pharmacy.todayHours.map((interval) => `${interval.opens}–${interval.closes}`).join(", ");
  return (
    <section className="cart-panel cart-pharmacy" aria-labelledby="cart-pharmacy-title" data-testid="cart-pharmacy">
      <h2 id="cart-pharmacy-title" className="cart-panel__title">
        <FormattedMessage id="cart.pharmacy.title" />
      </h2>
      <address className="cart-pharmacy__address">
        <strong data-testid="cart-pharmacy-name">{pharmacy.name}</strong>
        <br />
        {pharmacy.street}
        <br />
        {pharmacy.zipcode} {pharmacy.city}
        {pharmacy.phone ? (
          <>
            <br />
            {pharmacy.phone}
          </>
        ) : null}
      </address>
      <p className="cart-pharmacy__hours">
        {hours ? <FormattedMessage id="cart.pharmacy.todayHours" values={{ hours }} /> : <FormattedMessage id="cart.pharmacy.closedToday" />}
        {" · "}
        <FormattedMessage id={pharmacy.openNow ? "cart.pharmacy.openNow" : "cart.pharmacy.closedNow"} />
      </p>
      <Link to={chooseLink} data-testid="change-pharmacy">
        <FormattedMessage id="cart.pharmacy.change" />
      </Link>
    </section>
  );
}
