/**
 * Store API refusals of account operations → typed results with localised texts (SPEC §8).
 *
 * - network, time-out and server errors → UNAVAILABLE with the generic message (logged); a gateway
 *   bug is no Store API failure and is thrown on (errors/classify.ts);
 * - known Shopware error codes → their SPEC §8 message ('Ungültiger Benutzername oder Passwort', ...);
 * - constraint violations (`source.pointer`) → field errors on the input field they concern; the
 *   common constraints get the shop's own localised rule texts, blank-field violations are shown as
 *   'field - detail' (SPEC §5), anything else as 'field - detail' too;
 * - everything else → the operation's own failure text (e.g. 'address could not be deleted').
 */
import { fieldLabel, translate, type Locale, type MessageId, type MessageValues } from "@shop/rules";
import type { FastifyBaseLogger } from "fastify";
import type { AccountErrorCode } from "../generated/graphql.js";
import { normalizeError, StoreApiHttpError, type StoreApiErrorEntry } from "../errors/upstream.js";
import { isOutageStatus, rethrowInternal } from "../errors/classify.js";
import { failed, type FieldErrorRow, type ResultBase } from "./results.js";

/** A Store API error entry as Shopware sends it (the gateway's base type omits source/meta details). */
export interface UpstreamErrorEntry extends StoreApiErrorEntry {
  source?: { pointer?: string };
  meta?: { parameters?: Record<string, unknown> | unknown[] };
}

export interface UpstreamFailure {
  /** 0 = network, 408 = time-out, else the HTTP status. */
  status: number;
  codes: string[];
  entries: UpstreamErrorEntry[];
}

/** A gateway bug is thrown on, not described as an upstream failure (errors/classify.ts). */
export function upstreamFailure(error: unknown): UpstreamFailure {
  rethrowInternal(error);
  const normalized = normalizeError(error);
  const entries = error instanceof StoreApiHttpError ? (error.errors as UpstreamErrorEntry[]) : [];
  return { status: normalized.status, codes: normalized.codes, entries };
}

/** SPEC §6: a 403 on customer reads means "no logged-in customer". */
export function isNotLoggedIn(failure: UpstreamFailure): boolean {
  return failure.codes.includes("CHECKOUT__CUSTOMER_NOT_LOGGED_IN") || (failure.status === 403 && failure.codes.length === 0);
}

function parameters(entry: UpstreamErrorEntry): Record<string, unknown> {
  const params = entry.meta?.parameters;
  return params && typeof params === "object" && !Array.isArray(params) ? params : {};
}

function parameter(entry: UpstreamErrorEntry, name: string): unknown {
  const params = parameters(entry);
  return params[`{{ ${name} }}`] ?? params[name];
}

/** "/billingAddress/zipcode" → "zipcode"; Store API names → the GraphQL input names. */
const FIELD_RENAMES: Record<string, string> = {
  newPasswordConfirm: "newPasswordConfirmation",
  birthdayDay: "birthday",
  birthdayMonth: "birthday",
  birthdayYear: "birthday",
  username: "email",
  zipCode: "zipcode",
  zip: "zipcode",
};

export function fieldOfPointer(pointer: string): string {
  const parts = pointer.split("/").filter((p) => p !== "");
  const inAddress = parts[0] === "billingAddress" || parts[0] === "shippingAddress";
  const rest = inAddress ? parts.slice(1) : parts;
  const name = rest.join(".");
  return FIELD_RENAMES[name] ?? name;
}

const BLANK_CODES = new Set(["VIOLATION::IS_BLANK_ERROR", "c1051bb4-d103-4f74-8988-acbcafc7fdc3", "VIOLATION::NOT_BLANK_ERROR"]);

