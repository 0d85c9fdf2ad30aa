import type { Db } from "../db/connection.js";
import { parseJson, type Row } from "../db/translations.js";
import type { SystemRepository } from "../context/system-repository.js";
import type { AccountReferenceData } from "../account/reference-data.js";
import type { AddressRow } from "../account/customer-repository.js";
import { LIVE_VERSION_ID, SYSTEM_LANGUAGE_ID } from "../ids.js";
import { mailLang, type MailLang } from "../mail/templates.js";
import { renderOrder, swDate } from "./order-entity.js";
import { insertedOrderRows, loadOrderRows, type OrderRows } from "./order-rows.js";

/** A row of table "order". */
export interface OrderRow {
  id: string;
  sales_channel_id: string;
  customer_id: string | null;
  order_number: string;
  order_date_time: string;
  state: string;
  currency_id: string;
  currency_iso: string;
  currency_factor: number;
  language_id: string;
  amount_total: number;
  amount_net: number;
  position_price: number;
  shipping_total: number;
  price_json: string;
  shipping_costs_json: string;
  billing_address_id: string;
  customer_comment: string | null;
  affiliate_code: string | null;
  campaign_code: string | null;
  custom_fields: string;
  idempotency_key: string | null;
  cart_token: string | null;
  deep_link_code: string;
  created_at: string;
  updated_at: string | null;
}

/** An order address: a copy of the customer address it was placed with (or the pickup pharmacy). */
export type OrderAddressInput = Omit<AddressRow, "customer_id" | "created_at" | "updated_at"> & { kind: "billing" | "shipping" };

export interface OrderLineItemInput {
  id: string;
  position: number;
  identifier: string;
  type: "product" | "promotion";
  referenced_id: string | null;
  product_id: string | null;
  promotion_id: string | null;
  label: string;
  description: string | null;
  quantity: number;
  unit_price: number;
  total_price: number;
  list_price: number | null;
  price_json: string;
  price_definition_json: string | null;
  payload_json: string;
  cover_json: string | null;
  cover_id: string | null;
  states_json: string;
  good: number;
  downloads: { id: string; position: number; media_id: string; file_name: string | null; file_extension: string | null }[];
}

export interface NewOrder {
  order: OrderRow;
  customer: { email: string; first_name: string; last_name: string; salutation_id: string | null; title: string | null; company: string | null; customer_number: string | null; customer_id: string | null };
  addresses: OrderAddressInput[];
  lineItems: OrderLineItemInput[];
  delivery: { id: string; shipping_method_id: string; shipping_order_address_id: string; shipping_date_earliest: string; shipping_date_latest: string; shipping_costs_json: string } | null;
  transaction: { id: string; payment_method_id: string; amount: number; amount_json: string };
}

/** Renders a document row for Order.documents; the documents helper may register its own. */
export type DocumentLoader = (orderIds: string[], lang: MailLang) => Map<string, Row[]>;

const chainOf = (languageId: string) => (languageId === SYSTEM_LANGUAGE_ID ? [languageId] : [languageId, SYSTEM_LANGUAGE_ID]);
const inJson = (ids: string[]) => JSON.stringify(ids);

/**
 * Order persistence: writes a placed order with all its children, and reads orders back as
 * Store API Order entities with every association a storefront needs (line items with cover and
 * downloads, addresses, deliveries, transactions, states, customer, currency, documents).
 */
export class OrderRepository {
  private documentLoader: DocumentLoader | undefined;

  constructor(
    private readonly db: Db,
    private readonly system: SystemRepository,
    private readonly reference: AccountReferenceData,
  ) {}

  /** Lets the documents module render `documents` (otherwise table `document` is read if it exists). */
  registerDocumentLoader(loader: DocumentLoader): void {
    this.documentLoader = loader;
  }

