/**
 * Store API Order entities → the contract's Order (schema/order.graphql). Pure: states to enums,
 * `paid` = the latest transaction is paid, can* flags from the states and the method's flags,
 * document/download URLs as shop paths (the web proxies them to the gateway's streaming routes;
 * a deep-link code never leaves the gateway).
 */
import type { DeliveryState, Fulfilment, OrderState, PaymentState, ResolversParentTypes } from "../generated/graphql.js";
import { fulfilmentOfShippingMethod } from "../cart/fulfilment.js";
import { money, rounding } from "../cart/totals.js";
import { optionsOf, productNumberOf, skuOf } from "../cart/lineItem.js";
import type { UpstreamLineItem } from "../cart/rows.js";
import { imageFromMedia } from "../catalog/media.js";
import type { MediaRow } from "../catalog/rows.js";
import type { CountryRow, SalutationRow } from "../account/rows.js";

export type OrderRow = ResolversParentTypes["Order"];

/** The fields of Shopware's Order entity the gateway reads (the platform sends the full entity). */
export interface StateRow {
  technicalName?: string | null;
  name?: string | null;
  translated?: { name?: string | null } | null;
}

export interface PaymentMethodEntity {
  id: string;
  name?: string | null;
  translated?: { name?: string | null } | null;
  technicalName?: string | null;
  active?: boolean | null;
  asynchronous?: boolean | null;
  afterOrderEnabled?: boolean | null;
}

export interface TransactionEntity {
  id: string;
  createdAt?: string | null;
  paymentMethodId?: string | null;
  paymentMethod?: PaymentMethodEntity | null;
  stateMachineState?: StateRow | null;
}

export interface OrderAddressEntity {
  id: string;
  salutation?: SalutationRow | null;
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  street?: string | null;
  additionalAddressLine1?: string | null;
  zipcode?: string | null;
  city?: string | null;
  country?: CountryRow | null;
  phoneNumber?: string | null;
}

export interface DownloadEntity {
  id: string;
  orderLineItemId?: string | null;
  accessGranted?: boolean | null;
  media?: { fileName?: string | null; fileExtension?: string | null } | null;
}

export interface OrderLineItemEntity {
  id: string;
  type?: string | null;
  label?: string | null;
  quantity?: number | null;
  productId?: string | null;
  referencedId?: string | null;
  payload?: Record<string, unknown> | null;
  states?: string[] | null;
  cover?: Partial<MediaRow> | null;
  unitPrice?: number | null;
  totalPrice?: number | null;
  price?: { unitPrice?: number; totalPrice?: number } | null;
  downloads?: DownloadEntity[] | null;
  position?: number | null;
}

export interface DocumentEntity {
  id: string;
  deepLinkCode?: string | null;
  documentNumber?: string | null;
  documentType?: { technicalName?: string | null; name?: string | null } | null;
  fileType?: string | null;
  createdAt?: string | null;
  config?: { documentNumber?: string | null } | null;
}

export interface OrderEntity {
  id: string;
  orderNumber?: string | null;
  orderDateTime?: string | null;
  createdAt?: string | null;
  stateMachineState?: StateRow | null;
  orderCustomer?: { email?: string | null; firstName?: string | null; lastName?: string | null; customerNumber?: string | null } | null;
  lineItems?: OrderLineItemEntity[] | null;
  addresses?: OrderAddressEntity[] | null;
  billingAddressId?: string | null;
  billingAddress?: OrderAddressEntity | null;
  deliveries?: {
    id: string;
    shippingMethod?: { id: string; name?: string | null; translated?: { name?: string | null } | null; technicalName?: string | null } | null;
    shippingOrderAddress?: OrderAddressEntity | null;
    stateMachineState?: StateRow | null;
    shippingDateEarliest?: string | null;
    shippingDateLatest?: string | null;
  }[] | null;
  transactions?: TransactionEntity[] | null;
  price?: { totalPrice?: number; netPrice?: number; positionPrice?: number; rawTotal?: number; calculatedTaxes?: { tax?: number; taxRate?: number; price?: number }[] } | null;
  amountTotal?: number | null;
  amountNet?: number | null;
  shippingTotal?: number | null;
  customerComment?: string | null;
  documents?: DocumentEntity[] | null;
  customFields?: Record<string, unknown> | null;
}

const ORDER_STATES: Record<string, OrderState> = { open: "OPEN", in_progress: "IN_PROGRESS", completed: "COMPLETED", cancelled: "CANCELLED" };
const PAYMENT_STATES: Record<string, PaymentState> = {
  open: "OPEN",
  unconfirmed: "UNCONFIRMED",
  in_progress: "UNCONFIRMED",
  paid: "PAID",
  failed: "FAILED",
  cancelled: "CANCELLED",
};
const DELIVERY_STATES: Record<string, DeliveryState> = { open: "OPEN", shipped: "SHIPPED", cancelled: "CANCELLED" };

