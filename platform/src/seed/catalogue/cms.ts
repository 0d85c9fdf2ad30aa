import type { I18n, Lang } from "../data.js";
import { IMPRINT_PAGE_HTML } from "./imprint.js";
import { DELIVERY_FAQ_ANSWER, PAYMENT_PAGE_HTML, SHIPPING_PAGE_HTML, TERMS_PAGE_HTML } from "./rule-texts.js";

/**
 * CMS layouts (Shopware's cms_page → sections → blocks → slots) and the landing pages that use
 * them. Slot configs follow Shopware's {field: {source: "static"|"mapped", value}} shape;
 * the resolver (src/cms/) adds each slot's `data` at request time.
 * Custom element types beyond Shopware's core set: faq, poll, quote, fact (config only, data null).
 */
export interface Visibility {
  mobile: boolean;
  tablet: boolean;
  desktop: boolean;
}
export type SlotConfig = Record<string, { source: "static" | "mapped"; value: unknown }>;
export interface Refs {
  product(number: string): string;
  media(key: string): string;
  category(key: string): string;
}
export interface SlotDef {
  slot: string;
  type: string;
  config: (lang: Lang, refs: Refs) => SlotConfig;
}
export interface BlockDef {
  type: string;
  sectionPosition?: "main" | "sidebar";
  visibility?: Visibility;
  backgroundColor?: string;
  marginTop?: string;
  marginBottom?: string;
  slots: SlotDef[];
}
export interface SectionDef {
  type: "default" | "sidebar";
  sizingMode?: "boxed" | "full_width";
  mobileBehavior?: string;
  backgroundColor?: string;
  visibility?: Visibility;
  blocks: BlockDef[];
}
export interface PageDef {
  key: string;
  type: "page" | "landingpage" | "product_list" | "product_detail";
  name: I18n;
  sections: SectionDef[];
}
export interface LandingDef {
  key: string;
  kind: "topic" | "editorial" | "campaign" | "landing";
  /** seo path per language, without leading slash */
  path: I18n;
  name: I18n;
  metaDescription: I18n;
  page: PageDef;
}
/** Banner images rendered by the packshot route (no downloads). */
export interface BannerDef {
  key: string;
  color: string;
  label: string;
  alt: I18n;
  /** height ÷ width: wide, low pictures for heroes and banners (square when absent) */
  ratio?: number;
}

const t = (de: string, it: string, fr: string): I18n => ({ de, it, fr });
const s = (value: unknown) => ({ source: "static" as const, value });
const ALL: Visibility = { mobile: true, tablet: true, desktop: true };
const NOT_MOBILE: Visibility = { mobile: false, tablet: true, desktop: true };
const MOBILE_ONLY: Visibility = { mobile: true, tablet: false, desktop: false };

const text = (html: I18n, slot = "content"): SlotDef => ({ slot, type: "text", config: (l) => ({ content: s(html[l]), verticalAlign: s(null) }) });
const block = (type: string, slots: SlotDef[], extra: Partial<BlockDef> = {}): BlockDef => ({ type, slots, ...extra });
const textBlock = (html: I18n, extra: Partial<BlockDef> = {}) => block("text", [text(html)], extra);
const productSlider = (title: I18n, numbers: string[], extra: Partial<BlockDef> = {}): BlockDef =>
  block("product-slider", [{
    slot: "productSlider",
    type: "product-slider",
    config: (l, r) => ({ title: s(title[l]), products: s(numbers.map((n) => r.product(n))), displayMode: s("standard"), boxLayout: s("standard"), navigation: s(true), rotate: s(false) }),
  }], extra);
const imageSlot = (slot: string, mediaKey: string, url: string | null, minHeight: string | null): SlotDef =>
  ({ slot, type: "image", config: (_l, r) => ({ media: s(r.media(mediaKey)), url: s(url), newTab: s(false), displayMode: s("standard"), minHeight: s(minHeight) }) });
