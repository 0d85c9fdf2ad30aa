import type PDFKitModule from "pdfkit";
import type { MailLang } from "../mail/templates.js";
import type { InvoiceData } from "./invoice-data.js";
import { formatChf, INVOICE_TECHNICAL_NAME, INVOICE_TERMS, shopAddressLine, typography } from "@shop/rules";
import { SHOP } from "../shop-identity.js";
import { INVOICE_TEXTS, rate, swissDate } from "./texts.js";
import { attachQrBill, isPayableByQrBill } from "./qr-bill.js";
import type { LeafletSpec } from "../media/leaflet.js";
import { artifact, documentRoot, FONT, FONT_BOLD, registerFonts, table, tag } from "./tagged.js";

const DAY = 86_400_000;

// pdfkit and its font machinery take ~0.5 s to load: only when the first PDF is drawn, not at every start
let pdfkit: Promise<typeof PDFKitModule> | undefined;
const loadPdfKit = () => (pdfkit ??= import("pdfkit").then((m) => m.default));

/**
 * Loads pdfkit and draws a throwaway page in the background (an order was placed: its invoice is likely
 * opened soon), so the first real invoice does not pay for the import and the cold font code.
 */
let warmed = false;
export function warmPdfKit(): void {
  if (warmed) return;
  warmed = true;
  loadPdfKit()
    .then((PDFDocument) => {
      const doc = new PDFDocument({ size: "A4" });
      doc.resume();
      registerFonts(doc);
      doc.font(FONT_BOLD).text(SHOP.name).font(FONT).text("CHF 0.00", { align: "right" });
      doc.end();
    })
    .catch(() => {
      pdfkit = undefined;
      warmed = false;
    });
}

/**
 * A tagged PDF 1.7 in the document's language (de-CH, it-CH, fr-CH) whose title bar shows its title, set in the
 * embedded DejaVu Sans. The creation date is the document's own date, so the same rows give the same bytes.
 */
async function newDocument(title: string, createdAt: string, lang: MailLang): Promise<PDFKit.PDFDocument> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    pdfVersion: "1.7",
    tagged: true,
    lang: `${lang}-CH`,
    displayTitle: true,
    info: { Title: title, Author: SHOP.legalName, Creator: SHOP.name, Producer: "pdfkit", CreationDate: new Date(createdAt) },
  });
  registerFonts(doc);
  return doc;
}

function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

