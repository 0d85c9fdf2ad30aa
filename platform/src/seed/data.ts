/**
 * Static demo catalogue. Every text exists in de/it/fr; ids are derived from the stable
 * `key`s below (see ids.ts), so they never change between seeds.
 */
import { TREE } from "./catalogue/tree.js";

export type Lang = "de" | "it" | "fr";
export type I18n = Record<Lang, string>;

export const LANGUAGES: { key: Lang; code: string; name: string; localeName: string }[] = [
  { key: "de", code: "de-CH", name: "Deutsch", localeName: "German" },
  { key: "it", code: "it-CH", name: "Italiano", localeName: "Italian" },
  { key: "fr", code: "fr-CH", name: "Français", localeName: "French" },
];

/** Swiss cantons (ISO 3166-2:CH) and the 11 Liechtenstein municipalities (ISO 3166-2:LI). */
export const CANTONS: [string, I18n][] = [
  ["AG", { de: "Aargau", it: "Argovia", fr: "Argovie" }],
  ["AI", { de: "Appenzell Innerrhoden", it: "Appenzello Interno", fr: "Appenzell Rhodes-Intérieures" }],
  ["AR", { de: "Appenzell Ausserrhoden", it: "Appenzello Esterno", fr: "Appenzell Rhodes-Extérieures" }],
  ["BE", { de: "Bern", it: "Berna", fr: "Berne" }],
  ["BL", { de: "Basel-Landschaft", it: "Basilea Campagna", fr: "Bâle-Campagne" }],
  ["BS", { de: "Basel-Stadt", it: "Basilea Città", fr: "Bâle-Ville" }],
  ["FR", { de: "Freiburg", it: "Friburgo", fr: "Fribourg" }],
  ["GE", { de: "Genf", it: "Ginevra", fr: "Genève" }],
  ["GL", { de: "Glarus", it: "Glarona", fr: "Glaris" }],
  ["GR", { de: "Graubünden", it: "Grigioni", fr: "Grisons" }],
  ["JU", { de: "Jura", it: "Giura", fr: "Jura" }],
  ["LU", { de: "Luzern", it: "Lucerna", fr: "Lucerne" }],
  ["NE", { de: "Neuenburg", it: "Neuchâtel", fr: "Neuchâtel" }],
  ["NW", { de: "Nidwalden", it: "Nidvaldo", fr: "Nidwald" }],
  ["OW", { de: "Obwalden", it: "Obvaldo", fr: "Obwald" }],
  ["SG", { de: "St. Gallen", it: "San Gallo", fr: "Saint-Gall" }],
  ["SH", { de: "Schaffhausen", it: "Sciaffusa", fr: "Schaffhouse" }],
  ["SO", { de: "Solothurn", it: "Soletta", fr: "Soleure" }],
  ["SZ", { de: "Schwyz", it: "Svitto", fr: "Schwytz" }],
  ["TG", { de: "Thurgau", it: "Turgovia", fr: "Thurgovie" }],
  ["TI", { de: "Tessin", it: "Ticino", fr: "Tessin" }],
  ["UR", { de: "Uri", it: "Uri", fr: "Uri" }],
  ["VD", { de: "Waadt", it: "Vaud", fr: "Vaud" }],
  ["VS", { de: "Wallis", it: "Vallese", fr: "Valais" }],
  ["ZG", { de: "Zug", it: "Zugo", fr: "Zoug" }],
  ["ZH", { de: "Zürich", it: "Zurigo", fr: "Zurich" }],
];
const same = (s: string): I18n => ({ de: s, it: s, fr: s });
export const LI_MUNICIPALITIES: [string, I18n][] = [
  ["01", same("Balzers")], ["02", same("Eschen")], ["03", same("Gamprin")], ["04", same("Mauren")],
  ["05", same("Planken")], ["06", same("Ruggell")], ["07", same("Schaan")], ["08", same("Schellenberg")],
  ["09", same("Triesen")], ["10", same("Triesenberg")], ["11", same("Vaduz")],
];