  insert(o: NewOrder): void {
    const r = o.order;
    this.db
      .prepare(
        `INSERT INTO "order" (id, sales_channel_id, customer_id, order_number, order_date_time, state, currency_id, currency_iso, currency_factor,
          language_id, amount_total, amount_net, position_price, shipping_total, price_json, shipping_costs_json, billing_address_id,
          customer_comment, affiliate_code, campaign_code, custom_fields, idempotency_key, cart_token, deep_link_code, created_at, updated_at)
         VALUES (@id, @sales_channel_id, @customer_id, @order_number, @order_date_time, @state, @currency_id, @currency_iso, @currency_factor,
          @language_id, @amount_total, @amount_net, @position_price, @shipping_total, @price_json, @shipping_costs_json, @billing_address_id,
          @customer_comment, @affiliate_code, @campaign_code, @custom_fields, @idempotency_key, @cart_token, @deep_link_code, @created_at, @updated_at)`,
      )
      .run(r);
    this.db
      .prepare(
        `INSERT INTO order_customer (order_id, email, first_name, last_name, salutation_id, title, company, customer_number, customer_id)
         VALUES (@order_id, @email, @first_name, @last_name, @salutation_id, @title, @company, @customer_number, @customer_id)`,
      )
      .run({ order_id: r.id, ...o.customer });
    const addr = this.db.prepare(
      `INSERT INTO order_address (id, order_id, kind, salutation_id, title, first_name, last_name, company, department, street,
        additional_address_line1, additional_address_line2, zipcode, city, country_id, country_state_id, phone_number)
       VALUES (@id, @order_id, @kind, @salutation_id, @title, @first_name, @last_name, @company, @department, @street,
        @additional_address_line1, @additional_address_line2, @zipcode, @city, @country_id, @country_state_id, @phone_number)`,
    );
    for (const a of o.addresses) addr.run({ ...a, order_id: r.id });
    const li = this.db.prepare(
      `INSERT INTO order_line_item (id, order_id, position, identifier, type, referenced_id, product_id, promotion_id, label, description,
        quantity, unit_price, total_price, list_price, price_json, price_definition_json, payload_json, cover_json, cover_id, states_json, good)
       VALUES (@id, @order_id, @position, @identifier, @type, @referenced_id, @product_id, @promotion_id, @label, @description,
        @quantity, @unit_price, @total_price, @list_price, @price_json, @price_definition_json, @payload_json, @cover_json, @cover_id, @states_json, @good)`,
    );
    const dl = this.db.prepare(
      `INSERT INTO order_line_item_download (id, order_line_item_id, position, media_id, access_granted, file_name, file_extension)
       VALUES (?, ?, ?, ?, 0, ?, ?)`,
    );
    for (const { downloads, ...item } of o.lineItems) {
      li.run({ ...item, order_id: r.id });
      for (const d of downloads) dl.run(d.id, item.id, d.position, d.media_id, d.file_name, d.file_extension);
    }
    if (o.delivery) {
      this.db
        .prepare(
          `INSERT INTO order_delivery (id, order_id, shipping_method_id, shipping_order_address_id, state, shipping_date_earliest,
            shipping_date_latest, shipping_costs_json, created_at)
           VALUES (@id, @order_id, @shipping_method_id, @shipping_order_address_id, 'open', @shipping_date_earliest, @shipping_date_latest,
            @shipping_costs_json, @created_at)`,
        )
        .run({ ...o.delivery, order_id: r.id, created_at: r.created_at });
    }
    this.insertTransaction(r.id, o.transaction, r.created_at);
  }

  insertTransaction(orderId: string, t: NewOrder["transaction"], createdAt: string): void {
    this.db
      .prepare(
        `INSERT INTO order_transaction (id, order_id, payment_method_id, state, amount, amount_json, created_at)
         VALUES (?, ?, ?, 'open', ?, ?, ?)`,
      )
      .run(t.id, orderId, t.payment_method_id, t.amount, t.amount_json, createdAt);
  }

  byId(id: string): OrderRow | undefined {
    return this.db.prepare('SELECT * FROM "order" WHERE id = ?').get(id) as OrderRow | undefined;
  }

  byIdempotencyKey(customerId: string, key: string): OrderRow | undefined {
    return this.db.prepare('SELECT * FROM "order" WHERE customer_id = ? AND idempotency_key = ?').get(customerId, key) as OrderRow | undefined;
  }

  idsOfCustomer(customerId: string, salesChannelId: string): string[] {
    return (
      this.db
        .prepare('SELECT id FROM "order" WHERE customer_id = ? AND sales_channel_id = ? ORDER BY order_date_time DESC, order_number DESC')
        .all(customerId, salesChannelId) as { id: string }[]
    ).map((r) => r.id);
  }

