import type { Db } from "../db/connection.js";
import { idFor, LIVE_VERSION_ID, randomToken } from "../ids.js";
import { ShopwareError } from "../http/errors.js";
import type { MailLang } from "../mail/templates.js";
import { loadInvoiceData } from "./invoice-data.js";
import { renderDownloadPdf, renderInvoicePdf } from "./pdf.js";
import { INVOICE_TEXTS } from "./texts.js";

/** Shopware starts invoice numbers at 1000 (number_range "document_invoice"). */
const FIRST_INVOICE_NUMBER = 1000;

export interface DocumentRow {
  id: string;
  order_id: string;
  document_type: "invoice";
  document_number: string;
  deep_link_code: string;
  file_name: string;
  language_id: string;
  created_at: string;
}

const DOCUMENT_TYPE_NAMES: Record<MailLang, string> = { de: "Rechnung", it: "Fattura", fr: "Facture" };

/** An order has one invoice, whose id follows from the order's: mails can link it before it is written. */
export const invoiceDocumentId = (orderId: string) => idFor(`document:invoice:${orderId}`);

/**
 * Writes the order's invoice row (once per order: a second call answers the existing row). The next
 * number is read and written under SQLite's write lock (BEGIN IMMEDIATE, or a savepoint inside the
 * caller's transaction), so two processes on one database never take the same number.
 */
export function createInvoiceDocument(db: Db, orderId: string, now: Date = new Date()): DocumentRow {
  return db.transaction(() => {
    const existing = db.prepare("SELECT * FROM document WHERE order_id = ? AND document_type = 'invoice'").get(orderId) as DocumentRow | undefined;
    if (existing) return existing;
    const order = db.prepare('SELECT language_id FROM "order" WHERE id = ?').get(orderId) as { language_id: string } | undefined;
    if (!order) throw new ShopwareError(404, "CHECKOUT__ORDER_NOT_FOUND", 'Order with id "{{ orderId }}" not found.', { orderId });
    const next = db
      .prepare("SELECT COALESCE(MAX(CAST(document_number AS INTEGER)), ?) + 1 AS n FROM document WHERE document_type = 'invoice'")
      .get(FIRST_INVOICE_NUMBER - 1) as { n: number };
    const number = String(next.n);
    const row: DocumentRow = {
      id: invoiceDocumentId(orderId),
      order_id: orderId,
      document_type: "invoice",
      document_number: number,
      deep_link_code: randomToken(32),
      file_name: `invoice_${number}`,
      language_id: order.language_id,
      created_at: now.toISOString(),
    };
    db.prepare(
      `INSERT INTO document (id, order_id, document_type, document_number, deep_link_code, file_name, language_id, created_at)
       VALUES (@id, @order_id, @document_type, @document_number, @deep_link_code, @file_name, @language_id, @created_at)`,
    ).run(row);
    return row;
  }).immediate();
}

/**
 * The order's documents as the Order entity's `documents` association (platform contract for orders):
 * `{id, deepLinkCode, documentNumber, documentType: {technicalName, name}, fileType, createdAt, config}`.
 */
export function documentsOfOrders(db: Db, orderIds: string[], lang: MailLang): Map<string, Record<string, unknown>[]> {
  const out = new Map<string, Record<string, unknown>[]>();
  if (orderIds.length === 0) return out;
  const rows = db
    .prepare(`SELECT * FROM document WHERE order_id IN (${orderIds.map(() => "?").join(",")}) ORDER BY created_at, document_number`)
    .all(...orderIds) as DocumentRow[];
  for (const d of rows) {
    const list = out.get(d.order_id) ?? [];
    list.push(documentEntity(d, lang));
    out.set(d.order_id, list);
  }
  return out;
}

