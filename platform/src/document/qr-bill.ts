import { SwissQRBill } from "swissqrbill/pdf";
import { qrReference } from "@shop/rules";
import type { MailLang } from "../mail/templates.js";
import { SHOP } from "../shop-identity.js";
import type { InvoiceData } from "./invoice-data.js";
import { INVOICE_TEXTS } from "./texts.js";

/** Only an order paid by invoice still has to be paid: it gets the payment part; all others are receipts. */
export const isPayableByQrBill = (data: Pick<InvoiceData, "paymentTechnicalName">) => data.paymentTechnicalName === "payment_invoice";

const QR_LANG: Record<MailLang, "DE" | "IT" | "FR"> = { de: "DE", it: "IT", fr: "FR" };

/**
 * The Swiss QR-bill payment part (SIX Implementation Guidelines 2.3): the shop's QR-IBAN with a QR reference derived
 * from the order number, the amount in CHF, the billing address as debtor.
 */
export function attachQrBill(doc: PDFKit.PDFDocument, data: InvoiceData, lang: MailLang): void {
  const b = data.billing;
  const bill = new SwissQRBill(
    {
      currency: "CHF",
      amount: data.amountTotal,
      reference: qrReference(data.orderNumber),
      message: INVOICE_TEXTS[lang].qrMessage(data.documentNumber, data.orderNumber),
      creditor: { name: SHOP.legalName, address: SHOP.street, zip: SHOP.zip, city: SHOP.city, country: SHOP.country, account: SHOP.qrIban },
      debtor: { name: b.company ?? b.name, address: b.street, zip: b.zip, city: b.city, country: b.countryIso ?? "CH" },
    },
    // pdfkit's built-in Helvetica: no font files to ship
    { language: QR_LANG[lang], fontName: "Helvetica", scissors: true, separate: false },
  );
  // at the foot of the page, or on a page of the payment part's own size when the text reaches into it
  bill.attachTo(doc);
}
