import type { Db } from "../db/connection.js";
import { loadTranslations, parseJson, translator, type Row } from "../db/translations.js";
import { LIVE_VERSION_ID, SEEDED_AT } from "../ids.js";
import { mediaEntity } from "../media/media-entity.js";
import type { Searchable } from "../criteria/search.js";
import { calculatedPrice, pickCurrencyPrice, type PriceRule } from "./price.js";
import { priceRuleFor, type PricingContext } from "./customer-group-pricing.js";
import { StockPatchedCache } from "../db/data-version.js";

/**
 * Renders products as Store API Product entities. The rendered list is cached per
 * (language chain, currency, base URL, customer-group price rule): rendering is the expensive part.
 * The cache empties itself on any catalogue write (prices, reviews' rating, a seed — see
 * db/data-version.ts); after a stock write (an order, a cancel) only the products written are
 * rendered again. Prices come from
 * the pricing context: a logged-in customer whose group has a price rule gets group prices in every
 * calculated price (see `./customer-group-pricing.ts`); anonymous contexts share the plain rendering.
 */
export class ProductRepository {
  private readonly cache: StockPatchedCache<Rendered>;

  constructor(private readonly db: Db) {
    this.cache = new StockPatchedCache(db, (rendered, productIds) => this.patch(rendered, productIds));
  }

  invalidate(): void {
    this.cache.clear();
  }

  list(chain: string[], pricing: PricingContext, baseUrl: string): Searchable[] {
    return this.rendered(chain, pricing, baseUrl).list;
  }

  /** Same rendered products keyed by id. */
  map(chain: string[], pricing: PricingContext, baseUrl: string): Map<string, Searchable> {
    return this.rendered(chain, pricing, baseUrl).byId;
  }

  /** Products shown in listings: main products (no variants), as Shopware lists displayParent groups. */
  listed(chain: string[], pricing: PricingContext, baseUrl: string): Searchable[] {
    return this.rendered(chain, pricing, baseUrl).listed;
  }

  /**
   * The listed products in a category or below it (its `categoryTree`), in list order or sorted by
   * `order` (kept per order key with the rendering: a listing's sorting is the same on every request).
   */
  listedIn(chain: string[], pricing: PricingContext, baseUrl: string, categoryId: string, order: ListedOrder | null = null): Searchable[] {
    const rendered = this.rendered(chain, pricing, baseUrl);
    // one pass over the listing for all categories, on the first listing read of this rendering
    rendered.byCategory ??= groupByCategory(rendered.listed);
    const listed = rendered.byCategory.get(categoryId) ?? [];
    if (!order) return listed;
    const key = `${categoryId}|${order.key}`;
    let sorted = rendered.sorted.get(key);
    if (!sorted) rendered.sorted.set(key, (sorted = [...listed].sort(order.compare)));
    return sorted;
  }

  private rendered(chain: string[], pricing: PricingContext, baseUrl: string): Rendered {
    const rule = priceRuleFor(this.db, pricing.customerId);
    const params: RenderParams = { chain, currencyId: pricing.currencyId, baseUrl, rule };
    return this.cache.get(cacheKey(chain, pricing.currencyId, baseUrl, rule), () => indexed(this.render(params), params));
  }

  /** After stock writes: the written products rendered again, everything else kept. */
  private patch(rendered: Rendered, productIds: string[]): Rendered {
    const fresh = new Map(this.render(rendered.params, productIds).map((i) => [i.entity.id as string, i]));
    return indexed(rendered.list.map((i) => fresh.get(i.entity.id as string) ?? i), rendered.params);
  }

