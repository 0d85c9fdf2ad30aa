import { DEFAULT_LOCALE, formatDate, formatNumber, typography } from "@shop/rules";
import type { MailLang } from "../mail/templates.js";

export interface InvoiceTexts {
  title: string;
  invoiceNumber: string;
  orderNumber: string;
  customerNumber: string;
  invoiceDate: string;
  dueDate: string;
  paymentMethod: string;
  billingAddress: string;
  quantity: string;
  item: string;
  unitPrice: string;
  total: string;
  subtotal: string;
  shipping: string;
  rounding: string;
  grandTotal: string;
  vat: (rate: string, base: string, tax: string) => string;
  terms: (due: string, days: number, interest: number, fee: string) => string;
  /** a paid order: the invoice is a receipt */
  paidWith: (method: string) => string;
  /** prepayment not yet received: pay with the payment part, the goods leave after it */
  prepaymentDue: string;
  /** any other method whose payment has not arrived (e.g. a card payment not completed) */
  paymentOpen: (method: string) => string;
  uid: string;
  vatNumber: string;
  /** the QR-bill's two parts as swissqrbill prints them (SIX guidelines), read as the section's headings */
  qrReceipt: string;
  qrPaymentPart: string;
  /** QR-bill "additional information" */
  qrMessage: (invoiceNumber: string, orderNumber: string) => string;
  thanks: string;
  fileTitle: (number: string) => string;
  downloadNotice: (orderNumber: string) => string;
}

