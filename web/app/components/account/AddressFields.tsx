/**
 * The address fields shared by registration and the address book (SPEC §3): salutation, names,
 * company (optional), street with house number, postal code (4 characters), city, country
 * (Switzerland or Liechtenstein), canton, phone. Field names are the gateway's input names.
 */
import { useIntl } from "react-intl";
import type { FieldValues, Path, UseFormRegister, UseFormWatch } from "react-hook-form";
import { SelectField, TextField } from "~/components/forms/Field";
import { useFieldLabel } from "~/components/forms/labels";

export interface CountryOption {
  id: string;
  name: string;
  iso?: string | null;
  states: readonly { id: string; name: string }[];
}

export interface SalutationOption {
  id: string;
  displayName: string;
}

interface Props<T extends FieldValues> {
  register: UseFormRegister<T>;
  watch: UseFormWatch<T>;
  errorFor: (name: Path<T>) => string | undefined;
  countries: readonly CountryOption[];
  salutations: readonly SalutationOption[];
  defaults?: Partial<Record<string, string | null | undefined>>;
  /** Registration asks for a phone number and a salutation; the address book does not insist. */
  phoneRequired?: boolean;
  salutationRequired?: boolean;
  /** Prefix of the control ids (several address forms can share a page). */
  idPrefix: string;
}

export function AddressFields<T extends FieldValues>({
  register,
  watch,
  errorFor,
  countries,
  salutations,
  defaults = {},
  phoneRequired = false,
  salutationRequired = false,
  idPrefix,
}: Props<T>) {
  const intl = useIntl();
  const label = useFieldLabel();
  const field = (name: string) => name as Path<T>;
  const value = (name: string) => defaults[name] ?? undefined;
  const selectedCountry = (watch(field("countryId")) as string | undefined) || value("countryId") || countries[0]?.id;
  const states = countries.find((country) => country.id === selectedCountry)?.states ?? [];
  const choose = intl.formatMessage({ id: "form.choose" });

  return (
    <>
      <div className="form-grid">
        <SelectField
          id={`${idPrefix}-salutationId`}
          name="salutationId"
          label={label("salutationId")}
          required={salutationRequired}
          placeholder={choose}
          options={salutations.map((s) => ({ value: s.id, label: s.displayName }))}
          defaultValue={value("salutationId")}
          error={errorFor(field("salutationId"))}
          registration={register(field("salutationId"))}
        />
      </div>
      <div className="form-grid">
        <TextField
          id={`${idPrefix}-firstName`}
          name="firstName"
          label={label("firstName")}
          autoComplete="given-name"
          required
          defaultValue={value("firstName")}
          error={errorFor(field("firstName"))}
          registration={register(field("firstName"))}
        />
        <TextField
          id={`${idPrefix}-lastName`}
          name="lastName"
          label={label("lastName")}
          autoComplete="family-name"
          required
          defaultValue={value("lastName")}
          error={errorFor(field("lastName"))}
          registration={register(field("lastName"))}
        />
      </div>
      <TextField
        id={`${idPrefix}-company`}
        name="company"
        label={label("company")}
        autoComplete="organization"
        defaultValue={value("company")}
        error={errorFor(field("company"))}
        registration={register(field("company"))}
      />
      <TextField
        id={`${idPrefix}-street`}
        name="street"
        label={label("street")}
        autoComplete="street-address"
        required
        defaultValue={value("street")}
        error={errorFor(field("street"))}
        registration={register(field("street"))}
      />
      <TextField
        id={`${idPrefix}-additionalAddressLine1`}
        name="additionalAddressLine1"
        label={label("additionalAddressLine1")}
        autoComplete="address-line2"
        defaultValue={value("additionalAddressLine1")}
        error={errorFor(field("additionalAddressLine1"))}
        registration={register(field("additionalAddressLine1"))}
      />
      <div className="form-grid">
        <TextField
          id={`${idPrefix}-zipcode`}
          name="zipcode"
          label={label("zipcode")}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          required
          defaultValue={value("zipcode")}
          error={errorFor(field("zipcode"))}
          registration={register(field("zipcode"))}
        />
        <TextField
          id={`${idPrefix}-city`}
          name="city"
          label={label("city")}
          autoComplete="address-level2"
          required
          defaultValue={value("city")}
          error={errorFor(field("city"))}
          registration={register(field("city"))}
        />
      </div>
      <div className="form-grid">
        <SelectField
          id={`${idPrefix}-countryId`}
          name="countryId"
          label={label("countryId")}
          required
          options={countries.map((c) => ({ value: c.id, label: c.name }))}
          defaultValue={value("countryId") ?? countries[0]?.id}
          error={errorFor(field("countryId"))}
          registration={register(field("countryId"))}
        />
        {states.length > 0 ? (
          <SelectField
            id={`${idPrefix}-countryStateId`}
            name="countryStateId"
            label={label("countryStateId")}
            placeholder={choose}
            options={states.map((s) => ({ value: s.id, label: s.name }))}
            defaultValue={value("countryStateId")}
            error={errorFor(field("countryStateId"))}
            registration={register(field("countryStateId"))}
          />
        ) : null}
      </div>
      <TextField
        id={`${idPrefix}-phoneNumber`}
        name="phoneNumber"
        label={label("phoneNumber")}
        type="tel"
        autoComplete="tel"
        required={phoneRequired}
        placeholder={intl.formatMessage({ id: "form.phonePlaceholder" })}
        defaultValue={value("phoneNumber")}
        error={errorFor(field("phoneNumber"))}
        registration={register(field("phoneNumber"))}
      />
    </>
  );
}
