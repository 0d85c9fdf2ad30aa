/**
 * zod building blocks: a field runs its checks in order and reports only the FIRST failing rule,
 * so a form shows one clear message per field ('Der Wert ist erforderlich' before 'Mindestlänge 8').
 * Messages are localised when the schema is built (see schemas.ts); the rule id travels in
 * `issue.params.rule` so callers can tell rules apart without parsing text.
 */
import { z } from "zod";
import * as checks from "./checks.js";
import { isValidLoyaltyCardNumber, isValidLoyaltyPin, normalizeLoyaltyCardNumber } from "./loyalty.js";
import type { Locale } from "./locale.js";
import { translate, type MessageDescriptor, type MessageId, type MessageValues } from "./messages/index.js";

/** One rule: returns the message describing the failure, or null when the value passes. */
export type Check = (value: string) => MessageDescriptor | null;

const fail = (id: MessageId, values?: MessageValues): MessageDescriptor => (values ? { id, values } : { id });

/** The rules of SPEC §5 (and the generic ones), as checks over a normalised, non-empty string. */
export const rule = {
  email: (): Check => (v) => (checks.isEmail(v) ? null : fail("validation.email")),
  lettersOnly: (): Check => (v) => (checks.isLettersOnly(v) ? null : fail("validation.lettersOnly")),
  minLength: (min: number): Check => (v) => ([...v].length >= min ? null : fail("validation.minLength", { min })),
  maxLength: (max: number): Check => (v) => ([...v].length <= max ? null : fail("validation.maxLength", { max })),
  postalCode: (): Check => (v) => (checks.hasPostalCodeLength(v) ? null : fail("validation.postalCode")),
  loyaltyCard: (): Check => (v) => (isValidLoyaltyCardNumber(v) ? null : fail("validation.loyaltyCard")),
  loyaltyPin: (): Check => (v) => (isValidLoyaltyPin(v) ? null : fail("validation.loyaltyPin")),
  alpha: (): Check => (v) => (checks.isAlpha(v) ? null : fail("validation.alpha")),
  alphaNum: (): Check => (v) => (checks.isAlphaNum(v) ? null : fail("validation.alphaNum")),
  numeric: (): Check => (v) => (checks.isNumeric(v) ? null : fail("validation.numeric")),
  integer: (): Check => (v) => (checks.isInteger(v) ? null : fail("validation.integer")),
  decimal: (): Check => (v) => (checks.isDecimal(v) ? null : fail("validation.decimal")),
  url: (): Check => (v) => (checks.isUrl(v) ? null : fail("validation.url")),
  /** Numeric range (inclusive); non-numbers fail as "decimal". */
  between: (min: number, max: number): Check => (v) => {
    if (!checks.isDecimal(v)) return fail("validation.decimal");
    const n = checks.toNumber(v);
    return n >= min && n <= max ? null : fail("validation.between", { min, max });
  },
  minValue: (min: number): Check => (v) => {
    if (!checks.isDecimal(v)) return fail("validation.decimal");
    return checks.toNumber(v) >= min ? null : fail("validation.minValue", { min });
  },
  maxValue: (max: number): Check => (v) => {
    if (!checks.isDecimal(v)) return fail("validation.decimal");
    return checks.toNumber(v) <= max ? null : fail("validation.maxValue", { max });
  },
  plainText: (): Check => (v) => (checks.hasForbiddenCharacters(v) ? fail("validation.invalidCharacters") : null),
  houseNumber: (): Check => (v) => (checks.hasHouseNumber(v) ? null : fail("validation.streetNumber")),
  phone: (): Check => (v) => (checks.isPhone(v) ? null : fail("validation.phone")),
  birthday: (): Check => (v) => (checks.isBirthday(v) ? null : fail("validation.date")),
  entityId: (): Check => (v) => (checks.isEntityId(v) ? null : fail("validation.choice")),
};

/** Runs checks in order; first failure wins. */
export function firstFailure(value: string, list: readonly Check[]): MessageDescriptor | null {
  for (const check of list) {
    const failure = check(value);
    if (failure) return failure;
  }
  return null;
}

/** Adds a localised issue carrying its rule id. */
export function report(
  ctx: Pick<z.RefinementCtx<unknown>, "addIssue">,
  locale: Locale,
  failure: MessageDescriptor,
  path?: PropertyKey[],
): void {
  ctx.addIssue({
    code: "custom",
    message: translate(locale, failure.id, failure.values),
    params: { rule: failure.id, ...(failure.values ? { values: failure.values } : {}) },
    ...(path ? { path } : {}),
  });
}

function normalizedString(locale: Locale, normalize: (value: string) => string) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? "" : typeof value === "string" ? normalize(value) : value),
    z.string({ error: () => translate(locale, "validation.required") }),
  );
}

export interface FieldOptions {
  /** Normalisation before the checks (default: NFC + trim). */
  normalize?: (value: string) => string;
}

/** A required text field: empty → 'Der Wert ist erforderlich', then `list` in order. */
export function requiredField(locale: Locale, list: readonly Check[], options: FieldOptions = {}) {
  return normalizedString(locale, options.normalize ?? checks.normalizeText).superRefine((value, ctx) => {
    const failure = value === "" ? fail("validation.required") : firstFailure(value, list);
    if (failure) report(ctx, locale, failure);
  });
}

/** An optional text field: empty (or missing) → undefined, otherwise `list` in order. */
export function optionalField(locale: Locale, list: readonly Check[], options: FieldOptions = {}) {
  return normalizedString(locale, options.normalize ?? checks.normalizeText)
    .superRefine((value, ctx) => {
      if (value === "") return;
      const failure = firstFailure(value, list);
      if (failure) report(ctx, locale, failure);
    })
    .transform((value) => (value === "" ? undefined : value));
}

/** Passwords are taken as typed: never trimmed or normalised (only checked). */
export const asTyped = (value: string): string => value;

/** Loyalty card numbers lose the separators people type. */
export const cardNumber = (value: string): string => normalizeLoyaltyCardNumber(value.trim());
export const cardPin = (value: string): string => value.replace(/\s/g, "");
