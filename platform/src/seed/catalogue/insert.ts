import { idFor } from "../../ids.js";
import { slugify } from "../../catalog/slug.js";
import { normalize } from "../../search/normalize.js";
import { MANUFACTURERS, PRODUCTS, TAXES, type I18n, type Lang, type SeedProduct } from "../data.js";
import { SEED_IDS, categoryId, manufacturerId, productId, taxId } from "../ids.js";
import { BRANDS } from "./brands.js";
import { FORMS } from "./forms.js";
import { shownIn } from "./shown.js";
import { MEDICINE_FIELD, dispensingCategoryOf, leafletSpec } from "./medicine.js";
import { leafletFileName } from "../../media/leaflet.js";
import { generateCatalogue, rngFor, type GenProduct, type GenerateOptions } from "./generate.js";
import { AGE_GROUPS, AVAILABILITY, DELIVERY_TIMES, FEATURES, PROPERTY_GROUPS, REVIEWERS, REVIEWS, SKIN_TYPES, faqs, OTHER_INFO, LABELS } from "./texts.js";
import { TREE } from "./tree.js";
import type { Run, SeedLang } from "./insert-cms.js";

export const propertyGroupId = (key: string) => idFor(`property_group:${key}`);
export const propertyOptionId = (key: string) => idFor(`property_group_option:${key}`);
export const deliveryTimeId = (key: string) => (key === "1-2d" ? SEED_IDS.deliveryTime : idFor(`delivery_time:${key}`));
export const unitId = (key: string) => idFor(`unit:${key}`);

const UNITS: Record<string, { short: I18n; name: I18n }> = {
  // The name follows any number ("5 ml", "CHF 0.75 / 1 pz.", "20 pce"): German names do not change with it,
  // Italian and French ones would ("5 Millilitro"), so there the invariant abbreviation is the name (docs/GLOSSARY.md).
  ml: { short: { de: "ml", it: "ml", fr: "ml" }, name: { de: "Milliliter", it: "ml", fr: "ml" } },
  g: { short: { de: "g", it: "g", fr: "g" }, name: { de: "Gramm", it: "g", fr: "g" } },
  piece: { short: { de: "Stk.", it: "pz.", fr: "pce" }, name: { de: "Stück", it: "pz.", fr: "pce" } },
};

/** How the 14 original hand-written products map onto forms and ingredients (keeps their ids and numbers). */
const LEGACY: Record<string, { form: string; size: number; ingredient?: I18n; availability?: string }> = {
  SW10001: { form: "tablet", size: 20, ingredient: { de: "Acetylsalicylsäure", it: "Acido acetilsalicilico", fr: "Acide acétylsalicylique" }, availability: "dispatch_today" },
  SW10002: { form: "tablet", size: 16, ingredient: { de: "Paracetamol", it: "Paracetamolo", fr: "Paracétamol" } },
  SW10003: { form: "sachet", size: 12, ingredient: { de: "Paracetamol", it: "Paracetamolo", fr: "Paracétamol" }, availability: "in_stock_ch" },
  SW10004: { form: "tablet", size: 100, ingredient: { de: "Vitamin C", it: "Vitamina C", fr: "Vitamine C" } },
  SW10005: { form: "effervescent", size: 30, ingredient: { de: "Coenzym Q10", it: "Coenzima Q10", fr: "Coenzyme Q10" }, availability: "dispatch_tomorrow" },
  SW10006: { form: "sachet", size: 20, ingredient: { de: "Magnesium", it: "Magnesio", fr: "Magnésium" } },
  SW10007: { form: "cream", size: 40, ingredient: { de: "Niacinamid", it: "Niacinamide", fr: "Niacinamide" } },
  SW10008: { form: "gel", size: 200 },
  SW10009: { form: "toothpaste", size: 75, ingredient: { de: "Fluorid", it: "Fluoruro", fr: "Fluorure" } },
  SW10010: { form: "lotion", size: 200 },
  SW10011: { form: "cream", size: 75, ingredient: { de: "Ringelblume", it: "Calendula", fr: "Calendula" } },
  SW10012: { form: "powder", size: 600, availability: "not_available" },
  SW10013: { form: "spray", size: 500, ingredient: { de: "Ethanol", it: "Etanolo", fr: "Éthanol" }, availability: "on_order" },
  SW10014: { form: "spray", size: 75, ingredient: { de: "Icaridin", it: "Icaridina", fr: "Icaridine" } },
};
const SECTOR_OF_TOP: Record<string, GenProduct["sector"]> = Object.fromEntries(TREE.map((t) => [t.key, t.sector]));

