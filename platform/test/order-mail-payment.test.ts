import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSCORReferenceValid } from "swissqrbill/utils";
import { DEFAULT_SHOP_IDENTITY as SHOP } from "@shop/rules";
import { add, call, createCartPlatform, LANG, mailbox, pid, placeOrder, registerCustomer } from "./order-helpers.js";
import { STOREFRONT } from "./cart-helpers.js";
import { paymentMethodId } from "../src/seed/ids.js";
import { invoiceDocumentId } from "../src/document/document-service.js";

const { app, db } = createCartPlatform();
beforeAll(async () => app.ready());
afterAll(async () => app.close());

const confirmation = async (email: string) => (await mailbox(app, email)).find((m) => m.template === "order_confirmation")!;

async function orderWith(email: string, payment: string, languageId: string) {
  const token = await registerCustomer(app, email, { guest: true, languageId });
  await call(app, "PATCH", "/store-api/context", token, { paymentMethodId: paymentMethodId(payment) }, languageId);
  await add(app, token, [[pid("SW10004"), 1]], languageId);
  const order = await placeOrder(app, token, {}, languageId);
  expect(order.status).toBe(200);
  return order.body as { id: string; orderNumber: string; amountTotal: number };
}

const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, "$1 ");

describe("order confirmation mail: how to pay", () => {
  it("prepayment (de): account holder, IBAN, a valid creditor reference from the order number, the amount and the invoice link", async () => {
    const order = await orderWith("vorkasse@example.ch", "prepayment", LANG.de);
    const mail = await confirmation("vorkasse@example.ch");
    expect(mail.subject).toBe(`Ihre Bestellung ${order.orderNumber} bei ${SHOP.name}`);
    expect(mail.text).toContain(`Bitte überweisen Sie CHF ${order.amountTotal.toFixed(2)} innert 10 Tagen auf folgendes Konto:`);
    expect(mail.text).toContain(`Kontoinhaber: ${SHOP.accountHolder}`);
    expect(mail.text).toContain(`IBAN: ${grouped(SHOP.iban)}`);
    const reference = /Referenz \(bitte angeben\): ([A-Z0-9 ]+)/.exec(mail.text)![1]!.replace(/ /g, "");
    expect(isSCORReferenceValid(reference)).toBe(true);
    expect(reference.slice(4)).toBe(order.orderNumber);
    expect(mail.text).toContain(`${STOREFRONT}/account/order/${order.id}/document/${invoiceDocumentId(order.id)}`);
    expect(mail.html).toContain(`IBAN: ${grouped(SHOP.iban)}`);
  });

  it("prepayment in Italian and French: the bank details in the order's language, the link with its prefix", async () => {
    const it_ = await orderWith("anticipato@example.ch", "prepayment", LANG.it);
    const itMail = await confirmation("anticipato@example.ch");
    expect(itMail.locale).toBe("it");
    expect(itMail.text).toContain(`La preghiamo di versare CHF ${it_.amountTotal.toFixed(2)} entro 10 giorni sul conto seguente:`);
    expect(itMail.text).toContain(`Titolare del conto: ${SHOP.accountHolder}`);
    expect(itMail.text).toMatch(/Riferimento \(da indicare\): RF\d\d /);
    expect(itMail.text).toContain(`/it/account/order/${it_.id}/document/`);

    const fr = await orderWith("anticipe@example.ch", "prepayment", LANG.fr);
    const frMail = await confirmation("anticipe@example.ch");
    expect(frMail.locale).toBe("fr");
    expect(frMail.text).toContain(`Veuillez virer CHF\u00a0${fr.amountTotal.toFixed(2)} dans les 10 jours sur le compte suivant\u00a0:`);
    expect(frMail.text).toContain(`Titulaire du compte\u00a0: ${SHOP.accountHolder}`);
    expect(frMail.text).toContain(`IBAN\u00a0: ${grouped(SHOP.iban)}`);
    expect(frMail.text).toContain(`/fr/account/order/${fr.id}/document/`);
  });

  it("invoice: the invoice link, no bank details (the QR-bill is in the PDF); card-like methods: neither", async () => {
    const invoice = await orderWith("rechnung@example.ch", "invoice", LANG.de);
    const mail = await confirmation("rechnung@example.ch");
    expect(mail.text).toContain(`Ihre Rechnung (PDF, im Kundenkonto): ${STOREFRONT}/account/order/${invoice.id}/document/`);
    expect(mail.text).not.toContain("IBAN");

    await orderWith("twint@example.ch", "twint", LANG.de);
    const twint = await confirmation("twint@example.ch");
    expect(twint.text).not.toContain("IBAN");
    expect(twint.text).not.toContain("/document/");
  });
});
