import { escapeHtml, type MailLang } from "../mail/templates.js";
import { formatChf, typography } from "@shop/rules";
import { SHOP } from "../shop-identity.js";

interface SimulatorTexts {
  title: string;
  testDouble: string;
  heading: (orderNumber: string) => string;
  orderNumber: string;
  amount: string;
  method: string;
  pay: string;
  fail: string;
  cancel: string;
  choose: string;
  goneTitle: string;
  goneText: string;
  missingTitle: string;
  missingText: string;
  doneTitle: string;
  doneText: Record<"pay" | "fail" | "cancel", string>;
  invalidAction: string;
  back: string;
}

const TEXTS: Record<MailLang, SimulatorTexts> = {
  de: {
    title: "Testzahlung",
    testDouble:
      "Testumgebung: Diese Seite ersetzt den echten Zahlungsanbieter (Testdouble der Plattform). Es wird kein Geld bewegt, keine Karte und kein Konto belastet.",
    heading: (n) => `Zahlung für Bestellung ${n}`,
    orderNumber: "Bestellnummer",
    amount: "Betrag",
    method: "Zahlungsart",
    pay: "Bezahlen",
    fail: "Zahlung fehlschlagen lassen",
    cancel: "Zahlung abbrechen",
    choose: "Wie soll die Zahlung ausgehen?",
    goneTitle: "Dieser Zahlungslink ist nicht mehr gültig",
    goneText: "Er wurde bereits verwendet oder ist abgelaufen. Bitte starten Sie die Zahlung im Shop erneut.",
    missingTitle: "Zahlungslink unbekannt",
    missingText: "Zu diesem Link gibt es keine Zahlung. Bitte starten Sie die Zahlung im Shop erneut.",
    doneTitle: "Zahlung abgeschlossen",
    doneText: { pay: "Die Zahlung wurde ausgeführt.", fail: "Die Zahlung ist fehlgeschlagen.", cancel: "Die Zahlung wurde abgebrochen." },
    invalidAction: "Bitte wählen Sie Bezahlen, Fehlschlagen oder Abbrechen.",
    back: "Zurück zum Shop",
  },
  it: {
    title: "Pagamento di prova",
    testDouble:
      "Ambiente di prova: questa pagina sostituisce il vero fornitore di pagamento (simulatore della piattaforma). Non viene trasferito denaro e non viene addebitata alcuna carta né alcun conto.",
    heading: (n) => `Pagamento dell'ordine ${n}`,
    orderNumber: "Numero d'ordine",
    amount: "Importo",
    method: "Metodo di pagamento",
    pay: "Paga",
    fail: "Far fallire il pagamento",
    cancel: "Annulla il pagamento",
    choose: "Come deve concludersi il pagamento?",
    goneTitle: "Questo link di pagamento non è più valido",
    goneText: "È già stato utilizzato o è scaduto. Avvii di nuovo il pagamento nel negozio.",
    missingTitle: "Link di pagamento sconosciuto",
    missingText: "Questo link non corrisponde a nessun pagamento. Avvii di nuovo il pagamento nel negozio.",
    doneTitle: "Pagamento concluso",
    doneText: { pay: "Il pagamento è stato eseguito.", fail: "Il pagamento non è riuscito.", cancel: "Il pagamento è stato annullato." },
    invalidAction: "Scelga Paga, Far fallire o Annulla.",
    back: "Torna al negozio",
  },
  fr: {
    title: "Paiement de test",
    testDouble:
      "Environnement de test : cette page remplace le vrai prestataire de paiement (simulateur de la plateforme). Aucun argent n'est transféré, aucune carte ni aucun compte n'est débité.",
    heading: (n) => `Paiement de la commande ${n}`,
    orderNumber: "Numéro de commande",
    amount: "Montant",
    method: "Mode de paiement",
    pay: "Payer",
    fail: "Faire échouer le paiement",
    cancel: "Annuler le paiement",
    choose: "Comment le paiement doit-il se terminer ?",
    goneTitle: "Ce lien de paiement n'est plus valable",
    goneText: "Il a déjà été utilisé ou a expiré. Veuillez relancer le paiement dans la boutique.",
    missingTitle: "Lien de paiement inconnu",
    missingText: "Aucun paiement ne correspond à ce lien. Veuillez relancer le paiement dans la boutique.",
    doneTitle: "Paiement terminé",
    doneText: { pay: "Le paiement a été effectué.", fail: "Le paiement a échoué.", cancel: "Le paiement a été annulé." },
    invalidAction: "Veuillez choisir Payer, Faire échouer ou Annuler.",
    back: "Retour à la boutique",
  },
};