function legacyToGen(p: SeedProduct, index: number): GenProduct {
  const meta = LEGACY[p.number]!;
  const form = FORMS[meta.form]!;
  const top = TREE.find((t) => t.branches.some((b) => b.key === p.category))!;
  const sector = SECTOR_OF_TOP[top.key]!;
  const rng = rngFor(`legacy:${p.number}`);
  const availability = meta.availability ?? (p.stock === 0 ? "not_available" : "available");
  const returnable = (sector === "beauty" || sector === "household") && availability !== "on_customer_order";
  const brandName = MANUFACTURERS[p.manufacturer]!;
  const customFields = {} as Record<Lang, Record<string, unknown>>;
  for (const lang of ["de", "it", "fr"] as Lang[]) {
    const pack = form.measure === "count" ? `${meta.size} ${form.many[lang]}` : `${meta.size} ${form.measure}`;
    customFields[lang] = {
      product_sku: String(100000 + index * 17),
      product_pharmacode: String(1000000 + index * 4243),
      product_packing: pack,
      product_pack_size: meta.size,
      product_availability: availability,
      product_availability_label: AVAILABILITY[availability]!.label[lang],
      product_returnable: returnable,
      product_cancellable: true,
      product_click_collect: availability !== "not_available",
      product_usage: `<p>${form.usage[lang]}</p>`,
      product_ingredients: meta.ingredient ? `<p>${LABELS.ingredient[lang]}: ${meta.ingredient[lang]}.</p>` : null,
      product_characteristics: `<ul><li>${LABELS.brand[lang]}: ${brandName}</li><li>${LABELS.form[lang]}: ${form.many[lang]}</li><li>${LABELS.pack[lang]}: ${pack}</li></ul>`,
      product_other_info: `${OTHER_INFO[lang](returnable)}<p>${LABELS.storage[lang]}</p>`,
      product_faqs: faqs(lang, sector, p.name[lang].split(",")[0]!, undefined),
      product_expert_review: {
        name: "Dr. pharm. Anna Keller",
        role: { de: "Apothekerin", it: "Farmacista", fr: "Pharmacienne" }[lang],
        text: `${p.description[lang].replace(/<[^>]+>/g, "")} ${{ de: "Ein bewährter Klassiker aus unserer Apotheke.", it: "Un classico collaudato della nostra farmacia.", fr: "Un classique éprouvé de notre pharmacie." }[lang]}`,
        points: 5,
      },
      product_additional_data: JSON.stringify({ thumbnail: `media/${productId(p.number)}-2.webp`, badges: p.listGross ? ["sale"] : [] }),
    };
  }
  const reviews: GenProduct["reviews"] = [];
  const n = 2 + Math.floor(rng() * 4);
  for (let i = 0; i < n; i++) {
    const lang: Lang = i % 3 === 0 ? "de" : i % 3 === 1 ? "it" : "fr";
    const [title, content, points] = REVIEWS[lang][Math.floor(rng() * REVIEWS[lang].length)]!;
    reviews.push({ lang, title, content, points, author: REVIEWERS[lang][i % REVIEWERS[lang].length]!, days: 10 + i * 17 });
  }
  const properties = [`dosage-form:${form.key}`, `pack-size:${form.measure === "count" ? `${meta.size}pc` : `${meta.size}${form.measure}`}`];
  if (meta.ingredient) properties.push(`active-ingredient:${slug(meta.ingredient.de)}`);
  properties.push(`age-group:${sector === "baby" ? "baby" : "adult"}`);
  return {
    number: p.number, parentNumber: null, brandKey: `legacy:${p.manufacturer}`, sector, leafKey: p.category, tax: p.tax, type: "physical",
    name: p.name, gross: p.gross, listGross: p.listGross ?? null,
    tiers: p.number === "SW10001" ? [{ start: 1, end: 2, gross: p.gross }, { start: 3, end: 5, gross: 8.45 }, { start: 6, end: null, gross: 7.95 }] : [],
    stock: p.stock, isCloseout: !!p.isCloseout, availability, ean: p.ean, pharmacode: String(1000000 + index * 4243), sku: String(100000 + index * 17),
    weight: p.weight, reference: p.reference ? { ...p.reference } : null, color: p.color,
    label: p.name.de.split(/\s+/).filter((w) => /^[A-Za-zÄÖÜäöü]/.test(w)).slice(0, 2).map((w) => w[0]!.toUpperCase()).join(""),
    images: 2, description: p.description, packUnit: form.one, packUnitPlural: form.many, customFields, properties, options: [],
    shippingFree: false, topseller: !!p.topseller, sales: p.topseller ? 900 : 300, releaseDate: "2025-01-01T00:00:00.000Z", variantListing: false,
    searchExtra: { de: "", it: "", fr: "" }, ingredient: meta.ingredient ?? null, reviews,
  };
}

