import { formatChf, formatPercent, formatRate, INVOICE_TERMS, SHIPPING } from "@shop/rules";
import type { I18n, Lang } from "../data.js";

/**
 * The seeded CMS texts that state a shop rule (shipping prices, cut-off, free-shipping threshold,
 * invoice terms), formatted from `@shop/rules` so the pages say what the cart and the invoice apply.
 */
const each = (text: (lang: Lang) => string): I18n => ({ de: text("de"), it: text("it"), fr: text("fr") });

const chf = (amount: number, lang: Lang) => formatChf(amount, lang);
/** French writes the time of day as 16h00. */
const cutOff = (lang: Lang) => (lang === "fr" ? SHIPPING.cutOff.replace(":", "h") : SHIPPING.cutOff);
const nextDay = (lang: Lang) => formatPercent(SHIPPING.nextDayShare, lang);
const { baseCost, includedKg, perStartedKg } = SHIPPING.parcel;
const { dueDays, lateInterestPercent, reminderFeeChf } = INVOICE_TERMS;

export const SHIPPING_PAGE_HTML: I18n = each((l) => ({
  de: `<h1>Versand & Lieferung</h1><p>Wir liefern in die Schweiz und nach Liechtenstein. Der Versand kostet ${chf(baseCost, l)} bis ${includedKg} kg, jedes weitere Kilogramm ${chf(perStartedKg, l)}. Bestellungen bis ${cutOff(l)} Uhr verlassen unser Lager am selben Tag; rund ${nextDay(l)} kommen am nächsten Arbeitstag an.</p>`,
  it: `<h1>Spedizione & consegna</h1><p>Consegniamo in Svizzera e nel Liechtenstein. La spedizione costa ${chf(baseCost, l)} fino a ${includedKg} kg, ogni chilogrammo supplementare ${chf(perStartedKg, l)}. Gli ordini effettuati entro le ${cutOff(l)} lasciano il magazzino il giorno stesso; circa il ${nextDay(l)} arriva il giorno lavorativo successivo.</p>`,
  fr: `<h1>Expédition & livraison</h1><p>Nous livrons en Suisse et au Liechtenstein. L'envoi coûte ${chf(baseCost, l)} jusqu'à ${includedKg} kg, puis ${chf(perStartedKg, l)} par kilogramme supplémentaire. Les commandes passées avant ${cutOff(l)} quittent notre entrepôt le jour même ; environ ${nextDay(l)} arrivent le jour ouvrable suivant.</p>`,
})[l]);

export const DELIVERY_FAQ_ANSWER: I18n = each((l) => ({
  de: `Bestellungen bis ${cutOff(l)} Uhr versenden wir am selben Tag, rund ${nextDay(l)} kommen am nächsten Arbeitstag an.`,
  it: `Gli ordini entro le ${cutOff(l)} partono il giorno stesso, circa il ${nextDay(l)} arriva il giorno lavorativo successivo.`,
  fr: `Les commandes passées avant ${cutOff(l)} partent le jour même, environ ${nextDay(l)} arrivent le jour ouvrable suivant.`,
})[l]);

export const PAYMENT_PAGE_HTML: I18n = {
  de: `<h1>Zahlungsarten</h1><p>Sie bezahlen bequem mit TWINT, Kreditkarte, PostFinance Card, PayPal, Vorauskasse oder auf Rechnung (zahlbar innert ${dueDays} Tagen).</p>`,
  it: `<h1>Metodi di pagamento</h1><p>Può pagare comodamente con TWINT, carta di credito, PostFinance Card, PayPal, pagamento anticipato o fattura (pagabile entro ${dueDays} giorni).</p>`,
  fr: `<h1>Modes de paiement</h1><p>Payez facilement avec TWINT, carte de crédit, PostFinance Card, PayPal, paiement anticipé ou sur facture (payable sous ${dueDays} jours).</p>`,
};

export const TERMS_PAGE_HTML: I18n = each((l) => ({
  de: `<h1>Allgemeine Geschäftsbedingungen</h1><p>Rechnungen sind innert ${dueDays} Tagen zahlbar. Bei Zahlungsverzug werden ${formatRate(lateInterestPercent, l)} Verzugszins und eine Mahngebühr von ${chf(reminderFeeChf, l)} erhoben.</p>`,
  it: `<h1>Condizioni generali</h1><p>Le fatture sono pagabili entro ${dueDays} giorni. In caso di ritardo si applicano un interesse di mora del ${formatRate(lateInterestPercent, l)} e spese di sollecito di ${chf(reminderFeeChf, l)}.</p>`,
  fr: `<h1>Conditions générales</h1><p>Les factures sont payables sous ${dueDays} jours. En cas de retard, un intérêt moratoire de ${formatRate(lateInterestPercent, l)} et des frais de rappel de ${chf(reminderFeeChf, l)} sont facturés.</p>`,
})[l]);
