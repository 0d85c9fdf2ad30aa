import { isQRReferenceValid } from "swissqrbill/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SHOP_IDENTITY as SHOP, INVOICE_TERMS } from "@shop/rules";
import { SEED_IDS } from "../src/seed/ids.js";
import { createAccountPlatform, h, post, STOREFRONT } from "./account-helpers.js";
import { customer, orderById, placeOrder, type PlacedOrder } from "./payment-fixtures.js";
import { pdfText, qrPayload } from "./pdf-read.js";

const { app, db } = createAccountPlatform();
beforeAll(async () => app.ready());
afterAll(async () => app.close());

async function invoicePdf(token: string, order: PlacedOrder): Promise<Buffer> {
  const invoice = order.documents!.find((d) => d.documentType.technicalName === "invoice")!;
  const res = await app.inject({ method: "GET", url: `/store-api/document/download/${invoice.id}/${invoice.deepLinkCode}`, headers: h(token) });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

function decodeQr(pdf: Buffer): string[] {
  const lines = qrPayload(pdf);
  expect(lines).not.toBeNull();
  return lines!;
}

describe("invoice with Swiss QR-bill", () => {
  it("an invoice-payment order's PDF carries the seller's identity, terms and a QR-bill whose payload pays this order", async () => {
    const token = await customer(app, "qrbill");
    const order = await orderById(app, token, (await placeOrder(app, token, "invoice", ["SW10001", "SW10004"])).id);
    const pdf = await invoicePdf(token, order);

    const text = pdfText(pdf).replace(/\s+/g, " ");
    expect(text).toContain(SHOP.name);
    expect(text).toContain(`${SHOP.legalName} · ${SHOP.street}, ${SHOP.zip} ${SHOP.city}`);
    expect(text).toContain(`UID ${SHOP.uid}`);
    expect(text).toContain(`MWST-Nr. ${SHOP.vatNumber}`);
    expect(text).toMatch(/Kundennummer \S+/);
    expect(text).toContain(`Zahlbar innert ${INVOICE_TERMS.dueDays} Tagen`);
    expect(text).toContain("Zahlbar bis");
    // the payment part's own printed headings (German)
    expect(text).toContain("Zahlteil");
    expect(text).toContain("Empfangsschein");

    // Swiss QR payload (SIX IG 2.3 §4.3): header, creditor, amount, debtor, reference, trailer
    const qr = decodeQr(pdf);
    expect(qr.slice(0, 3)).toEqual(["SPC", "0200", "1"]);
    expect(qr[3]).toBe(SHOP.qrIban);
    expect(qr[4]).toBe("S");
    expect(qr[5]).toBe(SHOP.legalName);
    expect(qr[18]).toBe(order.amountTotal.toFixed(2));
    expect(qr[19]).toBe("CHF");
    expect(qr.slice(20, 27)).toEqual(["S", "Erika Muster", "Bahnhofstrasse 12", "", "8001", "Zürich", "CH"]);
    expect(qr[27]).toBe("QRR");
    const reference = qr[28]!;
    expect(reference).toMatch(/^\d{27}$/);
    expect(isQRReferenceValid(reference)).toBe(true);
    // derived from the order number: the bank statement line finds the order
    expect(reference.replace(/^0+/, "").slice(0, -1)).toBe(order.orderNumber);
    expect(qr[30]).toBe("EPD");
  });

  it("Italian and French invoices: payment part and terms in the order's language", async () => {
    for (const [lang, languageId, words] of [
      ["it", SEED_IDS.languages.it, ["Sezione pagamento", "Ricevuta", "Pagabile entro", "N. IVA"]],
      ["fr", SEED_IDS.languages.fr, ["Section paiement", "Récépissé", "Payable dans les", "N° TVA"]],
    ] as const) {
      const token = await customer(app, `qrbill-${lang}`, languageId);
      const order = await orderById(app, token, (await placeOrder(app, token, "invoice")).id);
      const pdf = await invoicePdf(token, order);
      const text = pdfText(pdf).replace(/\s+/g, " ");
      for (const w of words) expect(text, `${lang}: ${w}`).toContain(w);
      expect(decodeQr(pdf)[18]).toBe(order.amountTotal.toFixed(2));
    }
  });

  it("a card/TWINT order: 'Zahlung … ausstehend' until paid, then a receipt 'Bereits bezahlt mit …'; never terms or a payment part", async () => {
    const token = await customer(app, "qrbill-twint");
    const placed = await placeOrder(app, token, "twint");
    const open = pdfText(await invoicePdf(token, await orderById(app, token, placed.id))).replace(/\s+/g, " ");
    expect(open).toContain("Die Zahlung mit TWINT ist noch ausstehend.");
    expect(open).not.toContain("Bereits bezahlt");
    expect(open).not.toContain("Zahlteil");

    const finishUrl = `${STOREFRONT}/de/checkout/success/x/paid`;
    const { redirectUrl } = (await post(app, "/store-api/handle-payment", { orderId: placed.id, finishUrl, errorUrl: finishUrl }, token)).json();
    const paid = await app.inject({ method: "POST", url: new URL(redirectUrl).pathname, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "action=pay" });
    expect(paid.statusCode).toBe(303);
    const text = pdfText(await invoicePdf(token, await orderById(app, token, placed.id))).replace(/\s+/g, " ");
    expect(text).toContain("Bereits bezahlt mit TWINT.");
    expect(text).not.toContain("Zahlbar innert");
    expect(text).not.toContain("Zahlteil");
    expect(text).toContain(`UID ${SHOP.uid}`);
  });

  it("prepayment before the money arrives: the QR-bill pays it and no 'Bereits bezahlt'; once paid, a receipt", async () => {
    const token = await customer(app, "qrbill-prepayment");
    const order = await orderById(app, token, (await placeOrder(app, token, "prepayment")).id);
    const pdf = await invoicePdf(token, order);
    const text = pdfText(pdf).replace(/\s+/g, " ");
    expect(text).toContain("Bitte überweisen Sie den Gesamtbetrag mit dem Zahlteil unten.");
    expect(text).not.toContain("Bereits bezahlt");
    expect(text).not.toContain("Verzugszins");
    expect(decodeQr(pdf)[18]).toBe(order.amountTotal.toFixed(2));

    // the shop books the incoming transfer (the operator's side of prepayment)
    db.prepare("UPDATE order_transaction SET state = 'paid' WHERE order_id = ?").run(order.id);
    const receipt = pdfText(await invoicePdf(token, order)).replace(/\s+/g, " ");
    expect(receipt).toContain("Bereits bezahlt mit Vorauskasse.");
    expect(receipt).not.toContain("Zahlteil");
  });
});
