import { parseJson, type Row } from "../db/translations.js";
import type { SystemRepository } from "../context/system-repository.js";
import type { AccountReferenceData } from "../account/reference-data.js";
import { LIVE_VERSION_ID } from "../ids.js";
import type { MailLang } from "../mail/templates.js";
import { mediaEntity } from "../media/media-entity.js";
import { stateEntity, stateId } from "./order-states.js";
import type { OrderRow } from "./order-repository.js";
import type { OrderRows } from "./order-rows.js";

/** What an order is rendered for: language chain and its state-name language, media origin, reference data. */
export interface OrderRenderContext {
  chain: string[];
  lang: MailLang;
  baseUrl: string;
  system: SystemRepository;
  reference: AccountReferenceData;
}

/** "2026-11-25T11:00:00.000Z" → Shopware's date-time with offset ("+00:00"). */
export const swDate = (iso: string | null) => (iso ? iso.replace(/Z$/, "+00:00") : null);

/** One order with its loaded rows as a Store API Order entity. */
export function renderOrder(o: OrderRow, rows: OrderRows, rc: OrderRenderContext): Row {
  const addresses = (rows.addresses.get(o.id) ?? []).map((a) => addressEntity(a, o.created_at, rows, rc));
  const addressById = new Map(addresses.map((a) => [a.id as string, a]));
  const lineItems = (rows.items.get(o.id) ?? []).map((li) => lineItemEntity(li, o, rows, rc));
  const deliveries = (rows.deliveries.get(o.id) ?? []).map((d) => deliveryEntity(d, o, addressById, rows, rc));
  const transactions = (rows.transactions.get(o.id) ?? []).map((t) => transactionEntity(t, o, rows, rc));
  const latestTransaction = transactions.at(-1) ?? null;
  const c = rows.customers.get(o.id);
  return {
    id: o.id,
    versionId: LIVE_VERSION_ID,
    orderNumber: o.order_number,
    billingAddressId: o.billing_address_id,
    billingAddressVersionId: LIVE_VERSION_ID,
    primaryOrderDeliveryId: deliveries[0]?.id ?? null,
    primaryOrderDeliveryVersionId: deliveries[0] ? LIVE_VERSION_ID : null,
    primaryOrderTransactionId: latestTransaction?.id ?? null,
    primaryOrderTransactionVersionId: latestTransaction ? LIVE_VERSION_ID : null,
    currencyId: o.currency_id,
    languageId: o.language_id,
    salesChannelId: o.sales_channel_id,
    orderDateTime: swDate(o.order_date_time),
    orderDate: o.order_date_time.slice(0, 10),
    price: parseJson<Row>(o.price_json, {}),
    amountTotal: o.amount_total,
    amountNet: o.amount_net,
    positionPrice: o.position_price,
    taxStatus: "gross",
    shippingCosts: parseJson<Row>(o.shipping_costs_json, {}),
    shippingTotal: o.shipping_total,
    currencyFactor: o.currency_factor,
    deepLinkCode: o.deep_link_code,
    affiliateCode: o.affiliate_code,
    campaignCode: o.campaign_code,
    customerComment: o.customer_comment,
    source: "store-api",
    taxCalculationType: "horizontal",
    customFields: parseJson<Row>(o.custom_fields, {}),
    stateId: stateId("order.state", o.state),
    createdById: null,
    updatedById: null,
    createdAt: swDate(o.created_at),
    updatedAt: swDate(o.updated_at),
    stateMachineState: stateEntity("order.state", o.state, rc.lang),
    primaryOrderDelivery: deliveries[0] ?? null,
    primaryOrderTransaction: latestTransaction,
    orderCustomer: c ? orderCustomerEntity(c, o, rc) : null,
    currency: rc.system.currency(o.currency_id, rc.chain) ?? null,
    language: null,
    addresses,
    billingAddress: addressById.get(o.billing_address_id) ?? null,
    deliveries,
    lineItems,
    transactions,
    documents: rows.documents.get(o.id) ?? [],
    tags: [],
    extensions: [],
    apiAlias: "order",
  };
}

function addressEntity(a: Row, orderCreatedAt: string, rows: OrderRows, { system, reference, chain }: OrderRenderContext): Row {
  return {
    id: a.id,
    versionId: LIVE_VERSION_ID,
    orderId: a.order_id,
    orderVersionId: LIVE_VERSION_ID,
    countryId: a.country_id,
    countryStateId: a.country_state_id,
    salutationId: a.salutation_id,
    firstName: a.first_name,
    lastName: a.last_name,
    street: a.street,
    zipcode: a.zipcode,
    city: a.city,
    company: a.company,
    department: a.department,
    title: a.title,
    phoneNumber: a.phone_number,
    additionalAddressLine1: a.additional_address_line1,
    additionalAddressLine2: a.additional_address_line2,
    hash: null,
    vatId: null,
    customFields: null,
    // order addresses are written with their order
    createdAt: swDate(orderCreatedAt),
    updatedAt: null,
    country: rows.countries.get(a.country_id as string) ?? null,
    countryState: a.country_state_id ? (system.states(a.country_id as string, chain).find((s) => s.id === a.country_state_id) ?? null) : null,
    salutation: reference.salutation((a.salutation_id as string | null) ?? null, chain),
    apiAlias: "order_address",
  };
}