const image = (mediaKey: string, url: string | null = null, extra: Partial<BlockDef> = {}): BlockDef => block("image", [imageSlot("image", mediaKey, url, null)], extra);
/** Shopware's image-text block: a words-free picture beside the message (headline, text, call to action per language). */
const banner = (mediaKey: string, html: I18n, extra: Partial<BlockDef> = {}): BlockDef =>
  block("image-text", [imageSlot("left", mediaKey, null, null), text(html, "right")], extra);
/** Banner text: headline (h1 on home, h2 under a category's own h1), one sentence and a call-to-action link to a shop path. */
const bannerText = (level: 1 | 2, headline: I18n, body: I18n, cta: I18n, path: I18n): I18n =>
  each((l) => `<h${level}>${headline[l]}</h${level}><p>${body[l]}</p><p><a class="button" href="${path[l]}">${cta[l]}</a></p>`);
const each = (f: (l: Lang) => string): I18n => ({ de: f("de"), it: f("it"), fr: f("fr") });
const faq = (items: { q: I18n; a: I18n }[]): BlockDef =>
  block("faq", [{ slot: "content", type: "faq", config: (l) => ({ title: s({ de: "Häufige Fragen", it: "Domande frequenti", fr: "Questions fréquentes" }[l]), items: s(items.map((i) => ({ question: i.q[l], answer: i.a[l] }))) }) }]);
const quote = (q: I18n, author: string): BlockDef => block("quote", [{ slot: "content", type: "quote", config: (l) => ({ text: s(q[l]), author: s(author) }) }]);
const fact = (title: I18n, body: I18n): BlockDef => block("fact", [{ slot: "content", type: "fact", config: (l) => ({ title: s(title[l]), text: s(body[l]) }) }]);
const poll = (id: string, question: I18n, options: I18n[]): BlockDef =>
  block("poll", [{ slot: "content", type: "poll", config: (l) => ({ pollId: s(id), question: s(question[l]), options: s(options.map((o, i) => ({ id: `${id}-${i + 1}`, label: o[l] }))) }) }]);
export const BANNERS: BannerDef[] = [
  { key: "home-winter", color: "#2b6cb0", label: "WIN", ratio: 0.6, alt: t("Packung, Kapsel und Salbe aus der Apotheke", "Confezione, capsula e pomata della farmacia", "Boîte, gélule et pommade de la pharmacie") },
  { key: "category-banner", color: "#319795", label: "APO", ratio: 0.3, alt: t("Beratung durch unsere Apotheke", "Consulenza della nostra farmacia", "Conseils de notre pharmacie") },
  { key: "editorial-cold", ratio: 1 / 3, color: "#3182ce", label: "TIP", alt: t("Erkältung vorbeugen", "Prevenire il raffreddore", "Prévenir le rhume") },
  { key: "editorial-sleep", ratio: 1 / 3, color: "#1a365d", label: "ZZZ", alt: t("Gesund schlafen", "Dormire bene", "Bien dormir") },
  { key: "editorial-sun", ratio: 1 / 3, color: "#ed8936", label: "UV", alt: t("Kinder richtig eincremen", "Proteggere i bambini dal sole", "Protéger les enfants du soleil") },
  { key: "campaign-winter", ratio: 1 / 3, color: "#c53030", label: "-20%", alt: t("Winteraktion", "Promozione invernale", "Promotion d'hiver") },
  { key: "campaign-baby", ratio: 1 / 3, color: "#ed64a6", label: "BABY", alt: t("Babywelt", "Mondo bebè", "Univers bébé") },
];

const sidebar: SectionDef = {
  type: "sidebar",
  mobileBehavior: "wrap",
  blocks: [
    block("category-navigation", [{ slot: "content", type: "category-navigation", config: () => ({}) }], { sectionPosition: "sidebar", visibility: NOT_MOBILE }),
    block("sidebar-filter", [{ slot: "content", type: "sidebar-filter", config: () => ({}) }], { sectionPosition: "sidebar" }),
    block("product-listing", [{ slot: "content", type: "product-listing", config: () => ({ boxLayout: s("standard"), showSorting: s(true), useCustomSorting: s(false), availableSortings: s([]), defaultSorting: s(null), filters: s("manufacturer-filter,rating-filter,price-filter,shipping-free-filter,property-filter"), propertyWhitelist: s([]) }) }], { sectionPosition: "main" }),
  ],
};