const nameOf = (row: { name?: string | null; translated?: { name?: string | null } | null } | null | undefined): string =>
  row?.translated?.name || row?.name || "";

/** The order's current transaction: the latest one (a payment change adds a new one, SPEC §4). */
export function latestTransaction(order: OrderEntity): TransactionEntity | null {
  const list = [...(order.transactions ?? [])];
  list.sort((a, b) => String(b.createdAt ?? "").localeCompare(String(a.createdAt ?? "")));
  return list[0] ?? null;
}

export function paymentStateOf(order: OrderEntity): PaymentState {
  return PAYMENT_STATES[latestTransaction(order)?.stateMachineState?.technicalName ?? "open"] ?? "OPEN";
}

export function orderStateOf(order: OrderEntity): OrderState {
  return ORDER_STATES[order.stateMachineState?.technicalName ?? "open"] ?? "OPEN";
}

export function deliveryStateOf(order: OrderEntity): DeliveryState | null {
  const name = order.deliveries?.[0]?.stateMachineState?.technicalName;
  return name ? (DELIVERY_STATES[name] ?? "OPEN") : null;
}

export function fulfilmentOfOrder(order: OrderEntity): Fulfilment {
  const field = order.customFields?.shop_fulfilment;
  if (field === "click_and_collect") return "CLICK_AND_COLLECT";
  if (field === "delivery") return "DELIVERY";
  return fulfilmentOfShippingMethod(order.deliveries?.[0]?.shippingMethod) ?? "DELIVERY";
}

export function pharmacyIdOf(order: OrderEntity): string | null {
  const id = order.customFields?.shop_pharmacy_id;
  return typeof id === "string" && id !== "" ? id : null;
}

/** Flags of what the shopper may do with the order. */
export function orderActions(order: OrderEntity, paymentChangeable: boolean | undefined) {
  const state = orderStateOf(order);
  const payment = paymentStateOf(order);
  const delivery = deliveryStateOf(order);
  const method = latestTransaction(order)?.paymentMethod;
  const paid = payment === "PAID";
  const live = state !== "CANCELLED" && state !== "COMPLETED";
  return {
    paid,
    canCancel: state === "OPEN" && !paid && delivery !== "SHIPPED" && delivery !== "CANCELLED",
    canChangePaymentMethod: live && !paid && method?.afterOrderEnabled === true && paymentChangeable !== false,
    canRetryPayment: live && !paid && method?.asynchronous === true,
  };
}

function addressOf(row: OrderAddressEntity | null | undefined): ResolversParentTypes["OrderAddress"] | null {
  if (!row?.id) return null;
  return {
    id: row.id,
    salutation: row.salutation ?? null,
    firstName: row.firstName ?? "",
    lastName: row.lastName ?? "",
    company: row.company || null,
    street: row.street ?? "",
    additionalAddressLine1: row.additionalAddressLine1 || null,
    zipcode: row.zipcode ?? null,
    city: row.city ?? "",
    country: row.country ?? null,
    phoneNumber: row.phoneNumber || null,
  };
}

/** Shop path of a document (streamed by GET /orders/:orderId/documents/:documentId after an ownership check). */
export function documentPath(orderId: string, documentId: string): string {
  return `/account/order/${orderId}/document/${documentId}`;
}

export function downloadPath(orderId: string, downloadId: string): string {
  return `/account/order/${orderId}/download/${downloadId}`;
}

function lineItemOf(item: OrderLineItemEntity) {
  const isPromotion = item.type === "promotion";
  const unit = item.unitPrice ?? item.price?.unitPrice ?? 0;
  const totalPrice = item.totalPrice ?? item.price?.totalPrice ?? 0;
  const asCartItem = item as unknown as UpstreamLineItem;
  return {
    id: item.id,
    type: isPromotion ? ("PROMOTION" as const) : ("PRODUCT" as const),
    label: item.label ?? "",
    quantity: item.quantity ?? 1,
    productNumber: productNumberOf(asCartItem),
    sku: skuOf(asCartItem),
    productId: isPromotion ? null : (item.productId ?? item.referencedId ?? null),
    cover: imageFromMedia(item.cover ?? null),
    unitPrice: money(unit),
    totalPrice: money(totalPrice),
    isDownload: (item.states ?? []).includes("is-download") || (item.downloads?.length ?? 0) > 0,
    options: optionsOf(asCartItem),
  };
}