/** Numeric meta parameter, or undefined (quoted strings from Symfony are unwrapped). */
export function numberParameter(entry: UpstreamErrorEntry, name: string): number | undefined {
  const value = parameter(entry, name);
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value.replace(/"/g, "")) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

function violationMessage(
  locale: Locale,
  entry: UpstreamErrorEntry,
  field: string,
  context: FailureContext,
): { message: string; rule: string; errorCode?: AccountErrorCode } {
  const code = entry.code ?? "";
  const detail = entry.detail || entry.title || "";
  const t = (id: MessageId, values?: MessageValues) => translate(locale, id, values);
  const withLabel = () => `${fieldLabel(locale, field)} - ${detail}`;
  if (BLANK_CODES.has(code)) return { message: withLabel(), rule: code };
  switch (code) {
    case "VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE": {
      const email = String(parameter(entry, "email") ?? context.email ?? "").replace(/^"|"$/g, "");
      return { message: t("account.emailTaken", { email }), rule: code, errorCode: "EMAIL_TAKEN" };
    }
    case "VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT":
      return { message: t("account.passwordIncorrect"), rule: code };
    case "VIOLATION::LOYALTY_CARD_NUMBER_INVALID":
      return { message: t("validation.loyaltyCard"), rule: code, errorCode: "LOYALTY_CARD_INVALID" };
    case "VIOLATION::ZIP_CODE_INVALID":
      return { message: t("validation.postalCodeCountry"), rule: code };
    case "VIOLATION::INVALID_DATE_ERROR":
      return { message: t("validation.date"), rule: code };
    case "VIOLATION::ENTITY_DOES_NOT_EXISTS":
    case "VIOLATION::NO_SUCH_CHOICE_ERROR":
      return { message: t("validation.choice"), rule: code };
    case "VIOLATION::REGEX_FAILED_ERROR":
      return { message: t("validation.invalidCharacters"), rule: code };
    case "VIOLATION::TOO_LONG_ERROR": {
      const max = numberParameter(entry, "limit");
      return max === undefined ? { message: withLabel(), rule: code } : { message: t("validation.maxLength", { max }), rule: code };
    }
    case "VIOLATION::TOO_SHORT_ERROR": {
      const min = numberParameter(entry, "limit");
      return min === undefined ? { message: withLabel(), rule: code } : { message: t("validation.minLength", { min }), rule: code };
    }
    case "VIOLATION::INVALID_FORMAT_ERROR":
    case "VIOLATION::INVALID_EMAIL_ERROR":
      return field === "email" || field === "emailConfirmation"
        ? { message: t("validation.email"), rule: code }
        : { message: withLabel(), rule: code };
    case "VIOLATION::NOT_EQUAL_ERROR":
      if (field === "newPasswordConfirmation" || field === "passwordConfirmation") {
        return { message: t("validation.passwordMismatch"), rule: code };
      }
      if (field === "emailConfirmation") return { message: t("validation.emailMismatch"), rule: code };
      if (field === "em" || field === "hash") return { message: t("account.linkInvalid"), rule: code, errorCode: "LINK_INVALID" };
      return { message: withLabel(), rule: code };
    default:
      return { message: detail ? withLabel() : t("account.invalidInput"), rule: code || "VIOLATION" };
  }
}

/** Shopware error codes with a fixed meaning, whatever the operation. */
const KNOWN_CODES: Record<string, { errorCode: AccountErrorCode; message: MessageId }> = {
  CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS: { errorCode: "INVALID_CREDENTIALS", message: "account.loginFailed" },
  CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED: { errorCode: "NOT_CONFIRMED", message: "account.notConfirmed" },
  CHECKOUT__CUSTOMER_IS_INACTIVE: { errorCode: "NOT_CONFIRMED", message: "account.notConfirmed" },
  CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED: { errorCode: "ALREADY_CONFIRMED", message: "account.alreadyConfirmed" },
  CHECKOUT__CUSTOMER_NOT_LOGGED_IN: { errorCode: "NOT_LOGGED_IN", message: "account.notLoggedIn" },
  CHECKOUT__REGISTRATION_NOT_ACTIVE: { errorCode: "REGISTRATION_INACTIVE", message: "account.registrationInactive" },
  CHECKOUT__CUSTOMER_GROUP_REGISTRATION_NOT_FOUND: { errorCode: "REGISTRATION_INACTIVE", message: "account.registrationInactive" },
  CHECKOUT__CUSTOMER_NOT_FOUND: { errorCode: "CUSTOMER_NOT_FOUND", message: "account.customerNotFound" },
  CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH: { errorCode: "LINK_INVALID", message: "account.linkInvalid" },
  CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED: { errorCode: "LINK_INVALID", message: "account.linkInvalid" },
  CHECKOUT__NO_HASH_PROVIDED: { errorCode: "LINK_INVALID", message: "account.linkInvalid" },
  CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT: { errorCode: "ADDRESS_IS_DEFAULT", message: "account.addressIsDefault" },
  CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND: { errorCode: "NOT_FOUND", message: "account.addressNotFound" },
  CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND: { errorCode: "NOT_FOUND", message: "account.productNotAvailable" },
  CHECKOUT__UNKNOWN_PAYMENT_METHOD: { errorCode: "NOT_FOUND", message: "account.paymentMethodFailed" },
  LOYALTY__CARD_ALREADY_LINKED: { errorCode: "LOYALTY_CARD_INVALID", message: "account.loyaltyLinkFailed" },
  LOYALTY__CUSTOMER_HAS_CARD: { errorCode: "LOYALTY_CARD_INVALID", message: "account.loyaltyLinkFailed" },
};

export interface FailureContext {
  /** Text for refusals without a specific message (e.g. 'Die Adresse konnte nicht gelöscht werden.'). */
  fallback?: MessageId;
  /** Operation-specific meanings of codes (win over KNOWN_CODES). */
  codes?: Record<string, { errorCode: AccountErrorCode; message: MessageId }>;
  /** The e-mail address the user sent (for 'Die E-Mail-Adresse {email} wird bereits verwendet.'). */
  email?: string;
  logger?: FastifyBaseLogger;
  operation?: string;
}

/** Builds the typed failure result for any error of an upstream account call. */
export function failureResult(error: unknown, locale: Locale, context: FailureContext = {}): ResultBase {
  const failure = upstreamFailure(error);
  const fallback = context.fallback ?? "account.generic";

  if (isOutageStatus(failure.status)) {
    context.logger?.warn({ operation: context.operation, status: failure.status, err: error }, "account call failed upstream");
    return failed(locale, "UNAVAILABLE", "account.generic");
  }

  for (const code of failure.codes) {
    const known = context.codes?.[code] ?? KNOWN_CODES[code];
    if (known) {
      const values = code === "CHECKOUT__CUSTOMER_NOT_FOUND" && context.email ? { email: context.email } : undefined;
      // The e-mail field is where the user can fix "no customer found" / a bad card number.
      const fieldErrors: FieldErrorRow[] =
        known.errorCode === "CUSTOMER_NOT_FOUND"
          ? [{ field: "email", message: translate(locale, known.message, values), rule: code }]
          : [];
      return failed(locale, known.errorCode, known.message, values, fieldErrors);
    }
  }
  if (failure.status === 429 || failure.codes.includes("CHECKOUT__CUSTOMER_AUTH_THROTTLED")) {
    const entry = failure.entries.find((e) => e.code === "CHECKOUT__CUSTOMER_AUTH_THROTTLED") ?? failure.entries[0];
    const seconds = (entry && numberParameter(entry, "seconds")) || 30;
    return failed(locale, "LOGIN_THROTTLED", "account.loginThrottled", { seconds });
  }

  const violations = failure.entries.filter((e) => typeof e.source?.pointer === "string" || e.code?.startsWith("VIOLATION::"));
  if (violations.length > 0) {
    // A storefrontUrl refusal is a configuration problem of the shop, not something the user can fix.
    if (violations.some((e) => e.source?.pointer === "/storefrontUrl")) {
      context.logger?.error({ operation: context.operation }, "the Store API refused the storefront URL: check STORE_HOST");
      return failed(locale, "UNAVAILABLE", "account.generic");
    }
    const byField = new Map<string, FieldErrorRow>();
    let errorCode: AccountErrorCode = "INVALID_INPUT";
    let message: string | null = null;
    for (const entry of violations) {
      const field = fieldOfPointer(entry.source?.pointer ?? "");
      if (byField.has(field)) continue;
      const described = violationMessage(locale, entry, field, context);
      byField.set(field, { field, message: described.message, rule: described.rule });
      if (described.errorCode && errorCode === "INVALID_INPUT") {
        errorCode = described.errorCode;
        message = described.message;
      }
    }
    return {
      ok: false,
      errorCode,
      message: message ?? translate(locale, "account.invalidInput"),
      fieldErrors: [...byField.values()],
    };
  }

  if (failure.status === 403) return failed(locale, "NOT_LOGGED_IN", "account.notLoggedIn");
  if (failure.status === 404 || failure.status === 410) {
    return failed(locale, context.fallback ? "FAILED" : "NOT_FOUND", fallback);
  }
  context.logger?.info({ operation: context.operation, status: failure.status, codes: failure.codes }, "account call refused");
  return failed(locale, "FAILED", fallback);
}