function lineItemEntity(li: Row, o: OrderRow, rows: OrderRows, rc: OrderRenderContext): Row {
  return {
    id: li.id,
    versionId: LIVE_VERSION_ID,
    orderId: o.id,
    orderVersionId: LIVE_VERSION_ID,
    productId: li.product_id,
    productVersionId: li.product_id ? LIVE_VERSION_ID : null,
    promotionId: li.promotion_id,
    parentId: null,
    parentVersionId: null,
    coverId: li.cover_id,
    identifier: li.identifier,
    referencedId: li.referenced_id,
    quantity: li.quantity,
    label: li.label,
    payload: parseJson<Row>(li.payload_json, {}),
    good: !!li.good,
    removable: true,
    stackable: li.type === "product",
    position: li.position,
    price: parseJson<Row | null>(li.price_json, null),
    priceDefinition: parseJson<Row | null>(li.price_definition_json, null),
    unitPrice: li.unit_price,
    totalPrice: li.total_price,
    description: li.description,
    type: li.type,
    customFields: null,
    states: parseJson<string[]>(li.states_json, []),
    createdAt: swDate(o.created_at),
    updatedAt: null,
    cover: parseJson<Row | null>(li.cover_json, null),
    product: null,
    orderDeliveryPositions: null,
    downloads: (rows.downloads.get(li.id as string) ?? []).map((d) => downloadEntity(d, li, o, rows, rc)),
    parent: null,
    children: [],
    translated: [],
    extensions: [],
    apiAlias: "order_line_item",
  };
}

function downloadEntity(d: Row, li: Row, o: OrderRow, rows: OrderRows, { chain, baseUrl }: OrderRenderContext): Row {
  const m = rows.mediaRows.get(d.media_id as string);
  return {
    id: d.id,
    versionId: LIVE_VERSION_ID,
    orderLineItemId: li.id,
    orderLineItemVersionId: LIVE_VERSION_ID,
    mediaId: d.media_id,
    position: d.position,
    accessGranted: !!d.access_granted,
    customFields: null,
    createdAt: swDate(o.created_at),
    updatedAt: null,
    media: m ? mediaEntity(m, rows.mediaTr.get(m.id as string), chain, baseUrl) : null,
    apiAlias: "order_line_item_download",
  };
}

function deliveryEntity(d: Row, o: OrderRow, addressById: Map<string, Row>, rows: OrderRows, { lang }: OrderRenderContext): Row {
  return {
    id: d.id,
    versionId: LIVE_VERSION_ID,
    orderId: o.id,
    orderVersionId: LIVE_VERSION_ID,
    shippingOrderAddressId: d.shipping_order_address_id,
    shippingOrderAddressVersionId: LIVE_VERSION_ID,
    shippingMethodId: d.shipping_method_id,
    stateId: stateId("order_delivery.state", d.state as string),
    trackingCodes: parseJson<string[]>(d.tracking_codes, []),
    shippingDateEarliest: d.shipping_date_earliest,
    shippingDateLatest: d.shipping_date_latest,
    shippingCosts: parseJson<Row>(d.shipping_costs_json, {}),
    customFields: null,
    createdAt: swDate(d.created_at as string),
    updatedAt: swDate((d.updated_at as string | null) ?? null),
    stateMachineState: stateEntity("order_delivery.state", d.state as string, lang),
    shippingOrderAddress: addressById.get(d.shipping_order_address_id as string) ?? null,
    shippingMethod: rows.shippings.get(d.shipping_method_id as string) ?? null,
    positions: [],
    apiAlias: "order_delivery",
  };
}

function transactionEntity(t: Row, o: OrderRow, rows: OrderRows, { lang }: OrderRenderContext): Row {
  return {
    id: t.id,
    versionId: LIVE_VERSION_ID,
    orderId: o.id,
    orderVersionId: LIVE_VERSION_ID,
    paymentMethodId: t.payment_method_id,
    amount: parseJson<Row>(t.amount_json, { unitPrice: t.amount, totalPrice: t.amount, quantity: 1, calculatedTaxes: [], taxRules: [], apiAlias: "calculated_price" }),
    validationData: null,
    stateId: stateId("order_transaction.state", t.state as string),
    customFields: null,
    createdAt: swDate(t.created_at as string),
    updatedAt: swDate((t.updated_at as string | null) ?? null),
    stateMachineState: stateEntity("order_transaction.state", t.state as string, lang),
    paymentMethod: rows.payments.get(t.payment_method_id as string) ?? null,
    captures: null,
    apiAlias: "order_transaction",
  };
}

function orderCustomerEntity(c: Row, o: OrderRow, { reference, chain }: OrderRenderContext): Row {
  return {
    id: o.id,
    versionId: LIVE_VERSION_ID,
    orderId: o.id,
    orderVersionId: LIVE_VERSION_ID,
    customerId: c.customer_id,
    email: c.email,
    salutationId: c.salutation_id,
    firstName: c.first_name,
    lastName: c.last_name,
    company: c.company,
    title: c.title,
    vatIds: null,
    customerNumber: c.customer_number,
    customFields: null,
    createdAt: swDate(o.created_at),
    updatedAt: null,
    salutation: reference.salutation((c.salutation_id as string | null) ?? null, chain),
    apiAlias: "order_customer",
  };
}
