/**
 * One entry point for servers: validate a form's input and get either the normalised values or
 * field-level errors `{ field, message, rule }` (the shape the gateway returns to forms).
 */
import type { z } from "zod";
import type { Locale } from "./locale.js";
import { translate, type MessageId } from "./messages/index.js";
import { accountSchemas, type AccountFormName, type AccountFormValues } from "./schemas.js";

export interface FieldError {
  /** Input field name (dotted path for nested input), e.g. "zipcode". */
  field: string;
  /** Localised message. */
  message: string;
  /** Id of the rule that failed, e.g. "validation.required". */
  rule: MessageId | "validation.invalid";
}

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldError[] };

/** Converts zod issues to field errors (one per field, first issue wins). */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[], locale: Locale): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const issue of issues) {
    const field = issue.path.map(String).join(".");
    if (byField.has(field)) continue;
    const params = (issue as { params?: { rule?: MessageId } }).params;
    byField.set(field, {
      field,
      // Non-custom issues (wrong JSON type for a boolean etc.) get the generic "required" text.
      message: params?.rule ? issue.message : translate(locale, "validation.required"),
      rule: params?.rule ?? "validation.invalid",
    });
  }
  return [...byField.values()];
}

export function validateForm<N extends AccountFormName>(
  form: N,
  input: unknown,
  locale: Locale,
): ValidationResult<AccountFormValues<N>> {
  const schema = accountSchemas(locale)[form] as unknown as z.ZodType<AccountFormValues<N>>;
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, fieldErrors: toFieldErrors(parsed.error.issues, locale) };
}

type GuestAddress = { salutationId?: unknown; firstName?: unknown; lastName?: unknown } & Record<string, unknown>;

/** The guest checkout as clients send it (GuestCheckoutInput): the person's names once, the addresses. */
export interface GuestCheckoutSubmission {
  salutationId?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  acceptedDataProtection?: unknown;
  address?: GuestAddress | null;
  shippingAddress?: GuestAddress | null;
}

/** Forms may ask for the person's names once: they default every address's names. */
function withNames(address: GuestAddress | null | undefined, input: GuestCheckoutSubmission): GuestAddress {
  return {
    ...address,
    salutationId: address?.salutationId ?? input.salutationId,
    firstName: address?.firstName ?? input.firstName,
    lastName: address?.lastName ?? input.lastName,
  };
}

/**
 * 'Continue as guest' checked as one form, by the web's action and the gateway alike: field paths
 * `email`, `acceptedDataProtection`, `address.<field>`, `shippingAddress.<field>`.
 */
export function validateGuestCheckout(input: GuestCheckoutSubmission, locale: Locale) {
  return validateForm(
    "guestCheckout",
    {
      email: input.email,
      acceptedDataProtection: input.acceptedDataProtection,
      address: withNames(input.address, input),
      shippingAddress: input.shippingAddress ? withNames(input.shippingAddress, input) : null,
    },
    locale,
  );
}
