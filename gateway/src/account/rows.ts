/**
 * Upstream (Store API) rows behind the account types of schema/account.graphql
 * (codegen mappers: resolvers receive these as parents).
 */
import type { components } from "@shopware/api-client/store-api-types";

type Schemas = components["schemas"];

/**
 * The official Customer plus fields Shopware returns without documenting them in 6.7
 * (the default payment method id of older versions, null for unset fields).
 */
export type CustomerRow = Schemas["Customer"] & {
  defaultPaymentMethodId?: string | null;
  requestedGroupId?: string | null;
  company?: string | null;
};
export type AddressRow = Schemas["CustomerAddress"] & {
  country?: Schemas["Country"] | null;
  countryState?: Schemas["CountryState"] | null;
  salutation?: Schemas["Salutation"] | null;
};
export type CountryRow = Schemas["Country"];
export type CountryStateRow = Schemas["CountryState"];
export type SalutationRow = Schemas["Salutation"];
export type PaymentMethodRow = Schemas["PaymentMethod"];
export type CustomerGroupRow = Schemas["CustomerGroup"];

/** `translated.x` when the upstream filled it, else `x` (Shopware's fallback rule). */
export function pick<T>(value: T | null | undefined, translatedValue: T | null | undefined): T | null {
  if (translatedValue !== undefined && translatedValue !== null && translatedValue !== "") return translatedValue;
  return value ?? null;
}
