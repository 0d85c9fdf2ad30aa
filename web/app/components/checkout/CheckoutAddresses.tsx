/**
 * Billing and shipping address of the order, chosen among the customer's addresses
 * (setCheckoutAddresses). With JavaScript a change is saved at once (fetcher); without it the
 * "Übernehmen" button posts the form. Below: the shipping address, and the billing address when
 * it differs (it restricts invoice payment, SPEC §5).
 */
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useFetcher } from "react-router";
import type { CheckoutAddress, CheckoutData } from "~/checkout/documents";
import { JS_FIELD } from "~/checkout/intents";
import { AddressBlock } from "~/components/account/AddressBlock";
import { SelectField } from "~/components/forms/Field";
import { useHydrated } from "~/components/useHydrated";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";

/** "Anna Muster, Bahnhofstrasse 1, 8001 Zürich" for the address select. */
export function addressLabel(address: CheckoutAddress): string {
  const name = [address.company, `${address.firstName} ${address.lastName}`].filter(Boolean).join(" – ");
  return [name, address.street, [address.zipcode, address.city].filter(Boolean).join(" ")].join(", ");
}

export function CheckoutAddresses({ checkout }: { checkout: CheckoutData }) {
  const intl = useIntl();
  const locale = useLocale();
  const hydrated = useHydrated();
  const fetcher = useFetcher({ key: "checkout-addresses" });
  const options = checkout.addresses.map((address) => ({ value: address.id, label: addressLabel(address) }));
  const save = (field: "billingAddressId" | "shippingAddressId", value: string) => {
    if (value) void fetcher.submit({ intent: "addresses", [field]: value, [JS_FIELD]: "1" }, { method: "post" });
  };
  const { billingAddress, shippingAddress } = checkout;
  const pending = fetcher.state !== "idle";

  return (
    <section className="checkout-panel" aria-labelledby="checkout-address-title" aria-busy={pending || undefined} data-testid="checkout-address">
      <h2 id="checkout-address-title" className="checkout-panel__title">
        <FormattedMessage id="checkout.address.title" />
      </h2>
      {options.length > 0 ? (
        <fetcher.Form method="post" className="form checkout-address__form">
          <input type="hidden" name="intent" value="addresses" />
          <div className="form-grid">
            <SelectField
              id="checkout-shippingAddressId"
              name="shippingAddressId"
              label={intl.formatMessage({ id: "checkout.address.shipping" })}
              options={options}
              defaultValue={shippingAddress?.id}
              onChange={hydrated ? (event) => save("shippingAddressId", event.currentTarget.value) : undefined}
              data-testid="checkout-shipping-address-select"
            />
            <SelectField
              id="checkout-billingAddressId"
              name="billingAddressId"
              label={intl.formatMessage({ id: "checkout.address.billing" })}
              options={options}
              defaultValue={billingAddress?.id}
              onChange={hydrated ? (event) => save("billingAddressId", event.currentTarget.value) : undefined}
              data-testid="checkout-billing-address-select"
            />
          </div>
          {hydrated ? null : (
            <button type="submit" className="button button--secondary button--small">
              <FormattedMessage id="cart.fulfilment.apply" />
            </button>
          )}
        </fetcher.Form>
      ) : (
        <p>
          <FormattedMessage id="checkout.address.none" />
        </p>
      )}
      <div className="checkout-address__blocks">
        {shippingAddress ? (
          <div data-testid="checkout-shipping-address">
            <h3 className="checkout-address__heading">
              <FormattedMessage id="checkout.address.shipping" />
            </h3>
            <AddressBlock address={shippingAddress} />
          </div>
        ) : null}
        {billingAddress && checkout.billingDiffersFromShipping ? (
          <div data-testid="checkout-billing-address">
            <h3 className="checkout-address__heading">
              <FormattedMessage id="checkout.address.billing" />
            </h3>
            <AddressBlock address={billingAddress} />
          </div>
        ) : (
          <p className="checkout-address__same">
            <FormattedMessage id="checkout.address.sameAsShipping" />
          </p>
        )}
      </div>
      {checkout.customer?.guest ? null : (
        <p>
          <Link to={localizePath("/account/address", locale)}>
            <FormattedMessage id="checkout.address.manage" />
          </Link>
        </p>
      )}
    </section>
  );
}
