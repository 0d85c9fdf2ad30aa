import type { Db } from "../db/connection.js";
import { loadTranslations, parseJson, translator, type Row } from "../db/translations.js";
import { LIVE_VERSION_ID, SEEDED_AT } from "../ids.js";
import { VersionedCache } from "../db/data-version.js";

/**
 * Reference data (languages, currency, countries, payment/shipping methods, sales channel) rendered
 * as Store API entities. Every context and cart read renders several of them (the shipping method with
 * its translations, delivery time and price matrix on each cart calculation), so the rendered entities
 * are kept per ids and language chain until a write to any catalogue or system table (db/data-version.ts:
 * an admin or seed write shows at once). They are shared between requests and therefore deep-frozen: a
 * caller that wants to change one spreads it. The sales channel row and its languages are handed out as
 * copies (the context service fills them in).
 */
export class SystemRepository {
  private readonly channels: VersionedCache<SalesChannelRow | undefined>;
  private readonly channelLanguages: VersionedCache<string[]>;
  /** every rendered entity below, by kind, ids and language chain: shared, so frozen */
  private readonly rendered: VersionedCache<unknown>;

  constructor(private readonly db: Db) {
    this.channels = new VersionedCache(db, { rendersStock: false });
    this.channelLanguages = new VersionedCache(db, { rendersStock: false });
    this.rendered = new VersionedCache(db, { rendersStock: false, frozen: true });
  }

  /** A rendered entity (list) from the shared cache, built on a miss. */
  private kept<T>(key: string, build: () => T): T {
    return this.rendered.get(key, build) as T;
  }

  salesChannelByAccessKey(accessKey: string): SalesChannelRow | undefined {
    const row = this.channels.get(accessKey, () =>
      this.db.prepare("SELECT * FROM sales_channel WHERE access_key = ? AND active = 1").get(accessKey) as SalesChannelRow | undefined,
    );
    return row && { ...row };
  }

  salesChannelLanguageIds(salesChannelId: string): string[] {
    const ids = this.channelLanguages.get(salesChannelId, () =>
      (
        this.db
          .prepare(
            `SELECT l.id FROM sales_channel_language scl JOIN language l ON l.id = scl.language_id
             WHERE scl.sales_channel_id = ? ORDER BY l.position`,
          )
          .all(salesChannelId) as { id: string }[]
      ).map((r) => r.id),
    );
    return [...ids];
  }

  assignedIds(table: string, column: string, salesChannelId: string): string[] {
    return (this.db.prepare(`SELECT ${column} AS id FROM ${table} WHERE sales_channel_id = ?`).all(salesChannelId) as { id: string }[]).map(
      (r) => r.id,
    );
  }

  languages(ids: string[]): Row[] {
    return this.kept(`language\u0000${ids.join(",")}`, () => this.buildLanguages(ids));
  }

  private buildLanguages(ids: string[]): Row[] {
    const rows = this.db
      .prepare(
        `SELECT l.*, lo.code AS locale_code, lo.name AS locale_name, lo.territory AS locale_territory
         FROM language l JOIN locale lo ON lo.id = l.translation_code_id
         WHERE l.id IN (SELECT value FROM json_each(?)) ORDER BY l.position`,
      )
      .all(JSON.stringify(ids)) as Row[];
    return rows.map((l) => {
      const locale = {
        id: l.translation_code_id,
        code: l.locale_code,
        name: l.locale_name,
        territory: l.locale_territory,
        customFields: null,
        createdAt: SEEDED_AT,
        updatedAt: null,
        translated: { name: l.locale_name, territory: l.locale_territory, customFields: [] },
        apiAlias: "locale",
      };
      return {
        id: l.id,
        parentId: l.parent_id ?? null,
        localeId: l.locale_id,
        translationCodeId: l.translation_code_id,
        name: l.name,
        active: !!l.active,
        customFields: null,
        createdAt: SEEDED_AT,
        updatedAt: null,
        parent: null,
        locale,
        translationCode: locale,
        children: null,
        apiAlias: "language",
      };
    });
  }

