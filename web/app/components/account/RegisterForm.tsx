/**
 * Registration form (SPEC §3 address and registration fields), used by /register and the
 * customer-group registration pages. Validated in the browser with the same rules as the gateway.
 */
import { accountSchemas } from "@shop/rules";
import { FormattedMessage } from "react-intl";
import { Form } from "react-router";
import { Link } from "react-router";
import { EmailFields, NewPasswordFields } from "~/components/forms/CredentialFields";
import { CheckboxField, FormError, SubmitButton, TextField } from "~/components/forms/Field";
import { localizePath } from "~/i18n/locales";
import { useFieldLabel } from "~/components/forms/labels";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { useShopForm, type FormResult } from "~/components/forms/useShopForm";
import { useLocale } from "~/i18n/useLocale";
import { AddressFields, type CountryOption, type SalutationOption } from "./AddressFields";
import { pendingMerge } from "~/wishlist/store";
import { useLocalWishlist } from "~/wishlist/useLocalWishlist";

type RegisterValues = Record<string, string>;

export function RegisterForm({
  countries,
  salutations,
  result,
  requestedGroupId,
}: {
  countries: readonly CountryOption[];
  salutations: readonly SalutationOption[];
  result: FormResult | null;
  requestedGroupId?: string;
}) {
  const locale = useLocale();
  const label = useFieldLabel();
  const localIds = useLocalWishlist();
  const { form, register, onSubmit, errorFor, busy, summary } = useShopForm<RegisterValues>({
    schema: accountSchemas(locale).registration,
    result,
    defaultValues: { countryId: countries[0]?.id ?? "", ...(requestedGroupId ? { requestedGroupId } : {}) },
  });

  return (
    <Form
      method="post"
      noValidate
      className="form"
      data-testid="register-form"
      onSubmit={(event) => {
        // Once logged in, the account menu drops these from the browser's list (they are on the server).
        pendingMerge.set(localIds);
        onSubmit(event);
      }}
    >
      <FormError message={result?.formError} />
      <ErrorSummary {...summary} />
      {localIds.map((id) => (
        <input key={id} type="hidden" name="wishlistProductIds" value={id} />
      ))}
      <p className="form-field__hint">
        <FormattedMessage id="form.requiredHint" />
      </p>
      {requestedGroupId ? <input type="hidden" {...register("requestedGroupId")} value={requestedGroupId} /> : null}
      <fieldset className="form">
        <legend>
          <FormattedMessage id="auth.register.personal" />
        </legend>
        <AddressFields
          idPrefix="register"
          register={register}
          watch={form.watch}
          errorFor={errorFor}
          countries={countries}
          salutations={salutations}
          phoneRequired
          salutationRequired
        />
        <TextField
          id="register-birthday"
          name="birthday"
          type="date"
          label={label("birthday")}
          autoComplete="bday"
          error={errorFor("birthday")}
          registration={register("birthday")}
        />
      </fieldset>
      <fieldset className="form">
        <legend>
          <FormattedMessage id="auth.register.access" />
        </legend>
        <EmailFields idPrefix="register" register={register} errorFor={errorFor} />
        <NewPasswordFields idPrefix="register" name="password" register={register} errorFor={errorFor} />
      </fieldset>
      <CheckboxField
        id="register-acceptedDataProtection"
        name="acceptedDataProtection"
        required
        label={<FormattedMessage id="auth.register.privacy" />}
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
          <FormattedMessage id="auth.register.submit" />
        </SubmitButton>
      </div>
    </Form>
  );
}