  /** All active products, or only those of `productIds` (rendered exactly as in the whole list). */
  private render({ chain, currencyId, baseUrl, rule }: RenderParams, productIds?: string[]): Searchable[] {
    const db = this.db;
    // every per-product table read whole, or only the rows of the given products (or of their media)
    const rows = (sql: string, column: string, order: string, keys: unknown[] | undefined = productIds): Row[] =>
      (keys === undefined
        ? db.prepare(`${sql} ${order}`).all()
        : db.prepare(`${sql} ${sql.includes(" WHERE ") ? "AND" : "WHERE"} ${column} IN (SELECT value FROM json_each(?)) ${order}`).all(JSON.stringify(keys))) as Row[];
    const products = rows("SELECT * FROM product WHERE active = 1", "id", "ORDER BY product_number");
    const tr = loadTranslations(db, "product_translation", "product_id", productIds);
    const taxes = new Map((db.prepare("SELECT * FROM tax").all() as Row[]).map((t) => [t.id as string, t]));
    const manufacturers = new Map((db.prepare("SELECT * FROM product_manufacturer").all() as Row[]).map((m) => [m.id as string, m]));
    const manufacturerTr = loadTranslations(db, "product_manufacturer_translation", "product_manufacturer_id");
    const units = new Map((db.prepare("SELECT * FROM unit").all() as Row[]).map((u) => [u.id as string, u]));
    const unitTr = loadTranslations(db, "unit_translation", "unit_id");
    const deliveryTimes = new Map((db.prepare("SELECT * FROM delivery_time").all() as Row[]).map((d) => [d.id as string, d]));
    const deliveryTr = loadTranslations(db, "delivery_time_translation", "delivery_time_id");
    const categoriesByProduct = groupBy(rows("SELECT * FROM product_category", "product_id", "ORDER BY rowid"), "product_id", "category_id");
    const propertiesByProduct = groupBy(rows("SELECT * FROM product_property", "product_id", "ORDER BY rowid"), "product_id", "property_group_option_id");
    const optionsByProduct = groupBy(rows("SELECT * FROM product_option", "product_id", "ORDER BY rowid"), "product_id", "property_group_option_id");
    const categoryPaths = new Map(
      (db.prepare("SELECT id, path FROM category").all() as Row[]).map((c) => [c.id as string, String(c.path ?? "").split("|").filter(Boolean)]),
    );
    const tiersByProduct = new Map<string, Row[]>();
    for (const r of rows("SELECT * FROM product_price", "product_id", "ORDER BY product_id, quantity_start, rowid")) {
      const list = tiersByProduct.get(r.product_id as string) ?? [];
      list.push(r);
      tiersByProduct.set(r.product_id as string, list);
    }
    const childPrices = new Map<string, number[]>();
    for (const c of rows("SELECT parent_id, price FROM product WHERE parent_id IS NOT NULL AND active = 1", "parent_id", "")) {
      const gross = Number(pickCurrencyPrice(parseJson<Row[]>(c.price, []), currencyId)?.gross ?? 0);
      const list = childPrices.get(c.parent_id as string) ?? [];
      list.push(gross);
      childPrices.set(c.parent_id as string, list);
    }
    const downloadsByProduct = new Map<string, Row[]>();
    for (const d of rows("SELECT * FROM product_download", "product_id", "ORDER BY product_id, position, rowid")) {
      const list = downloadsByProduct.get(d.product_id as string) ?? [];
      list.push(d);
      downloadsByProduct.set(d.product_id as string, list);
    }
    const childCounts = new Map(
      rows("SELECT parent_id, COUNT(*) AS n FROM product WHERE parent_id IS NOT NULL", "parent_id", "GROUP BY parent_id").map((r) => [r.parent_id as string, r.n as number]),
    );
    // covers and downloads are the only media a product renders
    const only = <T>(list: T[]) => (productIds ? list : undefined);
    const productMedia = new Map(rows("SELECT * FROM product_media", "id", "", only(products.map((p) => p.cover_id).filter(Boolean))).map((pm) => [pm.id as string, pm]));
    const mediaIds = only([...[...productMedia.values()].map((pm) => pm.media_id), ...[...downloadsByProduct.values()].flat().map((d) => d.media_id)] as string[]);
    const media = new Map(rows("SELECT * FROM media", "id", "", mediaIds).map((m) => [m.id as string, m]));
    const mediaTr = loadTranslations(db, "media_translation", "media_id", mediaIds);

    return products.map((p) => {
      const id = p.id as string;
      const t = translator(tr.get(id), chain);
      const tax = taxes.get(p.tax_id as string)!;
      const taxRate = tax.tax_rate as number;
      const price = pickCurrencyPrice(parseJson<Row[]>(p.price, []), currencyId);
      const gross = Number(price?.gross ?? 0);
      const listGross = (price?.listPrice as Row | null | undefined)?.gross as number | undefined;
      const unit = p.unit_id ? units.get(p.unit_id as string) : undefined;
      const unitT = translator(unitTr.get(p.unit_id as string), chain);
      const reference =
        p.purchase_unit && p.reference_unit && unit
          ? { purchaseUnit: p.purchase_unit as number, referenceUnit: p.reference_unit as number, unitName: String(unitT.tr("name")) }
          : null;
      const calc = calculatedPrice({ gross, listGross: listGross ?? null, taxRate, reference, rule });
      // variant parents: the cheapest child price, with hasRange when the children differ (Shopware's cheapestPrice)
      const variantPrices = childPrices.get(id);
      const cheapestGross = variantPrices?.length ? Math.min(...variantPrices) : gross;
      const hasRange = !!variantPrices && new Set(variantPrices).size > 1;
      const cheapest = {
        ...calculatedPrice({ gross: cheapestGross, listGross: listGross ?? null, taxRate, reference, rule }, "calculated_cheapest_price"),
        hasRange,
        variantId: id,
      };
      const tierRows = tiersByProduct.get(id) ?? [];
      // Shopware's calculatedPrices: one CalculatedPrice per tier (quantity = tier end, or start for the open tier)
      const calculatedPrices = tierRows.map((t) => {
        const tierGross = Number(pickCurrencyPrice(parseJson<Row[]>(t.price, []), currencyId)?.gross ?? gross);
        return {
          ...calculatedPrice({ gross: tierGross, listGross: listGross ?? null, taxRate, reference, rule }),
          quantity: (t.quantity_end as number | null) ?? (t.quantity_start as number),
        };
      });
      const downloads = (downloadsByProduct.get(id) ?? []).map((d) => {
        const m = media.get(d.media_id as string);
        return {
          id: d.id, versionId: LIVE_VERSION_ID, productId: id, productVersionId: LIVE_VERSION_ID, mediaId: d.media_id, position: d.position,
          customFields: null, createdAt: p.created_at, updatedAt: null, product: null,
          media: m ? mediaEntity(m, mediaTr.get(m.id as string), chain, baseUrl) : null, apiAlias: "product_download",
        };
      });

      const categoryIds = categoriesByProduct.get(id) ?? [];
      const categoryTree = [...new Set(categoryIds.flatMap((c) => [...(categoryPaths.get(c) ?? []), c]))];

      const manufacturer = p.manufacturer_id ? manufacturers.get(p.manufacturer_id as string) : undefined;
      const mt = translator(manufacturerTr.get(p.manufacturer_id as string), chain);
      const coverRow = p.cover_id ? productMedia.get(p.cover_id as string) : undefined;
      const coverMedia = coverRow ? media.get(coverRow.media_id as string) : undefined;
      const delivery = p.delivery_time_id ? deliveryTimes.get(p.delivery_time_id as string) : undefined;
      const dt = translator(deliveryTr.get(p.delivery_time_id as string), chain);
      const stock = p.stock as number;
      const available = !p.is_closeout || stock > 0;

      // custom fields are the largest column (texts, FAQs): parse once when own and inherited value coincide
      const ownCf = t.own("custom_fields");
      const trCf = t.tr("custom_fields");
      const translatedCustomFields = parseJson<Row>(trCf, {});
      const ownCustomFields = ownCf === null ? null : ownCf === trCf ? translatedCustomFields : parseJson<Row | null>(ownCf, null);
      const entity: Row = {
        id,
        versionId: LIVE_VERSION_ID,
        parentId: p.parent_id ?? null,
        parentVersionId: p.parent_id ? LIVE_VERSION_ID : null,
        manufacturerId: p.manufacturer_id ?? null,
        productManufacturerVersionId: p.manufacturer_id ? LIVE_VERSION_ID : null,
        unitId: p.unit_id ?? null,
        taxId: p.tax_id,
        coverId: p.cover_id ?? null,
        productMediaVersionId: p.cover_id ? LIVE_VERSION_ID : null,
        deliveryTimeId: p.delivery_time_id ?? null,
        canonicalProductId: null,
        canonicalProductVersionId: null,
        cmsPageId: p.cms_page_id ?? null,
        cmsPageVersionId: p.cms_page_id ? LIVE_VERSION_ID : null,
        openGraphMediaId: null,
        productNumber: p.product_number,
        restockTime: null,
        active: !!p.active,
        available,
        isCloseout: !!p.is_closeout,
        availableStock: p.available_stock,
        stock,
        displayGroup: null,
        manufacturerNumber: p.manufacturer_number ?? null,
        ean: p.ean ?? null,
        purchaseSteps: p.purchase_steps,
        maxPurchase: p.max_purchase ?? null,
        minPurchase: p.min_purchase,
        purchaseUnit: p.purchase_unit ?? null,
        referenceUnit: p.reference_unit ?? null,
        shippingFree: !!p.shipping_free,
        markAsTopseller: !!p.mark_as_topseller,
        weight: p.weight ?? null,
        width: p.width ?? null,
        height: p.height ?? null,
        length: p.length ?? null,
        releaseDate: p.release_date ?? null,
        ratingAverage: p.rating_average ?? null,
        categoryTree,
        propertyIds: propertiesByProduct.get(id) ?? null,
        optionIds: optionsByProduct.get(id) ?? null,
        streamIds: null,
        tagIds: null,
        categoryIds,
        childCount: childCounts.get(id) ?? 0,
        sales: p.sales,
        metaDescription: t.own("meta_description"),
        name: t.own("name"),
        keywords: t.own("keywords"),
        description: t.own("description"),
        metaTitle: t.own("meta_title"),
        packUnit: t.own("pack_unit"),
        packUnitPlural: t.own("pack_unit_plural"),
        customFields: ownCustomFields,
        type: p.type ?? "physical",
        states: p.type === "digital" ? ["is-download"] : ["is-physical"],
        calculatedPrice: calc,
        calculatedPrices,
        calculatedMaxPurchase: Math.min(stock > 0 ? stock : 100, (p.max_purchase as number | null) ?? 100),
        calculatedCheapestPrice: cheapest,
        isNew: false,
        sortedProperties: null,
        measurements: null,
        createdAt: p.created_at,
        updatedAt: p.updated_at ?? null,
        translated: {
          metaDescription: t.tr("meta_description"),
          name: t.tr("name"),
          keywords: t.tr("keywords"),
          description: t.tr("description"),
          metaTitle: t.tr("meta_title"),
          packUnit: t.tr("pack_unit"),
          packUnitPlural: t.tr("pack_unit_plural"),
          customFields: translatedCustomFields,
          slotConfig: null,
        },
        downloads: downloads.length ? downloads : null,
        parent: null,
        children: null,
        deliveryTime: delivery
          ? {
              id: delivery.id, name: dt.own("name"), min: delivery.min, max: delivery.max, unit: delivery.unit,
              customFields: null, createdAt: SEEDED_AT, updatedAt: null, translated: { name: dt.tr("name"), customFields: [] }, apiAlias: "delivery_time",
            }
          : null,
        tax: { id: tax.id, taxRate, name: tax.name, position: tax.position, customFields: null, createdAt: SEEDED_AT, updatedAt: null, apiAlias: "tax" },
        manufacturer: manufacturer
          ? {
              id: manufacturer.id, versionId: LIVE_VERSION_ID, mediaId: manufacturer.media_id ?? null, link: manufacturer.link ?? null,
              name: mt.own("name"), description: mt.own("description"), customFields: null, createdAt: SEEDED_AT, updatedAt: null,
              translated: { name: mt.tr("name"), description: mt.tr("description"), customFields: [] }, media: null, apiAlias: "product_manufacturer",
            }
          : null,
        unit: unit
          ? {
              id: unit.id, shortCode: unitT.own("short_code"), name: unitT.own("name"), customFields: null, createdAt: SEEDED_AT, updatedAt: null,
              translated: { shortCode: unitT.tr("short_code"), name: unitT.tr("name"), customFields: [] }, apiAlias: "unit",
            }
          : null,
        cover:
          coverRow && coverMedia
            ? {
                id: coverRow.id, versionId: LIVE_VERSION_ID, productId: id, productVersionId: LIVE_VERSION_ID, mediaId: coverMedia.id,
                position: coverRow.position, customFields: null, createdAt: SEEDED_AT, updatedAt: null,
                media: mediaEntity(coverMedia, mediaTr.get(coverMedia.id as string), chain, baseUrl), apiAlias: "product_media",
              }
            : null,
        openGraphMedia: null,
        cmsPage: null,
        canonicalProduct: null,
        media: null,
        crossSellings: null,
        configuratorSettings: null,
        productReviews: null,
        mainCategories: null,
        seoUrls: null,
        options: null,
        properties: null,
        categories: null,
        streams: null,
        categoriesRo: null,
        tags: null,
        seoCategory: null,
        variantListingConfig: parseJson<Row | null>(p.variant_listing_config, null),
        apiAlias: "product",
      };
      return {
        entity,
        // index-only aliases so Shopware-style filters work without loading associations
        index: {
          "categories.id": categoryIds,
          "categoriesRo.id": categoryTree,
          "properties.id": propertiesByProduct.get(id) ?? [],
          "options.id": optionsByProduct.get(id) ?? [],
          // filters, sortings and the price aggregation see the price the context pays
          price: calc.unitPrice as number,
          cheapestPrice: (cheapest as Row).unitPrice as number,
          rating: (p.rating_average as number | null) ?? 0,
          topseller: (p.mark_as_topseller as number) * 100000 + (p.sales as number),
          "manufacturer.id": p.manufacturer_id ?? null,
        },
      };
    });
  }
}

