import type { Db } from "../db/connection.js";
import { loadTranslations, parseJson, type Row } from "../db/translations.js";
import type { SystemRepository } from "../context/system-repository.js";
import type { AccountReferenceData } from "../account/reference-data.js";
import type { AddressRow } from "../account/customer-repository.js";
import { LIVE_VERSION_ID, SYSTEM_LANGUAGE_ID } from "../ids.js";
import { mailLang, type MailLang } from "../mail/templates.js";
import { mediaEntity } from "../media/media-entity.js";
import { stateEntity, stateId } from "./order-states.js";

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
/** "2026-11-25T11:00:00.000Z" → Shopware's date-time with offset ("+00:00"). */
const swDate = (iso: string | null) => (iso ? iso.replace(/Z$/, "+00:00") : null);

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
    const chain = chainOf(languageId);
    const lang = mailLang(this.system.localeCode(languageId)?.code);
    const orders = this.db.prepare('SELECT * FROM "order" WHERE id IN (SELECT value FROM json_each(?))').all(inJson(ids)) as OrderRow[];
    if (orders.length === 0) return [];
    const orderIds = orders.map((o) => o.id);
    const group = <T extends Row>(rows: T[], key: string) => {
      const m = new Map<string, T[]>();
      for (const r of rows) {
        const k = r[key] as string;
        m.set(k, [...(m.get(k) ?? []), r]);
      }
      return m;
    };
    const customers = new Map((this.db.prepare("SELECT * FROM order_customer WHERE order_id IN (SELECT value FROM json_each(?))").all(inJson(orderIds)) as Row[]).map((c) => [c.order_id as string, c]));
    const addresses = group(this.db.prepare("SELECT * FROM order_address WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY rowid").all(inJson(orderIds)) as Row[], "order_id");
    const items = group(this.db.prepare("SELECT * FROM order_line_item WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY position").all(inJson(orderIds)) as Row[], "order_id");
    const itemIds = [...items.values()].flat().map((i) => i.id as string);
    const downloads = group(
      this.db.prepare("SELECT * FROM order_line_item_download WHERE order_line_item_id IN (SELECT value FROM json_each(?)) ORDER BY position").all(inJson(itemIds)) as Row[],
      "order_line_item_id",
    );
    const mediaIds = [...downloads.values()].flat().map((d) => d.media_id as string);
    const mediaRows = new Map((this.db.prepare("SELECT * FROM media WHERE id IN (SELECT value FROM json_each(?))").all(inJson(mediaIds)) as Row[]).map((m) => [m.id as string, m]));
    const mediaTr = loadTranslations(this.db, "media_translation", "media_id", mediaIds);
    const deliveries = group(this.db.prepare("SELECT * FROM order_delivery WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY created_at, rowid").all(inJson(orderIds)) as Row[], "order_id");
    const transactions = group(this.db.prepare("SELECT * FROM order_transaction WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY created_at, rowid").all(inJson(orderIds)) as Row[], "order_id");
    const paymentIds = [...new Set([...transactions.values()].flat().map((t) => t.payment_method_id as string))];
    const payments = new Map(this.system.paymentMethods(paymentIds, chain).map((p) => [p.id as string, p]));
    const shippingIds = [...new Set([...deliveries.values()].flat().map((d) => d.shipping_method_id as string))];
    const shippings = new Map(this.system.shippingMethods(shippingIds, chain).map((s) => [s.id as string, s]));
    const countryIds = [...new Set([...addresses.values()].flat().map((a) => a.country_id as string))];
    const countries = new Map(this.system.countries(countryIds, chain, false).map((c) => [c.id as string, c]));
    const documents = this.documents(orderIds, lang);

    const renderAddress = (a: Row, orderCreatedAt: string): Row => ({
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
      country: countries.get(a.country_id as string) ?? null,
      countryState: a.country_state_id ? (this.system.states(a.country_id as string, chain).find((s) => s.id === a.country_state_id) ?? null) : null,
      salutation: this.reference.salutation((a.salutation_id as string | null) ?? null, chain),
      apiAlias: "order_address",
    });

    const byId = new Map(
      orders.map((o) => {
        const orderAddresses = (addresses.get(o.id) ?? []).map((a) => renderAddress(a, o.created_at));
        const addressById = new Map(orderAddresses.map((a) => [a.id as string, a]));
        const c = customers.get(o.id);
        const lineItems = (items.get(o.id) ?? []).map((li) => {
          const cover = parseJson<Row | null>(li.cover_json, null);
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
            cover,
            product: null,
            orderDeliveryPositions: null,
            downloads: (downloads.get(li.id as string) ?? []).map((d) => {
              const m = mediaRows.get(d.media_id as string);
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
                media: m ? mediaEntity(m, mediaTr.get(m.id as string), chain, baseUrl) : null,
                apiAlias: "order_line_item_download",
              };
            }),
            parent: null,
            children: [],
            translated: [],
            extensions: [],
            apiAlias: "order_line_item",
          };
        });
        const orderDeliveries = (deliveries.get(o.id) ?? []).map((d) => ({
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
          shippingMethod: shippings.get(d.shipping_method_id as string) ?? null,
          positions: [],
          apiAlias: "order_delivery",
        }));
        const orderTransactions = (transactions.get(o.id) ?? []).map((t) => ({
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
          paymentMethod: payments.get(t.payment_method_id as string) ?? null,
          captures: null,
          apiAlias: "order_transaction",
        }));
        const latestTransaction = orderTransactions.at(-1) ?? null;
        const billingAddress = addressById.get(o.billing_address_id) ?? null;
        const entity: Row = {
          id: o.id,
          versionId: LIVE_VERSION_ID,
          orderNumber: o.order_number,
          billingAddressId: o.billing_address_id,
          billingAddressVersionId: LIVE_VERSION_ID,
          primaryOrderDeliveryId: orderDeliveries[0]?.id ?? null,
          primaryOrderDeliveryVersionId: orderDeliveries[0] ? LIVE_VERSION_ID : null,
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
          stateMachineState: stateEntity("order.state", o.state, lang),
          primaryOrderDelivery: orderDeliveries[0] ?? null,
          primaryOrderTransaction: latestTransaction,
          orderCustomer: c
            ? {
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
                salutation: this.reference.salutation((c.salutation_id as string | null) ?? null, chain),
                apiAlias: "order_customer",
              }
            : null,
          currency: this.system.currency(o.currency_id, chain) ?? null,
          language: null,
          addresses: orderAddresses,
          billingAddress,
          deliveries: orderDeliveries,
          lineItems,
          transactions: orderTransactions,
          documents: documents.get(o.id) ?? [],
          tags: [],
          extensions: [],
          apiAlias: "order",
        };
        return [o.id, entity] as const;
      }),
    );
    return ids.map((id) => byId.get(id)).filter((o): o is Row => !!o);
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
