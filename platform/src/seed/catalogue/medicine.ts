import type { I18n, Lang } from "../data.js";
import type { GenProduct } from "./generate.js";
import type { LeafletSpec } from "../../media/leaflet.js";

/**
 * Swissmedic dispensing categories of the seeded medicines, by active ingredient (German name), as the Swiss
 * packs of these ingredients at OTC strengths are classified. Ingredients missing here (sea water, hyaluronic acid,
 * lactic acid bacteria, heat plasters) are medical devices or food supplements: no category, no medicine notice.
 * Category C was folded into B and D by the 2019 revision of the Therapeutic Products Act, so no seeded pack
 * carries it (the schema keeps C for data from older packs).
 */
const CATEGORY_BY_INGREDIENT: Record<string, "A" | "B" | "C" | "D" | "E"> = {
  Ibuprofen: "D",
  Paracetamol: "D",
  Acetylsalicylsäure: "D",
  Diclofenac: "D",
  Arnika: "D",
  Efeublätterextrakt: "D",
  Thymian: "E",
  Salbei: "E",
  Acetylcystein: "D",
  Xylometazolin: "D",
  Chlorhexidin: "D",
  Calciumcarbonat: "D",
  Pantoprazol: "D",
  Macrogol: "D",
  Loperamid: "D",
  Cetirizin: "D",
  Loratadin: "D",
  Ketotifen: "D",
  Baldrianwurzel: "D",
  // Swiss melatonin preparations are prescription-only
  Melatonin: "B",
  Passionsblumenkraut: "D",
  Lavendelöl: "D",
};

/** The product custom fields a shop reads for medicines (gateway catalog/product.ts CUSTOM_FIELD). */
export const MEDICINE_FIELD = {
  dispensingCategory: "pharmacy_dispensing_category",
  packageLeaflet: "pharmacy_package_leaflet",
} as const;

export function dispensingCategoryOf(p: GenProduct): string | null {
  if (p.sector !== "medicine" || !p.ingredient) return null;
  return CATEGORY_BY_INGREDIENT[p.ingredient.de] ?? null;
}

const HEADINGS = {
  leaflet: { de: "Packungsbeilage", it: "Foglietto illustrativo", fr: "Notice d'emballage" },
  ingredient: { de: "Wirkstoff", it: "Principio attivo", fr: "Principe actif" },
  category: { de: "Abgabekategorie", it: "Categoria di dispensazione", fr: "Catégorie de remise" },
  description: { de: "Was ist es und wann wird es angewendet?", it: "Che cos'è e quando si usa?", fr: "Qu'est-ce que c'est et quand est-il utilisé ?" },
  usage: { de: "Wie verwenden Sie es?", it: "Come si usa?", fr: "Comment l'utiliser ?" },
  caution: { de: "Wann ist Vorsicht geboten?", it: "Quando occorre prudenza?", fr: "Quelles sont les précautions à prendre ?" },
} satisfies Record<string, I18n>;

const CAUTION: I18n = {
  de: "Fragen Sie Ihre Apothekerin, Ihren Apotheker oder Ihre Ärztin, Ihren Arzt, wenn Sie schwanger sind oder stillen, andere Arzneimittel einnehmen oder die Beschwerden länger als drei Tage anhalten. Arzneimittel für Kinder unerreichbar aufbewahren.",
  it: "Chieda al suo farmacista o al suo medico se è incinta o allatta, se assume altri medicamenti o se i disturbi persistono per più di tre giorni. Conservare i medicamenti fuori dalla portata dei bambini.",
  fr: "Demandez conseil à votre pharmacien ou à votre médecin si vous êtes enceinte ou allaitez, si vous prenez d'autres médicaments ou si les troubles persistent plus de trois jours. Tenir les médicaments hors de portée des enfants.",
};

const plain = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

/** The leaflet of a medicine in one language, from the product's own seeded texts. */
export function leafletSpec(p: GenProduct, lang: Lang, category: string): LeafletSpec {
  const cf = p.customFields[lang];
  return {
    kind: "leaflet",
    lang,
    title: `${HEADINGS.leaflet[lang]}: ${p.name[lang]}`,
    sections: [
      { heading: HEADINGS.ingredient[lang], text: p.ingredient![lang] },
      { heading: HEADINGS.category[lang], text: category },
      { heading: HEADINGS.description[lang], text: plain(p.description[lang]) },
      { heading: HEADINGS.usage[lang], text: plain(String(cf.product_usage ?? "")) },
      { heading: HEADINGS.caution[lang], text: CAUTION[lang] },
    ],
  };
}