  localeCode(languageId: string): { code: string; name: string } | undefined {
    return this.kept(`locale\u0000${languageId}`, () => this.buildLocaleCode(languageId));
  }

  private buildLocaleCode(languageId: string): { code: string; name: string } | undefined {
    return this.db
      .prepare("SELECT lo.code, l.name FROM language l JOIN locale lo ON lo.id = l.translation_code_id WHERE l.id = ?")
      .get(languageId) as { code: string; name: string } | undefined;
  }

  currency(id: string, chain: string[]): Row | undefined {
    return this.kept(`currency\u0000${id}\u0000${chain.join(",")}`, () => this.buildCurrency(id, chain));
  }

  private buildCurrency(id: string, chain: string[]): Row | undefined {
    const c = this.db.prepare("SELECT * FROM currency WHERE id = ?").get(id) as Row | undefined;
    if (!c) return undefined;
    const t = translator(loadTranslations(this.db, "currency_translation", "currency_id", [id]).get(id), chain);
    return {
      id: c.id,
      factor: c.factor,
      symbol: c.symbol,
      isoCode: c.iso_code,
      shortName: t.own("short_name"),
      name: t.own("name"),
      position: c.position,
      isSystemDefault: !!c.is_system_default,
      taxFreeFrom: 0,
      customFields: null,
      itemRounding: this.rounding(c, "item"),
      totalRounding: this.rounding(c, "total"),
      createdAt: SEEDED_AT,
      updatedAt: null,
      translated: { shortName: t.tr("short_name"), name: t.tr("name"), customFields: [] },
      apiAlias: "currency",
    };
  }

  /** CHF totals round to 0.05 (Rappen), line items to 0.01 — Swiss cash rounding. */
  rounding(c: Row, kind: "item" | "total"): Row {
    return {
      decimals: c.decimals,
      interval: kind === "total" ? c.rounding_interval : 0.01,
      roundForNet: true,
      apiAlias: "shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config",
    };
  }

  countries(ids: string[], chain: string[], withStates: boolean): Row[] {
    return this.kept(`country\u0000${ids.join(",")}\u0000${chain.join(",")}\u0000${withStates}`, () => this.buildCountries(ids, chain, withStates));
  }

  private buildCountries(ids: string[], chain: string[], withStates: boolean): Row[] {
    const rows = this.db
      .prepare("SELECT * FROM country WHERE id IN (SELECT value FROM json_each(?)) ORDER BY position")
      .all(JSON.stringify(ids)) as Row[];
    const tr = loadTranslations(this.db, "country_translation", "country_id", ids);
    const defaultCurrency = (this.db.prepare("SELECT id FROM currency WHERE is_system_default = 1").get() as Row | undefined)?.id ?? null;
    const taxFree = { enabled: false, currencyId: defaultCurrency, amount: 0, apiAlias: "shopware_core_system_tax_tax_free_config" };
    return rows.map((c) => {
      const t = translator(tr.get(c.id as string), chain);
      return {
        id: c.id,
        name: t.own("name"),
        iso: c.iso,
        position: c.position,
        active: !!c.active,
        shippingAvailable: !!c.shipping_available,
        iso3: c.iso3,
        displayStateInRegistration: !!c.display_state_in_registration,
        forceStateInRegistration: !!c.force_state_in_registration,
        checkVatIdPattern: false,
        vatIdRequired: false,
        vatIdPattern: null,
        customFields: null,
        customerTax: taxFree,
        companyTax: taxFree,
        postalCodeRequired: true,
        checkPostalCodePattern: true,
        checkAdvancedPostalCodePattern: false,
        advancedPostalCodePattern: null,
        // Shopware's default address format: lines of snippet keys
        addressFormat: [
          ["address/company", "symbol/dash", "address/department"],
          ["address/first_name", "address/last_name"],
          ["address/street"],
          ["address/zipcode", "address/city"],
          ["address/country"],
        ],
        defaultPostalCodePattern: c.postal_code_pattern ?? null,
        isEu: false,
        createdAt: SEEDED_AT,
        updatedAt: null,
        translated: { name: t.tr("name"), customFields: [], addressFormat: [] },
        states: withStates ? this.states(c.id as string, chain) : null,
        apiAlias: "country",
      };
    });
  }

