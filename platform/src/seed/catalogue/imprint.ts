import { shopAddressLine } from "@shop/rules";
import { escapeHtml } from "../../mail/templates.js";
import { SHOP } from "../../shop-identity.js";
import type { I18n, Lang } from "../data.js";

const LABELS: Record<Lang, { title: string; operator: string; contact: string; phone: string; email: string; web: string; uid: string; vat: string; country: string; colon: string }> = {
  de: { title: "Impressum", operator: "Betreiberin", contact: "Kontakt", phone: "Telefon", email: "E-Mail", web: "Web", uid: "UID", vat: "MWST-Nr.", country: "Schweiz", colon: ":" },
  it: { title: "Impressum", operator: "Gestore", contact: "Contatto", phone: "Telefono", email: "E-mail", web: "Web", uid: "IDI", vat: "N. IVA", country: "Svizzera", colon: ":" },
  fr: { title: "Mentions légales", operator: "Exploitant", contact: "Contact", phone: "Téléphone", email: "E-mail", web: "Web", uid: "IDE", vat: "N° TVA", country: "Suisse", colon: " :" },
};

/** The CMS imprint page, written from the one shop identity (so it says what invoices and mails say). */
function imprint(lang: Lang): string {
  const l = LABELS[lang];
  const e = escapeHtml;
  const c = l.colon;
  return [
    `<h1>${l.title}</h1>`,
    `<h2>${l.operator}</h2><p>${e(SHOP.legalName)}<br>${e(shopAddressLine(SHOP))}<br>${l.country}</p>`,
    `<h2>${l.contact}</h2><p>${l.phone}${c} ${e(SHOP.phone)}<br>${l.email}${c} ${e(SHOP.email)}<br>${l.web}${c} ${e(SHOP.web)}</p>`,
    `<p>${l.uid}${c} ${e(SHOP.uid)}<br>${l.vat}${c} ${e(SHOP.vatNumber)}</p>`,
  ].join("");
}

export const IMPRINT_PAGE_HTML: I18n = { de: imprint("de"), it: imprint("it"), fr: imprint("fr") };