/** The texts with their language's typography (French no-break spaces before : and ?), set once. */
function typeset(lang: MailLang, t: SimulatorTexts): SimulatorTexts {
  const ty = (text: string) => typography(lang, text);
  const strings = Object.fromEntries(Object.entries(t).map(([key, value]) => [key, typeof value === "string" ? ty(value) : value]));
  return {
    ...(strings as unknown as SimulatorTexts),
    heading: (n) => ty(t.heading(n)),
    doneText: { pay: ty(t.doneText.pay), fail: ty(t.doneText.fail), cancel: ty(t.doneText.cancel) },
  };
}

const TYPESET = Object.fromEntries(Object.entries(TEXTS).map(([lang, t]) => [lang, typeset(lang as MailLang, t)])) as Record<MailLang, SimulatorTexts>;

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;margin:0;background:#f4f5f7;color:#1a202c;line-height:1.5}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
.note{background:#fff4ce;border:2px dashed #8a6d00;padding:.75rem 1rem;border-radius:6px;margin:0 0 1.25rem}
.shop{font-weight:700;margin:0 0 .5rem}
h1{font-size:1.35rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:0 0 1.5rem}
dt{color:#4a5568}dd{margin:0;font-weight:600}
fieldset{border:0;padding:0;margin:0}legend{font-weight:600;margin-bottom:.75rem}
.actions{display:flex;flex-direction:column;gap:.6rem}
button{font:inherit;font-size:1rem;padding:.75rem 1rem;border-radius:6px;border:2px solid #1a202c;background:#fff;color:#1a202c;cursor:pointer}
button:focus-visible{outline:3px solid #2b6cb0;outline-offset:2px}
button.pay{background:#22543d;border-color:#22543d;color:#fff}
button.fail{border-color:#9b2c2c;color:#9b2c2c}
`;

function page(lang: MailLang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}-CH">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${escapeHtml(SHOP.name)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="shop">${escapeHtml(SHOP.name)}</p>
<p class="note" role="note"><strong>${escapeHtml(TYPESET[lang].title)}.</strong> ${escapeHtml(TYPESET[lang].testDouble)}</p>
${body}
</main>
</body>
</html>`;
}

export function simulatorPage(lang: MailLang, s: { token: string; orderNumber: string; amount: number; methodName: string | null; error?: string }): string {
  const t = TYPESET[lang];
  const action = `/__platform/payment/${encodeURIComponent(s.token)}`;
  return page(
    lang,
    t.title,
    `<h1>${escapeHtml(t.heading(s.orderNumber))}</h1>
<dl>
<dt>${escapeHtml(t.orderNumber)}</dt><dd>${escapeHtml(s.orderNumber)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(formatChf(s.amount, lang))}</dd>
${s.methodName ? `<dt>${escapeHtml(t.method)}</dt><dd>${escapeHtml(s.methodName)}</dd>` : ""}
</dl>
${s.error ? `<p role="alert">${escapeHtml(s.error)}</p>` : ""}
<form method="post" action="${escapeHtml(action)}">
<fieldset>
<legend>${escapeHtml(t.choose)}</legend>
<div class="actions">
<button type="submit" name="action" value="pay" class="pay">${escapeHtml(t.pay)}</button>
<button type="submit" name="action" value="fail" class="fail">${escapeHtml(t.fail)}</button>
<button type="submit" name="action" value="cancel">${escapeHtml(t.cancel)}</button>
</div>
</fieldset>
</form>`,
  );
}

/** 410 / 404 page; `backUrl` (an allowlisted return URL of the link) leads back to the shop. */
export function gonePage(lang: MailLang, kind: "gone" | "missing", backUrl?: string | null): string {
  const t = TYPESET[lang];
  const [title, text] = kind === "gone" ? [t.goneTitle, t.goneText] : [t.missingTitle, t.missingText];
  const back = backUrl ? `\n<p><a href="${escapeHtml(backUrl)}">${escapeHtml(t.back)}</a></p>` : "";
  return page(lang, title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>${back}`);
}

/** Shown when the storefront sent no return URL: the decision is made, nothing to go back to. */
export function donePage(lang: MailLang, action: "pay" | "fail" | "cancel"): string {
  const t = TYPESET[lang];
  return page(lang, t.doneTitle, `<h1>${escapeHtml(t.doneTitle)}</h1>\n<p role="status">${escapeHtml(t.doneText[action])}</p>`);
}

export const invalidActionText = (lang: MailLang) => TYPESET[lang].invalidAction;