function slug(s: string): string {
  return s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

export interface CatalogueSeedResult {
  products: GenProduct[];
  topsellers: string[];
  bySector: Record<string, string[]>;
  onSale: string[];
}

const built = new Map<number, CatalogueSeedResult>();

/** Generates the catalogue (legacy 14 + generated products) without touching the database; memoised (it is deterministic). */
export function buildCatalogue(opts: GenerateOptions = {}): CatalogueSeedResult {
  const key = opts.brandsPerLine ?? 6;
  let result = built.get(key);
  if (!result) built.set(key, (result = generateAll(opts)));
  return result;
}

function generateAll(opts: GenerateOptions): CatalogueSeedResult {
  const generated = generateCatalogue(opts);
  const legacy = PRODUCTS.map((p, i) => legacyToGen(p, i + 1));
  const products = [...legacy, ...generated.products];
  const main = products.filter((p) => !p.parentNumber);
  const bySector: Record<string, string[]> = {};
  for (const p of main) (bySector[p.sector] ??= []).push(p.number);
  return {
    products,
    topsellers: main.filter((p) => p.topseller).map((p) => p.number),
    bySector,
    onSale: main.filter((p) => p.listGross).map((p) => p.number),
  };
}

/**
 * Writes brands, units, delivery times, properties, products (translations, media, prices,
 * categories, properties, variants, reviews, downloads), cross-selling, the search index and
 * product SEO URLs. Categories, taxes and the sales channel must already exist.
 */
export function insertCatalogue(
  run: Run,
  langs: SeedLang[],
  catalogue: CatalogueSeedResult,
  seededAt: string,
  insertSeo: (foreignKey: string, routeName: string, pathInfo: string, lang: SeedLang, seoPath: string) => void,
): void {
  const { products } = catalogue;
  const salesChannelId = SEED_IDS.salesChannel;

  // brands: the original ones plus the generated A–Z brands
  const brandName = new Map<string, string>();
  for (const [key, name] of Object.entries(MANUFACTURERS)) brandName.set(`legacy:${key}`, name);
  for (const b of BRANDS) brandName.set(b.key, b.name);
  const brandIdOf = (key: string) => manufacturerId(key.startsWith("legacy:") ? key.slice(7) : key);
  for (const [key, name] of brandName) {
    const id = brandIdOf(key);
    run("INSERT INTO product_manufacturer (id, link, media_id) VALUES (?, ?, NULL)", id, `https://www.${slug(name)}.example`);
    for (const l of langs) run("INSERT INTO product_manufacturer_translation VALUES (?, ?, ?, NULL)", id, l.id, name);
  }

  for (const [key, u] of Object.entries(UNITS)) {
    run("INSERT INTO unit VALUES (?)", unitId(key));
    for (const l of langs) run("INSERT INTO unit_translation VALUES (?, ?, ?, ?)", unitId(key), l.id, u.short[l.key], u.name[l.key]);
  }
  for (const d of DELIVERY_TIMES) {
    run("INSERT INTO delivery_time VALUES (?, ?, ?, ?)", deliveryTimeId(d.key), d.min, d.max, d.unit);
    for (const l of langs) run("INSERT INTO delivery_time_translation VALUES (?, ?, ?)", deliveryTimeId(d.key), l.id, d.name[l.key]);
  }

  // property groups and every option that occurs
  for (const g of PROPERTY_GROUPS) {
    run("INSERT INTO property_group (id, display_type, sorting_type, filterable, visible_on_product_detail_page, position) VALUES (?, ?, 'alphanumeric', 1, 1, ?)", propertyGroupId(g.key), g.displayType, g.position);
    for (const l of langs) run("INSERT INTO property_group_translation VALUES (?, ?, ?, NULL)", propertyGroupId(g.key), l.id, g.name[l.key]);
  }
  const optionNames = collectOptionNames(products);
  let optPos = 0;
  for (const [key, name] of optionNames) {
    const [group] = key.split(":");
    run("INSERT INTO property_group_option (id, property_group_id, position, color_hex_code, media_id) VALUES (?, ?, ?, NULL, NULL)", propertyOptionId(key), propertyGroupId(group!), ++optPos);
    for (const l of langs) run("INSERT INTO property_group_option_translation VALUES (?, ?, ?)", propertyOptionId(key), l.id, name[l.key]);
  }

  const taxRate = (key: string) => TAXES.find((t) => t.key === key)!.rate;
  const leafToCategory = (leafKey: string) => categoryId(leafKey);
  const childrenOf = new Map<string, GenProduct[]>();
  for (const p of products) if (p.parentNumber) (childrenOf.get(p.parentNumber) ?? childrenOf.set(p.parentNumber, []).get(p.parentNumber)!).push(p);

  for (const p of products) {
    const id = productId(p.number);
    const rate = taxRate(p.tax);
    const net = (gross: number) => Math.round((gross / (1 + rate / 100)) * 10000) / 10000;
    const priceJson = (gross: number, listGross: number | null) => [{
      currencyId: SEED_IDS.currencyChf, gross, net: net(gross), linked: true,
      listPrice: listGross ? { currencyId: SEED_IDS.currencyChf, gross: listGross, net: net(listGross), linked: true } : null,
    }];
    const coverMediaId = idFor(`media:product:${p.number}`);
    const coverPmId = idFor(`product_media:${p.number}`);
    for (let k = 0; k < p.images; k++) {
      const mediaId = k === 0 ? coverMediaId : idFor(`media:product:${p.number}:${k}`);
      // the cover's file name is the product id, so covers are served at /media/{productId}.webp
      const fileName = k === 0 ? id : `${id}-${k + 1}`;
      const shade = k === 0 ? p.color : shadeOf(p.color, k);
      run(
        "INSERT INTO media (id, file_name, file_extension, mime_type, width, height, render, uploaded_at) VALUES (?, ?, 'webp', 'image/webp', 1900, 1900, ?, ?)",
        mediaId, fileName, JSON.stringify({ background: shade, label: p.label, brand: brandName.get(p.brandKey), names: { de: p.name.de, fr: p.name.fr, it: p.name.it } }), seededAt,
      );
      for (const l of langs) run("INSERT INTO media_translation VALUES (?, ?, ?, ?)", mediaId, l.id, p.name[l.key], p.name[l.key]);
    }
    const availabilityDelivery = deliveryTimeId(AVAILABILITY[p.availability]!.deliveryTime);
    const unit = p.reference ? unitId(p.reference.unit) : null;
    run(
      `INSERT INTO product (id, parent_id, product_number, manufacturer_id, tax_id, unit_id, delivery_time_id, cover_id, cms_page_id, active, stock,
         available_stock, is_closeout, price, ean, manufacturer_number, purchase_unit, reference_unit, min_purchase, max_purchase, purchase_steps,
         shipping_free, mark_as_topseller, weight, release_date, rating_average, sales, variant_listing_config, created_at, type)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, 1, ?, ?, ?, ?, ?, ?, ?, ?, 1, NULL, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id, p.parentNumber ? productId(p.parentNumber) : null, p.number, brandIdOf(p.brandKey), taxId(p.tax), unit, availabilityDelivery, coverPmId,
      p.stock, p.stock, p.isCloseout ? 1 : 0, JSON.stringify(priceJson(p.gross, p.listGross)), p.ean, p.sku,
      p.reference?.purchaseUnit ?? null, p.reference?.referenceUnit ?? null, p.shippingFree ? 1 : 0, p.topseller ? 1 : 0, p.weight,
      p.releaseDate, ratingOf(p), p.sales,
      p.variantListing || p.parentNumber ? JSON.stringify({ displayParent: true, mainVariantId: null, configuratorGroupConfig: [{ id: propertyGroupId("pack-size"), representation: "box", expressionForListings: false }] }) : null,
      seededAt, p.type,
    );
    const dispensingCategory = dispensingCategoryOf(p);
    for (const l of langs) {
      // French no-break spaces ("Marque : Algora") where the texts are written, as the catalogues get them when loaded.
      const description = shownIn(l.key, p.description[l.key]);
      const customFields = shownIn(l.key, { ...p.customFields[l.key], ...(dispensingCategory ? medicineFields(id, l.key, dispensingCategory) : {}) });
      run(
        `INSERT INTO product_translation (product_id, language_id, name, description, meta_title, meta_description, keywords, pack_unit, pack_unit_plural, custom_fields)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        id, l.id, p.name[l.key], description, p.name[l.key], description.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim().slice(0, 160),
        p.ingredient ? p.ingredient[l.key] : null, p.packUnit[l.key], p.packUnitPlural[l.key], JSON.stringify(customFields),
      );
    }
    for (let k = 0; k < p.images; k++) {
      run("INSERT INTO product_media VALUES (?, ?, ?, ?)", k === 0 ? coverPmId : idFor(`product_media:${p.number}:${k}`), id, k === 0 ? coverMediaId : idFor(`media:product:${p.number}:${k}`), k + 1);
    }
    p.tiers.forEach((tier, i) =>
      run("INSERT INTO product_price (id, product_id, rule_id, quantity_start, quantity_end, price) VALUES (?, ?, NULL, ?, ?, ?)",
        idFor(`product_price:${p.number}:${i}`), id, tier.start, tier.end, JSON.stringify(priceJson(tier.gross, null))),
    );
    if (!p.parentNumber) run("INSERT INTO product_category VALUES (?, ?)", id, leafToCategory(p.leafKey));
    for (const key of p.properties) run("INSERT INTO product_property VALUES (?, ?)", id, propertyOptionId(key));
    for (const key of p.options) run("INSERT INTO product_option VALUES (?, ?)", id, propertyOptionId(key));
    if (p.variantListing) {
      (childrenOf.get(p.number) ?? []).forEach((c, i) =>
        c.options.forEach((key) => run("INSERT INTO product_configurator_setting VALUES (?, ?, ?, ?)", idFor(`configurator:${p.number}:${key}`), id, propertyOptionId(key), i + 1)),
      );
    }
    p.reviews.forEach((r, i) => {
      const lang = langs.find((l) => l.key === r.lang)!;
      const createdAt = new Date(Date.parse(seededAt) - r.days * 86400000).toISOString();
      run(
        `INSERT INTO product_review (id, product_id, language_id, customer_id, external_user, title, content, points, status, comment, created_at, sales_channel_id, external_email, updated_at)
         VALUES (?, ?, ?, NULL, ?, ?, ?, ?, 1, NULL, ?, ?, NULL, NULL)`,
        idFor(`product_review:${p.number}:${i}`), id, lang.id, r.author, r.title, r.content, r.points, createdAt, salesChannelId,
      );
    });
    if (dispensingCategory) {
      // one leaflet per language, public like the packshots and drawn on request from its render spec
      for (const l of langs) {
        const mediaId = idFor(`media:leaflet:${p.number}:${l.key}`);
        run(
          "INSERT INTO media (id, file_name, file_extension, mime_type, width, height, render, uploaded_at) VALUES (?, ?, 'pdf', 'application/pdf', NULL, NULL, ?, ?)",
          mediaId, leafletFileName(id, l.key), JSON.stringify(shownIn(l.key, leafletSpec(p, l.key, dispensingCategory))), seededAt,
        );
        for (const m of langs) run("INSERT INTO media_translation VALUES (?, ?, ?, ?)", mediaId, m.id, p.name[l.key], p.name[l.key]);
      }
    }
    if (p.type === "digital") {
      const mediaId = idFor(`media:download:${p.number}`);
      run(
        "INSERT INTO media (id, file_name, file_extension, mime_type, width, height, render, uploaded_at, private) VALUES (?, ?, 'pdf', 'application/pdf', NULL, NULL, NULL, ?, 1)",
        mediaId, `${slugify(p.name.de).toLowerCase()}-${p.number.toLowerCase()}`, seededAt,
      );
      for (const l of langs) run("INSERT INTO media_translation VALUES (?, ?, ?, ?)", mediaId, l.id, p.name[l.key], p.name[l.key]);
      run("INSERT INTO product_download VALUES (?, ?, ?, 1)", idFor(`product_download:${p.number}`), id, mediaId);
    }
    for (const l of langs) insertSeo(id, "frontend.detail.page", `/detail/${id}`, l, `${slugify(p.name[l.key])}/${p.number}`);
  }

  insertCrossSelling(run, langs, products);
  insertSearchIndex(run, langs, products, childrenOf, brandName);
}