export const COUNTRIES: { iso: string; iso3: string; name: I18n; postalCodePattern: string }[] = [
  { iso: "CH", iso3: "CHE", name: { de: "Schweiz", it: "Svizzera", fr: "Suisse" }, postalCodePattern: "\\d{4}" },
  { iso: "LI", iso3: "LIE", name: { de: "Liechtenstein", it: "Liechtenstein", fr: "Liechtenstein" }, postalCodePattern: "94\\d{2}" },
];

export const TAXES = [
  { key: "reduced", rate: 2.6, name: "MWST reduziert 2.6%" },
  { key: "standard", rate: 8.1, name: "MWST Normalsatz 8.1%" },
] as const;
export type TaxKey = (typeof TAXES)[number]["key"];

export const PAYMENT_METHODS: { key: string; name: I18n; description: I18n }[] = [
  { key: "twint", name: same("TWINT"), description: { de: "Bezahlen mit der TWINT-App", it: "Paga con l'app TWINT", fr: "Payer avec l'app TWINT" } },
  { key: "credit_card", name: { de: "Kreditkarte", it: "Carta di credito", fr: "Carte de crédit" }, description: same("Visa, Mastercard, American Express") },
  { key: "postfinance_card", name: same("PostFinance Card"), description: same("PostFinance Card / E-Finance") },
  { key: "paypal", name: same("PayPal"), description: { de: "Bezahlen mit PayPal", it: "Paga con PayPal", fr: "Payer avec PayPal" } },
  { key: "prepayment", name: { de: "Vorauskasse", it: "Pagamento anticipato", fr: "Paiement anticipé" }, description: { de: "Überweisung vor dem Versand", it: "Bonifico prima della spedizione", fr: "Virement avant l'expédition" } },
  { key: "invoice", name: { de: "Rechnung", it: "Fattura", fr: "Facture" }, description: { de: "Zahlbar innert 10 Tagen", it: "Pagabile entro 10 giorni", fr: "Payable sous 10 jours" } },
];

export const SHIPPING_METHODS: { key: string; name: I18n; description: I18n; price: number }[] = [
  {
    key: "post_parcel",
    name: { de: "Post Paket (PostPac Priority)", it: "Pacco postale (PostPac Priority)", fr: "Colis postal (PostPac Priority)" },
    description: { de: "Lieferung in 1–2 Arbeitstagen", it: "Consegna in 1–2 giorni lavorativi", fr: "Livraison en 1–2 jours ouvrables" },
    price: 7.7,
  },
];

export interface SeedCategory {
  key: string;
  name: I18n;
  type?: "page" | "folder" | "link";
  linkType?: "external" | "category" | "product" | "landing_page";
  externalLink?: string;
  /** key of another category for internal links */
  internalLinkKey?: string;
  /** product number (linkType product) or landing page key (linkType landing_page) */
  internalLinkRef?: string;
  /** CMS layout key (see catalogue/cms.ts); defaults by level */
  cmsPage?: string;
  children?: SeedCategory[];
}

/** Top-level category names; the levels below come from catalogue/tree.ts. */
const TOP_NAMES: Record<string, I18n> = {
  medikamente: { de: "Medikamente", it: "Medicamenti", fr: "Médicaments" },
  nahrungsergaenzung: { de: "Nahrungsergänzung", it: "Integratori alimentari", fr: "Compléments alimentaires" },
  schoenheit: { de: "Schönheit", it: "Bellezza", fr: "Beauté" },
  koerperpflege: { de: "Körperpflege", it: "Cura del corpo", fr: "Soins du corps" },
  baby: { de: "Baby", it: "Bebè", fr: "Bébé" },
  haushalt: { de: "Haushalt", it: "Casa", fr: "Ménage" },
};

