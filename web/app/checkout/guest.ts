/**
 * The 'continue as guest' form (SPEC §6): personal data, the billing address and optionally a
 * different shipping address, in ONE flat form (so it posts without JavaScript). The shipping
 * address fields carry the prefix `shipping_` and are only validated when the shopper ticks
 * 'different shipping address'. The rules are @shop/rules' guest checkout (`validateGuestCheckout`),
 * which the browser, the page's action (no JavaScript) and the gateway (apps) all apply.
 */
import { accountSchemas, type Locale } from "@shop/rules";
import { z } from "zod";
import { ADDRESS_FIELDS } from "~/account/addressFields";
import type { AddressInput, GuestCheckoutInput } from "~/generated/graphql";

export { ADDRESS_FIELDS };

export const SHIPPING_PREFIX = "shipping_";
export const DIFFERENT_SHIPPING_FIELD = "differentShippingAddress";

/** A ticked checkbox: "on" (native post), true (react-hook-form). */
export function isTicked(value: unknown): boolean {
  return value === true || (typeof value === "string" && value !== "" && value !== "false");
}

export function guestFormSchema(locale: Locale) {
  const { address, guestCheckout } = accountSchemas(locale);
  const shippingFields = Object.fromEntries(ADDRESS_FIELDS.map((name) => [`${SHIPPING_PREFIX}${name}`, z.unknown().optional()]));
  return guestCheckout.shape.address
    .extend({
      email: guestCheckout.shape.email,
      acceptedDataProtection: guestCheckout.shape.acceptedDataProtection,
      [DIFFERENT_SHIPPING_FIELD]: z.unknown().optional(),
      ...shippingFields,
    })
    .superRefine((values: Record<string, unknown>, ctx) => {
      if (!isTicked(values[DIFFERENT_SHIPPING_FIELD])) return;
      const shipping = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, values[`${SHIPPING_PREFIX}${name}`]]));
      const parsed = address.safeParse(shipping);
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: "custom", message: issue.message, path: [`${SHIPPING_PREFIX}${String(issue.path[0])}`] });
      }
    });
}

type Read = (name: string) => string | null;

function addressFrom(read: Read, prefix: string): AddressInput {
  const address: Record<string, string | null> = {};
  for (const name of ADDRESS_FIELDS) address[name] = read(`${prefix}${name}`);
  return address as AddressInput;
}

/** The mutation input of a posted guest form (`read` gives trimmed-empty fields as null). */
export function guestInput(read: Read, ticked: (name: string) => boolean): GuestCheckoutInput {
  const address = addressFrom(read, "");
  return {
    salutationId: address.salutationId,
    firstName: address.firstName,
    lastName: address.lastName,
    email: read("email"),
    address,
    shippingAddress: ticked(DIFFERENT_SHIPPING_FIELD) ? addressFrom(read, SHIPPING_PREFIX) : null,
    acceptedDataProtection: ticked("acceptedDataProtection"),
  };
}

/**
 * The gateway's field paths ("address.zipcode", "input.shippingAddress.city", "email") → the
 * form's control names ("zipcode", "shipping_city", "email"); the first message per control wins.
 */
export function guestFieldErrors(errors: readonly { field: string; message: string }[] | null | undefined): Record<string, string> | undefined {
  if (!errors || errors.length === 0) return undefined;
  const record: Record<string, string> = {};
  for (const error of errors) {
    const parts = error.field.split(".");
    const last = parts.at(-1) ?? error.field;
    const name = parts.includes("shippingAddress") ? `${SHIPPING_PREFIX}${last}` : last;
    if (!(name in record)) record[name] = error.message;
  }
  return record;
}

/** The guest form's posted text fields (names and values as posted), to show a refused form again. */
export function postedGuestValues(read: (name: string) => string): Record<string, string> {
  const names = [...ADDRESS_FIELDS, "email", ...ADDRESS_FIELDS.map((name) => `${SHIPPING_PREFIX}${name}`), DIFFERENT_SHIPPING_FIELD, "acceptedDataProtection"];
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = read(name);
    if (value !== "") values[name] = value;
  }
  return values;
}

/** The shipping address part of posted values, without the prefix (the address fields' own names). */
export function shippingValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([name]) => name.startsWith(SHIPPING_PREFIX))
      .map(([name, value]) => [name.slice(SHIPPING_PREFIX.length), value]),
  );
}
