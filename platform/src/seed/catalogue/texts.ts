import type { I18n, Lang } from "../data.js";
import type { Sector } from "./brands.js";

const t = (de: string, it: string, fr: string): I18n => ({ de, it, fr });

/** One sentence per sector appended to every description. */
export const SECTOR_NOTE: Record<Sector, I18n> = {
  medicine: t(
    "Dies ist ein zugelassenes Arzneimittel. Lesen Sie die Packungsbeilage und lassen Sie sich von einer Fachperson beraten.",
    "Questo è un medicamento omologato. Legga il foglietto illustrativo e si faccia consigliare da uno specialista.",
    "Ceci est un médicament autorisé. Lisez la notice d'emballage et demandez conseil à un spécialiste.",
  ),
  supplement: t(
    "Nahrungsergänzungsmittel sind kein Ersatz für eine abwechslungsreiche, ausgewogene Ernährung und eine gesunde Lebensweise.",
    "Gli integratori alimentari non sostituiscono un'alimentazione varia ed equilibrata e uno stile di vita sano.",
    "Les compléments alimentaires ne remplacent pas une alimentation variée et équilibrée ni un mode de vie sain.",
  ),
  beauty: t("Dermatologisch getestet und in der Schweiz entwickelt.", "Testato dermatologicamente e sviluppato in Svizzera.", "Testé dermatologiquement et développé en Suisse."),
  bodycare: t("Für die tägliche Pflege der ganzen Familie.", "Per la cura quotidiana di tutta la famiglia.", "Pour les soins quotidiens de toute la famille."),
  baby: t(
    "Speziell für die Bedürfnisse von Babys und Kleinkindern entwickelt.",
    "Sviluppato appositamente per le esigenze di neonati e bambini piccoli.",
    "Spécialement conçu pour les besoins des bébés et des jeunes enfants.",
  ),
  household: t(
    "Bitte Sicherheitshinweise auf der Verpackung beachten. Ausser Reichweite von Kindern aufbewahren.",
    "Osservare le avvertenze di sicurezza sulla confezione. Conservare fuori dalla portata dei bambini.",
    "Respecter les consignes de sécurité figurant sur l'emballage. Conserver hors de portée des enfants.",
  ),
};

export const LABELS = {
  form: t("Darreichungsform", "Forma", "Forme"),
  pack: t("Packungsgrösse", "Confezione", "Conditionnement"),
  ingredient: t("Wirkstoff", "Principio attivo", "Principe actif"),
  excipients: t("Hilfsstoffe", "Eccipienti", "Excipients"),
  ingredientsList: t("Inhaltsstoffe", "Ingredienti", "Composition"),
  brand: t("Marke", "Marca", "Marque"),
  origin: t("Herkunft: Schweiz", "Origine: Svizzera", "Origine : Suisse"),
  storage: t(
    "Bei Raumtemperatur (15–25 °C), trocken und ausser Reichweite von Kindern aufbewahren.",
    "Conservare a temperatura ambiente (15–25 °C), all'asciutto e fuori dalla portata dei bambini.",
    "Conserver à température ambiante (15–25 °C), au sec et hors de portée des enfants.",
  ),
};

/** Property groups (filterable in listings) and the fixed options of some of them. */
export const PROPERTY_GROUPS: { key: string; name: I18n; displayType: string; position: number }[] = [
  { key: "dosage-form", name: t("Darreichungsform", "Forma farmaceutica", "Forme galénique"), displayType: "text", position: 1 },
  { key: "pack-size", name: t("Packungsgrösse", "Confezione", "Conditionnement"), displayType: "text", position: 2 },
  { key: "active-ingredient", name: t("Wirkstoff", "Principio attivo", "Principe actif"), displayType: "text", position: 3 },
  { key: "skin-type", name: t("Hauttyp", "Tipo di pelle", "Type de peau"), displayType: "text", position: 4 },
  { key: "spf", name: t("Lichtschutzfaktor", "Fattore di protezione", "Indice de protection"), displayType: "text", position: 5 },
  { key: "age-group", name: t("Altersgruppe", "Fascia d'età", "Tranche d'âge"), displayType: "text", position: 6 },
  { key: "features", name: t("Eigenschaften", "Caratteristiche", "Caractéristiques"), displayType: "text", position: 7 },
];

export const SKIN_TYPES: Record<string, I18n> = {
  normal: t("Normale Haut", "Pelle normale", "Peau normale"),
  dry: t("Trockene Haut", "Pelle secca", "Peau sèche"),
  oily: t("Fettige Haut", "Pelle grassa", "Peau grasse"),
  combination: t("Mischhaut", "Pelle mista", "Peau mixte"),
  sensitive: t("Empfindliche Haut", "Pelle sensibile", "Peau sensible"),
};

