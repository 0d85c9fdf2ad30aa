/**
 * @shop/rules — the shop's validation rules (SPEC §5) and account messages (SPEC §8), defined once
 * in German (reference texts), Italian and French, for the gateway (server-side validation before
 * any upstream call) and the web (form validation with the same messages).
 */
export { LOCALES, DEFAULT_LOCALE, isLocale, localePrefix, type Locale } from "./locale.js";
export {
  messages,
  translate,
  fieldLabel,
  isMessageId,
  type MessageId,
  type MessageValues,
  type MessageDescriptor,
} from "./messages/index.js";
export * from "./checks.js";
export * from "./loyalty.js";
export * from "./checkout.js";
export * from "./shipping.js";
export * from "./calendar.js";
export * from "./delivery-promise.js";
export * from "./invoice.js";
export * from "./money.js";
export * from "./format.js";
export { frenchTypography, typography, withTypography, NBSP, NNBSP } from "./typography.js";
export { rule, firstFailure, requiredField, optionalField, type Check } from "./fields.js";
export {
  accountSchemas,
  type AccountSchemas,
  type AccountFormName,
  type AccountFormValues,
  type AccountFormInput,
} from "./schemas.js";
export {
  validateForm,
  validateGuestCheckout,
  toFieldErrors,
  type FieldError,
  type GuestCheckoutSubmission,
  type ValidationResult,
} from "./validate.js";
export * from "./contact.js";
export * from "./shop-identity.js";
export * from "./payment-reference.js";
