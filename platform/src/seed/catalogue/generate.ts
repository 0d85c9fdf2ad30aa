import { createHash } from "node:crypto";
import { productId } from "../ids.js";
import type { I18n, Lang } from "../data.js";
import { BRANDS, brandsFor, type Brand, type Sector } from "./brands.js";
import { FORMS, type Form } from "./forms.js";
import { E_BOOKS, TREE, type Line } from "./tree.js";
import { AVAILABILITY, BASE_INGREDIENTS, FEATURES, LABELS, OTHER_INFO, SECTOR_NOTE, SKIN_TYPES, faqs, expertText, EXPERTS, AGE_GROUPS, REVIEWS as REVIEW_POOL, REVIEWERS as REVIEWER_POOL } from "./texts.js";

const LANGS: Lang[] = ["de", "it", "fr"];

/** A product (or variant) of the generated catalogue, independent of the database layout. */
export interface GenProduct {
  number: string;
  parentNumber: string | null;
  brandKey: string;
  sector: Sector;
  leafKey: string;
  /** "reduced" (medicines, 2.6 %) or "standard" (8.1 %) */
  tax: "reduced" | "standard";
  type: "physical" | "digital";
  name: I18n;
  gross: number;
  listGross: number | null;
  tiers: { start: number; end: number | null; gross: number }[];
  stock: number;
  isCloseout: boolean;
  availability: string;
  ean: string;
  pharmacode: string;
  sku: string;
  weight: number;
  reference: { purchaseUnit: number; referenceUnit: number; unit: "ml" | "g" | "piece" } | null;
  color: string;
  label: string;
  images: number;
  description: I18n;
  packUnit: I18n;
  packUnitPlural: I18n;
  customFields: Record<Lang, Record<string, unknown>>;
  /** property option keys "group:option" */
  properties: string[];
  /** variant-defining option keys (children only) */
  options: string[];
  shippingFree: boolean;
  topseller: boolean;
  sales: number;
  releaseDate: string;
  variantListing: boolean;
  /** search helpers (per language): line name, ingredient, leaf name */
  searchExtra: I18n;
  ingredient: I18n | null;
  reviews: { lang: Lang; title: string; content: string; points: number; author: string; days: number }[];
}