export const LAYOUTS: PageDef[] = [
  {
    key: "home",
    type: "landingpage",
    name: t("Startseite", "Pagina iniziale", "Page d'accueil"),
    sections: [
      {
        type: "default",
        blocks: [
          banner("home-winter", bannerText(1,
            t("Ihre Online-Apotheke für die ganze Schweiz", "La sua farmacia online per tutta la Svizzera", "Votre pharmacie en ligne pour toute la Suisse"),
            t(
              "Medikamente, Nahrungsergänzung, Schönheit und Pflege – geprüft von unseren Apothekerinnen und Apothekern und schnell geliefert.",
              "Medicamenti, integratori, bellezza e cura – verificati dai nostri farmacisti e consegnati rapidamente.",
              "Médicaments, compléments alimentaires, beauté et soins – vérifiés par nos pharmaciens et livrés rapidement.",
            ),
            t("Bestseller entdecken", "Scopra i bestseller", "Découvrir les meilleures ventes"),
            t("/t/bestseller", "/it/t/bestseller", "/fr/t/bestseller"),
          )),
          productSlider(t("Bestseller", "Bestseller", "Meilleures ventes"), ["SW10001", "SW10005", "SW10009", "SW10004", "SW10008", "SW10011", "SW10006", "SW10013"]),
          block("category-navigation", [{ slot: "content", type: "category-navigation", config: () => ({}) }], { visibility: MOBILE_ONLY }),
        ],
      },
    ],
  },
  {
    key: "category-top",
    type: "product_list",
    name: t("Kategorie mit Banner", "Categoria con banner", "Catégorie avec bannière"),
    sections: [
      {
        type: "default",
        blocks: [
          banner("category-banner", bannerText(2,
            t("Beratung durch unsere Apotheke", "Consulenza della nostra farmacia", "Conseils de notre pharmacie"),
            t(
              "Fragen zu Wirkung, Dosierung oder Wechselwirkungen? Unser Apothekenteam berät Sie persönlich.",
              "Domande su effetto, dosaggio o interazioni? Il nostro team di farmacisti la consiglia personalmente.",
              "Des questions sur l'effet, le dosage ou les interactions ? Notre équipe de pharmaciens vous conseille personnellement.",
            ),
            t("Apothekenteam fragen", "Chieda ai nostri farmacisti", "Demander à nos pharmaciens"),
            t("/Service/Kontakt/", "/it/Servizio/Contatto/", "/fr/Service/Contact/"),
          ), { visibility: NOT_MOBILE }),
          block("text", [{ slot: "content", type: "text", config: () => ({ content: { source: "mapped", value: "category.description" } }) }]),
        ],
      },
      sidebar,
    ],
  },
  { key: "category-listing", type: "product_list", name: t("Kategorieseite", "Pagina categoria", "Page de catégorie"), sections: [sidebar] },
  {
    key: "product-detail",
    type: "product_detail",
    name: t("Produktseite", "Pagina prodotto", "Page produit"),
    sections: [
      {
        type: "default",
        blocks: [
          block("gallery-buybox", [
            { slot: "left", type: "image-gallery", config: () => ({ sliderItems: { source: "mapped", value: "product.media" }, navigationArrows: s("inside"), galleryPosition: s("left"), displayMode: s("standard") }) },
            { slot: "right", type: "buy-box", config: () => ({ product: { source: "mapped", value: "product" } }) },
          ]),
          block("product-description-reviews", [{ slot: "content", type: "product-description-reviews", config: () => ({ product: { source: "mapped", value: "product" } }) }]),
          block("cross-selling", [{ slot: "content", type: "cross-selling", config: () => ({ product: { source: "mapped", value: "product" }, boxLayout: s("standard"), elMinWidth: s("300px") }) }]),
        ],
      },
    ],
  },
  ...contentPages(),
];

