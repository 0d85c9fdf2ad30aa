import type { Db } from "../db/connection.js";
import { idFor, SEEDED_AT } from "../ids.js";
import { slugify } from "../catalog/slug.js";
import { clearAccounts, seedAccounts } from "./accounts.js";
import { DEFAULT_ACCESS_KEY } from "../config.js";
import {
  CANTONS, COUNTRIES, FOOTER_ROOT, LANGUAGES, LI_MUNICIPALITIES, NAVIGATION_ROOT,
  PAYMENT_METHODS, SERVICE_ROOT, SHIPPING_METHODS, TAXES,
  type I18n, type Lang, type SeedCategory,
} from "./data.js";
import {
  SEED_IDS, categoryId, localeId, paymentMethodId, productId, shippingMethodId, taxId,
} from "./ids.js";
import { bannerMediaId, cmsPageId, insertLandingPages, insertLayouts, landingPageId, type SeedLang } from "./catalogue/insert-cms.js";
import { buildCatalogue, insertCatalogue } from "./catalogue/insert.js";
import { landingPages } from "./catalogue/cms.js";
import { shownIn } from "./catalogue/shown.js";
import { seedPharmacies } from "../pharmacy/seed-pharmacies.js";
import { ensureCheckoutSeed } from "./checkout.js";

// Fixed timestamp keeps the seed byte-for-byte reproducible.
export const THUMBNAIL_WIDTHS = [400, 800, 1900] as const;

/** True when the DB holds no sales channel yet ("seed on first run"). */
export function isEmpty(db: Db): boolean {
  const row = db.prepare("SELECT COUNT(*) AS n FROM sales_channel").get() as { n: number };
  return row.n === 0;
}

/** Tables in delete order (children first); everything except schema_migrations. */
const ALL_TABLES = [
  "pharmacy_closure", "pharmacy_opening_interval", "pharmacy",
  "sales_channel_api_context", "seo_url", "landing_page_sales_channel", "landing_page_translation", "landing_page",
  "product_search", "product_download", "product_configurator_setting", "product_cross_selling_assigned_products",
  "product_cross_selling_translation", "product_cross_selling",
  "sales_channel_currency", "sales_channel_shipping_method",
  "sales_channel_payment_method", "sales_channel_country", "sales_channel_language", "sales_channel_translation",
  "sales_channel", "product_review", "product_option", "product_property", "product_category", "product_media",
  "product_price", "product_translation", "product", "property_group_option_translation", "property_group_option",
  "property_group_translation", "property_group", "unit_translation", "unit", "product_manufacturer_translation",
  "product_manufacturer", "category_translation", "category", "cms_slot_translation", "cms_slot", "cms_block",
  "cms_section", "cms_page_translation", "cms_page", "media_thumbnail_size", "media_translation", "media",
  "shipping_method_translation", "shipping_method", "payment_method_translation", "payment_method",
  "delivery_time_translation", "delivery_time", "tax", "country_state_translation", "country_state",
  "country_translation", "country", "currency_translation", "currency", "language", "locale",
];

export interface SeedOptions {
  accessKey?: string;
  /**
   * "full" (default; >= 1,000 listed products) or "small" (a few hundred, for unit tests that
   * only need the shapes). Also read from PLATFORM_SEED_SIZE.
   */
  size?: "full" | "small";
}

