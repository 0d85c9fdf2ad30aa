/**
 * Per-request reads of the session customer's data (customer, addresses) and of the account
 * reference data (salutations, countries, payment methods), each loaded at most once per request.
 *
 * The customer is ALWAYS the one of the request's context token: nothing here takes a customer id.
 * Mutations call `invalidate()` so fields resolved after them read fresh data.
 */
import type { RequestStoreApi } from "../session/storeApi.js";
import { toGraphQLError } from "../errors/graphql.js";
import { isNotLoggedIn, upstreamFailure } from "./failures.js";
import type { AddressRow, CountryRow, CustomerRow, PaymentMethodRow, SalutationRow } from "./rows.js";

/** Shopware's maximum page size; an account never has more addresses than this in practice. */
const LIST_LIMIT = 100;

export class AccountData {
  private customerLoad: Promise<CustomerRow | null> | null = null;
  private addressesLoad: Promise<AddressRow[]> | null = null;
  private salutationsLoad: Promise<SalutationRow[]> | null = null;
  private countriesLoad: Promise<CountryRow[]> | null = null;
  private paymentMethodsLoad: Promise<PaymentMethodRow[]> | null = null;

  constructor(
    private readonly storeApi: RequestStoreApi,
    /** True when the session is known to have no customer: the account routes would only answer 403. */
    private readonly withoutCustomer: () => boolean = () => false,
  ) {}

  /** Forgets the customer data read so far (after a mutation). */
  invalidate(): void {
    this.customerLoad = null;
    this.addressesLoad = null;
  }

  /** The logged-in customer, or null (no token, or the Store API answered 403). Guests count as customers here. */
  customer(): Promise<CustomerRow | null> {
    if (!this.storeApi.token.hasToken || this.withoutCustomer()) return Promise.resolve(null);
    this.customerLoad ??= this.storeApi
      .send("readCustomer post /account/customer", { body: {} })
      .then((result) => (result.data && typeof result.data === "object" ? (result.data as CustomerRow) : null))
      .catch((error: unknown) => {
        if (isNotLoggedIn(upstreamFailure(error))) return null;
        throw toGraphQLError(error, this.storeApi.locale);
      });
    return this.customerLoad;
  }

  /** A registered (non-guest) customer, or null. */
  async registeredCustomer(): Promise<CustomerRow | null> {
    const customer = await this.customer();
    return customer && customer.guest !== true ? customer : null;
  }

  /** The session customer's addresses; an answer of 403 (nobody logged in) is an empty list. */
  addresses(): Promise<AddressRow[]> {
    if (!this.storeApi.token.hasToken || this.withoutCustomer()) return Promise.resolve([]);
    this.addressesLoad ??= this.storeApi
      .send("listAddress post /account/list-address", { body: { limit: LIST_LIMIT } })
      .then((result) => (result.data?.elements ?? []) as AddressRow[])
      .catch((error: unknown) => {
        if (isNotLoggedIn(upstreamFailure(error))) return [];
        throw toGraphQLError(error, this.storeApi.locale);
      });
    return this.addressesLoad;
  }

  /** True when `addressId` is one of the session customer's addresses. */
  async ownsAddress(addressId: string): Promise<boolean> {
    return (await this.addresses()).some((a) => a.id === addressId);
  }

  salutations(): Promise<SalutationRow[]> {
    this.salutationsLoad ??= this.storeApi
      .call("readSalutation post /salutation", { body: { limit: LIST_LIMIT } })
      .then((result) => sortByPosition(((result.data as { elements?: SalutationRow[] })?.elements ?? []) as SalutationRow[]));
    return this.salutationsLoad;
  }

  countries(): Promise<CountryRow[]> {
    this.countriesLoad ??= this.storeApi
      .call("readCountry post /country", { body: { limit: LIST_LIMIT, associations: { states: {} } } })
      .then((result) =>
        sortByPosition(((result.data as { elements?: CountryRow[] })?.elements ?? []).filter((c) => c.active !== false)),
      );
    return this.countriesLoad;
  }

  paymentMethods(): Promise<PaymentMethodRow[]> {
    this.paymentMethodsLoad ??= this.storeApi
      .call("readPaymentMethod post /payment-method", { body: { onlyAvailable: true, limit: LIST_LIMIT } })
      .then((result) => sortByPosition((result.data?.elements ?? []).filter((p) => p.active !== false)));
    return this.paymentMethodsLoad;
  }
}

function sortByPosition<T extends { position?: number | null }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}