export const AGE_GROUPS: Record<string, I18n> = {
  adult: t("Erwachsene", "Adulti", "Adultes"),
  child: t("Kinder", "Bambini", "Enfants"),
  baby: t("Babys", "Neonati", "Bébés"),
};

export const FEATURES: Record<string, I18n> = {
  vegan: t("Vegan", "Vegano", "Végan"),
  gluten_free: t("Glutenfrei", "Senza glutine", "Sans gluten"),
  lactose_free: t("Laktosefrei", "Senza lattosio", "Sans lactose"),
  perfume_free: t("Parfumfrei", "Senza profumo", "Sans parfum"),
  organic: t("Bio", "Bio", "Bio"),
  natural: t("Pflanzlich", "Vegetale", "Végétal"),
  swiss: t("Swiss Made", "Swiss Made", "Swiss Made"),
};

/**
 * Availability states of SPEC §4. The state key is what the gateway reads
 * (customFields.product_availability); the label is a convenience default.
 */
export const AVAILABILITY: Record<string, { label: I18n; deliveryTime: string }> = {
  available: { label: t("Verfügbar", "Disponibile", "Disponible"), deliveryTime: "1-2d" },
  not_available: { label: t("Nicht verfügbar", "Non disponibile", "Non disponible"), deliveryTime: "1-2d" },
  in_stock_ch: { label: t("An Lager in der Schweiz", "In magazzino in Svizzera", "En stock en Suisse"), deliveryTime: "2-3d" },
  on_order: { label: t("Auf Bestellung", "Su ordinazione", "Sur commande"), deliveryTime: "3-5d" },
  on_customer_order: { label: t("Auf Kundenbestellung", "Su ordinazione del cliente", "Sur commande client"), deliveryTime: "7-14d" },
  dispatch_today: { label: t("Versand heute", "Spedizione oggi", "Expédition aujourd'hui"), deliveryTime: "1-2d" },
  dispatch_tomorrow: { label: t("Versand morgen", "Spedizione domani", "Expédition demain"), deliveryTime: "1-2d" },
  dispatch_monday: { label: t("Versand am Montag", "Spedizione lunedì", "Expédition lundi"), deliveryTime: "1-2d" },
};

export const DELIVERY_TIMES: { key: string; min: number; max: number; unit: string; name: I18n }[] = [
  { key: "2-3d", min: 2, max: 3, unit: "day", name: t("2-3 Tage", "2-3 giorni", "2-3 jours") },
  { key: "3-5d", min: 3, max: 5, unit: "day", name: t("3-5 Tage", "3-5 giorni", "3-5 jours") },
  { key: "7-14d", min: 1, max: 2, unit: "week", name: t("1-2 Wochen", "1-2 settimane", "1-2 semaines") },
];

export const EXPERTS: { name: string; role: I18n }[] = [
  { name: "Dr. pharm. Anna Keller", role: t("Apothekerin", "Farmacista", "Pharmacienne") },
  { name: "Marco Bernasconi", role: t("Apotheker", "Farmacista", "Pharmacien") },
  { name: "Dr. méd. Claire Dubois", role: t("Ärztin", "Medico", "Médecin") },
  { name: "Sandra Meier", role: t("Drogistin HF", "Droghiera SSS", "Droguiste ES") },
];

export function expertText(lang: Lang, subject: string, benefit: string): string {
  switch (lang) {
    case "de":
      return `${subject} ${benefit}. In der Beratung empfehle ich es gerne, weil es gut verträglich und einfach anzuwenden ist.`;
    case "it":
      return `${subject} ${benefit}. In farmacia lo consiglio volentieri perché è ben tollerato e facile da usare.`;
    case "fr":
      return `${subject} ${benefit}. Je le recommande volontiers au comptoir, car il est bien toléré et simple à utiliser.`;
  }
}

