/**
 * Checkout rules shared by the gateway (enforced before any order is written) and the web (shown
 * next to the options): SPEC §5 payment availability, SPEC §9 payment redirect delay. Each rule is
 * defined once, here (invoice terms: invoice.ts, shipping: shipping.ts).
 */
import type { MessageId } from "./messages/index.js";

/** SPEC §9: the shopper is sent to the payment provider after a 5 s notice. */
export const PAYMENT_REDIRECT_DELAY_MS = 5000;

/** Shopware technicalName of the invoice method. */
export const INVOICE_TECHNICAL_NAME = "payment_invoice";

/** Shopware technicalName of the prepayment method (bank transfer before shipping). */
export const PREPAYMENT_TECHNICAL_NAME = "payment_prepayment";

/** Bank-transfer methods of a foreign scheme, by technicalName (or marked by the custom field below). */
export const FOREIGN_BANK_TRANSFER_TECHNICAL_NAMES: readonly string[] = ["payment_foreign_bank_transfer", "payment_sepa_bank_transfer"];
export const FOREIGN_BANK_TRANSFER_FIELD = "shop_foreign_bank_transfer";

export type PaymentUnavailableCode = "BILLING_DIFFERS_FROM_SHIPPING" | "FOREIGN_TRANSFER_BILLING_DIFFERS" | "INACTIVE";

export interface PaymentMethodLike {
  technicalName?: string | null;
  active?: boolean | null;
  customFields?: unknown;
  translated?: object | null;
}

function flag(fields: unknown, name: string): boolean {
  if (!fields || typeof fields !== "object" || Array.isArray(fields)) return false;
  const value = (fields as Record<string, unknown>)[name];
  return value === true || value === 1 || value === "1" || value === "true";
}

export function isForeignBankTransfer(method: PaymentMethodLike): boolean {
  if (method.technicalName && FOREIGN_BANK_TRANSFER_TECHNICAL_NAMES.includes(method.technicalName)) return true;
  return flag(method.customFields, FOREIGN_BANK_TRANSFER_FIELD) || flag((method.translated as { customFields?: unknown } | null | undefined)?.customFields, FOREIGN_BANK_TRANSFER_FIELD);
}

export function isInvoice(method: PaymentMethodLike): boolean {
  return method.technicalName === INVOICE_TECHNICAL_NAME;
}

export type PaymentAvailability =
  | { available: true; code: null; messageId: null }
  | { available: false; code: PaymentUnavailableCode; messageId: MessageId };

/**
 * SPEC §5: invoice is not possible with a billing address different from the shipping address; a
 * foreign-scheme bank transfer is unavailable with a different billing address; inactive methods
 * cannot be chosen.
 */
export function paymentAvailability(method: PaymentMethodLike, options: { billingDiffersFromShipping: boolean }): PaymentAvailability {
  if (method.active === false) return { available: false, code: "INACTIVE", messageId: "checkout.paymentInactive" };
  if (options.billingDiffersFromShipping && isInvoice(method)) {
    return { available: false, code: "BILLING_DIFFERS_FROM_SHIPPING", messageId: "checkout.invoiceBillingDiffers" };
  }
  if (options.billingDiffersFromShipping && isForeignBankTransfer(method)) {
    return { available: false, code: "FOREIGN_TRANSFER_BILLING_DIFFERS", messageId: "checkout.foreignTransferBillingDiffers" };
  }
  return { available: true, code: null, messageId: null };
}

/** The fields that make two addresses the same place (ids aside); readers ask the Store API for these. */
export const COMPARED_ADDRESS_FIELDS = ["firstName", "lastName", "company", "street", "additionalAddressLine1", "zipcode", "city", "countryId", "countryStateId"] as const;

export type AddressLike = Partial<Record<(typeof COMPARED_ADDRESS_FIELDS)[number] | "id", string | null | undefined>>;

/** Billing differs from shipping when the ids differ and so does the content (trimmed, case-insensitive). */
export function addressesDiffer(billing: AddressLike | null | undefined, shipping: AddressLike | null | undefined): boolean {
  if (!billing || !shipping) return false;
  if (billing.id && shipping.id && billing.id === shipping.id) return false;
  const norm = (v: string | null | undefined) => (v ?? "").trim().toLowerCase();
  return COMPARED_ADDRESS_FIELDS.some((f) => norm(billing[f]) !== norm(shipping[f]));
}