export function toOrder(order: OrderEntity, options: { paymentChangeable?: boolean } = {}): OrderRow {
  const items = [...(order.lineItems ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const products = items.filter((i) => i.type !== "promotion");
  const promotions = items.filter((i) => i.type === "promotion");
  const sum = (list: OrderLineItemEntity[]) => list.reduce((acc, i) => acc + (i.totalPrice ?? i.price?.totalPrice ?? 0), 0);
  const transaction = latestTransaction(order);
  const delivery = order.deliveries?.[0] ?? null;
  const method = transaction?.paymentMethod ?? null;
  const billing = order.addresses?.find((a) => a.id === order.billingAddressId) ?? order.billingAddress ?? null;
  const taxes = new Map<number, { tax: number; price: number }>();
  for (const entry of order.price?.calculatedTaxes ?? []) {
    if (typeof entry?.taxRate !== "number") continue;
    const current = taxes.get(entry.taxRate) ?? { tax: 0, price: 0 };
    current.tax += entry.tax ?? 0;
    current.price += entry.price ?? 0;
    taxes.set(entry.taxRate, current);
  }
  const row: OrderRow = {
    id: order.id,
    orderNumber: order.orderNumber ?? "",
    orderDate: order.orderDateTime ?? order.createdAt ?? "",
    state: orderStateOf(order),
    stateName: nameOf(order.stateMachineState),
    paymentState: paymentStateOf(order),
    paymentStateName: nameOf(transaction?.stateMachineState),
    deliveryState: deliveryStateOf(order),
    fulfilment: fulfilmentOfOrder(order),
    customer: {
      email: order.orderCustomer?.email ?? "",
      firstName: order.orderCustomer?.firstName ?? "",
      lastName: order.orderCustomer?.lastName ?? "",
      customerNumber: order.orderCustomer?.customerNumber ?? null,
    },
    lineItems: items.map(lineItemOf),
    billingAddress: addressOf(billing),
    shippingAddress: addressOf(delivery?.shippingOrderAddress),
    pharmacy: null,
    deliveryDates: deliveryDatesOf(delivery),
    shippingMethod: delivery?.shippingMethod?.id
      ? { id: delivery.shippingMethod.id, name: nameOf(delivery.shippingMethod), technicalName: delivery.shippingMethod.technicalName ?? null }
      : null,
    paymentMethod: method?.id
      ? {
          id: method.id,
          name: nameOf(method),
          technicalName: method.technicalName ?? null,
          active: method.active !== false,
          asynchronous: method.asynchronous === true,
          afterOrderEnabled: method.afterOrderEnabled === true,
        }
      : null,
    subtotal: money(sum(products)),
    discount: promotions.length > 0 ? money(sum(promotions)) : null,
    shippingTotal: money(order.shippingTotal ?? 0),
    rounding: rounding(order.price),
    total: money(order.amountTotal ?? order.price?.totalPrice ?? 0),
    netTotal: money(order.amountNet ?? order.price?.netPrice ?? 0),
    taxes: [...taxes.entries()].sort(([a], [b]) => b - a).map(([rate, { tax, price }]) => ({ rate, amount: money(tax), base: money(price) })),
    customerComment: order.customerComment || null,
    documents: (order.documents ?? []).map((doc) => {
      const type = doc.documentType?.technicalName ?? "document";
      const number = doc.config?.documentNumber ?? doc.documentNumber ?? null;
      return {
        id: doc.id,
        type,
        number,
        createdAt: doc.createdAt ?? "",
        fileName: `${type}_${number ?? doc.id}.${doc.fileType ?? "pdf"}`,
        url: documentPath(order.id, doc.id),
      };
    }),
    downloads: items.flatMap((item) =>
      (item.downloads ?? []).map((download) => {
        const name = download.media?.fileName ?? download.id;
        const ext = download.media?.fileExtension;
        const granted = download.accessGranted === true;
        return {
          id: download.id,
          lineItemId: download.orderLineItemId ?? item.id,
          fileName: ext ? `${name}.${ext}` : name,
          accessGranted: granted,
          url: granted ? downloadPath(order.id, download.id) : null,
        };
      }),
    ),
    ...orderActions(order, options.paymentChangeable),
  };
  const pharmacyId = pharmacyIdOf(order);
  if (pharmacyId) orderPharmacies.set(row, pharmacyId);
  return row;
}

/** The promised arrival as the order's delivery recorded it (Zurich calendar days). */
function deliveryDatesOf(delivery: { shippingDateEarliest?: string | null; shippingDateLatest?: string | null } | null) {
  const earliest = delivery?.shippingDateEarliest?.slice(0, 10);
  const latest = delivery?.shippingDateLatest?.slice(0, 10);
  return earliest && latest ? { earliest, latest } : null;
}

/** The partner pharmacy id of a mapped click & collect order (resolved lazily by Order.pharmacy). */
export const orderPharmacies = new WeakMap<object, string>();