/** Shopware's Document entity (fileType pdf; `config.documentNumber` as the storefront reads it). */
export function documentEntity(d: DocumentRow, lang: MailLang): Record<string, unknown> {
  const name = DOCUMENT_TYPE_NAMES[lang];
  const typeId = idFor(`document_type:${d.document_type}`);
  return {
    id: d.id,
    documentTypeId: typeId,
    referencedDocumentId: null,
    orderId: d.order_id,
    orderVersionId: LIVE_VERSION_ID,
    documentMediaFileId: null,
    config: { name: d.file_name, title: name, documentNumber: d.document_number, documentDate: d.created_at },
    sent: false,
    static: false,
    deepLinkCode: d.deep_link_code,
    documentNumber: d.document_number,
    fileType: "pdf",
    customFields: null,
    createdAt: d.created_at.replace(/Z$/, "+00:00"),
    updatedAt: null,
    documentType: { id: typeId, technicalName: d.document_type, name, translated: { name }, apiAlias: "document_type" },
    apiAlias: "document",
  };
}

const notFound = (documentId: string) =>
  new ShopwareError(404, "DOCUMENT__DOCUMENT_NOT_FOUND", 'The document with id "{{ documentId }}" is invalid or could not be found.', { documentId });

/**
 * Shopware's DocumentRoute::checkAuth for a logged-in (or guest) customer: unknown document → 404,
 * someone else's order → 403 DOCUMENT__CUSTOMER_NOT_LOGGED_IN, wrong deep-link code → 404.
 */
export function authorisedDocument(db: Db, documentId: string, deepLinkCode: string, customerId: string): DocumentRow {
  const row = db
    .prepare('SELECT d.*, o.customer_id AS owner FROM document d JOIN "order" o ON o.id = d.order_id WHERE d.id = ?')
    .get(documentId) as (DocumentRow & { owner: string | null }) | undefined;
  if (!row) throw notFound(documentId);
  if (row.owner === null || row.owner !== customerId) {
    throw new ShopwareError(403, "DOCUMENT__CUSTOMER_NOT_LOGGED_IN", "Customer is not logged in.");
  }
  if (row.deep_link_code !== deepLinkCode) throw notFound(documentId);
  const { owner: _owner, ...doc } = row;
  return doc;
}

export function renderDocument(db: Db, doc: DocumentRow, lang: MailLang): Promise<Buffer> {
  return renderInvoicePdf(loadInvoiceData(db, doc), lang);
}

export interface DownloadFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const downloadDenied = (downloadId: string) =>
  new ShopwareError(403, "CHECKOUT__ORDER_DOWNLOAD_NOT_ACCESSIBLE", 'The download "{{ downloadId }}" is not accessible.', { downloadId });

/**
 * Shopware's DownloadRoute: only a download of the customer's own order whose access was granted (the
 * order is paid). Anything else — unknown ids, another customer's order, not yet paid — is the same 403,
 * so the answer tells a stranger nothing.
 */
export async function authorisedDownload(db: Db, orderId: string, downloadId: string, customerId: string, lang: MailLang): Promise<DownloadFile> {
  const row = db
    .prepare(
      `SELECT d.file_name, d.file_extension, d.access_granted, li.label, o.order_number, o.order_date_time, o.customer_id,
              m.mime_type, m.file_name AS media_file_name, m.file_extension AS media_extension
       FROM order_line_item_download d
       JOIN order_line_item li ON li.id = d.order_line_item_id
       JOIN "order" o ON o.id = li.order_id
       LEFT JOIN media m ON m.id = d.media_id
       WHERE d.id = ? AND o.id = ?`,
    )
    .get(downloadId, orderId) as
    | { file_name: string | null; file_extension: string | null; access_granted: number; label: string; order_number: string; order_date_time: string; customer_id: string | null; mime_type: string | null; media_file_name: string | null; media_extension: string | null }
    | undefined;
  if (!row || row.customer_id !== customerId || !row.access_granted) throw downloadDenied(downloadId);
  const extension = row.file_extension ?? row.media_extension ?? "pdf";
  const fileName = `${row.file_name ?? row.media_file_name ?? "download"}.${extension}`;
  const body = await renderDownloadPdf({ title: row.label, orderNumber: row.order_number, orderDate: row.order_date_time }, lang);
  return { fileName, contentType: row.mime_type ?? "application/pdf", body };
}

export const invoiceFileName = (doc: DocumentRow) => `${doc.file_name}.pdf`;
