import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountPlatform, codes, h, post, STOREFRONT } from "./account-helpers.js";
import { customer, orderById, pdfText, placeOrder, type PlacedOrder } from "./payment-fixtures.js";
import { formatChf, frenchTypography, INVOICE_TERMS, NBSP, NNBSP, type Locale } from "@shop/rules";
import { SEED_IDS } from "../src/seed/ids.js";
import { validatorFor } from "./helpers.js";
import { pdfStructure } from "./pdf-read.js";
import { renderLeafletPdf } from "../src/document/pdf.js";

const { app, db } = createAccountPlatform();
beforeAll(async () => app.ready());
afterAll(async () => app.close());

const FINISH = `${STOREFRONT}/finish`;
const ERROR = `${STOREFRONT}/error`;

// The printed terms are @shop/rules' INVOICE_TERMS, the amount in the document's locale (pdfText reads no-break spaces as " ")
const { dueDays, lateInterestPercent, reminderFeeChf } = INVOICE_TERMS;
const fee = (lang: Locale) => formatChf(reminderFeeChf, lang).replace(/\s/g, " ");

const invoiceOf = (order: PlacedOrder) => order.documents!.find((d) => d.documentType.technicalName === "invoice")!;
const getDocument = (token: string | undefined, id: string, code: string, method: "GET" | "POST" = "GET") =>
  app.inject({ method, url: `/store-api/document/download/${id}/${code}`, headers: h(token) });
const getDownload = (token: string | undefined, orderId: string, downloadId: string) =>
  app.inject({ method: "GET", url: `/store-api/order/download/${orderId}/${downloadId}`, headers: h(token) });

async function pay(token: string, orderId: string) {
  const { redirectUrl } = (await post(app, "/store-api/handle-payment", { orderId, finishUrl: FINISH, errorUrl: ERROR }, token)).json();
  const res = await app.inject({ method: "POST", url: new URL(redirectUrl).pathname, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "action=pay" });
  expect(res.statusCode).toBe(303);
}

