import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Deps } from "../http/deps.js";
import { contextLang, requireCustomer } from "../account/services.js";
import { onOrderPlaced } from "../order/order-service.js";
import { warmPdfKit } from "./pdf.js";
import { authorisedDocument, authorisedDownload, createInvoiceDocument, documentsOfOrders, invoiceFileName, renderDocument } from "./document-service.js";

interface DocumentParams {
  documentId: string;
  deepLinkCode: string;
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name (Symfony's HeaderUtils::makeDisposition). */
function disposition(kind: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%/]/g, "_");
  return `${kind}; filename="${ascii}"${ascii === fileName ? "" : `; filename*=utf-8''${encodeURIComponent(fileName)}`}`;
}

function sendFile(reply: FastifyReply, body: Buffer, contentType: string, kind: "inline" | "attachment", fileName: string) {
  return reply
    .header("content-type", contentType)
    .header("content-disposition", disposition(kind, fileName))
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(body);
}

/** Store API: invoice PDFs (Shopware DocumentRoute) and digital downloads of paid orders (DownloadRoute). */
export function documentRoutes(app: FastifyInstance, deps: Deps): void {
  const svc = deps.accounts;

  const download = async (req: FastifyRequest<{ Params: DocumentParams; Querystring: { download?: string } }>, reply: FastifyReply) => {
    const customer = requireCustomer(svc, req, { allowGuest: true });
    const doc = authorisedDocument(deps.db, req.params.documentId, req.params.deepLinkCode, customer.id);
    const pdf = await renderDocument(deps.db, doc, contextLang(svc, doc.language_id));
    const forceDownload = req.query.download === "1" || req.query.download === "true";
    return sendFile(reply, pdf, "application/pdf", forceDownload ? "attachment" : "inline", invoiceFileName(doc));
  };
  app.get("/store-api/document/download/:documentId/:deepLinkCode", download);
  app.post("/store-api/document/download/:documentId/:deepLinkCode", download);

  app.get<{ Params: { orderId: string; downloadId: string } }>("/store-api/order/download/:orderId/:downloadId", async (req, reply) => {
    const customer = requireCustomer(svc, req, { allowGuest: true });
    const order = deps.db.prepare('SELECT language_id FROM "order" WHERE id = ?').get(req.params.orderId) as { language_id: string } | undefined;
    const file = await authorisedDownload(deps.db, req.params.orderId, req.params.downloadId, customer.id, contextLang(svc, order?.language_id ?? req.sw.languageId));
    return sendFile(reply, file.body, file.contentType, "attachment", file.fileName);
  });
}

/**
 * Invoices come into being with the order: the orders module calls back inside the order's transaction
 * (`onOrderPlaced`), so the row commits with the order; orders that have none yet (a listener failure,
 * a database from before this module) get theirs when the platform starts. Order.documents is rendered by this module too.
 */
export function installDocuments(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  deps.orders.repo.registerDocumentLoader((orderIds, lang) => documentsOfOrders(db, orderIds, lang));
  const missing = db.prepare(`SELECT id FROM "order" o WHERE NOT EXISTS (SELECT 1 FROM document d WHERE d.order_id = o.id AND d.document_type = 'invoice') ORDER BY order_date_time, order_number`);
  for (const { id } of missing.all() as { id: string }[]) createInvoiceDocument(db, id, deps.accounts.now());
  const off = onOrderPlaced((orderId) => {
    // listeners are process-wide; several platforms (tests) each see every order: only ours counts
    if (!db.prepare('SELECT 1 FROM "order" WHERE id = ?').get(orderId)) return;
    createInvoiceDocument(db, orderId, deps.accounts.now());
    warmPdfKit();
  });
  app.addHook("onClose", async () => {
    off();
  });
}