function contentPages(): PageDef[] {
  const page = (key: string, name: I18n, html: I18n, extra: BlockDef[] = []): PageDef => ({ key, type: "page", name, sections: [{ type: "default", blocks: [textBlock(html), ...extra] }] });
  return [
    page("content-versand", t("Versand & Lieferung", "Spedizione & consegna", "Expédition & livraison"), SHIPPING_PAGE_HTML),
    page("content-zahlung", t("Zahlungsarten", "Metodi di pagamento", "Modes de paiement"), PAYMENT_PAGE_HTML),
    page("content-rueckgabe", t("Rückgabe", "Resi", "Retours"), t(
      "<h1>Rückgabe</h1><p>Sie können Artikel innert 14 Tagen ab Lieferung zurückgeben (es gilt der Poststempel). Ausgenommen sind Lebensmittel, Getränke, Medikamente, Nahrungsergänzungsmittel, Hygieneartikel, Babyartikel und beim Hersteller bestellte Artikel.</p>",
      "<h1>Resi</h1><p>Può restituire gli articoli entro 14 giorni dalla consegna (fa fede il timbro postale). Sono esclusi alimenti, bevande, medicamenti, integratori, articoli igienici, articoli per bebè e articoli ordinati presso il produttore.</p>",
      "<h1>Retours</h1><p>Vous pouvez retourner les articles dans les 14 jours suivant la livraison (le cachet de la poste faisant foi). Sont exclus les denrées alimentaires, boissons, médicaments, compléments alimentaires, articles d'hygiène, articles pour bébés et articles commandés auprès du fabricant.</p>",
    )),
    page("content-kontakt", t("Kontakt", "Contatto", "Contact"), t(
      "<h1>Kontakt</h1><p>Unser Apothekenteam berät Sie gerne – schreiben Sie uns.</p>",
      "<h1>Contatto</h1><p>Il nostro team di farmacisti è a sua disposizione – ci scriva.</p>",
      "<h1>Contact</h1><p>Notre équipe de pharmaciens vous conseille volontiers – écrivez-nous.</p>",
    ), [block("form", [{ slot: "content", type: "form", config: (l) => ({ type: s("contact"), title: s({ de: "Kontaktformular", it: "Modulo di contatto", fr: "Formulaire de contact" }[l]), mailReceiver: s(["service@apotheke.example"]), defaultMailReceiver: s(true), confirmationText: s({ de: "Vielen Dank für Ihre Nachricht.", it: "Grazie per il suo messaggio.", fr: "Merci pour votre message." }[l]) }) }])]),
    page("content-agb", t("AGB", "CG", "CG"), TERMS_PAGE_HTML),
    page("content-datenschutz", t("Datenschutz", "Protezione dei dati", "Protection des données"), t(
      "<h1>Datenschutz</h1><p>Gastdaten bewahren wir 2 Jahre nach der letzten Bestellung auf, inaktive Konten löschen wir nach 5 Jahren. Änderungen dieser Erklärung kündigen wir 30 Tage im Voraus an.</p>",
      "<h1>Protezione dei dati</h1><p>Conserviamo i dati degli ospiti per 2 anni dall'ultimo ordine e cancelliamo i conti inattivi dopo 5 anni. Le modifiche a questa dichiarazione sono annunciate con 30 giorni di anticipo.</p>",
      "<h1>Protection des données</h1><p>Nous conservons les données des invités 2 ans après la dernière commande et supprimons les comptes inactifs après 5 ans. Les modifications de cette déclaration sont annoncées 30 jours à l'avance.</p>",
    )),
    page("content-impressum", t("Impressum", "Impressum", "Mentions légales"), IMPRINT_PAGE_HTML),
  ];
}