/** The invoice PDF of SPEC §9 in the order's language. */
export async function renderInvoicePdf(data: InvoiceData, lang: MailLang): Promise<Buffer> {
  const t = INVOICE_TEXTS[lang];
  const chf = (amount: number) => typography(lang, formatChf(amount, lang));
  const doc = await newDocument(t.fileTitle(data.documentNumber), data.documentDate, lang);
  const root = documentRoot(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // the seller as the VAT law wants it on every invoice: name, address, UID / VAT number
  tag(doc, root, "P", () => {
    doc.font(FONT_BOLD).fontSize(18).text(SHOP.name, left, 56);
    doc.font(FONT).fontSize(8.5).fillColor("#444444");
    doc.text(`${SHOP.legalName} · ${shopAddressLine(SHOP)}`);
    doc.text(`${SHOP.phone} · ${SHOP.email} · ${SHOP.web}`);
    doc.text(`${t.uid} ${SHOP.uid} · ${t.vatNumber} ${SHOP.vatNumber}`);
    doc.fillColor("black");
  });
  doc.moveDown(1.5);

  // billing address (left) and invoice facts (right)
  const top = doc.y;
  tag(doc, root, "P", () => {
    doc.font(FONT_BOLD).fontSize(9).text(t.billingAddress, left, top);
    doc.font(FONT).fontSize(10);
    const b = data.billing;
    for (const line of [b.company, b.name, b.street, ...b.extra, b.zipCity, b.country]) if (line) doc.text(line);
  });
  const addressBottom = doc.y;

  const payable = isPayableByQrBill(data);
  // Payment terms (due date, late interest, reminder fee) belong to invoice payment only.
  const invoiceTerms = data.paymentTechnicalName === INVOICE_TECHNICAL_NAME;
  const due = new Date(Date.parse(data.documentDate) + INVOICE_TERMS.dueDays * DAY);
  const facts: [string, string][] = [
    [t.invoiceNumber, data.documentNumber],
    [t.orderNumber, data.orderNumber],
    ...(data.customerNumber ? [[t.customerNumber, data.customerNumber] as [string, string]] : []),
    [t.invoiceDate, swissDate(data.documentDate, lang)],
    ...(invoiceTerms ? [[t.dueDate, swissDate(due, lang)] as [string, string]] : []),
  ];
  if (data.paymentMethod) facts.push([t.paymentMethod, data.paymentMethod]);
  let y = top;
  // label and value read as one sentence each ("Rechnungsnummer 1000")
  for (const [label, value] of facts) {
    tag(doc, root, "P", () => {
      doc.font(FONT).fontSize(9).text(label, left + width / 2, y, { width: width / 4 });
      doc.font(FONT_BOLD).text(value, left + (3 * width) / 4, y, { width: width / 4, align: "right" });
    });
    y += 14;
  }

  tag(doc, root, "H1", () => {
    doc.font(FONT_BOLD).fontSize(16).text(`${t.title} ${data.documentNumber}`, left, Math.max(addressBottom, y) + 24);
  });
  doc.moveDown(0.8);

  // line items: quantity | article | unit price | total
  const items = table(doc, root);
  // "Quantità"/"Quantité" in DejaVu at 9.5 pt need 50 pt
  const cols = { qty: left, label: left + 60, unit: left + width - 170, total: left + width - 80 };
  const row = (cells: [string, string, string, string], { bold = false, header = false } = {}) => {
    const rowTop = doc.y;
    let labelBottom = rowTop;
    doc.font(bold || header ? FONT_BOLD : FONT).fontSize(9.5);
    items.row(
      [
        () => doc.text(cells[0], cols.qty, rowTop, { width: 55 }),
        () => {
          doc.text(cells[1], cols.label, rowTop, { width: cols.unit - cols.label - 10 });
          labelBottom = doc.y;
        },
        () => doc.text(cells[2], cols.unit, rowTop, { width: 80, align: "right" }),
        () => doc.text(cells[3], cols.total, rowTop, { width: 80, align: "right" }),
      ],
      header,
    );
    doc.y = Math.max(labelBottom, doc.y) + 4;
    doc.x = left;
  };
  const rule = () => {
    artifact(doc, () => doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.5).strokeColor("#999999").stroke());
    doc.y += 5;
  };
  row([t.quantity, t.item, t.unitPrice, t.total], { header: true });
  rule();
  for (const l of data.lines) {
    if (doc.y > doc.page.height - 200) doc.addPage();
    row([String(l.quantity), l.productNumber ? `${l.label} (${l.productNumber})` : l.label, chf(l.unitPrice), chf(l.totalPrice)]);
  }
  rule();
  const sum = (label: string, amount: number, bold = false) => row(["", label, "", chf(amount)], { bold });
  sum(t.subtotal, data.positionPrice);
  sum(t.shipping, data.shippingTotal);
  if (data.rounding !== 0) sum(t.rounding, data.rounding);
  sum(`${t.grandTotal} (${data.currencyIso})`, data.amountTotal, true);
  items.end();
  doc.moveDown(0.3);
  doc.font(FONT).fontSize(8.5);
  for (const tax of data.taxes)
    tag(doc, root, "P", () => doc.text(t.vat(rate(tax.taxRate), chf(tax.price), chf(tax.tax)), left, doc.y, { width, align: "right" }));

  doc.moveDown(2);
  doc.font(FONT).fontSize(9.5);
  const method = data.paymentMethod ?? "";
  const closing = invoiceTerms
    ? t.terms(swissDate(due, lang), INVOICE_TERMS.dueDays, INVOICE_TERMS.lateInterestPercent, chf(INVOICE_TERMS.reminderFeeChf))
    : data.paid
      ? t.paidWith(method)
      : payable
        ? t.prepaymentDue
        : t.paymentOpen(method);
  tag(doc, root, "P", () => doc.text(closing, left, doc.y, { width }));
  doc.moveDown(1);
  tag(doc, root, "P", () => doc.text(t.thanks, { width }));
  if (payable) attachQrBill(doc, root, data, lang);
  root.end();
  return toBuffer(doc);
}

/**
 * The demo shop's digital products have no uploaded files; the platform draws a one-page PDF for the
 * download (deterministic: dated with the order) so the download path is real end to end.
 */
export async function renderDownloadPdf(input: { title: string; orderNumber: string; orderDate: string }, lang: MailLang): Promise<Buffer> {
  const t = INVOICE_TEXTS[lang];
  const doc = await newDocument(input.title, input.orderDate, lang);
  const root = documentRoot(doc);
  tag(doc, root, "P", () => doc.font(FONT_BOLD).fontSize(18).text(SHOP.name));
  doc.moveDown(2);
  tag(doc, root, "H1", () => doc.fontSize(16).text(input.title));
  doc.moveDown(1);
  tag(doc, root, "P", () => doc.font(FONT).fontSize(10).text(t.downloadNotice(input.orderNumber)));
  root.end();
  return toBuffer(doc);
}

/**
 * A medicine's package leaflet (media rows with a leaflet render spec, seed/catalogue/medicine.ts): the demo shop
 * has no uploaded leaflets, so the platform draws them, dated with the seed so the same row gives the same bytes.
 */
export async function renderLeafletPdf(spec: LeafletSpec, createdAt: string): Promise<Buffer> {
  const doc = await newDocument(spec.title, createdAt, spec.lang);
  const root = documentRoot(doc);
  tag(doc, root, "P", () => doc.font(FONT_BOLD).fontSize(10).fillColor("#444444").text(SHOP.name));
  doc.fillColor("black").moveDown(1.5);
  tag(doc, root, "H1", () => doc.fontSize(16).text(spec.title));
  for (const section of spec.sections) {
    doc.moveDown(1);
    tag(doc, root, "H2", () => doc.font(FONT_BOLD).fontSize(11).text(section.heading));
    tag(doc, root, "P", () => doc.font(FONT).fontSize(10).text(section.text));
  }
  root.end();
  return toBuffer(doc);
}