/** A medicine's own custom fields: its dispensing category and its leaflet as a media path (like the list thumbnail). */
function medicineFields(productId: string, lang: Lang, category: string): Record<string, string> {
  return {
    [MEDICINE_FIELD.dispensingCategory]: category,
    [MEDICINE_FIELD.packageLeaflet]: `media/${leafletFileName(productId, lang)}.pdf`,
  };
}

function ratingOf(p: GenProduct): number | null {
  if (!p.reviews.length) return null;
  return Math.round((p.reviews.reduce((s, r) => s + r.points, 0) / p.reviews.length) * 100) / 100;
}

function shadeOf(hex: string, k: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * 0.25 * k);
  const r = mix((n >> 16) & 255), g = mix((n >> 8) & 255), b = mix(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

function collectOptionNames(products: GenProduct[]): Map<string, I18n> {
  // names live with the generator; rebuild them from the texts for the keys actually used
  const out = new Map<string, I18n>();
  const nameFor = (key: string): I18n | null => {
    const [group, opt] = key.split(":") as [string, string];
    switch (group) {
      case "dosage-form": {
        const f = FORMS[opt]!;
        return f.one.de === f.many.de ? f.one : f.many;
      }
      case "pack-size": {
        const m = /^(\d+)(pc|ml|g)$/.exec(opt)!;
        const n = Number(m[1]);
        if (m[2] !== "pc") return { de: `${n} ${m[2]}`, it: `${n} ${m[2]}`, fr: `${n} ${m[2]}` };
        return { de: `${n} Stück`, it: `${n} ${n === 1 ? "pezzo" : "pezzi"}`, fr: `${n} ${n === 1 ? "pièce" : "pièces"}` };
      }
      case "skin-type":
        return SKIN_TYPES[opt]!;
      case "age-group":
        return AGE_GROUPS[opt]!;
      case "features":
        return FEATURES[opt]!;
      case "spf": {
        const v = opt === "50" ? "50+" : opt;
        return { de: `LSF ${v}`, it: `SPF ${v}`, fr: `SPF ${v}` };
      }
      default:
        return null;
    }
  };
  const ingredientNames = new Map<string, I18n>();
  for (const p of products) if (p.ingredient) ingredientNames.set(`active-ingredient:${slug(p.ingredient.de)}`, p.ingredient);
  const keys = [...new Set(products.flatMap((p) => [...p.properties, ...p.options]))].sort();
  for (const key of keys) {
    const name = key.startsWith("active-ingredient:") ? ingredientNames.get(key) ?? null : nameFor(key);
    if (name) out.set(key, name);
  }
  return out;
}

const CROSS_NAMES = {
  similar: { de: "Ähnliche Produkte", it: "Prodotti simili", fr: "Produits similaires" },
  matching: { de: "Passend dazu", it: "Si abbina bene con", fr: "Complément idéal" },
} satisfies Record<string, I18n>;

/** Cross-selling: "similar" from the same second-level category, every third product also "matching" from the next one. */
function insertCrossSelling(run: Run, langs: SeedLang[], products: GenProduct[]): void {
  const main = products.filter((p) => !p.parentNumber);
  // group by second-level category (the 14 original products sit there, generated ones one level deeper)
  const branchOf = new Map<string, string>();
  for (const top of TREE) for (const b of top.branches) {
    branchOf.set(b.key, b.key);
    for (const leaf of b.leaves) branchOf.set(leaf.key, b.key);
  }
  const groupKey = (p: GenProduct) => branchOf.get(p.leafKey) ?? p.leafKey;
  const byLeaf = new Map<string, GenProduct[]>();
  for (const p of main) (byLeaf.get(groupKey(p)) ?? byLeaf.set(groupKey(p), []).get(groupKey(p))!).push(p);
  const leafOrder = [...byLeaf.keys()];
  main.forEach((p, idx) => {
    const groups: [keyof typeof CROSS_NAMES, GenProduct[]][] = [];
    const same = (byLeaf.get(groupKey(p)) ?? []).filter((x) => x !== p);
    if (same.length >= 2) {
      const start = idx % same.length;
      groups.push(["similar", [...same.slice(start), ...same.slice(0, start)].slice(0, 6)]);
    }
    if (idx % 3 === 0) {
      const other = byLeaf.get(leafOrder[(leafOrder.indexOf(groupKey(p)) + 1) % leafOrder.length]!) ?? [];
      if (other.length) groups.push(["matching", other.slice(idx % Math.max(1, other.length - 4), (idx % Math.max(1, other.length - 4)) + 4)]);
    }
    groups.forEach(([kind, list], position) => {
      const csId = idFor(`cross_selling:${p.number}:${kind}`);
      run('INSERT INTO product_cross_selling (id, product_id, position, type, sort_by, sort_direction, active, "limit") VALUES (?, ?, ?, \'productList\', \'name\', \'ASC\', 1, 24)', csId, productId(p.number), position + 1);
      for (const l of langs) run("INSERT INTO product_cross_selling_translation VALUES (?, ?, ?)", csId, l.id, CROSS_NAMES[kind][l.key]);
      list.forEach((x, i) => run("INSERT INTO product_cross_selling_assigned_products VALUES (?, ?, ?, ?)", idFor(`cross_selling_assigned:${p.number}:${kind}:${x.number}`), csId, productId(x.number), i + 1));
    });
  });
}

/** One FTS row per listed product and language; variants contribute their numbers to the parent's row. */
function insertSearchIndex(run: Run, langs: SeedLang[], products: GenProduct[], childrenOf: Map<string, GenProduct[]>, brandName: Map<string, string>): void {
  const leafNames = new Map<string, I18n>();
  for (const top of TREE) for (const b of top.branches) {
    leafNames.set(b.key, b.name);
    for (const leaf of b.leaves) leafNames.set(leaf.key, { de: `${b.name.de} ${leaf.name.de}`, it: `${b.name.it} ${leaf.name.it}`, fr: `${b.name.fr} ${leaf.name.fr}` });
  }
  for (const p of products) {
    if (p.parentNumber) continue;
    const kids = childrenOf.get(p.number) ?? [];
    const numbers = [p, ...kids].flatMap((x) => [x.number, x.ean, x.pharmacode, x.sku]).filter(Boolean).join(" ");
    for (const l of langs) {
      run(
        "INSERT INTO product_search (product_id, language_id, name, brand, ingredients, numbers, extra) VALUES (?, ?, ?, ?, ?, ?, ?)",
        productId(p.number), l.id, normalize(p.name[l.key]), normalize(brandName.get(p.brandKey) ?? ""),
        normalize(p.ingredient ? `${p.ingredient[l.key]} ${p.ingredient.de}` : ""), normalize(numbers).replace(/\s+/g, " "),
        normalize(`${p.searchExtra[l.key]} ${leafNames.get(p.leafKey)?.[l.key] ?? ""} ${SECTOR_LABEL[p.sector][l.key]}`),
      );
    }
  }
}

const SECTOR_LABEL: Record<GenProduct["sector"], I18n> = {
  medicine: { de: "Medikament Arzneimittel", it: "medicamento farmaco", fr: "médicament" },
  supplement: { de: "Nahrungsergänzung", it: "integratore", fr: "complément alimentaire" },
  beauty: { de: "Kosmetik Schönheit", it: "cosmetica bellezza", fr: "cosmétique beauté" },
  bodycare: { de: "Körperpflege", it: "cura del corpo", fr: "soins du corps" },
  baby: { de: "Baby", it: "bebè neonato", fr: "bébé" },
  household: { de: "Haushalt", it: "casa", fr: "ménage maison" },
};