describe("invoice documents", () => {
  it("placing an order creates its invoice, listed in Order.documents with number and deep-link code", async () => {
    const token = await customer(app, "doc");
    const first = await orderById(app, token, (await placeOrder(app, token, "invoice")).id);
    const second = await orderById(app, token, (await placeOrder(app, token, "invoice")).id);
    const [a, b] = [invoiceOf(first), invoiceOf(second)];
    expect(a).toMatchObject({ fileType: "pdf", documentType: { technicalName: "invoice", name: "Rechnung" }, config: { documentNumber: a.documentNumber } });
    expect(a.deepLinkCode).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(Number(b.documentNumber)).toBe(Number(a.documentNumber) + 1);
    expect(db.prepare("SELECT COUNT(*) AS n FROM document WHERE order_id = ?").get(first.id)).toEqual({ n: 1 });
    // Shopware's Document entity as the official Store API document describes it
    const validate = validatorFor("components/schemas/Document");
    expect(validate(a)).toEqual([]);
  });

  it("the PDF is a valid PDF in the order's language with SPEC §9 terms, VAT per rate and the totals", async () => {
    const token = await customer(app, "pdf");
    const order = await orderById(app, token, (await placeOrder(app, token, "invoice", ["SW10001", "SW10004"])).id);
    const invoice = invoiceOf(order);
    const res = await getDocument(token, invoice.id, invoice.deepLinkCode);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`inline; filename="invoice_${invoice.documentNumber}.pdf"`);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(res.rawPayload.subarray(-6).toString()).toContain("%%EOF");
    const text = pdfText(res.rawPayload);
    expect(text).toContain("Apotheke Alpenblick");
    expect(text).toContain(`Rechnung ${invoice.documentNumber}`);
    expect(text).toContain(order.orderNumber);
    expect(text).toContain("Erika Muster");
    expect(text).toContain("Bahnhofstrasse 12");
    expect(text).toContain("8001 Zürich");
    expect(text).toMatch(/inkl\. MWST 2\.6 % auf CHF [\d.]+: CHF [\d.]+/);
    expect(text).toMatch(/inkl\. MWST 8\.1 % auf CHF [\d.]+: CHF [\d.]+/);
    expect(text).toContain(`Zahlbar innert ${dueDays} Tagen`);
    expect(text).toContain(`Verzugszins von ${lateInterestPercent} %`);
    expect(text).toContain(`Mahngebühr von ${fee("de")}`);
    expect(text).toContain(`Gesamtbetrag (CHF) ${formatChf(order.amountTotal, "de")}`);

    // the same rows give the same bytes; POST works like GET; ?download=1 asks for an attachment
    const again = await getDocument(token, invoice.id, invoice.deepLinkCode, "POST");
    expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
    const attachment = await app.inject({ method: "GET", url: `/store-api/document/download/${invoice.id}/${invoice.deepLinkCode}?download=1`, headers: h(token) });
    expect(attachment.headers["content-disposition"]).toMatch(/^attachment;/);
  });

  it("Italian and French orders get Italian and French invoices", async () => {
    for (const [lang, words] of [
      ["it", ["Fattura", `Pagabile entro ${dueDays} giorni`, `interesse di mora del ${lateInterestPercent} %`, `spese di sollecito di ${fee("it")}`, "IVA 2.6 % inclusa"]],
      ["fr", ["Facture", `Payable dans les ${dueDays} jours`, `intérêt moratoire de ${lateInterestPercent} %`, `frais de rappel de ${fee("fr")}`, "TVA 2.6 % incluse"]],
    ] as const) {
      const token = await customer(app, `pdf-${lang}`, SEED_IDS.languages[lang]);
      const order = await orderById(app, token, (await placeOrder(app, token, "invoice", ["SW10001"])).id);
      const invoice = invoiceOf(order);
      const text = pdfText((await getDocument(token, invoice.id, invoice.deepLinkCode)).rawPayload);
      for (const w of words) expect(text, `${lang}: ${w}`).toContain(w);
    }
  });

  async function invoicePdf(lang: Locale) {
    const token = await customer(app, `tagged-${lang}`, SEED_IDS.languages[lang]);
    const order = await orderById(app, token, (await placeOrder(app, token, "invoice", ["SW10001", "SW10004"])).id);
    const invoice = invoiceOf(order);
    return { invoice, pdf: (await getDocument(token, invoice.id, invoice.deepLinkCode)).rawPayload };
  }

  it("the invoice is a tagged PDF (PDF/UA structure) in the order's language, de and fr", async () => {
    for (const [lang, title, paymentPart] of [
      ["de", "Rechnung", "Zahlteil"],
      ["fr", "Facture", "Section paiement"],
    ] as const) {
      const { invoice, pdf } = await invoicePdf(lang);
      const { info, tree } = pdfStructure(pdf);
      expect(info).toMatch(/^Tagged:\s+yes$/m);
      expect(info).toMatch(new RegExp(`^Title:\\s+${title} ${invoice.documentNumber}$`, "m"));
      // the catalog: language, marked content, the title shown instead of the file name
      const catalog = pdf.toString("latin1");
      expect(catalog).toContain(`/Lang (${lang}-CH)`);
      expect(catalog).toMatch(/\/MarkInfo \d+ 0 R/);
      expect(catalog).toMatch(/<<\n\/Marked true\n>>/);
      expect(catalog).toMatch(/\/DisplayDocTitle true/);

      const roles = tree.split("\n").map((line) => /^\s*([A-Za-z0-9]+)(?: \(block\)|:|$)/.exec(line)?.[1]).filter(Boolean);
      expect(new Set(roles)).toEqual(new Set(["Document", "P", "H1", "Table", "TR", "TH", "TD", "Sect", "H2"]));
      expect(tree).toMatch(new RegExp(`H1 \\(block\\)\\n\\s+"${title} ${invoice.documentNumber}"`));
      // the line items: a header row of four column headers, then a row per article
      expect(tree.match(/\/Scope \/Column/g)).toHaveLength(4);
      expect(tree).toContain('"Aspirin 500 mg');
      // the QR-bill payment part is a section of its own with its headings
      expect(tree).toMatch(new RegExp(`Sect\\n\\s+H2 \\(block\\)\\n\\s+"[^"]+"[\\s\\S]*H2 \\(block\\)\\n\\s+"${paymentPart}"`));
    }
  });

  it("French invoices print no-break spaces before ':' and in amounts, in a font that has them", async () => {
    // pdftotext prints every space as " "; the structure tree's text keeps the characters the PDF maps its glyphs to
    const { pdf } = await invoicePdf("fr");
    const text = pdfStructure(pdf).tree;
    expect(text).toMatch(new RegExp(`TVA 8\\.1${NBSP}% incluse sur CHF${NBSP}[\\d'.]+${NBSP}: CHF${NBSP}[\\d.]+`));
    expect(text).toContain(`frais de rappel de CHF${NBSP}25.00`);
    // the narrow no-break space (no French invoice text has ; ! ? or « » yet): drawn from DejaVu, read back as itself
    const leaflet = await renderLeafletPdf(
      { kind: "leaflet", lang: "fr", title: frenchTypography("« Notice » : que faire ?"), sections: [] },
      "2026-01-01T00:00:00.000Z",
    );
    expect(pdfStructure(leaflet).tree).toContain(`«${NNBSP}Notice${NNBSP}»${NBSP}: que faire${NNBSP}?`);
  });

  it("only the owner gets the PDF: B → 403, no customer → 403, wrong code or unknown id → 404", async () => {
    const a = await customer(app, "owner-a");
    const b = await customer(app, "owner-b");
    const invoice = invoiceOf(await orderById(app, a, (await placeOrder(app, a, "invoice")).id));
    const foreign = await getDocument(b, invoice.id, invoice.deepLinkCode);
    expect(foreign.statusCode).toBe(403);
    expect(codes(foreign)).toEqual(["DOCUMENT__CUSTOMER_NOT_LOGGED_IN"]);
    const anonymous = await getDocument(undefined, invoice.id, invoice.deepLinkCode);
    expect(anonymous.statusCode).toBe(403);
    expect(codes(anonymous)).toEqual(["CHECKOUT__CUSTOMER_NOT_LOGGED_IN"]);
    const wrongCode = await getDocument(a, invoice.id, "x".repeat(32));
    expect(wrongCode.statusCode).toBe(404);
    expect(codes(wrongCode)).toEqual(["DOCUMENT__DOCUMENT_NOT_FOUND"]);
    const unknown = await getDocument(a, "0".repeat(32), invoice.deepLinkCode);
    expect(unknown.statusCode).toBe(404);
    expect(codes(unknown)).toEqual(["DOCUMENT__DOCUMENT_NOT_FOUND"]);
  });

  it("a guest customer reads the invoice of the guest's own order from the guest session", async () => {
    const reg = await post(app, "/store-api/account/register", {
      guest: true,
      salutationId: (db.prepare("SELECT id FROM salutation LIMIT 1").get() as { id: string }).id,
      firstName: "Gino",
      lastName: "Gast",
      email: `guest-${Date.now()}@example.com`,
      acceptedDataProtection: true,
      storefrontUrl: "http://shop.test",
      billingAddress: { street: "Via Nassa 5", zipcode: "6900", city: "Lugano", countryId: SEED_IDS.countryCh },
    });
    expect(reg.statusCode).toBe(200);
    const guest = reg.headers["sw-context-token"] as string;
    const invoice = invoiceOf(await orderById(app, guest, (await placeOrder(app, guest, "invoice")).id));
    const res = await getDocument(guest, invoice.id, invoice.deepLinkCode);
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toContain("Gino Gast");
  });
});

