import type { Db } from "../db/connection.js";
import type { Row } from "../db/translations.js";
import type { SystemRepository } from "../context/system-repository.js";
import type { AccountReferenceData } from "./reference-data.js";

export interface CustomerRow {
  id: string;
  sales_channel_id: string;
  group_id: string;
  requested_group_id: string | null;
  language_id: string;
  customer_number: string;
  salutation_id: string | null;
  title: string | null;
  first_name: string;
  last_name: string;
  email: string;
  password: string | null;
  birthday: string | null;
  active: number;
  guest: number;
  double_opt_in_registration: number;
  double_opt_in_email_sent_date: string | null;
  double_opt_in_confirm_date: string | null;
  /** the double opt-in hash; never leaves the platform except in the confirmation mail's link */
  hash: string | null;
  default_billing_address_id: string | null;
  default_shipping_address_id: string | null;
  default_payment_method_id: string | null;
  affiliate_code: string | null;
  campaign_code: string | null;
  first_login: string | null;
  last_login: string | null;
  last_activity_at: string;
  created_at: string;
  updated_at: string | null;
}

export interface AddressRow {
  id: string;
  customer_id: string;
  country_id: string;
  country_state_id: string | null;
  salutation_id: string | null;
  title: string | null;
  first_name: string;
  last_name: string;
  company: string | null;
  department: string | null;
  street: string;
  zipcode: string | null;
  city: string;
  phone_number: string | null;
  additional_address_line1: string | null;
  additional_address_line2: string | null;
  created_at: string;
  updated_at: string | null;
}

/** Reads customers and addresses and renders them as Store API entities. Every read is scoped by id. */
export class CustomerRepository {
  constructor(
    private readonly db: Db,
    private readonly system: SystemRepository,
    private readonly reference: AccountReferenceData,
  ) {}

  byId(id: string | null | undefined): CustomerRow | undefined {
    if (!id) return undefined;
    return this.db.prepare("SELECT * FROM customer WHERE id = ?").get(id) as CustomerRow | undefined;
  }

  /** Registered (non-guest) account for a login or recovery email. */
  registeredByEmail(salesChannelId: string, email: string): CustomerRow | undefined {
    return this.db
      .prepare("SELECT * FROM customer WHERE sales_channel_id = ? AND email = ? AND guest = 0")
      .get(salesChannelId, email.toLowerCase()) as CustomerRow | undefined;
  }

  emailTaken(salesChannelId: string, email: string, exceptId?: string): boolean {
    return !!this.db
      .prepare("SELECT 1 FROM customer WHERE sales_channel_id = ? AND email = ? AND guest = 0 AND id != ?")
      .get(salesChannelId, email.toLowerCase(), exceptId ?? "");
  }

  addresses(customerId: string): AddressRow[] {
    return this.db.prepare("SELECT * FROM customer_address WHERE customer_id = ? ORDER BY created_at, id").all(customerId) as AddressRow[];
  }

  /** The address only if it belongs to this customer: ids of other customers behave as unknown. */
  address(customerId: string, addressId: string): AddressRow | undefined {
    return this.db.prepare("SELECT * FROM customer_address WHERE id = ? AND customer_id = ?").get(addressId, customerId) as AddressRow | undefined;
  }

  nextCustomerNumber(): string {
    const row = this.db.prepare("SELECT MAX(CAST(customer_number AS INTEGER)) AS n FROM customer").get() as { n: number | null };
    return String(Math.max(10000, (row.n ?? 9999) + 1));
  }

  addressEntity(a: AddressRow, customer: CustomerRow, chain: string[]): Row {
    const country = this.system.countries([a.country_id], chain, false)[0] ?? null;
    const countryState = a.country_state_id ? (this.system.states(a.country_id, chain).find((s) => s.id === a.country_state_id) ?? null) : null;
    return {
      id: a.id,
      customerId: a.customer_id,
      countryId: a.country_id,
      countryStateId: a.country_state_id,
      salutationId: a.salutation_id,
      firstName: a.first_name,
      lastName: a.last_name,
      zipcode: a.zipcode,
      city: a.city,
      company: a.company,
      street: a.street,
      department: a.department,
      title: a.title,
      phoneNumber: a.phone_number,
      additionalAddressLine1: a.additional_address_line1,
      additionalAddressLine2: a.additional_address_line2,
      hash: null,
      customFields: null,
      isDefaultBillingAddress: customer.default_billing_address_id === a.id,
      isDefaultShippingAddress: customer.default_shipping_address_id === a.id,
      createdAt: a.created_at,
      updatedAt: a.updated_at,
      country,
      countryState,
      salutation: this.reference.salutation(a.salutation_id, chain),
      apiAlias: "customer_address",
    };
  }

  /**
   * Shopware's Customer entity as returned by account/customer and inside the context. The
   * password and recovery hashes never leave the platform. `activeBillingAddress` is the context's
   * chosen address when given, otherwise the default (Shopware sets them the same way on login).
   */
  entity(c: CustomerRow, chain: string[], active: { billingAddressId?: string | null; shippingAddressId?: string | null } = {}): Row {
    const addresses = new Map(this.addresses(c.id).map((a) => [a.id, a]));
    const render = (id: string | null | undefined) => {
      const a = id ? addresses.get(id) : undefined;
      return a ? this.addressEntity(a, c, chain) : null;
    };
    const defaultBillingAddress = render(c.default_billing_address_id);
    const defaultShippingAddress = render(c.default_shipping_address_id);
    return {
      id: c.id,
      groupId: c.group_id,
      requestedGroupId: c.requested_group_id,
      salesChannelId: c.sales_channel_id,
      languageId: c.language_id,
      lastPaymentMethodId: c.default_payment_method_id,
      defaultPaymentMethodId: c.default_payment_method_id,
      defaultBillingAddressId: c.default_billing_address_id,
      defaultShippingAddressId: c.default_shipping_address_id,
      customerNumber: c.customer_number,
      salutationId: c.salutation_id,
      firstName: c.first_name,
      lastName: c.last_name,
      company: null,
      vatIds: null,
      accountType: "private",
      email: c.email,
      title: c.title,
      affiliateCode: c.affiliate_code,
      campaignCode: c.campaign_code,
      active: !!c.active,
      doubleOptInRegistration: !!c.double_opt_in_registration,
      doubleOptInEmailSentDate: c.double_opt_in_email_sent_date,
      doubleOptInConfirmDate: c.double_opt_in_confirm_date,
      // like RegisterRoute: "We don't want to leak the hash in store-api"
      hash: c.hash === null ? null : "",
      guest: !!c.guest,
      firstLogin: c.first_login,
      lastLogin: c.last_login,
      birthday: c.birthday,
      lastOrderDate: null,
      orderCount: 0,
      orderTotalAmount: 0,
      reviewCount: 0,
      customFields: null,
      tagIds: null,
      createdById: null,
      updatedById: null,
      createdAt: c.created_at,
      updatedAt: c.updated_at,
      group: this.reference.customerGroup(c.group_id, chain),
      language: null,
      lastPaymentMethod: null,
      defaultBillingAddress,
      activeBillingAddress: render(active.billingAddressId) ?? defaultBillingAddress,
      defaultShippingAddress,
      activeShippingAddress: render(active.shippingAddressId) ?? defaultShippingAddress,
      salutation: this.reference.salutation(c.salutation_id, chain),
      addresses: null,
      tags: null,
      apiAlias: "customer",
    };
  }
}
