import type { AddressInput } from "~/generated/graphql";

/** The AddressInput fields in form order: the address book, registration and the guest checkout read these. */
export const ADDRESS_FIELDS = [
  "salutationId",
  "firstName",
  "lastName",
  "company",
  "street",
  "additionalAddressLine1",
  "zipcode",
  "city",
  "countryId",
  "countryStateId",
  "phoneNumber",
] as const satisfies readonly (keyof AddressInput)[];