  states(countryId: string, chain: string[]): Row[] {
    return this.kept(`country_state\u0000${countryId}\u0000${chain.join(",")}`, () => this.buildStates(countryId, chain));
  }

  private buildStates(countryId: string, chain: string[]): Row[] {
    const rows = this.db.prepare("SELECT * FROM country_state WHERE country_id = ? ORDER BY position").all(countryId) as Row[];
    const tr = loadTranslations(this.db, "country_state_translation", "country_state_id", rows.map((r) => r.id as string));
    return rows.map((s) => {
      const t = translator(tr.get(s.id as string), chain);
      return {
        id: s.id,
        countryId: s.country_id,
        shortCode: s.short_code,
        name: t.own("name"),
        position: s.position,
        active: !!s.active,
        customFields: null,
        createdAt: SEEDED_AT,
        updatedAt: null,
        translated: { name: t.tr("name"), customFields: [] },
        apiAlias: "country_state",
      };
    });
  }

  paymentMethods(ids: string[], chain: string[]): Row[] {
    return this.kept(`payment_method\u0000${ids.join(",")}\u0000${chain.join(",")}`, () => this.buildPaymentMethods(ids, chain));
  }

  private buildPaymentMethods(ids: string[], chain: string[]): Row[] {
    const rows = this.db
      .prepare("SELECT * FROM payment_method WHERE id IN (SELECT value FROM json_each(?)) ORDER BY position")
      .all(JSON.stringify(ids)) as Row[];
    const tr = loadTranslations(this.db, "payment_method_translation", "payment_method_id", ids);
    return rows.map((p) => {
      const t = translator(tr.get(p.id as string), chain);
      return {
        id: p.id,
        name: t.own("name"),
        distinguishableName: t.own("name"),
        description: t.own("description"),
        position: p.position,
        active: !!p.active,
        afterOrderEnabled: !!p.after_order_enabled,
        asynchronous: !!p.asynchronous,
        customFields: null,
        mediaId: p.media_id ?? null,
        technicalName: p.technical_name,
        shortName: String(p.technical_name).replace(/^payment_/, ""),
        createdAt: SEEDED_AT,
        updatedAt: null,
        translated: { name: t.tr("name"), distinguishableName: t.tr("name"), description: t.tr("description"), customFields: [] },
        media: null,
        apiAlias: "payment_method",
      };
    });
  }

  shippingMethods(ids: string[], chain: string[]): Row[] {
    return this.kept(`shipping_method\u0000${ids.join(",")}\u0000${chain.join(",")}`, () => this.buildShippingMethods(ids, chain));
  }

  private buildShippingMethods(ids: string[], chain: string[]): Row[] {
    const rows = this.db
      .prepare("SELECT * FROM shipping_method WHERE id IN (SELECT value FROM json_each(?)) ORDER BY position")
      .all(JSON.stringify(ids)) as Row[];
    const tr = loadTranslations(this.db, "shipping_method_translation", "shipping_method_id", ids);
    return rows.map((s) => {
      const t = translator(tr.get(s.id as string), chain);
      const prices = parseJson<Row[]>(s.prices, []).map((p) => ({
        ...p,
        ruleId: null,
        calculationRuleId: null,
        customFields: null,
        createdAt: SEEDED_AT,
        updatedAt: null,
        apiAlias: "shipping_method_price",
      }));
      return {
        id: s.id,
        name: t.own("name"),
        technicalName: s.technical_name,
        active: !!s.active,
        position: s.position,
        customFields: parseJson<Row | null>(s.custom_fields, null),
        mediaId: s.media_id ?? null,
        deliveryTimeId: s.delivery_time_id,
        taxType: s.tax_type,
        description: t.own("description"),
        trackingUrl: t.own("tracking_url"),
        createdAt: SEEDED_AT,
        updatedAt: null,
        translated: { name: t.tr("name"), description: t.tr("description"), trackingUrl: t.tr("tracking_url"), customFields: parseJson<Row | unknown[]>(s.custom_fields, []) },
        deliveryTime: this.deliveryTime(s.delivery_time_id as string, chain),
        availabilityRule: null,
        prices,
        media: null,
        tags: null,
        tax: null,
        apiAlias: "shipping_method",
      };
    });
  }

