/**
 * Click & collect on the cart page: the chosen pharmacy (name, address, today's hours) or the issue
 * 'Es wurde keine Apotheke ausgewählt.' with the way to choose one: the pharmacy map page without
 * JavaScript (it comes back to the cart through `returnTo`), the PharmacyPicker dialog with it.
 */
import { useRef, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { CartData } from "~/cart/documents";
import { useRefocusOnChange } from "~/components/layout/useRefocus";
import { useHydrated } from "~/components/useHydrated";
import { PharmacyPicker, pharmacyMapHref } from "~/components/pharmacy/PharmacyPicker";
import { useLocale } from "~/i18n/useLocale";

/** A link to the map page, or with JavaScript a button opening the picker dialog (same place, same look). */
function ChoosePharmacy({ cart, returnTo, className, testId, children }: { cart: CartData; returnTo: string; className?: string; testId: string; children: ReactNode }) {
  const locale = useLocale();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated) {
    return (
      <Link to={pharmacyMapHref(locale, returnTo)} className={className} data-testid={testId}>
        {children}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={className ?? "link-button"} onClick={() => setOpen(true)} data-testid={testId}>
        {children}
      </button>
      <PharmacyPicker open={open} onOpenChange={setOpen} returnTo={returnTo} selectedPharmacyId={cart.pharmacy?.id ?? null} />
    </>
  );
}

export function CartPharmacy({ cart, returnTo }: { cart: CartData; returnTo: string }) {
  const intl = useIntl();
  const chosen = useRef<HTMLElement>(null);
  // The picker returned focus to "Apotheke wählen", which the chosen pharmacy then replaced: focus goes to it.
  useRefocusOnChange(cart.pharmacy?.id, () => chosen.current);
  if (cart.fulfilment !== "CLICK_AND_COLLECT") return null;
  const pharmacy = cart.pharmacy;
  if (!pharmacy) {
    const issue = cart.issues.find((i) => i.key === "no-pharmacy-selected");
    return (
      <section className="cart-panel cart-pharmacy cart-pharmacy--missing" data-testid="cart-pharmacy-missing">
        <p className="cart-message cart-message--danger" role="status">
          {issue?.message ?? intl.formatMessage({ id: "cart.pharmacy.none" })}
        </p>
        <ChoosePharmacy cart={cart} returnTo={returnTo} className="button" testId="choose-pharmacy">
          <FormattedMessage id="cart.pharmacy.choose" />
        </ChoosePharmacy>
      </section>
    );
  }
  const hours = pharmacy.todayHours.map((interval) => `${interval.opens}–${interval.closes}`).join(", ");
  return (
    <section className="cart-panel cart-pharmacy" aria-labelledby="cart-pharmacy-title" data-testid="cart-pharmacy">
      {/* A part of the cart's summary and of the checkout's "Lieferart" step, both titled by an h2. */}
      <h3 id="cart-pharmacy-title" className="cart-panel__title">
        <FormattedMessage id="cart.pharmacy.title" />
      </h3>
      <address ref={chosen} className="cart-pharmacy__address" data-testid="cart-pharmacy-address">
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
      <ChoosePharmacy cart={cart} returnTo={returnTo} testId="change-pharmacy">
        <FormattedMessage id="cart.pharmacy.change" />
      </ChoosePharmacy>
    </section>
  );
}
