import { typography } from "@shop/rules";
import { formatFindings, lintCatalogue } from "@shop/rules/language-lint";
import { describe, expect, it } from "vitest";
import { DEFINITIONS } from "../src/checkout/cart-errors.js";
import { renderMail, type MailTemplate } from "../src/mail/templates.js";

// The platform's own wording as shopper sees it (docs/GLOSSARY.md, @shop/rules' lint): cart error texts and every mail.
const MAILS: MailTemplate[] = [
  "registration", "newsletter_double_opt_in", "newsletter_welcome", "password_recovery",
  "loyalty_card_request", "contact_form", "contact_form_copy", "order_confirmation",
];
const VARS = {
  name: "Erika Muster", email: "erika@example.ch", orderNumber: "10001", items: "1 × Aspirin — CHF 8.90",
  shipping: "CHF 7.70", rounding: "CHF 0.05", total: "CHF 16.65", payment: "Rechnung", address: "Bahnhofstrasse 1, 8001 Zürich",
  fulfilment: "delivery", iban: "CH93 0076 2011 6238 5295 7", accountHolder: "Apotheke Alpenblick AG", reference: "RF18 1000 1",
  invoiceLink: "https://shop.example.ch/account/order", cardNumber: "2800000000001", subject: "Bestellung 10001",
  comment: "Hallo", salutation: "Frau", phone: "079 123 45 67", customerNumber: "10001",
};

describe("language lint of the platform's texts", () => {
  for (const lang of ["it", "fr"] as const) {
    it(`${lang}: cart errors and mails`, () => {
      const catalogue: Record<string, string> = {};
      for (const [key, definition] of Object.entries(DEFINITIONS)) {
        catalogue[`cart-error.${key}`] = typography(lang, definition[lang].replace(/%(\w+)%/g, "{$1}"));
      }
      for (const template of MAILS) {
        const mail = renderMail(template, lang, VARS, "https://shop.example.ch/link");
        catalogue[`mail.${template}.subject`] = mail.subject;
        catalogue[`mail.${template}.text`] = mail.text;
      }
      expect(formatFindings(lintCatalogue(lang, catalogue))).toBe("");
    });
  }
});
