import { SwissQRBill } from "swissqrbill/pdf";
import { INVOICE_TECHNICAL_NAME, PREPAYMENT_TECHNICAL_NAME, qrReference } from "@shop/rules";
import type { MailLang } from "../mail/templates.js";
import { SHOP } from "../shop-identity.js";
import type { InvoiceData } from "./invoice-data.js";
import { INVOICE_TEXTS } from "./texts.js";
import { taggedSection } from "./tagged.js";

/**
 * A bank transfer still to be made gets the payment part: invoice payment, and prepayment until it is paid
 * (the shopper pays the prepayment by this slip; the goods leave after it arrives).
 */
export const isPayableByQrBill = (data: Pick<InvoiceData, "paymentTechnicalName" | "paid">) =>
  data.paymentTechnicalName === INVOICE_TECHNICAL_NAME || (data.paymentTechnicalName === PREPAYMENT_TECHNICAL_NAME && !data.paid);

const QR_LANG: Record<MailLang, "DE" | "IT" | "FR"> = { de: "DE", it: "IT", fr: "FR" };

/**
 * The Swiss QR-bill payment part (SIX Implementation Guidelines 2.3): the shop's QR-IBAN with a QR reference derived
 * from the order number, the amount in CHF, the billing address as debtor.
 */
export function attachQrBill(doc: PDFKit.PDFDocument, parent: PDFKit.PDFStructureElement, data: InvoiceData, lang: MailLang): void {
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
    // Helvetica, one of the four fonts the SIX guidelines allow for the payment part
    { language: QR_LANG[lang], fontName: "Helvetica", scissors: true, separate: false },
  );
  // at the foot of the page, or on a page of the payment part's own size when the text reaches into it
  const t = INVOICE_TEXTS[lang];
  taggedSection(doc, parent, [t.qrReceipt, t.qrPaymentPart], () => bill.attachTo(doc));
}