/** Landing pages: topic (/t/), editorial (/e/), campaign (/cp/) pages. Product lists refer to product numbers. */
export function landingPages(numbers: { topsellers: string[]; bySector: Record<string, string[]>; onSale: string[] }): LandingDef[] {
  const pick = (list: string[] | undefined, n: number, offset = 0) => (list ?? []).slice(offset, offset + n);
  const topic = (key: string, path: I18n, name: I18n, intro: I18n, products: string[], faqItems: { q: I18n; a: I18n }[]): LandingDef => ({
    key, kind: "topic", path, name, metaDescription: intro,
    page: { key: `landing-${key}`, type: "landingpage", name, sections: [{ type: "default", blocks: [textBlock({ de: `<h1>${name.de}</h1><p>${intro.de}</p>`, it: `<h1>${name.it}</h1><p>${intro.it}</p>`, fr: `<h1>${name.fr}</h1><p>${intro.fr}</p>` }), productSlider(t("Empfohlene Produkte", "Prodotti consigliati", "Produits recommandés"), products), faq(faqItems)] }] },
  });
  const editorial = (key: string, path: I18n, name: I18n, bannerKey: string, intro: I18n, q: [I18n, string], f: [I18n, I18n], p: [I18n, I18n[]], products: string[]): LandingDef => ({
    key, kind: "editorial", path, name, metaDescription: intro,
    page: {
      key: `landing-${key}`, type: "landingpage", name,
      sections: [
        { type: "default", sizingMode: "full_width", blocks: [image(bannerKey)] },
        { type: "default", blocks: [textBlock({ de: `<h1>${name.de}</h1><p>${intro.de}</p>`, it: `<h1>${name.it}</h1><p>${intro.it}</p>`, fr: `<h1>${name.fr}</h1><p>${intro.fr}</p>` }), quote(q[0], q[1]), fact(f[0], f[1]), poll(`poll-${key}`, p[0], p[1]), productSlider(t("Das empfehlen wir", "Il nostro consiglio", "Nos recommandations"), products)] },
      ],
    },
  });
  const campaign = (key: string, path: I18n, name: I18n, bannerKey: string, intro: I18n, products: string[]): LandingDef => ({
    key, kind: "campaign", path, name, metaDescription: intro,
    page: { key: `landing-${key}`, type: "landingpage", name, sections: [{ type: "default", sizingMode: "full_width", blocks: [image(bannerKey)] }, { type: "default", blocks: [textBlock({ de: `<h1>${name.de}</h1><p>${intro.de}</p>`, it: `<h1>${name.it}</h1><p>${intro.it}</p>`, fr: `<h1>${name.fr}</h1><p>${intro.fr}</p>` }), productSlider(name, products)] }] },
  });
  const deliveryFaq = { q: t("Wie schnell wird geliefert?", "Quanto è veloce la consegna?", "En combien de temps suis-je livré ?"), a: DELIVERY_FAQ_ANSWER };
  const adviceFaq = { q: t("Kann ich mich beraten lassen?", "Posso ricevere una consulenza?", "Puis-je obtenir des conseils ?"), a: t("Ja, unser Apothekenteam berät Sie telefonisch oder in einer unserer Partnerapotheken.", "Sì, il nostro team di farmacisti la consiglia per telefono o in una delle nostre farmacie partner.", "Oui, notre équipe de pharmaciens vous conseille par téléphone ou dans l'une de nos pharmacies partenaires.") };

  return [
    topic("bestseller", t("t/bestseller", "t/bestseller", "t/bestseller"), t("Bestseller", "Bestseller", "Meilleures ventes"),
      t("Die beliebtesten Produkte unserer Kundinnen und Kunden.", "I prodotti più amati dai nostri clienti.", "Les produits préférés de nos clients."),
      pick(numbers.topsellers, 12), [
        { q: t("Wie entsteht die Bestseller-Liste?", "Come nasce la lista dei bestseller?", "Comment la liste des meilleures ventes est-elle établie ?"), a: t("Sie zeigt die Produkte, die in den letzten 30 Tagen am häufigsten bestellt wurden.", "Mostra i prodotti ordinati più spesso negli ultimi 30 giorni.", "Elle présente les produits les plus commandés au cours des 30 derniers jours.") },
        deliveryFaq,
      ]),
    topic("erkaeltung", t("t/erkaeltung", "t/raffreddore", "t/rhume"), t("Erkältung & Grippe", "Raffreddore & influenza", "Rhume & grippe"),
      t("Husten, Schnupfen, Halsweh: Das hilft bei Erkältungen.", "Tosse, raffreddore, mal di gola: ecco cosa aiuta.", "Toux, rhume, mal de gorge : ce qui aide en cas de refroidissement."),
      pick(numbers.bySector.medicine, 10, 60), [
        { q: t("Wann sollte ich zum Arzt?", "Quando devo consultare un medico?", "Quand dois-je consulter un médecin ?"), a: t("Bei Fieber über 39 °C, Atemnot oder wenn die Beschwerden länger als eine Woche dauern.", "In caso di febbre oltre 39 °C, difficoltà respiratorie o se i disturbi durano più di una settimana.", "En cas de fièvre supérieure à 39 °C, de difficultés respiratoires ou si les symptômes durent plus d'une semaine.") },
        adviceFaq,
      ]),
    topic("sonnenschutz", t("t/sonnenschutz", "t/protezione-solare", "t/protection-solaire"), t("Sonnenschutz", "Protezione solare", "Protection solaire"),
      t("Sicher in die Sonne – für Erwachsene und Kinder.", "Al sole in sicurezza – per adulti e bambini.", "Profiter du soleil en toute sécurité – pour les adultes et les enfants."),
      pick(numbers.bySector.beauty, 10, 40), [
        { q: t("Welcher Lichtschutzfaktor ist richtig?", "Quale fattore di protezione è giusto?", "Quel indice de protection choisir ?"), a: t("Für Kinder und helle Haut empfehlen wir LSF 50+.", "Per bambini e pelli chiare consigliamo SPF 50+.", "Pour les enfants et les peaux claires, nous recommandons SPF 50+.") },
        adviceFaq,
      ]),
    topic("allergie", t("t/allergie", "t/allergia", "t/allergie"), t("Allergien", "Allergie", "Allergies"),
      t("Gut durch die Pollensaison.", "Superare bene la stagione dei pollini.", "Bien traverser la saison des pollens."),
      pick(numbers.bySector.medicine, 10, 150), [adviceFaq, deliveryFaq]),
    editorial("erkaeltung-vorbeugen", t("e/erkaeltung-vorbeugen", "e/prevenire-il-raffreddore", "e/prevenir-le-rhume"), t("Erkältung vorbeugen: 5 Tipps", "Prevenire il raffreddore: 5 consigli", "Prévenir le rhume : 5 conseils"), "editorial-cold",
      t("Mit diesen Tipps stärken Sie Ihre Abwehrkräfte in der kalten Jahreszeit.", "Con questi consigli rafforza le sue difese nella stagione fredda.", "Avec ces conseils, renforcez vos défenses pendant la saison froide."),
      [t("Regelmässiges Händewaschen ist der einfachste Schutz vor Erkältungsviren.", "Lavarsi regolarmente le mani è la protezione più semplice contro i virus del raffreddore.", "Se laver régulièrement les mains est la protection la plus simple contre les virus du rhume."), "Dr. pharm. Anna Keller"],
      [t("Wussten Sie?", "Lo sapeva?", "Le saviez-vous ?"), t("Erwachsene haben im Durchschnitt zwei bis drei Erkältungen pro Jahr.", "Gli adulti hanno in media due o tre raffreddori all'anno.", "Les adultes attrapent en moyenne deux à trois rhumes par an.")],
      [t("Was tun Sie gegen Erkältungen?", "Cosa fa contro il raffreddore?", "Que faites-vous contre le rhume ?"), [t("Vitamin C", "Vitamina C", "Vitamine C"), t("Viel Schlaf", "Dormire molto", "Beaucoup de sommeil"), t("Bewegung an der frischen Luft", "Movimento all'aria aperta", "Bouger au grand air")]],
      pick(numbers.bySector.supplement, 6)),
    editorial("gesunder-schlaf", t("e/gesunder-schlaf", "e/dormire-bene", "e/bien-dormir"), t("Gesund schlafen", "Dormire bene", "Bien dormir"), "editorial-sleep",
      t("Warum guter Schlaf so wichtig ist – und was dabei hilft.", "Perché un buon sonno è così importante – e cosa aiuta.", "Pourquoi un bon sommeil est si important – et ce qui aide."),
      [t("Ein fester Schlafrhythmus hilft oft mehr als jedes Mittel.", "Un ritmo del sonno regolare spesso aiuta più di qualsiasi rimedio.", "Un rythme de sommeil régulier aide souvent plus que n'importe quel remède."), "Marco Bernasconi"],
      [t("Fakt", "Fatto", "Fait"), t("Erwachsene brauchen sieben bis neun Stunden Schlaf pro Nacht.", "Gli adulti hanno bisogno di sette-nove ore di sonno per notte.", "Les adultes ont besoin de sept à neuf heures de sommeil par nuit.")],
      [t("Wie viele Stunden schlafen Sie?", "Quante ore dorme?", "Combien d'heures dormez-vous ?"), [t("Weniger als 6", "Meno di 6", "Moins de 6"), t("6 bis 8", "Da 6 a 8", "6 à 8"), t("Mehr als 8", "Più di 8", "Plus de 8")]],
      pick(numbers.bySector.medicine, 6, 200)),
    editorial("sonnenschutz-kinder", t("e/sonnenschutz-kinder", "e/protezione-solare-bambini", "e/protection-solaire-enfants"), t("Sonnenschutz für Kinder", "Protezione solare per bambini", "Protection solaire pour enfants"), "editorial-sun",
      t("Kinderhaut ist besonders empfindlich. So schützen Sie sie richtig.", "La pelle dei bambini è particolarmente sensibile. Ecco come proteggerla.", "La peau des enfants est particulièrement sensible. Voici comment bien la protéger."),
      [t("Die Mittagssonne meiden ist der beste Sonnenschutz.", "Evitare il sole di mezzogiorno è la migliore protezione.", "Éviter le soleil de midi est la meilleure protection."), "Dr. méd. Claire Dubois"],
      [t("Gut zu wissen", "Buono a sapersi", "Bon à savoir"), t("Babys unter einem Jahr gehören nicht in die direkte Sonne.", "I bebè sotto un anno non devono stare al sole diretto.", "Les bébés de moins d'un an ne doivent pas être exposés directement au soleil.")],
      [t("Wie oft cremen Sie nach?", "Ogni quanto riapplica la crema?", "À quelle fréquence renouvelez-vous l'application ?"), [t("Alle 2 Stunden", "Ogni 2 ore", "Toutes les 2 heures"), t("Nach dem Baden", "Dopo il bagno", "Après la baignade"), t("Einmal am Tag", "Una volta al giorno", "Une fois par jour")]],
      pick(numbers.bySector.beauty, 6, 40)),
    campaign("winteraktion", t("cp/winteraktion", "cp/promozione-invernale", "cp/promotion-hiver"), t("Winteraktion", "Promozione invernale", "Promotion d'hiver"), "campaign-winter",
      t("Ausgewählte Produkte zu reduzierten Preisen – solange Vorrat.", "Prodotti selezionati a prezzi ridotti – fino a esaurimento scorte.", "Produits sélectionnés à prix réduits – jusqu'à épuisement des stocks."),
      pick(numbers.onSale, 12)),
    campaign("babywelt", t("cp/babywelt", "cp/mondo-bebe", "cp/univers-bebe"), t("Babywelt", "Mondo bebè", "Univers bébé"), "campaign-baby",
      t("Pflege, Nahrung und Zubehör für die ersten Jahre.", "Cura, alimentazione e accessori per i primi anni.", "Soins, alimentation et accessoires pour les premières années."),
      pick(numbers.bySector.baby, 12)),
  ];
}
