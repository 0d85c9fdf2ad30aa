import { INVOICE_TERMS, typography } from "@shop/rules";
import { SHOP as SHOP_IDENTITY } from "../shop-identity.js";

/** Mail texts in the three shop languages. Variables are plain text; html() escapes them. */
export type MailLang = "de" | "it" | "fr";

export type MailTemplate = "registration" | "registration_double_opt_in" | "guest_double_opt_in" | "newsletter_double_opt_in" | "newsletter_welcome" | "password_recovery" | "loyalty_card_request" | "contact_form" | "contact_form_copy" | "order_confirmation";

interface Rendered {
  subject: string;
  /** paragraphs; a {link} placeholder is replaced by the link */
  paragraphs: string[];
  linkLabel?: string;
}

type Vars = Record<string, string>;

const SHOP = SHOP_IDENTITY.name;

/** "Frau Erika Muster <erika@example.ch>" (salutation and name only when given). */
function contactSender(v: Vars): string {
  const who = [v.salutation, v.name].filter(Boolean).join(" ");
  return who ? `${who} <${v.email}>` : (v.email ?? "");
}

function contactDetails(v: Vars, labels: { phone: string; customer: string; subject: string }): string[] {
  return [
    ...(v.phone ? [`${labels.phone}: ${v.phone}`] : []),
    ...(v.customerNumber ? [`${labels.customer}: ${v.customerNumber}`] : []),
    `${labels.subject}: ${v.subject}`,
  ];
}

/** A typed message keeps its paragraphs (blank lines) in the mail. */
function messageParagraphs(comment: string | undefined): string[] {
  return (comment ?? "").split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
}

const PAYMENT_LABELS: Record<MailLang, { transfer: (total: string) => string; holder: string; reference: string; invoice: string; colon: string }> = {
  de: {
    transfer: (total) => `Bitte überweisen Sie ${total} innert ${INVOICE_TERMS.dueDays} Tagen auf folgendes Konto:`,
    holder: "Kontoinhaber",
    reference: "Referenz (bitte angeben)",
    invoice: "Ihre Rechnung (PDF, im Kundenkonto)",
    colon: ":",
  },
  it: {
    transfer: (total) => `La preghiamo di versare ${total} entro ${INVOICE_TERMS.dueDays} giorni sul conto seguente:`,
    holder: "Titolare del conto",
    reference: "Riferimento (da indicare)",
    invoice: "La sua fattura (PDF, nel suo account cliente)",
    colon: ":",
  },
  fr: {
    transfer: (total) => `Veuillez virer ${total} dans les ${INVOICE_TERMS.dueDays} jours sur le compte suivant :`,
    holder: "Titulaire du compte",
    reference: "Référence (à indiquer)",
    invoice: "Votre facture (PDF, dans votre compte client)",
    colon: " :",
  },
};

/**
 * Prepayment: where to transfer the money (the success page shows the same); prepayment and invoice:
 * where the invoice PDF is. Empty when the order needs neither.
 */
function paymentParagraphs(v: Vars, lang: MailLang): string[] {
  const l = PAYMENT_LABELS[lang];
  const c = l.colon;
  return [
    ...(v.iban ? [l.transfer(v.total ?? ""), `${l.holder}${c} ${v.accountHolder}`, `IBAN${c} ${v.iban}`, `${l.reference}${c} ${v.reference}`] : []),
    ...(v.invoiceLink ? [`${l.invoice}${c} ${v.invoiceLink}`] : []),
  ];
}

/** Order lines (one per line in `text`) as one paragraph each. */
const orderLines = (text: string | undefined) => (text ?? "").split("\n").filter((l) => l.trim() !== "");