/** Main navigation: root -> 6 sectors -> branches -> leaves (3 levels below the root). */
export const NAVIGATION_ROOT: SeedCategory = {
  key: "root-main",
  name: { de: "Startseite", it: "Pagina iniziale", fr: "Accueil" },
  cmsPage: "home",
  children: TREE.map((top) => ({
    key: top.key,
    name: TOP_NAMES[top.key]!,
    cmsPage: "category-top",
    children: top.branches.map((b) => ({ key: b.key, name: b.name, children: b.leaves.map((l) => ({ key: l.key, name: l.name })) })),
  })),
};

/** Footer: folders with link entries (exercises type folder/link and every linkType). */
export const FOOTER_ROOT: SeedCategory = {
  key: "root-footer",
  name: { de: "Footer", it: "Footer", fr: "Footer" },
  children: [
    {
      key: "footer-service",
      type: "folder",
      name: { de: "Service", it: "Servizio", fr: "Service" },
      children: [
        { key: "footer-versand", type: "page", cmsPage: "content-versand", name: { de: "Versand & Lieferung", it: "Spedizione & consegna", fr: "Expédition & livraison" } },
        { key: "footer-zahlung", type: "page", cmsPage: "content-zahlung", name: { de: "Zahlungsarten", it: "Metodi di pagamento", fr: "Modes de paiement" } },
        { key: "footer-rueckgabe", type: "page", cmsPage: "content-rueckgabe", name: { de: "Rückgabe", it: "Resi", fr: "Retours" } },
        { key: "footer-kontakt", type: "page", cmsPage: "content-kontakt", name: { de: "Kontakt", it: "Contatto", fr: "Contact" } },
      ],
    },
    {
      key: "footer-shop",
      type: "folder",
      name: { de: "Sortiment", it: "Assortimento", fr: "Assortiment" },
      children: [
        { key: "footer-link-medikamente", type: "link", linkType: "category", internalLinkKey: "medikamente", name: { de: "Medikamente", it: "Medicamenti", fr: "Médicaments" } },
        { key: "footer-link-bestseller", type: "link", linkType: "landing_page", internalLinkRef: "bestseller", name: { de: "Bestseller", it: "Bestseller", fr: "Meilleures ventes" } },
        { key: "footer-link-aspirin", type: "link", linkType: "product", internalLinkRef: "SW10001", name: { de: "Aspirin", it: "Aspirin", fr: "Aspirin" } },
        { key: "footer-link-swissmedic", type: "link", linkType: "external", externalLink: "https://www.swissmedic.ch", name: same("Swissmedic") },
      ],
    },
    {
      // The editorial articles (/e/…, catalogue/cms.ts landingPages) are linked from nowhere else.
      key: "footer-ratgeber",
      type: "folder",
      name: { de: "Ratgeber", it: "Consigli salute", fr: "Conseils santé" },
      children: [
        { key: "footer-link-erkaeltung-vorbeugen", type: "link", linkType: "landing_page", internalLinkRef: "erkaeltung-vorbeugen", name: { de: "Erkältung vorbeugen", it: "Prevenire il raffreddore", fr: "Prévenir le rhume" } },
        { key: "footer-link-gesunder-schlaf", type: "link", linkType: "landing_page", internalLinkRef: "gesunder-schlaf", name: { de: "Gesund schlafen", it: "Dormire bene", fr: "Bien dormir" } },
        { key: "footer-link-sonnenschutz-kinder", type: "link", linkType: "landing_page", internalLinkRef: "sonnenschutz-kinder", name: { de: "Sonnenschutz für Kinder", it: "Protezione solare per bambini", fr: "Protection solaire pour enfants" } },
      ],
    },
  ],
};

export const SERVICE_ROOT: SeedCategory = {
  key: "root-service",
  name: { de: "Service-Navigation", it: "Navigazione servizio", fr: "Navigation service" },
  children: [
    { key: "service-agb", cmsPage: "content-agb", name: { de: "AGB", it: "CG", fr: "CG" } },
    { key: "service-datenschutz", cmsPage: "content-datenschutz", name: { de: "Datenschutz", it: "Protezione dei dati", fr: "Protection des données" } },
    { key: "service-impressum", cmsPage: "content-impressum", name: { de: "Impressum", it: "Impressum", fr: "Mentions légales" } },
  ],
};

