/** A postal address as text (React escapes every value: what customers typed stays inert). */
export interface AddressLike {
  firstName: string;
  lastName: string;
  company?: string | null;
  street: string;
  additionalAddressLine1?: string | null;
  zipcode?: string | null;
  city: string;
  country?: { name: string } | null;
  countryState?: { name: string } | null;
  phoneNumber?: string | null;
  salutation?: { displayName: string } | null;
}

export function AddressBlock({ address }: { address: AddressLike }) {
  return (
    <address data-testid="address">
      {address.company ? (
        <>
          {address.company}
          <br />
        </>
      ) : null}
      {[address.salutation?.displayName, address.firstName, address.lastName].filter(Boolean).join(" ")}
      <br />
      {address.street}
      <br />
      {address.additionalAddressLine1 ? (
        <>
          {address.additionalAddressLine1}
          <br />
        </>
      ) : null}
      {[address.zipcode, address.city].filter(Boolean).join(" ")}
      {address.country ? (
        <>
          <br />
          {address.country.name}
          {address.countryState ? ` (${address.countryState.name})` : null}
        </>
      ) : null}
      {address.phoneNumber ? (
        <>
          <br />
          {address.phoneNumber}
        </>
      ) : null}
    </address>
  );
}