const TEMPLATES: Record<MailTemplate, Record<MailLang, (v: Vars) => Rendered>> = {
  registration: {
    de: (v) => ({
      subject: `Willkommen bei ${SHOP}`,
      paragraphs: [
        `Guten Tag ${v.name}`,
        `Vielen Dank für Ihre Registrierung. Ihr Kundenkonto mit der E-Mail-Adresse ${v.email} ist ab sofort aktiv.`,
        "Sie können sich jetzt jederzeit anmelden, Ihre Adressen verwalten und Ihre Bestellungen verfolgen.",
      ],
      linkLabel: "Zur Anmeldung",
    }),
    it: (v) => ({
      subject: `Benvenuto su ${SHOP}`,
      paragraphs: [
        `Buongiorno ${v.name}`,
        `Grazie per la registrazione. Il suo account cliente con l'indirizzo e-mail ${v.email} è attivo da subito.`,
        "Ora può accedere in qualsiasi momento, gestire i suoi indirizzi e seguire i suoi ordini.",
      ],
      linkLabel: "Accedi",
    }),
    fr: (v) => ({
      subject: `Bienvenue chez ${SHOP}`,
      paragraphs: [
        `Bonjour ${v.name}`,
        `Merci pour votre inscription. Votre compte client avec l'adresse e-mail ${v.email} est actif dès maintenant.`,
        "Vous pouvez désormais vous connecter à tout moment, gérer vos adresses et suivre vos commandes.",
      ],
      linkLabel: "Se connecter",
    }),
  },
  registration_double_opt_in: {
    de: (v) => ({
      subject: `Bitte bestätigen Sie Ihre Registrierung bei ${SHOP}`,
      paragraphs: [
        `Guten Tag ${v.name}`,
        "Vielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse mit einem Klick auf den folgenden Link. Erst danach können Sie sich anmelden.",
        "Falls Sie sich nicht registriert haben, können Sie diese E-Mail einfach ignorieren.",
      ],
      linkLabel: "Registrierung bestätigen",
    }),
    it: (v) => ({
      subject: `Confermi la registrazione su ${SHOP}`,
      paragraphs: [
        `Buongiorno ${v.name}`,
        "Grazie per la registrazione. La preghiamo di confermare il suo indirizzo e-mail cliccando sul link seguente. Solo dopo potrà accedere.",
        "Se la registrazione non proviene da lei, può semplicemente ignorare questa e-mail.",
      ],
      linkLabel: "Conferma la registrazione",
    }),
    fr: (v) => ({
      subject: `Veuillez confirmer votre inscription chez ${SHOP}`,
      paragraphs: [
        `Bonjour ${v.name}`,
        "Merci pour votre inscription. Veuillez confirmer votre adresse e-mail en cliquant sur le lien suivant. Vous pourrez ensuite vous connecter.",
        "Si cette inscription ne vient pas de vous, vous pouvez simplement ignorer cet e-mail.",
      ],
      linkLabel: "Confirmer l'inscription",
    }),
  },
  guest_double_opt_in: {
    de: (v) => ({
      subject: `Bitte bestätigen Sie Ihre E-Mail-Adresse bei ${SHOP}`,
      paragraphs: [
        `Guten Tag ${v.name}`,
        "Sie möchten als Gast bei uns bestellen. Bitte bestätigen Sie Ihre E-Mail-Adresse mit einem Klick auf den folgenden Link; danach können Sie die Bestellung abschliessen.",
        "Falls Sie keine Bestellung begonnen haben, können Sie diese E-Mail einfach ignorieren.",
      ],
      linkLabel: "E-Mail-Adresse bestätigen",
    }),
    it: (v) => ({
      subject: `Confermi il suo indirizzo e-mail su ${SHOP}`,
      paragraphs: [
        `Buongiorno ${v.name}`,
        "Desidera ordinare da noi come ospite. La preghiamo di confermare il suo indirizzo e-mail cliccando sul link seguente; dopo potrà concludere l'ordine.",
        "Se non ha iniziato nessun ordine, può semplicemente ignorare questa e-mail.",
      ],
      linkLabel: "Conferma l'indirizzo e-mail",
    }),
    fr: (v) => ({
      subject: `Veuillez confirmer votre adresse e-mail chez ${SHOP}`,
      paragraphs: [
        `Bonjour ${v.name}`,
        "Vous souhaitez commander chez nous en tant qu'invité. Veuillez confirmer votre adresse e-mail en cliquant sur le lien suivant ; vous pourrez ensuite finaliser la commande.",
        "Si vous n'avez commencé aucune commande, vous pouvez simplement ignorer cet e-mail.",
      ],
      linkLabel: "Confirmer l'adresse e-mail",
    }),
  },
  newsletter_double_opt_in: {
    de: () => ({
      subject: "Bitte bestätigen Sie Ihre Newsletter-Anmeldung",
      paragraphs: [
        "Guten Tag",
        "Sie haben sich für unseren Newsletter angemeldet. Bitte bestätigen Sie die Anmeldung mit einem Klick auf den folgenden Link. Der Link ist 7 Tage gültig.",
        "Falls Sie sich nicht angemeldet haben, können Sie diese E-Mail einfach ignorieren.",
      ],
      linkLabel: "Anmeldung bestätigen",
    }),
    it: () => ({
      subject: "Confermi l'iscrizione alla newsletter",
      paragraphs: [
        "Buongiorno",
        "È stata richiesta l'iscrizione di questo indirizzo alla nostra newsletter. La preghiamo di confermare l'iscrizione cliccando sul link seguente. Il link è valido 7 giorni.",
        "Se la richiesta non proviene da lei, può semplicemente ignorare questa e-mail.",
      ],
      linkLabel: "Conferma l'iscrizione",
    }),
    fr: () => ({
      subject: "Veuillez confirmer votre inscription à la newsletter",
      paragraphs: [
        "Bonjour",
        "Une inscription à notre newsletter a été demandée pour cette adresse. Veuillez confirmer l'inscription en cliquant sur le lien suivant. Le lien est valable 7 jours.",
        "Si cette demande ne vient pas de vous, vous pouvez simplement ignorer cet e-mail.",
      ],
      linkLabel: "Confirmer l'inscription",
    }),
  },
  newsletter_welcome: {
    de: () => ({
      subject: "Willkommen beim Newsletter",
      paragraphs: [
        "Guten Tag",
        "Ihre Anmeldung ist bestätigt: Ab sofort erhalten Sie unseren Newsletter mit Gesundheitstipps und Angeboten.",
        "Sie können den Newsletter jederzeit über den folgenden Link abbestellen.",
      ],
      linkLabel: "Newsletter abbestellen",
    }),
    it: () => ({
      subject: "Benvenuti nella newsletter",
      paragraphs: [
        "Buongiorno",
        "L'iscrizione è confermata: d'ora in poi riceverà la nostra newsletter con consigli per la salute e offerte.",
        "Può disdire la newsletter in qualsiasi momento con il link seguente.",
      ],
      linkLabel: "Disdire la newsletter",
    }),
    fr: () => ({
      subject: "Bienvenue dans la newsletter",
      paragraphs: [
        "Bonjour",
        "Votre inscription est confirmée : vous recevrez désormais notre newsletter avec des conseils santé et des offres.",
        "Vous pouvez vous désabonner à tout moment grâce au lien suivant.",
      ],
      linkLabel: "Se désabonner",
    }),
  },
  password_recovery: {
    de: (v) => ({
      subject: "Passwort zurücksetzen",
      paragraphs: [
        `Guten Tag ${v.name}`,
        "Sie haben ein neues Passwort für Ihr Kundenkonto angefordert. Über den folgenden Link können Sie ein neues Passwort festlegen. Der Link ist 2 Stunden gültig und kann nur einmal verwendet werden.",
        "Falls Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.",
      ],
      linkLabel: "Neues Passwort festlegen",
    }),
    it: (v) => ({
      subject: "Reimpostare la password",
      paragraphs: [
        `Buongiorno ${v.name}`,
        "Ha richiesto una nuova password per il suo account cliente. Con il link seguente può impostare una nuova password. Il link è valido 2 ore e può essere utilizzato una sola volta.",
        "Se non ha richiesto una nuova password, può ignorare questa e-mail; la sua password resta invariata.",
      ],
      linkLabel: "Imposta una nuova password",
    }),
    fr: (v) => ({
      subject: "Réinitialiser le mot de passe",
      paragraphs: [
        `Bonjour ${v.name}`,
        "Vous avez demandé un nouveau mot de passe pour votre compte client. Le lien suivant vous permet d'en définir un nouveau. Il est valable 2 heures et ne peut être utilisé qu'une seule fois.",
        "Si vous n'avez pas demandé de nouveau mot de passe, ignorez simplement cet e-mail ; votre mot de passe reste inchangé.",
      ],
      linkLabel: "Définir un nouveau mot de passe",
    }),
  },
  loyalty_card_request: {
    de: (v) => ({
      subject: "Ihre Kundenkarte ist unterwegs",
      paragraphs: [
        `Guten Tag ${v.name}`,
        `Vielen Dank für Ihre Bestellung der Kundenkarte. Ihre Kartennummer lautet ${v.cardNumber}. Die Karte ist bereits mit Ihrem Kundenkonto verbunden; Sie sammeln ab sofort Punkte.`,
        "Die Karte wird an die angegebene Adresse gesendet.",
      ],
    }),
    it: (v) => ({
      subject: "La sua carta fedeltà è in arrivo",
      paragraphs: [
        `Buongiorno ${v.name}`,
        `Grazie per aver richiesto la carta fedeltà. Il numero della sua carta è ${v.cardNumber}. La carta è già collegata al suo account cliente; da subito raccoglie punti.`,
        "La carta sarà inviata all'indirizzo indicato.",
      ],
    }),
    fr: (v) => ({
      subject: "Votre carte de fidélité est en route",
      paragraphs: [
        `Bonjour ${v.name}`,
        `Merci d'avoir commandé la carte de fidélité. Votre numéro de carte est ${v.cardNumber}. La carte est déjà liée à votre compte client ; vous cumulez des points dès maintenant.`,
        "La carte sera envoyée à l'adresse indiquée.",
      ],
    }),
  },
  // Contact form (src/contact): the message to the shop, and the sender's copy.
  contact_form: {
    de: (v) => ({
      subject: `Kontaktanfrage: ${v.subject}`,
      paragraphs: [
        `Neue Nachricht über das Kontaktformular von ${contactSender(v)}`,
        ...contactDetails(v, { phone: "Telefon", customer: "Kundennummer", subject: "Betreff" }),
        ...messageParagraphs(v.comment),
      ],
    }),
    it: (v) => ({
      subject: `Richiesta di contatto: ${v.subject}`,
      paragraphs: [
        `Nuovo messaggio dal modulo di contatto di ${contactSender(v)}`,
        ...contactDetails(v, { phone: "Telefono", customer: "Numero cliente", subject: "Oggetto" }),
        ...messageParagraphs(v.comment),
      ],
    }),
    fr: (v) => ({
      subject: `Demande de contact : ${v.subject}`,
      paragraphs: [
        `Nouveau message du formulaire de contact de ${contactSender(v)}`,
        ...contactDetails(v, { phone: "Téléphone", customer: "Numéro de client", subject: "Objet" }),
        ...messageParagraphs(v.comment),
      ],
    }),
  },
  contact_form_copy: {
    de: (v) => ({
      subject: `Ihre Nachricht an ${SHOP}: ${v.subject}`,
      paragraphs: [
        v.name ? `Guten Tag ${v.name}` : "Guten Tag",
        "Vielen Dank für Ihre Nachricht. Wir melden uns so bald wie möglich bei Ihnen. Hier ist eine Kopie Ihrer Nachricht:",
        `Betreff: ${v.subject}`,
        ...messageParagraphs(v.comment),
      ],
    }),
    it: (v) => ({
      subject: `Il suo messaggio a ${SHOP}: ${v.subject}`,
      paragraphs: [
        v.name ? `Buongiorno ${v.name}` : "Buongiorno",
        "Grazie per il suo messaggio. Le risponderemo il prima possibile. Ecco una copia del suo messaggio:",
        `Oggetto: ${v.subject}`,
        ...messageParagraphs(v.comment),
      ],
    }),
    fr: (v) => ({
      subject: `Votre message à ${SHOP} : ${v.subject}`,
      paragraphs: [
        v.name ? `Bonjour ${v.name}` : "Bonjour",
        "Merci pour votre message. Nous vous répondrons dans les meilleurs délais. Voici une copie de votre message :",
        `Objet : ${v.subject}`,
        ...messageParagraphs(v.comment),
      ],
    }),
  },
  order_confirmation: {
    de: (v) => ({
      subject: `Ihre Bestellung ${v.orderNumber} bei ${SHOP}`,
      paragraphs: [
        `Guten Tag ${v.name}`,
        `Vielen Dank für Ihre Bestellung. Wir haben sie unter der Nummer ${v.orderNumber} erhalten.`,
        ...orderLines(v.items),
        `Versandkosten: ${v.shipping}`,
        ...(v.rounding ? [`Rundung: ${v.rounding}`] : []),
        `Gesamtbetrag: ${v.total}`,
        `Zahlungsart: ${v.payment}`,
        ...paymentParagraphs(v, "de"),
        v.fulfilment === "click_and_collect"
          ? `Abholung in der Partnerapotheke: ${v.address}. Wir benachrichtigen Sie, sobald Ihre Bestellung bereitliegt.`
          : v.address
            ? `Lieferadresse: ${v.address}`
            : "Ihre digitalen Inhalte finden Sie nach der Zahlung in Ihrem Kundenkonto unter Bestellungen.",
        ...(v.deliveryEarliest ? [`Lieferung voraussichtlich zwischen ${v.deliveryEarliest} und ${v.deliveryLatest}.`] : []),
        ...(v.pickupDate ? [`Abholbereit ab ${v.pickupDate}, ${v.pickupTime} Uhr.`] : []),
      ],
    }),
    it: (v) => ({
      subject: `Il suo ordine ${v.orderNumber} su ${SHOP}`,
      paragraphs: [
        `Buongiorno ${v.name}`,
        `Grazie per il suo ordine. L'abbiamo ricevuto con il numero ${v.orderNumber}.`,
        ...orderLines(v.items),
        `Spese di spedizione: ${v.shipping}`,
        ...(v.rounding ? [`Arrotondamento: ${v.rounding}`] : []),
        `Importo totale: ${v.total}`,
        `Metodo di pagamento: ${v.payment}`,
        ...paymentParagraphs(v, "it"),
        v.fulfilment === "click_and_collect"
          ? `Ritiro nella farmacia partner: ${v.address}. La avviseremo non appena il suo ordine sarà pronto.`
          : v.address
            ? `Indirizzo di consegna: ${v.address}`
            : "Dopo il pagamento troverà i contenuti digitali nel suo account cliente, alla voce Ordini.",
        ...(v.deliveryEarliest ? [`Consegna prevista tra il ${v.deliveryEarliest} e il ${v.deliveryLatest}.`] : []),
        ...(v.pickupDate ? [`Pronto per il ritiro dal ${v.pickupDate}, ore ${v.pickupTime}.`] : []),
      ],
    }),
    fr: (v) => ({
      subject: `Votre commande ${v.orderNumber} chez ${SHOP}`,
      paragraphs: [
        `Bonjour ${v.name}`,
        `Merci pour votre commande. Nous l'avons bien reçue sous le numéro ${v.orderNumber}.`,
        ...orderLines(v.items),
        `Frais d'envoi : ${v.shipping}`,
        ...(v.rounding ? [`Arrondi : ${v.rounding}`] : []),
        `Montant total : ${v.total}`,
        `Mode de paiement : ${v.payment}`,
        ...paymentParagraphs(v, "fr"),
        v.fulfilment === "click_and_collect"
          ? `Retrait dans la pharmacie partenaire : ${v.address}. Nous vous avertirons dès que votre commande sera prête.`
          : v.address
            ? `Adresse de livraison : ${v.address}`
            : "Après le paiement, vous trouverez vos contenus numériques dans votre compte client, sous Commandes.",
        ...(v.deliveryEarliest ? [`Livraison prévue entre le ${v.deliveryEarliest} et le ${v.deliveryLatest}.`] : []),
        ...(v.pickupDate ? [`Prête à être retirée dès le ${v.pickupDate} à ${v.pickupTime}.`] : []),
      ],
    }),
  },
};