const TOP_DESCRIPTIONS: Record<string, I18n> = {
  medikamente: { de: "<p>Rezeptfreie Medikamente gegen Schmerzen, Erkältung, Allergien und mehr – mit Beratung durch unsere Apotheke.</p>", it: "<p>Medicamenti senza ricetta contro dolori, raffreddore, allergie e altro – con la consulenza della nostra farmacia.</p>", fr: "<p>Médicaments sans ordonnance contre la douleur, le rhume, les allergies et plus encore – avec les conseils de notre pharmacie.</p>" },
  nahrungsergaenzung: { de: "<p>Vitamine, Mineralstoffe und mehr für Ihr Wohlbefinden.</p>", it: "<p>Vitamine, minerali e altro per il suo benessere.</p>", fr: "<p>Vitamines, minéraux et plus encore pour votre bien-être.</p>" },
  schoenheit: { de: "<p>Gesichtspflege, Sonnenschutz und Haarpflege aus der Apotheke.</p>", it: "<p>Cura del viso, protezione solare e cura dei capelli dalla farmacia.</p>", fr: "<p>Soins du visage, protection solaire et soins capillaires de la pharmacie.</p>" },
  koerperpflege: { de: "<p>Alles für Mund, Haut und Körper.</p>", it: "<p>Tutto per bocca, pelle e corpo.</p>", fr: "<p>Tout pour la bouche, la peau et le corps.</p>" },
  baby: { de: "<p>Sanfte Pflege, Nahrung und Zubehör für Ihr Baby.</p>", it: "<p>Cura delicata, alimentazione e accessori per il suo bebè.</p>", fr: "<p>Soins doux, alimentation et accessoires pour votre bébé.</p>" },
  haushalt: { de: "<p>Reinigung, Insektenschutz und Erste Hilfe für Zuhause.</p>", it: "<p>Pulizia, protezione dagli insetti e pronto soccorso per la casa.</p>", fr: "<p>Nettoyage, protection anti-insectes et premiers secours pour la maison.</p>" },
};

