/**
 * 'Als Gast bestellen' (SPEC §6): salutation, names, e-mail, the billing address, optionally a
 * different shipping address, and the data protection notice → checkoutAsGuest (intent=guest).
 * One flat form that posts without JavaScript; the shipping address fields (prefix `shipping_`)
 * are hidden by CSS until 'different shipping address' is ticked, and only then validated.
 */
import { FormattedMessage } from "react-intl";
import type { Path, UseFormRegister, UseFormWatch } from "react-hook-form";
import { Form, Link } from "react-router";
import { AddressFields, type CountryOption, type SalutationOption } from "~/components/account/AddressFields";
import { CheckboxField, SubmitButton, TextField } from "~/components/forms/Field";
import { useFieldLabel } from "~/components/forms/labels";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { useShopForm, type FormResult } from "~/components/forms/useShopForm";
import { DIFFERENT_SHIPPING_FIELD, guestFormSchema, isTicked, SHIPPING_PREFIX, shippingValues } from "~/checkout/guest";
import type { CheckoutActionData } from "~/checkout/intents";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import { useIntentBusy } from "./useCheckoutBusy";

type GuestValues = Record<string, string | boolean>;

export function GuestCheckoutForm({
  countries,
  salutations,
  result,
}: {
  countries: readonly CountryOption[];
  salutations: readonly SalutationOption[];
  result: (FormResult & Pick<CheckoutActionData, "values">) | null;
}) {
  const locale = useLocale();
  const label = useFieldLabel();
  const busy = useIntentBusy("guest");
  const { form, register, onSubmit, errorFor, summary } = useShopForm<GuestValues>({
    schema: guestFormSchema(locale),
    result,
    defaultValues: { countryId: countries[0]?.id ?? "", [`${SHIPPING_PREFIX}countryId`]: countries[0]?.id ?? "" },
  });
  // The shipping address block: the same fields, addressed with the prefix.
  const prefixed = (name: string) => `${SHIPPING_PREFIX}${name}` as Path<GuestValues>;
  const shippingRegister = ((name: string) => register(prefixed(name))) as UseFormRegister<GuestValues>;
  const shippingWatch = ((name: string) => form.watch(prefixed(name))) as UseFormWatch<GuestValues>;
  const shippingError = (name: Path<GuestValues>) => errorFor(prefixed(name));
  // A refused form rendered without JavaScript shows what was typed (with JavaScript the form keeps it anyway).
  const posted = result?.values ?? {};

  return (
    <section className="checkout-panel" aria-labelledby="checkout-guest-title">
      <h2 id="checkout-guest-title" className="checkout-panel__title">
        <FormattedMessage id="checkout.guest.title" />
      </h2>
      <p>
        <FormattedMessage id="checkout.guest.text" />
      </p>
      <Form method="post" noValidate className="form checkout-guest" data-testid="checkout-guest-form" onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="guest" />
        <ErrorSummary {...summary} />
        <p className="form-field__hint">
          <FormattedMessage id="form.requiredHint" />
        </p>
        <fieldset className="form">
          <legend>
            <FormattedMessage id="checkout.guest.billing" />
          </legend>
          <AddressFields
            idPrefix="guest"
            register={register}
            watch={form.watch}
            errorFor={errorFor}
            countries={countries}
            salutations={salutations}
            defaults={posted}
            salutationRequired
          />
          <TextField
            id="guest-email"
            name="email"
            type="email"
            autoComplete="email"
            label={label("email")}
            defaultValue={posted.email}
            required
            error={errorFor("email")}
            registration={register("email")}
          />
        </fieldset>
        <CheckboxField
          id="guest-differentShippingAddress"
          name={DIFFERENT_SHIPPING_FIELD}
          className="checkout-guest__toggle"
          label={<FormattedMessage id="checkout.guest.differentShipping" />}
          defaultChecked={isTicked(posted[DIFFERENT_SHIPPING_FIELD])}
          registration={register(DIFFERENT_SHIPPING_FIELD)}
        />
        <fieldset className="form checkout-guest__shipping" data-testid="checkout-guest-shipping">
          <legend>
            <FormattedMessage id="checkout.guest.shipping" />
          </legend>
          <AddressFields
            idPrefix="guest-shipping"
            register={shippingRegister}
            watch={shippingWatch}
            errorFor={shippingError}
            countries={countries}
            salutations={salutations}
            defaults={shippingValues(posted)}
          />
        </fieldset>
        <CheckboxField
          id="guest-acceptedDataProtection"
          name="acceptedDataProtection"
          required
          label={<FormattedMessage id="auth.register.privacy" />}
          defaultChecked={isTicked(posted.acceptedDataProtection)}
          hint={
            <Link to={localizePath("/privacy", locale)}>
              <FormattedMessage id="auth.register.privacyLink" />
            </Link>
          }
          error={errorFor("acceptedDataProtection")}
          registration={register("acceptedDataProtection")}
        />
        <div className="form-actions">
          <SubmitButton busy={busy}>
            <FormattedMessage id="checkout.guest.submit" />
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