const SIGNATURE: Record<MailLang, string> = {
  de: `Freundliche Grüsse\nIhr ${SHOP}-Team`,
  it: `Cordiali saluti\nIl team di ${SHOP}`,
  fr: `Meilleures salutations\nL'équipe ${SHOP}`,
};

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** The shop's wording with its language's typography (French no-break spaces); what the shopper typed stays as typed. */
function withTypography(r: Rendered, lang: MailLang, vars: Vars): Rendered {
  const typed = new Set(messageParagraphs(vars.comment));
  const shown = (text: string) => (typed.has(text) ? text : typography(lang, text));
  return { subject: shown(r.subject), paragraphs: r.paragraphs.map(shown), ...(r.linkLabel ? { linkLabel: shown(r.linkLabel) } : {}) };
}

export function renderMail(template: MailTemplate, lang: MailLang, vars: Vars, link?: string): RenderedMail {
  const r = withTypography(TEMPLATES[template][lang](vars), lang, vars);
  const textParts = [...r.paragraphs];
  const htmlParts = r.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  if (link) {
    textParts.splice(2, 0, link);
    htmlParts.splice(2, 0, `<p><a href="${escapeHtml(link)}">${escapeHtml(r.linkLabel ?? link)}</a></p>`);
  }
  textParts.push(SIGNATURE[lang]);
  htmlParts.push(`<p>${escapeHtml(SIGNATURE[lang]).replace(/\n/g, "<br>")}</p>`);
  return {
    subject: r.subject,
    text: textParts.join("\n\n"),
    html: `<!doctype html><html lang="${lang}"><body>${htmlParts.join("")}</body></html>`,
    links: link ? [link] : [],
  };
}

/** "de-CH" / "it-CH" / "fr-CH" -> mail language (German for anything else). */
export function mailLang(localeCode: string | undefined): MailLang {
  const l = (localeCode ?? "").slice(0, 2);
  return l === "it" || l === "fr" ? l : "de";
}
