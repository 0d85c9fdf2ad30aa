import { randomUUID } from "node:crypto";
import type { Row } from "../db/translations.js";
import type { AddressRow, CustomerRow } from "../account/customer-repository.js";
import type { NewOrder, OrderAddressInput, OrderLineItemInput } from "./order-repository.js";

/** The rows of a new order, mapped from the calculated cart: pure functions, the order service reads and writes. */

export const newId = () => randomUUID().replace(/-/g, "");

/** Shipping costs of a cart without a delivery (downloads only). */
export const NO_SHIPPING_COSTS: Row = {
  unitPrice: 0,
  quantity: 1,
  totalPrice: 0,
  calculatedTaxes: [],
  taxRules: [],
  referencePrice: null,
  listPrice: null,
  regulationPrice: null,
  apiAlias: "calculated_price",
};

/** A copy of a customer address for the order (new id: the order keeps it when the customer changes theirs). */
export function toOrderAddress(a: AddressRow, kind: "billing" | "shipping"): OrderAddressInput {
  const { customer_id: _customer, created_at: _created, updated_at: _updated, ...copy } = a;
  return { ...copy, id: newId(), kind };
}

/** Click & collect: the shipping address is the pharmacy, to the customer's name. */
export function pickupAddress(customer: CustomerRow, pharmacy: Row, countryId: string): OrderAddressInput {
  return {
    id: newId(),
    kind: "shipping",
    salutation_id: customer.salutation_id,
    title: null,
    first_name: customer.first_name,
    last_name: customer.last_name,
    company: pharmacy.name as string,
    department: null,
    street: pharmacy.street as string,
    additional_address_line1: null,
    additional_address_line2: null,
    zipcode: pharmacy.zipcode as string,
    city: pharmacy.city as string,
    country_id: countryId,
    country_state_id: null,
    phone_number: (pharmacy.phone as string | null) ?? null,
  };
}

/** A cart line item as the order's snapshot; `downloads` are the product's files (read only for downloads). */
export function orderLineItem(li: Row, position: number, downloads: (productId: string) => Omit<OrderLineItemInput["downloads"][number], "id">[]): OrderLineItemInput {
  const p = li.price as Row;
  const payload = (li.payload as Row | undefined) ?? {};
  const isProduct = li.type === "product";
  const states = (li.states as string[] | undefined) ?? [];
  const isDownload = states.includes("is-download");
  const cover = (li.cover as Row | null | undefined) ?? null;
  return {
    id: newId(),
    position: position + 1,
    identifier: li.id as string,
    type: li.type as "product" | "promotion",
    referenced_id: (li.referencedId as string | null) ?? null,
    product_id: isProduct ? (li.referencedId as string) : null,
    promotion_id: isProduct ? null : ((payload.promotionId as string | undefined) ?? null),
    label: li.label as string,
    description: (li.description as string | null) ?? null,
    quantity: li.quantity as number,
    unit_price: Number(p.unitPrice),
    total_price: Number(p.totalPrice),
    list_price: ((p.listPrice as Row | null)?.price as number | undefined) ?? null,
    price_json: JSON.stringify(p),
    price_definition_json: li.priceDefinition ? JSON.stringify(li.priceDefinition) : null,
    payload_json: JSON.stringify(isProduct ? { ...payload, isDownload, clickAndCollect: payload.clickAndCollect === true } : payload),
    cover_json: cover ? JSON.stringify(cover) : null,
    cover_id: (cover?.id as string | undefined) ?? null,
    states_json: JSON.stringify(states),
    good: li.good === false ? 0 : 1,
    downloads: isProduct && isDownload ? downloads(li.referencedId as string).map((d) => ({ ...d, id: newId() })) : [],
  };
}

/** Who ordered, as the order keeps it (the billing address's company). */
export function orderCustomer(customer: CustomerRow, company: string | null): NewOrder["customer"] {
  return {
    email: customer.email,
    first_name: customer.first_name,
    last_name: customer.last_name,
    salutation_id: customer.salutation_id,
    title: customer.title,
    company,
    customer_number: customer.customer_number,
    customer_id: customer.id,
  };
}

/** The cart's transaction amount, else the cart total as one CalculatedPrice. */
export function transactionAmount(cart: Row): Row {
  const price = cart.price as Row;
  const transactions = cart.transactions as Row[];
  return (transactions[0]?.amount as Row | undefined) ?? { unitPrice: price.totalPrice, quantity: 1, totalPrice: price.totalPrice, calculatedTaxes: price.calculatedTaxes, taxRules: price.taxRules, apiAlias: "calculated_price" };
}