const SOURCES: Record<MailLang, InvoiceTexts> = {
  de: {
    title: "Rechnung",
    invoiceNumber: "Rechnungsnummer",
    orderNumber: "Bestellnummer",
    customerNumber: "Kundennummer",
    invoiceDate: "Rechnungsdatum",
    dueDate: "Zahlbar bis",
    paymentMethod: "Zahlungsart",
    billingAddress: "Rechnungsadresse",
    quantity: "Menge",
    item: "Artikel",
    unitPrice: "Einzelpreis",
    total: "Total",
    subtotal: "Zwischensumme",
    shipping: "Versandkosten",
    rounding: "Rundung",
    grandTotal: "Gesamtbetrag",
    vat: (rate, base, tax) => `inkl. MWST ${rate}\u00a0% auf ${base}: ${tax}`,
    terms: (due, days, interest, fee) =>
      `Zahlbar innert ${days} Tagen, spätestens am ${due}. Bei Zahlungsverzug berechnen wir einen Verzugszins von ${interest}\u00a0% sowie eine Mahngebühr von ${fee}.`,
    paidWith: (method) => `Bereits bezahlt mit ${method}.`,
    prepaymentDue: "Bitte überweisen Sie den Gesamtbetrag mit dem Zahlteil unten. Wir versenden Ihre Bestellung nach Zahlungseingang.",
    paymentOpen: (method) => `Die Zahlung mit ${method} ist noch ausstehend.`,
    uid: "UID",
    vatNumber: "MWST-Nr.",
    qrReceipt: "Empfangsschein",
    qrPaymentPart: "Zahlteil",
    qrMessage: (i, o) => `Rechnung ${i}, Bestellung ${o}`,
    thanks: "Vielen Dank für Ihre Bestellung.",
    fileTitle: (n) => `Rechnung ${n}`,
    downloadNotice: (n) => `Digitaler Inhalt aus Ihrer Bestellung ${n}`,
  },
  it: {
    title: "Fattura",
    invoiceNumber: "Numero fattura",
    orderNumber: "Numero d'ordine",
    customerNumber: "Numero cliente",
    invoiceDate: "Data fattura",
    dueDate: "Pagabile entro il",
    paymentMethod: "Metodo di pagamento",
    billingAddress: "Indirizzo di fatturazione",
    quantity: "Quantità",
    item: "Articolo",
    unitPrice: "Prezzo unitario",
    total: "Totale",
    subtotal: "Subtotale",
    shipping: "Spese di spedizione",
    rounding: "Arrotondamento",
    grandTotal: "Importo totale",
    vat: (rate, base, tax) => `IVA ${rate}\u00a0% inclusa su ${base}: ${tax}`,
    terms: (due, days, interest, fee) =>
      `Pagabile entro ${days} giorni, al più tardi il ${due}. In caso di ritardo nel pagamento addebitiamo un interesse di mora del ${interest}\u00a0% e spese di sollecito di ${fee}.`,
    paidWith: (method) => `Già pagato con ${method}.`,
    prepaymentDue: "La preghiamo di versare l'importo totale con la sezione di pagamento qui sotto. Spediremo il suo ordine dopo la ricezione del pagamento.",
    paymentOpen: (method) => `Il pagamento con ${method} non è ancora pervenuto.`,
    uid: "IDI",
    vatNumber: "N. IVA",
    qrReceipt: "Ricevuta",
    qrPaymentPart: "Sezione pagamento",
    qrMessage: (i, o) => `Fattura ${i}, ordine ${o}`,
    thanks: "Grazie per il suo ordine.",
    fileTitle: (n) => `Fattura ${n}`,
    downloadNotice: (n) => `Contenuto digitale del suo ordine ${n}`,
  },
  fr: {
    title: "Facture",
    invoiceNumber: "Numéro de facture",
    orderNumber: "Numéro de commande",
    customerNumber: "Numéro de client",
    invoiceDate: "Date de facture",
    dueDate: "Payable jusqu'au",
    paymentMethod: "Mode de paiement",
    billingAddress: "Adresse de facturation",
    quantity: "Quantité",
    item: "Article",
    unitPrice: "Prix unitaire",
    total: "Total",
    subtotal: "Sous-total",
    shipping: "Frais d'envoi",
    rounding: "Arrondi",
    grandTotal: "Montant total",
    vat: (rate, base, tax) => `TVA ${rate}\u00a0% incluse sur ${base} : ${tax}`,
    terms: (due, days, interest, fee) =>
      `Payable dans les ${days} jours, au plus tard le ${due}. En cas de retard de paiement, nous facturons un intérêt moratoire de ${interest}\u00a0% ainsi que des frais de rappel de ${fee}.`,
    paidWith: (method) => `Déjà payé avec ${method}.`,
    prepaymentDue: "Veuillez virer le montant total au moyen de la section paiement ci-dessous. Nous expédierons votre commande dès réception du paiement.",
    paymentOpen: (method) => `Le paiement par ${method} est encore en attente.`,
    uid: "IDE",
    vatNumber: "N° TVA",
    qrReceipt: "Récépissé",
    qrPaymentPart: "Section paiement",
    qrMessage: (i, o) => `Facture ${i}, commande ${o}`,
    thanks: "Merci pour votre commande.",
    fileTitle: (n) => `Facture ${n}`,
    downloadNotice: (n) => `Contenu numérique de votre commande ${n}`,
  },
};

/**
 * Every text as printed: with its language's typography (French no-break spaces before : ; ! ?, inside « » and after
 * "CHF"), applied to the filled-in sentence so the amounts and dates put into it are covered too.
 */
function printed(lang: MailLang, texts: InvoiceTexts): InvoiceTexts {
  const shown = (text: string) => typography(lang, text);
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [
      key,
      typeof text === "string" ? shown(text) : (...args: never[]) => shown((text as (...a: never[]) => string)(...args)),
    ]),
  ) as unknown as InvoiceTexts;
}

export const INVOICE_TEXTS: Record<MailLang, InvoiceTexts> = { de: printed("de", SOURCES.de), it: printed("it", SOURCES.it), fr: printed("fr", SOURCES.fr) };

/** A date in Swiss local time, dd.mm.yyyy (the shop's formatDate). */
export function swissDate(iso: string | Date, lang: MailLang): string {
  return formatDate(iso, lang);
}

/** A tax rate as printed: 2.6, 8.1 (the shop's number notation, the same in every language). */
export function rate(r: number): string {
  return formatNumber(r, DEFAULT_LOCALE, 1);
}