  deliveryTime(id: string | null, chain: string[]): Row | null {
    if (!id) return null;
    const d = this.db.prepare("SELECT * FROM delivery_time WHERE id = ?").get(id) as Row | undefined;
    if (!d) return null;
    const t = translator(loadTranslations(this.db, "delivery_time_translation", "delivery_time_id", [id]).get(id), chain);
    return {
      id: d.id,
      name: t.own("name"),
      min: d.min,
      max: d.max,
      unit: d.unit,
      customFields: null,
      createdAt: SEEDED_AT,
      updatedAt: null,
      translated: { name: t.tr("name"), customFields: [] },
      apiAlias: "delivery_time",
    };
  }

  taxes(): Row[] {
    return this.kept("tax", () => this.buildTaxes());
  }

  private buildTaxes(): Row[] {
    return (this.db.prepare("SELECT * FROM tax ORDER BY position").all() as Row[]).map((t) => ({
      id: t.id,
      taxRate: t.tax_rate,
      name: t.name,
      position: t.position,
      customFields: null,
      createdAt: SEEDED_AT,
      updatedAt: null,
      apiAlias: "tax",
    }));
  }

  salesChannel(sc: SalesChannelRow, chain: string[]): Row {
    return this.kept(`sales_channel\u0000${sc.id}\u0000${chain.join(",")}`, () => this.buildSalesChannel(sc, chain));
  }

  private buildSalesChannel(sc: SalesChannelRow, chain: string[]): Row {
    const t = translator(loadTranslations(this.db, "sales_channel_translation", "sales_channel_id", [sc.id]).get(sc.id), chain);
    return {
      id: sc.id,
      // Shopware's "Storefront" sales channel type id
      typeId: "8a243080f92e4c719546314b577cf82b",
      languageId: sc.language_id,
      customerGroupId: sc.customer_group_id,
      currencyId: sc.currency_id,
      paymentMethodId: sc.payment_method_id,
      shippingMethodId: sc.shipping_method_id,
      countryId: sc.country_id,
      navigationCategoryId: sc.navigation_category_id,
      navigationCategoryVersionId: LIVE_VERSION_ID,
      navigationCategoryDepth: sc.navigation_category_depth,
      footerCategoryId: sc.footer_category_id,
      footerCategoryVersionId: sc.footer_category_id ? LIVE_VERSION_ID : null,
      serviceCategoryId: sc.service_category_id,
      serviceCategoryVersionId: sc.service_category_id ? LIVE_VERSION_ID : null,
      mailHeaderFooterId: null,
      hreflangDefaultDomainId: null,
      measurementUnits: { system: "metric", units: { length: "mm", weight: "kg" }, apiAlias: "measurement_units" },
      name: t.own("name"),
      shortName: null,
      taxCalculationType: sc.tax_calculation_type,
      configuration: null,
      active: !!sc.active,
      hreflangActive: false,
      maintenance: !!sc.maintenance,
      customFields: null,
      createdAt: SEEDED_AT,
      updatedAt: null,
      translated: { name: t.tr("name"), customFields: [], homeSlotConfig: null, homeName: null },
      language: null,
      currency: null,
      paymentMethod: null,
      shippingMethod: null,
      country: null,
      domains: null,
      navigationCategory: null,
      footerCategory: null,
      serviceCategory: null,
      hreflangDefaultDomain: null,
      apiAlias: "sales_channel",
    };
  }
}

export interface SalesChannelRow {
  id: string;
  access_key: string;
  language_id: string;
  currency_id: string;
  country_id: string;
  payment_method_id: string;
  shipping_method_id: string;
  customer_group_id: string;
  navigation_category_id: string;
  navigation_category_depth: number;
  footer_category_id: string | null;
  service_category_id: string | null;
  tax_calculation_type: string;
  active: number;
  maintenance: number;
}
