import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../http/deps.js";
import { ShopwareError } from "../http/errors.js";
import { idFor, randomToken } from "../ids.js";
import { criteriaFromQuery, parseCriteria } from "../criteria/parse.js";
import { search } from "../criteria/search.js";
import { applyIncludes, entitySearchResult } from "../criteria/output.js";
import { insertAddress, readAddress, updateAddress } from "./address-input.js";
import type { AddressRow } from "./customer-repository.js";
import { requireCustomer } from "./services.js";
import { bodyOf, Violations } from "./violations.js";

const addressNotFound = (id: string) =>
  new ShopwareError(400, "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND", 'Customer address with id "{{ addressId }}" not found.', { addressId: id });

/**
 * account/list-address, account/address (create), PATCH/DELETE account/address/{id} and the default
 * switches. Addresses are always looked up as (addressId AND customer of the context token), so an
 * id of another customer's address behaves exactly like an unknown id.
 */
export function addressRoutes(app: FastifyInstance, deps: Deps): void {
  const svc = deps.accounts;
  const { db, customers } = svc;

  const list = async (req: FastifyRequest) => {
    const c = requireCustomer(svc, req, { allowGuest: true });
    const criteria = parseCriteria(req.method === "GET" ? criteriaFromQuery(req.query as Record<string, unknown>) : req.body);
    const items = customers.addresses(c.id).map((a) => ({ entity: customers.addressEntity(a, c, req.sw.languageIdChain) }));
    const result = search("customer_address", items, criteria, ["firstName", "lastName", "street", "city", "zipcode", "company"]);
    return applyIncludes(entitySearchResult("customer_address", result, criteria.page, criteria.limit), criteria.includes, criteria.excludes);
  };
  app.post("/store-api/account/list-address", list);
  app.get("/store-api/account/list-address", list);

  app.post("/store-api/account/address", async (req) => {
    const c = requireCustomer(svc, req, { allowGuest: true });
    const v = new Violations();
    const input = readAddress(svc, c.sales_channel_id, bodyOf(req.body), "", v);
    v.throwIfAny();
    const id = idFor(`address:${randomToken()}`);
    insertAddress(svc, id, c.id, input!);
    touch(c.id);
    return customers.addressEntity(customers.address(c.id, id)!, customers.byId(c.id)!, req.sw.languageIdChain);
  });

  app.patch("/store-api/account/address/:addressId", async (req) => {
    const c = requireCustomer(svc, req, { allowGuest: true });
    const { addressId } = req.params as { addressId: string };
    const existing = customers.address(c.id, addressId);
    if (!existing) throw addressNotFound(addressId);
    const v = new Violations();
    // PATCH semantics: unspecified fields keep their stored value, then the whole address is validated.
    const merged = { ...stored(existing), ...bodyOf(req.body) };
    const input = readAddress(svc, c.sales_channel_id, merged, "", v);
    v.throwIfAny();
    updateAddress(svc, addressId, c.id, input!);
    touch(c.id);
    return customers.addressEntity(customers.address(c.id, addressId)!, customers.byId(c.id)!, req.sw.languageIdChain);
  });

  app.delete("/store-api/account/address/:addressId", async (req, reply) => {
    const c = requireCustomer(svc, req, { allowGuest: true });
    const { addressId } = req.params as { addressId: string };
    if (!customers.address(c.id, addressId)) throw addressNotFound(addressId);
    if (c.default_billing_address_id === addressId || c.default_shipping_address_id === addressId) {
      throw new ShopwareError(400, "CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT", 'Customer address with id "{{ addressId }}" is a default address and cannot be deleted.', {
        addressId,
      });
    }
    const p = req.sw.payload;
    if (p.billingAddressId === addressId || p.shippingAddressId === addressId) {
      throw new ShopwareError(400, "CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE", 'Customer address with id "{{ addressId }}" is an active address and cannot be deleted.', {
        addressId,
      });
    }
    db.prepare("DELETE FROM customer_address WHERE id = ? AND customer_id = ?").run(addressId, c.id);
    touch(c.id);
    return reply.code(204).send();
  });

  for (const type of ["billing", "shipping"] as const) {
    app.patch(`/store-api/account/address/default-${type}/:addressId`, async (req, reply) => {
      const c = requireCustomer(svc, req, { allowGuest: true });
      const { addressId } = req.params as { addressId: string };
      if (!customers.address(c.id, addressId)) throw addressNotFound(addressId);
      db.prepare(`UPDATE customer SET default_${type}_address_id = ?, updated_at = ? WHERE id = ?`).run(addressId, svc.now().toISOString(), c.id);
      touch(c.id);
      // Shopware answers the switch with 204 No Content
      return reply.code(204).send();
    });
  }

  function touch(customerId: string): void {
    db.prepare("UPDATE customer SET last_activity_at = ? WHERE id = ?").run(svc.now().toISOString(), customerId);
  }
}

function stored(a: AddressRow): Record<string, unknown> {
  return {
    countryId: a.country_id,
    countryStateId: a.country_state_id,
    salutationId: a.salutation_id,
    title: a.title,
    firstName: a.first_name,
    lastName: a.last_name,
    company: a.company,
    department: a.department,
    street: a.street,
    zipcode: a.zipcode,
    city: a.city,
    phoneNumber: a.phone_number,
    additionalAddressLine1: a.additional_address_line1,
    additionalAddressLine2: a.additional_address_line2,
  };
}