  /** The order's transactions, oldest first (Shopware: the latest one is the one that counts). */
  transactions(orderId: string): { id: string; payment_method_id: string; state: string; amount: number; amount_json: string | null; created_at: string }[] {
    return this.db.prepare("SELECT * FROM order_transaction WHERE order_id = ? ORDER BY created_at, rowid").all(orderId) as never;
  }

  latestTransaction(orderId: string) {
    return this.transactions(orderId).at(-1);
  }

  deliveries(orderId: string): { id: string; state: string }[] {
    return this.db.prepare("SELECT id, state FROM order_delivery WHERE order_id = ? ORDER BY created_at, rowid").all(orderId) as never;
  }

  /**
   * Full Store API Order entities in the order of `ids` (unknown ids are skipped), rendered in
   * `languageId` (state names, payment/shipping method names, countries). `baseUrl` is the origin
   * for download media URLs.
   */
  loadStoreApiOrders(ids: string[], languageId: string, baseUrl = ""): Row[] {
    if (ids.length === 0) return [];
    const { chain, lang } = this.languageOf(languageId);
    const rows = loadOrderRows(this.db, this.system, ids, chain, (orderIds) => this.documents(orderIds, lang));
    if (!rows) return [];
    const byId = new Map(rows.orders.map((o) => [o.id, renderOrder(o, rows, { chain, lang, baseUrl, system: this.system, reference: this.reference })] as const));
    return ids.map((id) => byId.get(id)).filter((o): o is Row => !!o);
  }

  /** The Store API entity of the order `insert(o)` just wrote, rendered from `o` instead of read back: the same entity as loadStoreApiOrders gives. */
  renderInserted(o: NewOrder, languageId: string, baseUrl = ""): Row {
    const { chain, lang } = this.languageOf(languageId);
    const rows: OrderRows = insertedOrderRows(this.db, this.system, o, chain, (orderIds) => this.documents(orderIds, lang));
    return renderOrder(o.order, rows, { chain, lang, baseUrl, system: this.system, reference: this.reference });
  }

  private languageOf(languageId: string): { chain: string[]; lang: MailLang } {
    return { chain: chainOf(languageId), lang: mailLang(this.system.localeCode(languageId)?.code) };
  }

  /** Order.documents: the registered loader, else table `document` (owned by the documents module) if it exists. */
  private documents(orderIds: string[], lang: MailLang): Map<string, Row[]> {
    if (this.documentLoader) return this.documentLoader(orderIds, lang);
    const out = new Map<string, Row[]>();
    const exists = this.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'document'").get();
    if (!exists) return out;
    const rows = this.db.prepare("SELECT * FROM document WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY created_at").all(inJson(orderIds)) as Row[];
    const typeNames: Record<MailLang, string> = { de: "Rechnung", it: "Fattura", fr: "Facture" };
    for (const d of rows) {
      const technicalName = (d.document_type ?? d.document_type_technical_name ?? d.type ?? "invoice") as string;
      const documentNumber = (d.document_number ?? null) as string | null;
      const config = parseJson<Row>(d.config ?? d.config_json, {});
      const doc: Row = {
        id: d.id,
        documentTypeId: d.document_type_id ?? null,
        referencedDocumentId: null,
        orderId: d.order_id,
        orderVersionId: LIVE_VERSION_ID,
        documentMediaFileId: null,
        config: { name: technicalName, title: technicalName === "invoice" ? typeNames[lang] : technicalName, ...config, documentNumber },
        sent: !!d.sent,
        static: false,
        deepLinkCode: d.deep_link_code,
        documentNumber,
        fileType: d.file_type ?? "pdf",
        customFields: null,
        createdAt: swDate((d.created_at as string | null) ?? null),
        updatedAt: null,
        documentType: { technicalName, name: technicalName === "invoice" ? typeNames[lang] : technicalName, apiAlias: "document_type" },
        apiAlias: "document",
      };
      out.set(d.order_id as string, [...(out.get(d.order_id as string) ?? []), doc]);
    }
    return out;
  }
}
