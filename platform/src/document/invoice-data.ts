import { cashRounding } from "@shop/rules";
import type { Db } from "../db/connection.js";
import { SYSTEM_LANGUAGE_ID } from "../ids.js";
import { articleNumber, type LineItemPayload } from "../order/article-number.js";

/** Everything an invoice prints, read from the order's snapshot rows (never from the live catalogue). */
export interface InvoiceData {
  documentNumber: string;
  documentDate: string;
  orderNumber: string;
  orderDate: string;
  customerNumber: string | null;
  currencyIso: string;
  billing: {
    company: string | null;
    name: string;
    street: string;
    extra: string[];
    zip: string;
    city: string;
    zipCity: string;
    country: string | null;
    /** ISO 3166-1 alpha-2, for the QR-bill's debtor */
    countryIso: string | null;
  };
  paymentMethod: string | null;
  /** `payment_invoice`, `payment_prepayment`, `payment_twint`, … */
  paymentTechnicalName: string | null;
  /** The latest transaction's state: only a `paid` order gets a receipt ("Bereits bezahlt mit …"). */
  paid: boolean;
  lines: { quantity: number; label: string; productNumber: string | null; unitPrice: number; totalPrice: number }[];
  positionPrice: number;
  shippingTotal: number;
  /** 5-Rappen cash rounding of the total (0: none), printed as its own line so the figures add up. */
  rounding: number;
  amountTotal: number;
  taxes: { taxRate: number; price: number; tax: number }[];
}

interface OrderRow {
  id: string;
  order_number: string;
  order_date_time: string;
  currency_iso: string;
  language_id: string;
  amount_total: number;
  position_price: number;
  shipping_total: number;
  price_json: string;
  billing_address_id: string;
}

const parse = <T>(json: string | null | undefined, fallback: T): T => {
  try {
    return json ? (JSON.parse(json) as T) : fallback;
  } catch {
    return fallback;
  }
};

/** Translated name of a row in `table` (own language, then the system language). */
export function translatedName(db: Db, table: string, key: string, id: string, languageId: string): string | null {
  const row = db
    .prepare(`SELECT name FROM ${table} WHERE ${key} = ? AND language_id IN (?, ?) ORDER BY language_id = ? DESC LIMIT 1`)
    .get(id, languageId, SYSTEM_LANGUAGE_ID, languageId) as { name: string | null } | undefined;
  return row?.name ?? null;
}

export function loadInvoiceData(db: Db, doc: { order_id: string; document_number: string; created_at: string; language_id: string }): InvoiceData {
  const order = db.prepare('SELECT * FROM "order" WHERE id = ?').get(doc.order_id) as OrderRow;
  const lang = doc.language_id;
  const address = (db.prepare("SELECT * FROM order_address WHERE id = ?").get(order.billing_address_id) ??
    db.prepare("SELECT * FROM order_address WHERE order_id = ? ORDER BY kind = 'billing' DESC LIMIT 1").get(order.id)) as Record<string, string | null>;
  const transaction = db
    .prepare(
      `SELECT t.payment_method_id, t.state, pm.technical_name FROM order_transaction t LEFT JOIN payment_method pm ON pm.id = t.payment_method_id
       WHERE t.order_id = ? ORDER BY t.created_at DESC, t.rowid DESC LIMIT 1`,
    )
    .get(order.id) as { payment_method_id: string; state: string; technical_name: string | null } | undefined;
  const customer = db.prepare("SELECT customer_number FROM order_customer WHERE order_id = ?").get(order.id) as { customer_number: string | null } | undefined;
  const country = address.country_id ? (db.prepare("SELECT iso FROM country WHERE id = ?").get(address.country_id) as { iso: string } | undefined) : undefined;
  const lines = db
    .prepare("SELECT quantity, label, unit_price, total_price, payload_json FROM order_line_item WHERE order_id = ? ORDER BY position")
    .all(order.id) as { quantity: number; label: string; unit_price: number; total_price: number; payload_json: string }[];
  const price = parse<{ rawTotal?: number; totalPrice?: number; calculatedTaxes?: { taxRate: number; price: number; tax: number }[] }>(order.price_json, {});
  const name = [address.title, address.first_name, address.last_name].filter(Boolean).join(" ");
  return {
    documentNumber: doc.document_number,
    documentDate: doc.created_at,
    orderNumber: order.order_number,
    orderDate: order.order_date_time,
    customerNumber: customer?.customer_number ?? null,
    currencyIso: order.currency_iso,
    billing: {
      company: [address.company, address.department].filter(Boolean).join(", ") || null,
      name,
      street: address.street ?? "",
      extra: [address.additional_address_line1, address.additional_address_line2].filter((x): x is string => !!x),
      zip: address.zipcode ?? "",
      city: address.city ?? "",
      zipCity: [address.zipcode, address.city].filter(Boolean).join(" "),
      country: address.country_id ? translatedName(db, "country_translation", "country_id", address.country_id, lang) : null,
      countryIso: country?.iso ?? null,
    },
    paymentMethod: transaction ? translatedName(db, "payment_method_translation", "payment_method_id", transaction.payment_method_id, lang) : null,
    paymentTechnicalName: transaction?.technical_name ?? null,
    paid: transaction?.state === "paid",
    lines: lines.map((l) => ({
      quantity: l.quantity,
      label: l.label,
      productNumber: articleNumber(parse<LineItemPayload>(l.payload_json, {})),
      unitPrice: l.unit_price,
      totalPrice: l.total_price,
    })),
    positionPrice: order.position_price,
    shippingTotal: order.shipping_total,
    rounding: cashRounding(price.rawTotal, price.totalPrice),
    amountTotal: order.amount_total,
    taxes: [...(price.calculatedTaxes ?? [])].sort((a, b) => a.taxRate - b.taxRate),
  };
}