interface RenderParams {
  chain: string[];
  currencyId: string;
  baseUrl: string;
  rule: PriceRule | null;
}

/** One rendering of the active products with the indexes reads use; never changed once built. */
interface Rendered {
  params: RenderParams;
  list: Searchable[];
  byId: Map<string, Searchable>;
  listed: Searchable[];
  /** listed products per category id (each product under every category of its tree), built on first use */
  byCategory?: Map<string, Searchable[]>;
  /** those lists sorted, per category and order key */
  sorted: Map<string, Searchable[]>;
}

/** A listing order: `key` names `compare` (the same key must always mean the same order). */
export interface ListedOrder {
  key: string;
  compare: (a: Searchable, b: Searchable) => number;
}

function indexed(list: Searchable[], params: RenderParams): Rendered {
  return { params, list, byId: new Map(list.map((i) => [i.entity.id as string, i])), listed: list.filter((i) => !i.entity.parentId), sorted: new Map() };
}

function groupByCategory(listed: Searchable[]): Map<string, Searchable[]> {
  const out = new Map<string, Searchable[]>();
  for (const item of listed) {
    for (const categoryId of item.entity.categoryTree as string[]) {
      const list = out.get(categoryId);
      if (list) list.push(item);
      else out.set(categoryId, [item]);
    }
  }
  return out;
}

/** Anonymous/no-rule contexts keep the original key, so they share one rendering as before. */
function cacheKey(chain: string[], currencyId: string, baseUrl: string, rule: PriceRule | null): string {
  const key = `${chain.join(",")}|${currencyId}|${baseUrl}`;
  return rule ? `${key}|group-${rule.discountPercent}` : key;
}

function groupBy(rows: Row[], key: string, value: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const r of rows) {
    const k = r[key] as string;
    const list = out.get(k) ?? [];
    list.push(r[value] as string);
    out.set(k, list);
  }
  return out;
}