/** Customer review pool per language: [title, content, points]. */
export const REVIEWS: Record<Lang, [string, string, number][]> = {
  de: [
    ["Wirkt schnell", "Hat bei mir sehr schnell geholfen, ich kaufe es sicher wieder. Lieferung kam am nächsten Tag.", 5],
    ["Sehr zufrieden", "Gute Qualität zu einem fairen Preis. Die Verpackung war sorgfältig und die Beratung per Telefon kompetent.", 5],
    ["Gut, aber teuer", "Das Produkt ist gut verträglich, allerdings finde ich den Preis im Vergleich etwas hoch.", 4],
    ["Empfehlenswert", "Nutze ich seit Jahren und bin immer zufrieden. Die Anwendung ist einfach und unkompliziert.", 5],
    ["In Ordnung", "Erfüllt seinen Zweck, aber ich hatte mir eine etwas stärkere Wirkung erhofft.", 3],
    ["Angenehm", "Angenehme Konsistenz und gut verträglich, auch bei empfindlicher Haut keine Probleme.", 4],
    ["Nicht für mich", "Leider hat es bei mir kaum etwas bewirkt. Vielleicht funktioniert es bei anderen besser.", 2],
    ["Top Apotheke", "Schnelle Lieferung, gut verpackt und genau das, was ich gesucht habe. Gerne wieder!", 5],
  ],
  it: [
    ["Agisce in fretta", "Mi ha aiutato molto rapidamente, lo ricomprerò sicuramente. La consegna è arrivata il giorno dopo.", 5],
    ["Molto soddisfatta", "Buona qualità a un prezzo onesto. Imballaggio accurato e consulenza telefonica competente.", 5],
    ["Buono ma caro", "Il prodotto è ben tollerato, però trovo il prezzo un po' alto rispetto ad altri.", 4],
    ["Consigliato", "Lo uso da anni e sono sempre soddisfatto. L'applicazione è semplice e pratica.", 5],
    ["Discreto", "Fa il suo dovere, ma mi aspettavo un effetto un po' più forte.", 3],
    ["Piacevole", "Consistenza piacevole e ben tollerato, nessun problema nemmeno con la pelle sensibile.", 4],
  ],
  fr: [
    ["Efficace rapidement", "M'a soulagé très vite, je le rachèterai sans hésiter. La livraison est arrivée le lendemain.", 5],
    ["Très satisfaite", "Bonne qualité à un prix correct. Emballage soigné et conseils compétents par téléphone.", 5],
    ["Bien mais cher", "Le produit est bien toléré, mais je trouve le prix un peu élevé en comparaison.", 4],
    ["Je recommande", "Je l'utilise depuis des années et j'en suis toujours satisfait. L'utilisation est simple.", 5],
    ["Correct", "Il remplit son rôle, mais j'espérais un effet un peu plus marqué.", 3],
    ["Agréable", "Texture agréable et bien toléré, aucun problème même avec une peau sensible.", 4],
  ],
};

export const REVIEWERS: Record<Lang, string[]> = {
  de: ["Monika S.", "Thomas B.", "Ursula K.", "Reto M.", "Sabine W.", "Lukas H."],
  it: ["Giulia R.", "Marco F.", "Chiara B.", "Luca P."],
  fr: ["Sophie L.", "Nicolas G.", "Camille D.", "Julien M."],
};

export function faqs(lang: Lang, sector: Sector, subject: string, age: string | undefined): { question: string; answer: string }[] {
  const out: { question: string; answer: string }[] = [];
  const q = (question: string, answer: string) => out.push({ question, answer });
  if (lang === "de") {
    q(`Wie lange ist ${subject} nach dem Öffnen haltbar?`, "Nach dem Öffnen ist das Produkt bei Raumtemperatur (15–25 °C) 6 Monate haltbar. Das Verfallsdatum finden Sie auf der Verpackung.");
    if (sector === "medicine" || sector === "supplement")
      q(`Ist ${subject} für Kinder geeignet?`, age === "child" ? "Ja, das Produkt wurde für Kinder entwickelt. Beachten Sie die Dosierung nach Alter und Körpergewicht." : "Für Kinder unter 12 Jahren fragen Sie bitte vorher Ihre Ärztin, Ihren Arzt oder Ihre Apotheke.");
    else if (sector === "household") q(`Ist ${subject} für Haushalte mit Kindern geeignet?`, "Ja, bei sachgemässer Anwendung. Bewahren Sie das Produkt ausser Reichweite von Kindern auf.");
    else q(`Ist ${subject} für empfindliche Haut geeignet?`, "Ja, die Formel ist dermatologisch getestet und auch für empfindliche Haut geeignet.");
    q(`Kann ich ${subject} in der Apotheke abholen?`, "Ja, wählen Sie im Checkout Click & Collect und eine Partnerapotheke. Sie erhalten eine Nachricht, sobald Ihre Bestellung bereitliegt.");
  } else if (lang === "it") {
    q(`Per quanto tempo si conserva ${subject} dopo l'apertura?`, "Dopo l'apertura il prodotto si conserva per 6 mesi a temperatura ambiente (15–25 °C). La data di scadenza è riportata sulla confezione.");
    if (sector === "medicine" || sector === "supplement")
      q(`${subject} è adatto ai bambini?`, age === "child" ? "Sì, il prodotto è stato sviluppato per i bambini. Rispetti il dosaggio in base all'età e al peso corporeo." : "Per i bambini sotto i 12 anni chieda prima consiglio al medico o in farmacia.");
    else if (sector === "household") q(`${subject} è adatto alle famiglie con bambini?`, "Sì, se usato correttamente. Conservi il prodotto fuori dalla portata dei bambini.");
    else q(`${subject} è adatto alla pelle sensibile?`, "Sì, la formula è testata dermatologicamente ed è adatta anche alla pelle sensibile.");
    q(`Posso ritirare ${subject} in farmacia?`, "Sì, al checkout scelga Click & Collect e una farmacia partner. Riceverà un messaggio non appena l'ordine sarà pronto.");
  } else {
    q(`Combien de temps peut-on conserver ${subject} après ouverture ?`, "Après ouverture, le produit se conserve 6 mois à température ambiante (15–25 °C). La date de péremption figure sur l'emballage.");
    if (sector === "medicine" || sector === "supplement")
      q(`${subject} convient-il aux enfants ?`, age === "child" ? "Oui, le produit a été conçu pour les enfants. Respectez le dosage selon l'âge et le poids." : "Pour les enfants de moins de 12 ans, demandez d'abord conseil à votre médecin ou à votre pharmacie.");
    else if (sector === "household") q(`${subject} convient-il aux foyers avec enfants ?`, "Oui, en cas d'utilisation conforme. Conservez le produit hors de portée des enfants.");
    else q(`${subject} convient-il aux peaux sensibles ?`, "Oui, la formule est testée dermatologiquement et convient aussi aux peaux sensibles.");
    q(`Puis-je retirer ${subject} en pharmacie ?`, "Oui, choisissez Click & Collect et une pharmacie partenaire lors du paiement. Vous recevrez un message dès que votre commande sera prête.");
  }
  return out;
}

