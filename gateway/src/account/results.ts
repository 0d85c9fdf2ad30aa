/**
 * Typed mutation results (schema/account.graphql): forms get `fieldErrors` per field and a
 * localised `message`; nothing a user can cause is thrown as a GraphQL error.
 */
import { translate, type FieldError, type Locale, type MessageId, type MessageValues } from "@shop/rules";
import type { AccountErrorCode } from "../generated/graphql.js";

export interface FieldErrorRow {
  field: string;
  message: string;
  rule: string | null;
}

export interface ResultBase {
  ok: boolean;
  message: string | null;
  errorCode: AccountErrorCode | null;
  fieldErrors: FieldErrorRow[];
}

/** AccountResult: `customer` and `session` are resolved after the mutation (fresh reads). */
export type AccountResultRow = ResultBase;
export interface RegisterResultRow extends ResultBase {
  confirmationRequired: boolean;
}

export function succeeded(locale: Locale, id: MessageId, values?: MessageValues): ResultBase {
  return { ok: true, message: translate(locale, id, values), errorCode: null, fieldErrors: [] };
}

export function failed(
  locale: Locale,
  errorCode: AccountErrorCode,
  id: MessageId,
  values?: MessageValues,
  fieldErrors: FieldErrorRow[] = [],
): ResultBase {
  return { ok: false, message: translate(locale, id, values), errorCode, fieldErrors };
}

/** The gateway's own validation (@shop/rules) refused the input: nothing was sent upstream. */
export function invalidInput(locale: Locale, fieldErrors: readonly FieldError[]): ResultBase {
  return failed(
    locale,
    "INVALID_INPUT",
    "account.invalidInput",
    undefined,
    fieldErrors.map((e) => ({ field: e.field, message: e.message, rule: e.rule })),
  );
}