/** Wipes and re-inserts the demo data with deterministic ids. */
export function seed(db: Db, opts: SeedOptions = {}): void {
  const accessKey = opts.accessKey ?? DEFAULT_ACCESS_KEY;
  const size = opts.size ?? (process.env.PLATFORM_SEED_SIZE === "small" ? "small" : "full");
  const L = SEED_IDS.languages;
  const langs = LANGUAGES.map((l) => ({ ...l, id: L[l.key] }));
  const seedLangs: SeedLang[] = langs.map((l) => ({ key: l.key, id: l.id, code: l.code }));
  // ~100k inserts: prepare each statement once (compiling per call would dominate the seed time)
  const statements = new Map<string, ReturnType<Db["prepare"]>>();
  const run = (sql: string, ...params: unknown[]) => {
    let st = statements.get(sql);
    if (!st) statements.set(sql, (st = db.prepare(sql)));
    (st.run as (...a: unknown[]) => unknown)(...params);
  };
  const catalogue = buildCatalogue({ brandsPerLine: size === "small" ? 2 : 7 });
  const refs = { product: (n: string) => productId(n), media: (k: string) => bannerMediaId(k), category: (k: string) => categoryId(k) };
  const perLang = (fn: (lang: Lang, languageId: string) => void) => langs.forEach((l) => fn(l.key, l.id));

  db.transaction(() => {
    clearAccounts(db);
    for (const t of ALL_TABLES) db.exec(`DELETE FROM ${t}`);

    for (const l of langs) {
      run("INSERT INTO locale (id, code, name, territory) VALUES (?, ?, ?, ?)", localeId(l.code), l.code, l.localeName, "Switzerland");
    }
    langs.forEach((l, i) => {
      // it/fr fall back to de-CH (the system language) like Shopware's language inheritance chain
      run(
        "INSERT INTO language (id, parent_id, locale_id, translation_code_id, name, position) VALUES (?, NULL, ?, ?, ?, ?)",
        l.id, localeId(l.code), localeId(l.code), l.name, i,
      );
    });

    run(
      "INSERT INTO currency (id, iso_code, symbol, factor, position, decimals, rounding_interval, is_system_default) VALUES (?, 'CHF', 'CHF', 1, 1, 2, 0.05, 1)",
      SEED_IDS.currencyChf,
    );
    perLang((lang, lid) =>
      run("INSERT INTO currency_translation VALUES (?, ?, ?, 'CHF')", SEED_IDS.currencyChf, lid,
        { de: "Schweizer Franken", it: "Franco svizzero", fr: "Franc suisse" }[lang]),
    );

    COUNTRIES.forEach((c, i) => {
      const id = idFor(`country:${c.iso}`);
      run(
        "INSERT INTO country (id, iso, iso3, position, postal_code_pattern, display_state_in_registration) VALUES (?, ?, ?, ?, ?, 1)",
        id, c.iso, c.iso3, i + 1, c.postalCodePattern,
      );
      perLang((lang, lid) => run("INSERT INTO country_translation VALUES (?, ?, ?, NULL)", id, lid, c.name[lang]));
      const states = c.iso === "CH" ? CANTONS : LI_MUNICIPALITIES;
      states.forEach(([code, name], j) => {
        const shortCode = `${c.iso}-${code}`;
        const sid = idFor(`country_state:${shortCode}`);
        run("INSERT INTO country_state (id, country_id, short_code, position) VALUES (?, ?, ?, ?)", sid, id, shortCode, j + 1);
        perLang((lang, lid) => run("INSERT INTO country_state_translation VALUES (?, ?, ?)", sid, lid, name[lang]));
      });
    });

    TAXES.forEach((t, i) => run("INSERT INTO tax VALUES (?, ?, ?, ?)", taxId(t.key), t.rate, t.name, i + 1));

    run("INSERT INTO delivery_time VALUES (?, 1, 2, 'day')", SEED_IDS.deliveryTime);
    perLang((lang, lid) =>
      run("INSERT INTO delivery_time_translation VALUES (?, ?, ?)", SEED_IDS.deliveryTime, lid,
        { de: "1-2 Tage", it: "1-2 giorni", fr: "1-2 jours" }[lang]),
    );

    PAYMENT_METHODS.forEach((p, i) => {
      const id = paymentMethodId(p.key);
      // every method may be chosen again after ordering (unpaid orders) except invoice, which needs the
      // checkout's own checks (billing = shipping address); SPEC §9
      run("INSERT INTO payment_method (id, technical_name, position, after_order_enabled, asynchronous) VALUES (?, ?, ?, ?, ?)",
        id, `payment_${p.key}`, i + 1, p.key === "invoice" ? 0 : 1, ["twint", "credit_card", "postfinance_card", "paypal"].includes(p.key) ? 1 : 0);
      perLang((lang, lid) => run("INSERT INTO payment_method_translation VALUES (?, ?, ?, ?)", id, lid, p.name[lang], p.description[lang]));
    });

    SHIPPING_METHODS.forEach((s, i) => {
      const id = shippingMethodId(s.key);
      const prices = [{
        id: idFor(`shipping_method_price:${s.key}`), shippingMethodId: id, calculation: 1, quantityStart: 1, quantityEnd: null,
        currencyPrice: [{ currencyId: SEED_IDS.currencyChf, gross: s.price, net: Math.round((s.price / 1.081) * 100) / 100, linked: false }],
      }];
      run("INSERT INTO shipping_method (id, technical_name, position, delivery_time_id, prices) VALUES (?, ?, ?, ?, ?)",
        id, `shipping_${s.key}`, i + 1, SEED_IDS.deliveryTime, JSON.stringify(prices));
      perLang((lang, lid) => run("INSERT INTO shipping_method_translation VALUES (?, ?, ?, ?, NULL)", id, lid, s.name[lang], s.description[lang]));
    });

    THUMBNAIL_WIDTHS.forEach((w) => run("INSERT INTO media_thumbnail_size VALUES (?, ?, ?)", idFor(`thumbnail_size:${w}`), w, w));

    // CMS layouts first: categories reference them.
    insertLayouts(run, seedLangs, refs, SEEDED_AT);

    // Categories: insert depth-first so parents exist before children.
    const insertTree = (node: SeedCategory, parent: { id: string; path: string; breadcrumb: I18n[] } | null, level: number, position: number, inMain: boolean) => {
      const id = categoryId(node.key);
      const path = parent ? `${parent.path}${parent.id}|` : null;
      const breadcrumb = [...(parent?.breadcrumb ?? []), node.name];
      const type = node.type ?? "page";
      const layout = node.cmsPage ?? (inMain && level > 1 && type === "page" ? "category-listing" : null);
      run(
        "INSERT INTO category (id, parent_id, position, level, path, type, cms_page_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        id, parent?.id ?? null, position, level, path, type, layout ? cmsPageId(layout) : null, SEEDED_AT,
      );
      const internalLink =
        node.linkType === "category" && node.internalLinkKey ? categoryId(node.internalLinkKey)
        : node.linkType === "product" && node.internalLinkRef ? productId(node.internalLinkRef)
        : node.linkType === "landing_page" && node.internalLinkRef ? landingPageId(node.internalLinkRef)
        : null;
      perLang((lang, lid) =>
        run(
          `INSERT INTO category_translation (category_id, language_id, name, breadcrumb, description, meta_title, link_type, internal_link, external_link, link_new_tab)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          id, lid, node.name[lang], JSON.stringify(breadcrumb.map((b) => b[lang])), shownIn(lang, TOP_DESCRIPTIONS[node.key]?.[lang] ?? null), node.name[lang],
          node.linkType ?? null, internalLink, node.externalLink ?? null, node.linkType === "external" ? 1 : 0,
        ),
      );
      node.children?.forEach((child, i) => insertTree(child, { id, path: path ?? "|", breadcrumb }, level + 1, i + 1, inMain));
    };
    [NAVIGATION_ROOT, FOOTER_ROOT, SERVICE_ROOT].forEach((root, i) => insertTree(root, null, 1, i + 1, root === NAVIGATION_ROOT));

    const sc = SEED_IDS.salesChannel;
    run(
      `INSERT INTO sales_channel (id, access_key, language_id, currency_id, country_id, payment_method_id, shipping_method_id,
         customer_group_id, navigation_category_id, navigation_category_depth, footer_category_id, service_category_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 2, ?, ?)`,
      sc, accessKey, L.de, SEED_IDS.currencyChf, SEED_IDS.countryCh, SEED_IDS.paymentDefault, SEED_IDS.shippingDefault,
      SEED_IDS.customerGroup, SEED_IDS.navigationRoot, SEED_IDS.footerRoot, SEED_IDS.serviceRoot,
    );
    perLang((_lang, lid) => run("INSERT INTO sales_channel_translation VALUES (?, ?, ?)", sc, lid, "Apotheke Shop"));
    perLang((_lang, lid) => run("INSERT INTO sales_channel_language VALUES (?, ?)", sc, lid));
    [SEED_IDS.countryCh, SEED_IDS.countryLi].forEach((c) => run("INSERT INTO sales_channel_country VALUES (?, ?)", sc, c));
    PAYMENT_METHODS.forEach((p) => run("INSERT INTO sales_channel_payment_method VALUES (?, ?)", sc, paymentMethodId(p.key)));
    SHIPPING_METHODS.forEach((s) => run("INSERT INTO sales_channel_shipping_method VALUES (?, ?)", sc, shippingMethodId(s.key)));
    run("INSERT INTO sales_channel_currency VALUES (?, ?)", sc, SEED_IDS.currencyChf);

    // SEO URLs: one canonical path per entity and language (Shopware's default templates).
    const insertSeo = (foreignKey: string, routeName: string, pathInfo: string, lid: string, code: string, seoPath: string) =>
      run(
        `INSERT INTO seo_url (id, sales_channel_id, language_id, foreign_key, route_name, path_info, seo_path_info, is_canonical, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)`,
        idFor(`seo_url:${foreignKey}:${code}`), sc, lid, foreignKey, routeName, pathInfo, seoPath, SEEDED_AT,
      );
    const seoCategories = (node: SeedCategory, trail: I18n[], isRoot: boolean) => {
      const here = isRoot ? trail : [...trail, node.name];
      // roots have no page of their own; links and folders are not routable pages either
      if (!isRoot && (node.type ?? "page") === "page") {
        for (const l of langs) {
          const seoPath = here.map((n) => slugify(n[l.key])).join("/") + "/";
          insertSeo(categoryId(node.key), "frontend.navigation.page", `/navigation/${categoryId(node.key)}`, l.id, l.code, seoPath);
        }
      }
      node.children?.forEach((c) => seoCategories(c, here, false));
    };
    seoCategories(NAVIGATION_ROOT, [], true);
    // Footer/service pages live outside the main tree: slug of their own name only.
    for (const root of [FOOTER_ROOT, SERVICE_ROOT]) {
      root.children?.forEach((c) => seoCategories(c, [], false));
    }
    const seo = (foreignKey: string, routeName: string, pathInfo: string, lang: SeedLang, seoPath: string) =>
      insertSeo(foreignKey, routeName, pathInfo, lang.id, lang.code, seoPath);
    insertCatalogue(run, seedLangs, catalogue, SEEDED_AT, seo);
    insertLandingPages(run, seedLangs, refs, landingPages(catalogue), sc, SEEDED_AT, seo);
    seedAccounts(db);
    seedPharmacies(db);
    ensureCheckoutSeed(db);
  })();
}
