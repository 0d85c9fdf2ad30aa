/**
 * The account forms' zod schemas (registration, address, profile, e-mail, password, login,
 * recovery, newsletter, loyalty card), built per locale so messages come out localised:
 *
 *   const { registration } = accountSchemas("fr");
 *   registration.safeParse(values)         // web: zodResolver(registration); gateway: validate()
 *
 * Field names are the GraphQL input names (schema/account.graphql), so a field error's `field`
 * addresses the same form control on every client.
 */
import { z } from "zod";
import { MAX_LENGTH, NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from "./checks.js";
import { asTyped, cardNumber, cardPin, optionalField, report, requiredField, rule, type Check } from "./fields.js";
import type { Locale } from "./locale.js";

function build(locale: Locale) {
  const required = (list: readonly Check[]) => requiredField(locale, list);
  const optional = (list: readonly Check[]) => optionalField(locale, list);

  const name = () => required([rule.maxLength(MAX_LENGTH.name), rule.plainText(), rule.lettersOnly()]);
  const email = () => required([rule.maxLength(MAX_LENGTH.email), rule.plainText(), rule.email()]);
  const newPassword = () =>
    requiredField(locale, [rule.minLength(PASSWORD_MIN_LENGTH), rule.maxLength(MAX_LENGTH.password)], { normalize: asTyped });
  const currentPassword = () => requiredField(locale, [rule.maxLength(MAX_LENGTH.password)], { normalize: asTyped });
  const entityId = () => required([rule.entityId()]);
  const optionalEntityId = () => optional([rule.entityId()]);
  const street = () =>
    required([rule.maxLength(MAX_LENGTH.street), rule.plainText(), rule.minLength(NAME_MIN_LENGTH), rule.houseNumber()]);
  const zipcode = () => required([rule.plainText(), rule.postalCode(), rule.numeric()]);
  const city = () => required([rule.maxLength(MAX_LENGTH.city), rule.plainText()]);
  const company = () => optional([rule.maxLength(MAX_LENGTH.company), rule.plainText()]);
  const additionalLine = () => optional([rule.maxLength(MAX_LENGTH.other), rule.plainText()]);
  const title = () => optional([rule.maxLength(MAX_LENGTH.title), rule.plainText()]);
  const birthday = () => optional([rule.birthday()]);
  const phone = () => required([rule.maxLength(MAX_LENGTH.phone), rule.phone()]);
  const optionalPhone = () => optional([rule.maxLength(MAX_LENGTH.phone), rule.phone()]);

  /** `hash` and `em` of a double opt-in link (registration, newsletter). */
  const doubleOptIn = () =>
    z.object({
      hash: required([rule.maxLength(MAX_LENGTH.other), rule.alphaNum()]),
      em: required([rule.maxLength(MAX_LENGTH.other), rule.alphaNum()]),
    });

  /** `confirmation` must equal `original` (reported on the confirmation field). */
  function matching<K extends string>(
    original: K,
    confirmation: K,
    id: "validation.passwordMismatch" | "validation.emailMismatch",
  ) {
    return (values: Record<K, unknown>, ctx: z.RefinementCtx<unknown>) => {
      const a = values[original];
      const b = values[confirmation];
      if (typeof a !== "string" || typeof b !== "string" || a === "" || b === "") return;
      const same = id === "validation.emailMismatch" ? a.toLowerCase() === b.toLowerCase() : a === b;
      if (!same) report(ctx, locale, { id }, [confirmation]);
    };
  }

  const address = {
    salutationId: optionalEntityId(),
    firstName: name(),
    lastName: name(),
    company: company(),
    street: street(),
    additionalAddressLine1: additionalLine(),
    zipcode: zipcode(),
    city: city(),
    countryId: entityId(),
    countryStateId: optionalEntityId(),
    phoneNumber: optionalPhone(),
  };

  const registration = z
    .object({
      ...address,
      salutationId: entityId(),
      phoneNumber: phone(),
      birthday: birthday(),
      email: email(),
      emailConfirmation: email(),
      password: newPassword(),
      /** Optional: forms that ask twice send it, and then it must match. */
      passwordConfirmation: optionalField(locale, [], { normalize: asTyped }),
      /** Customer-group registration pages send the requested group. */
      requestedGroupId: optionalEntityId(),
      /** The shop requires the data protection notice accepted (the Store API only with core.loginRegistration.requireDataProtectionCheckbox on). */
      acceptedDataProtection: z.unknown().superRefine((value, ctx) => {
        if (value !== true) report(ctx, locale, { id: "validation.accepted" });
      }),
    })
    .superRefine(matching("email", "emailConfirmation", "validation.emailMismatch"))
    .superRefine(matching("password", "passwordConfirmation", "validation.passwordMismatch"));

  /**
   * 'Continue as guest' (schema/checkout.graphql GuestCheckoutInput, names already defaulted into
   * the addresses): the billing address names the salutation like a registration, and the privacy
   * notice must be accepted — checked by the gateway for every client, not only by the browser.
   */
  const guestCheckout = z.object({
    email: email(),
    acceptedDataProtection: registration.shape.acceptedDataProtection,
    address: z.object({ ...address, salutationId: entityId() }),
    shippingAddress: z.object(address).nullish(),
  });

  const loyaltyCardRequest = z.object({
    firstName: name(),
    lastName: name(),
    birthday: required([rule.birthday()]),
    street: street(),
    zipcode: zipcode(),
    city: city(),
    email: email(),
  });

  return {
    login: z.object({ email: email(), password: currentPassword() }),
    registration,
    guestCheckout,
    address: z.object(address),
    profile: z.object({
      salutationId: optionalEntityId(),
      title: title(),
      firstName: name(),
      lastName: name(),
      birthday: birthday(),
    }),
    changeEmail: z
      .object({ email: email(), emailConfirmation: email(), password: currentPassword() })
      .superRefine(matching("email", "emailConfirmation", "validation.emailMismatch")),
    changePassword: z
      .object({ password: currentPassword(), newPassword: newPassword(), newPasswordConfirmation: newPassword() })
      .superRefine(matching("newPassword", "newPasswordConfirmation", "validation.passwordMismatch")),
    passwordRecovery: z.object({ email: email() }),
    passwordReset: z
      .object({
        hash: required([rule.maxLength(MAX_LENGTH.other), rule.alphaNum()]),
        newPassword: newPassword(),
        newPasswordConfirmation: newPassword(),
      })
      .superRefine(matching("newPassword", "newPasswordConfirmation", "validation.passwordMismatch")),
    newsletterSubscribe: z.object({
      email: email(),
      salutationId: optionalEntityId(),
      firstName: optional([rule.maxLength(MAX_LENGTH.name), rule.plainText(), rule.lettersOnly()]),
      lastName: optional([rule.maxLength(MAX_LENGTH.name), rule.plainText(), rule.lettersOnly()]),
    }),
    newsletterConfirm: doubleOptIn(),
    registrationConfirm: doubleOptIn(),
    newsletterUnsubscribe: z.object({ email: email() }),
    loyaltyCardLink: z.object({
      cardNumber: requiredField(locale, [rule.maxLength(64), rule.loyaltyCard()], { normalize: cardNumber }),
      pin: requiredField(locale, [rule.maxLength(16), rule.loyaltyPin()], { normalize: cardPin }),
    }),
    loyaltyCardRequest,
  };
}

export type AccountSchemas = ReturnType<typeof build>;
export type AccountFormName = keyof AccountSchemas;
/** Parsed (normalised) values of a form. */
export type AccountFormValues<N extends AccountFormName> = z.output<AccountSchemas[N]>;
/** Values as a form holds them before parsing. */
export type AccountFormInput<N extends AccountFormName> = z.input<AccountSchemas[N]>;

const built = new Map<Locale, AccountSchemas>();

/** The localised schemas of every account form (built once per locale). */
export function accountSchemas(locale: Locale): AccountSchemas {
  let schemas = built.get(locale);
  if (!schemas) {
    schemas = build(locale);
    built.set(locale, schemas);
  }
  return schemas;
}
