/**
 * Helpers for the account actions: reading posted form fields and turning the gateway's typed
 * results into what the forms show (FormResult of components/forms/useShopForm).
 */
import { translate } from "@shop/rules";
import { data } from "react-router";
import type { FormResult } from "~/components/forms/useShopForm";
import type { GatewayResult } from "./gateway.server";
import { requestLocale } from "./gateway.server";
import { isProductId, WISHLIST_MAX_ITEMS } from "~/wishlist/store";

/** Upper bound for any posted text field: the rules cap fields far below this. */
const MAX_FIELD = 4096;

/** A posted text value; files and missing fields read as "" (the gateway then says 'required'). */
/** The anonymous wishlist a login or registration form carries along (hidden `wishlistProductIds` fields). */
export function wishlistIds(form: FormData): string[] {
  return form.getAll("wishlistProductIds").filter(isProductId).slice(0, WISHLIST_MAX_ITEMS);
}

export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, MAX_FIELD) : "";
}

/** Optional text: empty means "not given" (null), so optional fields are simply left out. */
export function optionalText(form: FormData, name: string): string | null {
  const value = text(form, name);
  return value.trim() === "" ? null : value;
}

interface TypedResult {
  ok: boolean;
  message?: string | null;
  fieldErrors?: readonly { field: string; message: string }[] | null;
}

export function fieldErrorRecord(errors: TypedResult["fieldErrors"]): Record<string, string> | undefined {
  if (!errors || errors.length === 0) return undefined;
  const record: Record<string, string> = {};
  for (const error of errors) {
    // Nested input paths ("input.zipcode") address the form control by its last segment.
    const name = error.field.split(".").at(-1) ?? error.field;
    if (!(name in record)) record[name] = error.message;
  }
  return record;
}

/**
 * The answer of an action to its form: field errors on the fields, the gateway's message as the
 * form error, and the gateway's cookies passed on. A missing result (GraphQL error) gets the
 * generic message of SPEC §8.
 */
export function formAnswer(
  request: Request,
  intent: string,
  result: TypedResult | null | undefined,
  call: Pick<GatewayResult<unknown>, "errors" | "headers">,
  extra: Record<string, unknown> = {},
) {
  const locale = requestLocale(request);
  let answer: FormResult & Record<string, unknown>;
  if (!result) {
    // A GraphQL error instead of a typed result is never the visitor's doing: the generic message.
    answer = { ok: false, intent, formError: translate(locale, "account.generic"), ...extra };
  } else if (result.ok) {
    answer = { ok: true, intent, message: result.message ?? undefined, ...extra };
  } else {
    const fieldErrors = fieldErrorRecord(result.fieldErrors);
    answer = {
      ok: false,
      intent,
      fieldErrors,
      // With field errors the fields speak for themselves; the message is a summary.
      formError: result.message ?? translate(locale, fieldErrors ? "account.invalidInput" : "account.generic"),
      ...extra,
    };
  }
  return data(answer, { status: answer.ok ? 200 : 400, headers: call.headers });
}