/** Generic excipient / INCI lists so "ingredients" reads like a real leaflet. */
export const BASE_INGREDIENTS: Record<Sector, I18n> = {
  medicine: t(
    "Mikrokristalline Cellulose, Maisstärke, Magnesiumstearat, hochdisperses Siliciumdioxid.",
    "Cellulosa microcristallina, amido di mais, magnesio stearato, silice colloidale anidra.",
    "Cellulose microcristalline, amidon de maïs, stéarate de magnésium, silice colloïdale anhydre.",
  ),
  supplement: t(
    "Füllstoff Cellulose, Überzugsmittel Hydroxypropylmethylcellulose, Trennmittel Magnesiumsalze der Speisefettsäuren.",
    "Agente di carica cellulosa, agente di rivestimento idrossipropilmetilcellulosa, antiagglomerante sali di magnesio degli acidi grassi.",
    "Agent de charge cellulose, agent d'enrobage hydroxypropylméthylcellulose, antiagglomérant sels de magnésium d'acides gras.",
  ),
  beauty: t("Aqua, Glycerin, Caprylic/Capric Triglyceride, Cetearyl Alcohol, Tocopherol, Xanthan Gum, Phenoxyethanol.", "Aqua, Glycerin, Caprylic/Capric Triglyceride, Cetearyl Alcohol, Tocopherol, Xanthan Gum, Phenoxyethanol.", "Aqua, Glycerin, Caprylic/Capric Triglyceride, Cetearyl Alcohol, Tocopherol, Xanthan Gum, Phenoxyethanol."),
  bodycare: t("Aqua, Glycerin, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Panthenol, Citric Acid.", "Aqua, Glycerin, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Panthenol, Citric Acid.", "Aqua, Glycerin, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Panthenol, Citric Acid."),
  baby: t("Aqua, Glycerin, Prunus Amygdalus Dulcis Oil, Panthenol, Bisabolol.", "Aqua, Glycerin, Prunus Amygdalus Dulcis Oil, Panthenol, Bisabolol.", "Aqua, Glycerin, Prunus Amygdalus Dulcis Oil, Panthenol, Bisabolol."),
  household: t("Wasser, < 5 % nichtionische Tenside, Duftstoffe, Konservierungsmittel.", "Acqua, < 5 % tensioattivi non ionici, profumi, conservanti.", "Eau, < 5 % agents de surface non ioniques, parfums, conservateurs."),
};

export const OTHER_INFO: Record<Lang, (returnable: boolean) => string> = {
  de: (r) => `<p>${r ? "Dieses Produkt kann innert 14 Tagen zurückgegeben werden." : "Aus hygienischen bzw. gesetzlichen Gründen ist dieses Produkt von der Rückgabe ausgeschlossen."}</p>`,
  it: (r) => `<p>${r ? "Questo prodotto può essere restituito entro 14 giorni." : "Per motivi igienici o legali questo prodotto non può essere restituito."}</p>`,
  fr: (r) => `<p>${r ? "Ce produit peut être retourné dans les 14 jours." : "Pour des raisons d'hygiène ou légales, ce produit ne peut pas être retourné."}</p>`,
};
