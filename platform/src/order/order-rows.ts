import type { Db } from "../db/connection.js";
import { loadTranslations, type Row } from "../db/translations.js";
import type { SystemRepository } from "../context/system-repository.js";
import type { NewOrder, OrderRow } from "./order-repository.js";

type Translations = Map<string, Map<string, Row>>;

/** Everything the Store API orders of a page read, one batch read per table (never per order). */
export interface OrderRows {
  orders: OrderRow[];
  customers: Map<string, Row>;
  /** the following grouped by order id (downloads by line item id) */
  addresses: Map<string, Row[]>;
  items: Map<string, Row[]>;
  downloads: Map<string, Row[]>;
  deliveries: Map<string, Row[]>;
  transactions: Map<string, Row[]>;
  mediaRows: Map<string, Row>;
  mediaTr: Translations;
  payments: Map<string, Row>;
  shippings: Map<string, Row>;
  countries: Map<string, Row>;
  documents: Map<string, Row[]>;
}

const inJson = (ids: string[]) => JSON.stringify(ids);

/** The rows the orders themselves own; the rest of OrderRows is read for them (referenceRows). */
type OwnRows = Pick<OrderRows, "orders" | "customers" | "addresses" | "items" | "downloads" | "deliveries" | "transactions">;

/** The rows of the orders `ids` (unknown ids skipped); null when none exists. `documents` renders Order.documents. */
export function loadOrderRows(
  db: Db,
  system: SystemRepository,
  ids: string[],
  chain: string[],
  documents: (orderIds: string[]) => Map<string, Row[]>,
): OrderRows | null {
  const orders = db.prepare('SELECT * FROM "order" WHERE id IN (SELECT value FROM json_each(?))').all(inJson(ids)) as OrderRow[];
  if (orders.length === 0) return null;
  const orderIds = orders.map((o) => o.id);
  const ofOrders = (sql: string) => db.prepare(sql).all(inJson(orderIds)) as Row[];
  const customers = new Map(ofOrders("SELECT * FROM order_customer WHERE order_id IN (SELECT value FROM json_each(?))").map((c) => [c.order_id as string, c]));
  const addresses = group(ofOrders("SELECT * FROM order_address WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY rowid"), "order_id");
  const items = group(ofOrders("SELECT * FROM order_line_item WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY position"), "order_id");
  const itemIds = [...items.values()].flat().map((i) => i.id as string);
  const downloads = group(
    db.prepare("SELECT * FROM order_line_item_download WHERE order_line_item_id IN (SELECT value FROM json_each(?)) ORDER BY position").all(inJson(itemIds)) as Row[],
    "order_line_item_id",
  );
  const deliveries = group(ofOrders("SELECT * FROM order_delivery WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY created_at, rowid"), "order_id");
  const transactions = group(ofOrders("SELECT * FROM order_transaction WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY created_at, rowid"), "order_id");
  return referenceRows(db, system, { orders, customers, addresses, items, downloads, deliveries, transactions }, chain, documents);
}

/**
 * The rows of an order `OrderRepository.insert` just wrote, as loadOrderRows reads them back — the values
 * inserted and the columns' defaults (migration 0006: state 'open', tracking codes '[]', access not granted,
 * no update yet) — without reading back what was just written. test/order-answer.test.ts holds the two
 * equal for every kind of order.
 */
export function insertedOrderRows(
  db: Db,
  system: SystemRepository,
  o: NewOrder,
  chain: string[],
  documents: (orderIds: string[]) => Map<string, Row[]>,
): OrderRows {
  const orderId = o.order.id;
  const createdAt = o.order.created_at;
  const downloads = new Map<string, Row[]>();
  for (const li of o.lineItems) {
    if (li.downloads.length === 0) continue;
    const rows = li.downloads.map((d) => ({ id: d.id, order_line_item_id: li.id, position: d.position, media_id: d.media_id, access_granted: 0, file_name: d.file_name, file_extension: d.file_extension }));
    downloads.set(li.id, rows.sort((a, b) => a.position - b.position));
  }
  const t = o.transaction;
  const own: OwnRows = {
    orders: [o.order],
    customers: new Map([[orderId, { order_id: orderId, ...o.customer }]]),
    addresses: new Map([[orderId, o.addresses.map((a) => ({ ...a, order_id: orderId }))]]),
    items: new Map([[orderId, o.lineItems.map(({ downloads: _, ...item }) => ({ ...item, order_id: orderId })).sort((a, b) => a.position - b.position)]]),
    downloads,
    deliveries: new Map(o.delivery ? [[orderId, [{ ...o.delivery, order_id: orderId, state: "open", tracking_codes: "[]", created_at: createdAt, updated_at: null }]]] : []),
    transactions: new Map([[orderId, [{ id: t.id, order_id: orderId, payment_method_id: t.payment_method_id, state: "open", amount: t.amount, amount_json: t.amount_json, created_at: createdAt, updated_at: null }]]]),
  };
  return referenceRows(db, system, own, chain, documents);
}

/** What the orders' rows refer to: download media, payment and shipping methods, countries, documents. */
function referenceRows(db: Db, system: SystemRepository, own: OwnRows, chain: string[], documents: (orderIds: string[]) => Map<string, Row[]>): OrderRows {
  const mediaIds = [...own.downloads.values()].flat().map((d) => d.media_id as string);
  const mediaRows = new Map(
    (mediaIds.length === 0 ? [] : (db.prepare("SELECT * FROM media WHERE id IN (SELECT value FROM json_each(?))").all(inJson(mediaIds)) as Row[])).map((m) => [m.id as string, m]),
  );
  const mediaTr: Translations = mediaIds.length === 0 ? new Map() : loadTranslations(db, "media_translation", "media_id", mediaIds);
  const distinct = (groups: Map<string, Row[]>, column: string) => [...new Set([...groups.values()].flat().map((r) => r[column] as string))];
  const payments = new Map(system.paymentMethods(distinct(own.transactions, "payment_method_id"), chain).map((p) => [p.id as string, p]));
  const shippings = new Map(system.shippingMethods(distinct(own.deliveries, "shipping_method_id"), chain).map((s) => [s.id as string, s]));
  const countries = new Map(system.countries(distinct(own.addresses, "country_id"), chain, false).map((c) => [c.id as string, c]));
  return { ...own, mediaRows, mediaTr, payments, shippings, countries, documents: documents(own.orders.map((o) => o.id)) };
}

function group<T extends Row>(rows: T[], key: string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const r of rows) {
    const k = r[key] as string;
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}