export const MANUFACTURERS: Record<string, string> = {
  bayer: "Bayer",
  upsa: "UPSA",
  haleon: "Haleon",
  burgerstein: "Burgerstein",
  protina: "Protina",
  laroche: "La Roche-Posay",
  widmer: "Louis Widmer",
  elmex: "elmex",
  weleda: "Weleda",
  hipp: "HiPP",
  sanytol: "Sanytol",
  antibrumm: "Anti-Brumm",
  daylong: "Daylong",
};

export interface SeedProduct {
  number: string;
  manufacturer: keyof typeof MANUFACTURERS;
  category: string;
  tax: TaxKey;
  gross: number;
  listGross?: number;
  stock: number;
  isCloseout?: boolean;
  ean: string;
  weight: number;
  /** reference price basis, e.g. 75 ml sold, price shown per 100 ml */
  reference?: { purchaseUnit: number; referenceUnit: number; unit: "ml" | "g" };
  color: string;
  name: I18n;
  description: I18n;
  topseller?: boolean;
}

export const PRODUCTS: SeedProduct[] = [
  {
    number: "SW10001", manufacturer: "bayer", category: "schmerzen-fieber", tax: "reduced", gross: 8.9, listGross: 10.5, stock: 120,
    ean: "7610700600011", weight: 0.03, color: "#2b6cb0", topseller: true,
    name: { de: "Aspirin 500 mg, 20 Tabletten", it: "Aspirin 500 mg, 20 compresse", fr: "Aspirin 500 mg, 20 comprimés" },
    description: {
      de: "<p>Bei Kopfschmerzen, Zahnschmerzen und Fieber. Wirkstoff: Acetylsalicylsäure.</p>",
      it: "<p>Contro mal di testa, mal di denti e febbre. Principio attivo: acido acetilsalicilico.</p>",
      fr: "<p>Contre les maux de tête, les maux de dents et la fièvre. Principe actif : acide acétylsalicylique.</p>",
    },
  },
  {
    number: "SW10002", manufacturer: "upsa", category: "schmerzen-fieber", tax: "reduced", gross: 4.9, stock: 300,
    ean: "7680496650019", weight: 0.02, color: "#c53030",
    name: { de: "Dafalgan 500 mg, 16 Tabletten", it: "Dafalgan 500 mg, 16 compresse", fr: "Dafalgan 500 mg, 16 comprimés" },
    description: {
      de: "<p>Paracetamol gegen Schmerzen und Fieber.</p>",
      it: "<p>Paracetamolo contro dolori e febbre.</p>",
      fr: "<p>Paracétamol contre les douleurs et la fièvre.</p>",
    },
  },
  {
    number: "SW10003", manufacturer: "haleon", category: "erkaeltung-grippe", tax: "reduced", gross: 14.9, stock: 45,
    ean: "7680539350014", weight: 0.12, color: "#dd6b20",
    name: { de: "Neocitran Grippe/Erkältung, 12 Beutel", it: "Neocitran influenza/raffreddore, 12 bustine", fr: "Neocitran grippe/refroidissement, 12 sachets" },
    description: {
      de: "<p>Heissgetränk zur Linderung von Grippe- und Erkältungssymptomen.</p>",
      it: "<p>Bevanda calda per alleviare i sintomi di influenza e raffreddore.</p>",
      fr: "<p>Boisson chaude pour soulager les symptômes de la grippe et du refroidissement.</p>",
    },
  },
  {
    number: "SW10004", manufacturer: "burgerstein", category: "vitamine", tax: "standard", gross: 24.9, listGross: 29.9, stock: 60,
    ean: "7610313412345", weight: 0.15, color: "#38a169",
    name: { de: "Burgerstein Vitamin C Retard, 100 Tabletten", it: "Burgerstein Vitamina C Retard, 100 compresse", fr: "Burgerstein Vitamine C Retard, 100 comprimés" },
    description: {
      de: "<p>Vitamin C mit verzögerter Freisetzung für das Immunsystem.</p>",
      it: "<p>Vitamina C a rilascio prolungato per il sistema immunitario.</p>",
      fr: "<p>Vitamine C à libération prolongée pour le système immunitaire.</p>",
    },
  },
  {
    number: "SW10005", manufacturer: "bayer", category: "vitamine", tax: "standard", gross: 27.5, stock: 80,
    ean: "7610700612345", weight: 0.14, color: "#d69e2e", topseller: true,
    name: { de: "Supradyn Energy Brausetabletten, 30 Stück", it: "Supradyn Energy compresse effervescenti, 30 pezzi", fr: "Supradyn Energy comprimés effervescents, 30 pièces" },
    description: {
      de: "<p>Multivitamin mit Coenzym Q10 bei Müdigkeit.</p>",
      it: "<p>Multivitaminico con coenzima Q10 in caso di stanchezza.</p>",
      fr: "<p>Multivitamines avec coenzyme Q10 en cas de fatigue.</p>",
    },
  },
  {
    number: "SW10006", manufacturer: "protina", category: "mineralstoffe", tax: "standard", gross: 16.8, stock: 150,
    ean: "7612345600061", weight: 0.06, color: "#805ad5",
    name: { de: "Magnesium Diasporal 375 direct, 20 Sticks", it: "Magnesium Diasporal 375 direct, 20 stick", fr: "Magnésium Diasporal 375 direct, 20 sticks" },
    description: {
      de: "<p>Magnesium-Granulat zum direkten Einnehmen, ohne Wasser.</p>",
      it: "<p>Granulato di magnesio da assumere direttamente, senza acqua.</p>",
      fr: "<p>Granulés de magnésium à prendre directement, sans eau.</p>",
    },
  },
  {
    number: "SW10007", manufacturer: "laroche", category: "gesichtspflege", tax: "standard", gross: 22.9, listGross: 26.9, stock: 35,
    ean: "3337875598996", weight: 0.06, color: "#319795",
    reference: { purchaseUnit: 40, referenceUnit: 100, unit: "ml" },
    name: { de: "La Roche-Posay Effaclar Duo+M, 40 ml", it: "La Roche-Posay Effaclar Duo+M, 40 ml", fr: "La Roche-Posay Effaclar Duo+M, 40 ml" },
    description: {
      de: "<p>Pflege gegen Unreinheiten und Pickelmale.</p>",
      it: "<p>Trattamento contro le imperfezioni e i segni dei brufoli.</p>",
      fr: "<p>Soin anti-imperfections et anti-marques.</p>",
    },
  },
  {
    number: "SW10008", manufacturer: "daylong", category: "sonnenschutz", tax: "standard", gross: 29.9, stock: 70,
    ean: "7616400001234", weight: 0.22, color: "#ecc94b",
    reference: { purchaseUnit: 200, referenceUnit: 100, unit: "ml" },
    name: { de: "Daylong Sensitive Gel SPF 50+, 200 ml", it: "Daylong Sensitive Gel SPF 50+, 200 ml", fr: "Daylong Sensitive Gel SPF 50+, 200 ml" },
    description: {
      de: "<p>Sonnenschutz für empfindliche Haut, parfumfrei.</p>",
      it: "<p>Protezione solare per pelli sensibili, senza profumo.</p>",
      fr: "<p>Protection solaire pour peaux sensibles, sans parfum.</p>",
    },
  },
  {
    number: "SW10009", manufacturer: "elmex", category: "mundhygiene", tax: "standard", gross: 5.95, stock: 500,
    ean: "7610108006090", weight: 0.1, color: "#e53e3e",
    reference: { purchaseUnit: 75, referenceUnit: 100, unit: "ml" },
    name: { de: "elmex Kariesschutz Zahnpasta, 75 ml", it: "elmex Protezione carie dentifricio, 75 ml", fr: "elmex Protection caries dentifrice, 75 ml" },
    description: {
      de: "<p>Zahnpasta mit Aminfluorid für wirksamen Kariesschutz.</p>",
      it: "<p>Dentifricio al fluoruro amminico per una protezione efficace contro la carie.</p>",
      fr: "<p>Dentifrice au fluorure d'amines pour une protection efficace contre les caries.</p>",
    },
  },
  {
    number: "SW10010", manufacturer: "widmer", category: "hautpflege", tax: "standard", gross: 19.9, stock: 40,
    ean: "7611210101234", weight: 0.25, color: "#4a5568",
    name: { de: "Louis Widmer Body Milk, 200 ml", it: "Louis Widmer Body Milk, 200 ml", fr: "Louis Widmer Body Milk, 200 ml" },
    description: {
      de: "<p>Feuchtigkeitsspendende Körpermilch für normale bis trockene Haut.</p>",
      it: "<p>Latte corpo idratante per pelli da normali a secche.</p>",
      fr: "<p>Lait corporel hydratant pour peaux normales à sèches.</p>",
    },
  },
  {
    number: "SW10011", manufacturer: "weleda", category: "babypflege", tax: "standard", gross: 12.5, stock: 90,
    ean: "4001638098571", weight: 0.09, color: "#f6ad55",
    name: { de: "Weleda Calendula Wundschutzcreme, 75 ml", it: "Weleda Calendula crema protettiva, 75 ml", fr: "Weleda Calendula crème pour le change, 75 ml" },
    description: {
      de: "<p>Schützt die zarte Babyhaut im Windelbereich.</p>",
      it: "<p>Protegge la delicata pelle del bebè nella zona del pannolino.</p>",
      fr: "<p>Protège la peau délicate de bébé dans la zone du change.</p>",
    },
  },
  {
    number: "SW10012", manufacturer: "hipp", category: "babynahrung", tax: "standard", gross: 18.9, stock: 0, isCloseout: true,
    ean: "7610827123456", weight: 0.65, color: "#3182ce",
    name: { de: "HiPP Bio Combiotik Pre, 600 g", it: "HiPP Bio Combiotik Pre, 600 g", fr: "HiPP Bio Combiotik Pre, 600 g" },
    description: {
      de: "<p>Anfangsmilch von Geburt an, aus biologischer Landwirtschaft.</p>",
      it: "<p>Latte per lattanti dalla nascita, da agricoltura biologica.</p>",
      fr: "<p>Lait pour nourrissons dès la naissance, issu de l'agriculture biologique.</p>",
    },
  },
  {
    number: "SW10013", manufacturer: "sanytol", category: "reinigung", tax: "standard", gross: 7.95, stock: 110,
    ean: "3045206502306", weight: 0.55, color: "#2f855a",
    name: { de: "Sanytol Desinfektionsspray, 500 ml", it: "Sanytol spray disinfettante, 500 ml", fr: "Sanytol spray désinfectant, 500 ml" },
    description: {
      de: "<p>Desinfiziert Oberflächen und Textilien ohne Chlor.</p>",
      it: "<p>Disinfetta superfici e tessuti senza cloro.</p>",
      fr: "<p>Désinfecte les surfaces et les textiles sans chlore.</p>",
    },
  },
  {
    number: "SW10014", manufacturer: "antibrumm", category: "insektenschutz", tax: "standard", gross: 15.9, listGross: 17.9, stock: 25,
    ean: "7610167000123", weight: 0.09, color: "#9b2c2c",
    name: { de: "Anti-Brumm Forte Spray, 75 ml", it: "Anti-Brumm Forte spray, 75 ml", fr: "Anti-Brumm Forte spray, 75 ml" },
    description: {
      de: "<p>Insektenschutz gegen Mücken und Zecken, bis zu 8 Stunden.</p>",
      it: "<p>Protezione contro zanzare e zecche, fino a 8 ore.</p>",
      fr: "<p>Protection contre les moustiques et les tiques, jusqu'à 8 heures.</p>",
    },
  },
];