/** Deterministic PRNG (mulberry32) seeded from a string key. */
export function rngFor(key: string): () => number {
  let a = createHash("md5").update(key).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const round05 = (n: number) => Math.round(n * 20) / 20;
const swissPrice = (n: number) => {
  // shelf prices end in .90 / .50 / .95 like real pharmacy prices
  const base = Math.floor(n);
  const cents = [0.5, 0.9, 0.95][Math.floor((n - base) * 3) % 3]!;
  return round05(Math.max(1.5, base + cents));
};

function ean13(index: number): string {
  const body = `7612${String(100000 + index).padStart(8, "0")}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return body + String((10 - (sum % 10)) % 10);
}

function packLabel(form: Form, size: number, lang: Lang): string {
  if (form.measure !== "count") return `${size} ${form.measure}`;
  return `${size} ${size === 1 ? form.one[lang] : form.many[lang]}`;
}

function packSizeOption(form: Form, size: number): { key: string; name: I18n } {
  if (form.measure !== "count") return { key: `${size}${form.measure}`, name: { de: `${size} ${form.measure}`, it: `${size} ${form.measure}`, fr: `${size} ${form.measure}` } };
  return { key: `${size}pc`, name: { de: `${size} Stück`, it: `${size} ${size === 1 ? "pezzo" : "pezzi"}`, fr: `${size} ${size === 1 ? "pièce" : "pièces"}` } };
}

export interface OptionDef {
  group: string;
  key: string;
  name: I18n;
}

export interface GeneratedCatalogue {
  products: GenProduct[];
  /** every property option used, keyed "group:key" */
  options: Map<string, OptionDef>;
  brands: Brand[];
}

export interface GenerateOptions {
  /** brands per product line (default 6); smaller values give a small catalogue for unit tests */
  brandsPerLine?: number;
}

/**
 * Builds the catalogue in a fixed order so product numbers (and therefore ids) are stable.
 * Per line: several brands × (strength, form, pack size) combinations; some become variant
 * groups (parent + one child per pack size).
 */
export function generateCatalogue(opts: GenerateOptions = {}): GeneratedCatalogue {
  const brandsPerLine = opts.brandsPerLine ?? 6;
  const products: GenProduct[] = [];
  const options = new Map<string, OptionDef>();
  const prop: PropFn = (group, key, name) => {
    const k = `${group}:${key}`;
    if (!options.has(k)) options.set(k, { group, key, name });
    return k;
  };
  let counter = 0;
  let lineIndex = 0;
  const seenNames = new Set<string>();

  for (const top of TREE) {
    const sectorBrands = brandsFor(top.sector);
    for (const branch of top.branches) {
      for (const leaf of branch.leaves) {
        for (const line of leaf.lines) {
          lineIndex++;
          const n = Math.min(brandsPerLine, sectorBrands.length);
          for (let j = 0; j < n; j++) {
            const brand = sectorBrands[(lineIndex * 5 + j * 3) % sectorBrands.length]!;
            const rng = rngFor(`${leaf.key}:${line.key}:${brand.key}`);
            const combos: { strength: string | null; form: Form; size: number; sizeIdx: number }[] = [];
            for (const s of line.strengths?.length ? line.strengths : [null])
              for (const fk of line.forms)
                line.sizes.forEach((size, sizeIdx) => {
                  const form = FORMS[fk]!;
                  // strengths only make sense for solid dosage forms
                  if (s && form.measure !== "count") return;
                  combos.push({ strength: s, form, size, sizeIdx });
                });
            // variant group: same strength and form, one child per pack size
            const canVary = line.sizes.length >= 2 && rng() < 0.25;
            if (canVary) {
              const first = combos[Math.floor(rng() * combos.length)]!;
              const group = combos.filter((c) => c.strength === first.strength && c.form === first.form);
              const spf = line.spf ? line.spf[Math.floor(rng() * line.spf.length)]! : null;
              const parentNumber = `SW2${String(++counter).padStart(4, "0")}`;
              const parentName = productName(brand, line, first.form, first.strength, null, spf);
              if (seenNames.has(parentName.de)) continue;
              seenNames.add(parentName.de);
              const children = group.map((c, i) =>
                build({ brand, line, leafKey: leaf.key, sector: top.sector, combo: c, spf, number: `${parentNumber}.${i + 1}`, parentNumber, index: counter * 10 + i + 1 }, prop),
              );
              for (const child of children) {
                const sizeOpt = packSizeOption(first.form, Number(child.customFields.de.product_pack_size));
                child.options = [prop("pack-size", sizeOpt.key, sizeOpt.name)];
              }
              const cheapest = children.reduce((a, b) => (a.gross <= b.gross ? a : b));
              const parent: GenProduct = {
                ...cheapest,
                number: parentNumber,
                parentNumber: null,
                name: parentName,
                options: [],
                variantListing: true,
                ean: ean13(counter * 10),
                pharmacode: String(2000000 + counter * 10 * 37),
                sku: String(300000 + counter * 10 * 13),
                properties: cheapest.properties.filter((p) => !p.startsWith("pack-size:")),
                reviews: cheapest.reviews,
              };
              for (const c of children) c.reviews = [];
              products.push(parent, ...children);
              continue;
            }
            // simple products: up to two combinations per brand
            const picks = new Set<number>();
            const want = Math.min(2, combos.length);
            while (picks.size < want) picks.add(Math.floor(rng() * combos.length));
            for (const idx of [...picks].sort((a, b) => a - b)) {
              const c = combos[idx]!;
              const spf = line.spf ? line.spf[Math.floor(rng() * line.spf.length)]! : null;
              const number = `SW2${String(++counter).padStart(4, "0")}`;
              const p = build({ brand, line, leafKey: leaf.key, sector: top.sector, combo: c, spf, number, parentNumber: null, index: counter * 10 }, prop);
              if (seenNames.has(p.name.de)) {
                counter--;
                continue;
              }
              seenNames.add(p.name.de);
              products.push(p);
            }
          }
        }
      }
    }
  }

  // digital products: e-books with a PDF download
  E_BOOKS.forEach((book, i) => {
    const number = `SW3${String(i + 1).padStart(4, "0")}`;
    const brand = BRANDS.find((x) => x.key === "helvicare")!;
    const rng = rngFor(book.key);
    const name: I18n = { de: `${book.title.de} (E-Book)`, it: `${book.title.it} (e-book)`, fr: `${book.title.fr} (e-book)` };
    const cf = (lang: Lang): Record<string, unknown> => ({
      product_sku: String(900000 + i),
      product_pharmacode: null,
      product_packing: "PDF",
      product_pack_size: 1,
      product_availability: "available",
      product_availability_label: AVAILABILITY.available!.label[lang],
      product_returnable: false,
      product_cancellable: false,
      product_click_collect: false,
      product_usage: `<p>${FORMS.ebook!.usage[lang]}</p>`,
      product_ingredients: null,
      product_characteristics: `<ul><li>PDF</li><li>${{ de: "Sofort verfügbar nach Zahlungseingang", it: "Disponibile subito dopo il pagamento", fr: "Disponible immédiatement après paiement" }[lang]}</li></ul>`,
      product_other_info: `<p>${{ de: "Digitale Inhalte sind vom Widerrufsrecht ausgeschlossen, sobald der Download beginnt.", it: "I contenuti digitali sono esclusi dal diritto di revoca non appena inizia il download.", fr: "Les contenus numériques sont exclus du droit de révocation dès le début du téléchargement." }[lang]}</p>`,
      product_faqs: [],
      product_additional_data: JSON.stringify({ digital: true, pages: 40 + i * 8 }),
    });
    products.push({
      number, parentNumber: null, brandKey: brand.key, sector: "supplement", leafKey: "e-books", tax: "standard", type: "digital",
      name, gross: book.price, listGross: null, tiers: [], stock: 9999, isCloseout: false, availability: "available",
      ean: ean13(90000 + i), pharmacode: "", sku: String(900000 + i), weight: 0, reference: null, color: "#2c5282", label: "PDF",
      images: 1,
      description: {
        de: `<p>${book.title.de}: praktisches Wissen unserer Apothekerinnen und Apotheker als PDF zum Herunterladen.</p>`,
        it: `<p>${book.title.it}: consigli pratici dei nostri farmacisti in PDF da scaricare.</p>`,
        fr: `<p>${book.title.fr} : les conseils pratiques de nos pharmaciens en PDF à télécharger.</p>`,
      },
      packUnit: { de: "E-Book", it: "e-book", fr: "e-book" }, packUnitPlural: { de: "E-Books", it: "e-book", fr: "e-books" },
      customFields: { de: cf("de"), it: cf("it"), fr: cf("fr") },
      properties: [], options: [], shippingFree: true, topseller: i === 0, sales: Math.floor(rng() * 200),
      releaseDate: "2024-10-01T00:00:00.000Z", variantListing: false,
      searchExtra: { de: "Ratgeber E-Book PDF", it: "guida e-book PDF", fr: "guide e-book PDF" }, ingredient: null, reviews: [],
    });
  });

  return { products, options, brands: BRANDS };
}

type PropFn = (group: string, key: string, name: I18n) => string;

function slugKey(s: string): string {
  return s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

/** A strength as written in `lang`: international units are "IE" in German, "UI" in Italian and French. */
function strengthIn(strength: string, lang: Lang): string {
  return lang === "de" ? strength : strength.replace(/\bIE\b/g, "UI");
}

function productName(brand: Brand, line: Line, form: Form, strength: string | null, size: number | null, spf: number | null): I18n {
  const out = {} as I18n;
  for (const lang of LANGS) {
    let s = `${brand.name} ${line.name[lang]}`;
    if (form.measure !== "count" && !line.noun) s += ` ${form.one[lang]}`;
    if (strength) s += ` ${strengthIn(strength, lang)}`;
    if (spf) s += ` ${lang === "de" ? "LSF" : "SPF"} ${spf === 50 ? "50+" : spf}`;
    if (size !== null && !(form.key === "piece" && size === 1)) s += `, ${packLabel(form, size, lang)}`;
    out[lang] = s;
  }
  return out;
}

interface BuildInput {
  brand: Brand;
  line: Line;
  leafKey: string;
  sector: Sector;
  combo: { strength: string | null; form: Form; size: number; sizeIdx: number };
  spf: number | null;
  number: string;
  parentNumber: string | null;
  index: number;
}

function build(inp: BuildInput, prop: PropFn): GenProduct {
  const { brand, line, sector, combo } = inp;
  const rng = rngFor(`product:${inp.number}:${inp.brand.key}:${line.key}`);
  const { form, size, strength } = combo;
  const name = productName(brand, line, form, strength, size, inp.spf);
  const span = line.sizes.length > 1 ? combo.sizeIdx / (line.sizes.length - 1) : 0.5;
  const gross = swissPrice(line.price[0] + (line.price[1] - line.price[0]) * (0.15 + 0.7 * span + 0.15 * rng()));
  const listGross = rng() < 0.2 ? swissPrice(gross * (1.12 + rng() * 0.25)) : null;
  const tiers =
    !inp.parentNumber && rng() < 0.12
      ? [
          { start: 1, end: 2, gross },
          { start: 3, end: 5, gross: round05(gross * 0.95) },
          { start: 6, end: null, gross: round05(gross * 0.9) },
        ]
      : [];

  // SPEC §4 availability states, with stock levels that match them
  const r = rng();
  const availability =
    r < 0.4 ? "available" : r < 0.55 ? "dispatch_today" : r < 0.65 ? "dispatch_tomorrow" : r < 0.7 ? "dispatch_monday"
    : r < 0.8 ? "in_stock_ch" : r < 0.88 ? "on_order" : r < 0.93 ? "on_customer_order" : "not_available";
  const stock = availability === "not_available" ? 0 : availability === "on_order" || availability === "on_customer_order" ? 0 : 5 + Math.floor(rng() * 300);
  const isCloseout = availability === "not_available";

  const reference: GenProduct["reference"] =
    form.measure === "count" ? (size > 1 ? { purchaseUnit: size, referenceUnit: 1, unit: "piece" } : null) : { purchaseUnit: size, referenceUnit: 100, unit: form.measure };
  const weight = Math.round((form.measure === "count" ? 0.02 + size * 0.0015 : (size / 1000) * 1.05 + 0.03) * 1000) / 1000;

  const properties: string[] = [prop("dosage-form", form.key, form.one.de === form.many.de ? form.one : form.many)];
  const sizeOpt = packSizeOption(form, size);
  properties.push(prop("pack-size", sizeOpt.key, sizeOpt.name));
  if (line.ingredient) properties.push(prop("active-ingredient", slugKey(line.ingredient.de), line.ingredient));
  if (line.skin) {
    const keys = Object.keys(SKIN_TYPES);
    const a = keys[Math.floor(rng() * keys.length)]!;
    const b = keys[Math.floor(rng() * keys.length)]!;
    for (const k of new Set([a, b])) properties.push(prop("skin-type", k, SKIN_TYPES[k]!));
  }
  if (inp.spf) properties.push(prop("spf", String(inp.spf), { de: `LSF ${inp.spf === 50 ? "50+" : inp.spf}`, it: `SPF ${inp.spf === 50 ? "50+" : inp.spf}`, fr: `SPF ${inp.spf === 50 ? "50+" : inp.spf}` }));
  const age = line.age ?? (sector === "baby" ? "baby" : "adult");
  properties.push(prop("age-group", age, AGE_GROUPS[age]!));
  const features = [...(line.features ?? [])];
  if (rng() < 0.3) features.push("swiss");
  for (const f of features) properties.push(prop("features", f, FEATURES[f]!));

  const returnable = (sector === "beauty" || sector === "household") && availability !== "on_customer_order";
  const cancellable = availability !== "on_customer_order";
  const shippingFree = gross >= 60 || rng() < 0.05;
  const subject = (lang: Lang) => `${brand.name} ${line.name[lang]}`;
  const expert = rng() < 0.4 ? EXPERTS[Math.floor(rng() * EXPERTS.length)]! : null;
  const expertPoints = rng() < 0.7 ? 5 : 4;

  const hasThumb = rng() < 0.3;
  const images = hasThumb ? 2 + Math.floor(rng() * 2) : 1 + Math.floor(rng() * 3);
  const customFields = {} as Record<Lang, Record<string, unknown>>;
  const description = {} as I18n;
  const packUnit = {} as I18n;
  const packUnitPlural = {} as I18n;
  for (const lang of LANGS) {
    description[lang] = `<p>${subject(lang)} ${line.benefit[lang]}.</p><p>${SECTOR_NOTE[sector][lang]}</p>`;
    packUnit[lang] = form.one[lang];
    packUnitPlural[lang] = form.many[lang];
    const ingredientsHtml =
      sector === "medicine" || sector === "supplement"
        ? `<p>${LABELS.ingredient[lang]}: ${line.ingredient ? `${line.ingredient[lang]}${strength ? ` ${strengthIn(strength, lang)}` : ""}` : "–"}.</p><p>${LABELS.excipients[lang]}: ${BASE_INGREDIENTS[sector][lang]}</p>`
        : `<p>${LABELS.ingredientsList[lang]}: ${line.ingredient ? `${line.ingredient[lang]}, ` : ""}${BASE_INGREDIENTS[sector][lang]}</p>`;
    const characteristics = [
      `${LABELS.brand[lang]}: ${brand.name}`,
      `${LABELS.form[lang]}: ${(form.one.de === form.many.de ? form.one : form.many)[lang]}`,
      `${LABELS.pack[lang]}: ${packLabel(form, size, lang)}`,
      ...(line.ingredient ? [`${LABELS.ingredient[lang]}: ${line.ingredient[lang]}`] : []),
      ...features.map((f) => FEATURES[f]![lang]),
    ];
    customFields[lang] = {
      product_sku: String(300000 + inp.index * 13),
      product_pharmacode: String(2000000 + inp.index * 37),
      product_packing: packLabel(form, size, lang),
      product_pack_size: size,
      product_availability: availability,
      product_availability_label: AVAILABILITY[availability]!.label[lang],
      product_returnable: returnable,
      product_cancellable: cancellable,
      product_click_collect: availability !== "on_customer_order" && availability !== "not_available",
      product_usage: `<p>${form.usage[lang]}</p>`,
      product_ingredients: ingredientsHtml,
      product_characteristics: `<ul>${characteristics.map((c) => `<li>${c}</li>`).join("")}</ul>`,
      product_other_info: `${OTHER_INFO[lang](returnable)}<p>${LABELS.storage[lang]}</p>`,
      product_faqs: faqs(lang, sector, subject(lang), line.age),
      ...(expert ? { product_expert_review: { name: expert.name, role: expert.role[lang], text: expertText(lang, subject(lang), line.benefit[lang]), points: expertPoints } } : {}),
      product_additional_data: JSON.stringify({
        // optional list thumbnail: the product's second gallery image, as a media path (prefix with the platform origin)
        ...(hasThumb ? { thumbnail: `media/${productId(inp.number)}-2.webp` } : {}),
        badges: [...(listGross ? ["sale"] : []), ...(features.includes("swiss") ? ["swiss"] : [])],
      }),
    };
  }

  const reviewCount = rng() < 0.35 ? 0 : 1 + Math.floor(rng() * 6);
  const reviews: GenProduct["reviews"] = [];
  for (let i = 0; i < reviewCount; i++) {
    const lang = LANGS[rng() < 0.6 ? 0 : rng() < 0.5 ? 1 : 2]!;
    const pool = REVIEW_POOL[lang];
    const [title, content, points] = pool[Math.floor(rng() * pool.length)]!;
    const authors = REVIEWER_POOL[lang];
    reviews.push({ lang, title, content, points, author: authors[Math.floor(rng() * authors.length)]!, days: 3 + Math.floor(rng() * 400) });
  }

  return {
    number: inp.number,
    parentNumber: inp.parentNumber,
    brandKey: brand.key,
    sector,
    leafKey: inp.leafKey,
    tax: sector === "medicine" ? "reduced" : "standard",
    type: "physical",
    name,
    gross,
    listGross,
    tiers,
    stock,
    isCloseout,
    availability,
    ean: ean13(inp.index),
    pharmacode: String(2000000 + inp.index * 37),
    sku: String(300000 + inp.index * 13),
    weight,
    reference,
    color: brand.color,
    label: brand.name.replace(/[^A-Za-z]/g, "").slice(0, 2).toUpperCase() + (line.name.de[0] ?? ""),
    images,
    description,
    packUnit,
    packUnitPlural,
    customFields,
    properties,
    options: [],
    shippingFree,
    topseller: rng() < 0.07,
    sales: Math.floor(rng() * 500),
    releaseDate: new Date(Date.UTC(2023, 0, 1) + Math.floor(rng() * 700) * 86400000).toISOString(),
    variantListing: false,
    searchExtra: line.name,
    ingredient: line.ingredient ?? null,
    reviews,
  };
}

