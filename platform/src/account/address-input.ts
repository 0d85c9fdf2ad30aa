import type { AccountServices } from "./services.js";
import { Violations } from "./violations.js";

export interface AddressInput {
  countryId: string;
  countryStateId: string | null;
  salutationId: string | null;
  title: string | null;
  firstName: string;
  lastName: string;
  company: string | null;
  department: string | null;
  street: string;
  zipcode: string;
  city: string;
  phoneNumber: string | null;
  additionalAddressLine1: string | null;
  additionalAddressLine2: string | null;
}

/**
 * Validates an address body (Shopware's customer_address validation) with pointers under `prefix`
 * (e.g. "/billingAddress"). Only the sales channel's countries (CH, LI) are accepted; the postal code
 * must match the country's pattern (4 digits; 94xx for Liechtenstein).
 */
export function readAddress(
  svc: AccountServices,
  salesChannelId: string,
  input: unknown,
  prefix: string,
  v: Violations,
  defaults: { firstName?: string; lastName?: string; salutationId?: string | null } = {},
): AddressInput | undefined {
  const before = v.count;
  if (!input || typeof input !== "object" || Array.isArray(input)) {
    v.blank(prefix || "/", input);
    return undefined;
  }
  const a = input as Record<string, unknown>;
  const p = (f: string) => `${prefix}/${f}`;
  const countries = svc.system.assignedIds("sales_channel_country", "country_id", salesChannelId);
  const countryId = v.entity(p("countryId"), a.countryId, "country", (id) => countries.includes(id), true);
  const countryStateId =
    countryId && a.countryStateId !== undefined && a.countryStateId !== null && a.countryStateId !== ""
      ? (v.entity(p("countryStateId"), a.countryStateId, "country_state", (id) => svc.system.states(countryId, []).some((s) => s.id === id), false) ?? null)
      : null;
  const salutationId = v.entity(p("salutationId"), orDefault(a.salutationId, defaults.salutationId), "salutation", (id) => svc.reference.salutationExists(id), false) ?? null;
  const firstName = v.string(p("firstName"), orDefault(a.firstName, defaults.firstName), { required: true });
  const lastName = v.string(p("lastName"), orDefault(a.lastName, defaults.lastName), { required: true });
  const street = v.string(p("street"), a.street, { required: true });
  const city = v.string(p("city"), a.city, { required: true, max: 70 });
  let zipcode = v.string(p("zipcode"), a.zipcode, { required: true, max: 50 });
  if (zipcode !== undefined && countryId) {
    const pattern = (svc.db.prepare("SELECT iso, postal_code_pattern FROM country WHERE id = ?").get(countryId) as { iso: string; postal_code_pattern: string | null }) ?? null;
    if (pattern?.postal_code_pattern && !new RegExp(`^(?:${pattern.postal_code_pattern})$`).test(zipcode.trim())) {
      v.add(p("zipcode"), "ZIP_CODE_INVALID", "This value is not a valid ZIP code for country {{ iso }}", {
        "{{ iso }}": `"${pattern.iso}"`,
      });
      zipcode = undefined;
    }
  }
  const optional = (f: string, max = 255) => v.string(p(f), a[f], { max }) ?? null;
  const result = {
    title: optional("title", 100),
    company: optional("company"),
    department: optional("department"),
    phoneNumber: optional("phoneNumber", 40),
    additionalAddressLine1: optional("additionalAddressLine1"),
    additionalAddressLine2: optional("additionalAddressLine2"),
  };
  if (v.count > before || !countryId || !firstName || !lastName || !street || !city || zipcode === undefined) return undefined;
  return { countryId, countryStateId, salutationId, firstName, lastName, street, city, zipcode: zipcode.trim(), ...result };
}

/** RegisterRoute fills an address's names and salutation from the customer's when they are left empty (absent, null or ""). */
function orDefault(value: unknown, fallback: unknown): unknown {
  return (value === undefined || value === null || value === "") && fallback !== undefined ? fallback : value;
}

export function insertAddress(svc: AccountServices, id: string, customerId: string, a: AddressInput): void {
  svc.db
    .prepare(
      `INSERT INTO customer_address (id, customer_id, country_id, country_state_id, salutation_id, title, first_name, last_name, company,
         department, street, zipcode, city, phone_number, additional_address_line1, additional_address_line2, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id, customerId, a.countryId, a.countryStateId, a.salutationId, a.title, a.firstName, a.lastName, a.company, a.department,
      a.street, a.zipcode, a.city, a.phoneNumber, a.additionalAddressLine1, a.additionalAddressLine2, svc.now().toISOString(),
    );
}

export function updateAddress(svc: AccountServices, id: string, customerId: string, a: AddressInput): void {
  svc.db
    .prepare(
      `UPDATE customer_address SET country_id = ?, country_state_id = ?, salutation_id = ?, title = ?, first_name = ?, last_name = ?,
         company = ?, department = ?, street = ?, zipcode = ?, city = ?, phone_number = ?, additional_address_line1 = ?,
         additional_address_line2 = ?, updated_at = ? WHERE id = ? AND customer_id = ?`,
    )
    .run(
      a.countryId, a.countryStateId, a.salutationId, a.title, a.firstName, a.lastName, a.company, a.department, a.street, a.zipcode,
      a.city, a.phoneNumber, a.additionalAddressLine1, a.additionalAddressLine2, svc.now().toISOString(), id, customerId,
    );
}