describe("digital downloads", () => {
  it("only after payment, only for the owner", async () => {
    const a = await customer(app, "dl-a");
    const b = await customer(app, "dl-b");
    const order = await orderById(app, a, (await placeOrder(app, a, "twint", ["SW30001"])).id);
    const download = order.lineItems.flatMap((l) => l.downloads ?? [])[0]!;
    expect(download.accessGranted).toBe(false);

    const unpaid = await getDownload(a, order.id, download.id);
    expect(unpaid.statusCode).toBe(403);
    expect(codes(unpaid)).toEqual(["CHECKOUT__ORDER_DOWNLOAD_NOT_ACCESSIBLE"]);

    await pay(a, order.id);
    const file = await getDownload(a, order.id, download.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="[a-z0-9-]+-sw30001\.pdf"$/);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdfText(file.rawPayload)).toContain(order.orderNumber);

    for (const [token, orderId, downloadId] of [
      [b, order.id, download.id],
      [undefined, order.id, download.id],
      [a, "0".repeat(32), download.id],
      [a, order.id, "0".repeat(32)],
    ] as const) {
      const res = await getDownload(token, orderId, downloadId);
      expect(res.statusCode).toBe(403);
      expect(codes(res)).toEqual([token ? "CHECKOUT__ORDER_DOWNLOAD_NOT_ACCESSIBLE" : "CHECKOUT__CUSTOMER_NOT_LOGGED_IN"]);
    }
  });
});
