import { parseJson, translator, type Row } from "../db/translations.js";
import { LIVE_VERSION_ID, SEEDED_AT } from "../ids.js";
import { mediaEntity } from "../media/media-entity.js";
import type { Searchable } from "../criteria/search.js";
import { calculatedPrice, pickCurrencyPrice, type PriceRule } from "./price.js";
import type { ProductRows } from "./product-rows.js";

/** What one rendering of the catalogue is for: language chain, currency, media origin, group price rule. */
export interface RenderParams {
  chain: string[];
  currencyId: string;
  baseUrl: string;
  rule: PriceRule | null;
}

type Translator = ReturnType<typeof translator>;

/** One product row as a Store API Product entity, with the index fields filters and sortings read. */
export function renderProduct(p: Row, rows: ProductRows, params: RenderParams): Searchable {
  const id = p.id as string;
  const t = translator(rows.translations.get(id), params.chain);
  const prices = productPrices(p, rows, params);
  const categoryIds = rows.categoriesByProduct.get(id) ?? [];
  const categoryTree = [...new Set(categoryIds.flatMap((c) => [...(rows.categoryPaths.get(c) ?? []), c]))];
  const stock = p.stock as number;
  const texts = translatedFields(t);
  const entity: Row = {
    ...foreignKeys(p),
    productNumber: p.product_number,
    restockTime: null,
    active: !!p.active,
    available: !p.is_closeout || stock > 0,
    isCloseout: !!p.is_closeout,
    availableStock: p.available_stock,
    stock,
    displayGroup: null,
    ...physicalFields(p),
    categoryTree,
    propertyIds: rows.propertiesByProduct.get(id) ?? null,
    optionIds: rows.optionsByProduct.get(id) ?? null,
    streamIds: null,
    tagIds: null,
    categoryIds,
    childCount: rows.childCounts.get(id) ?? 0,
    sales: p.sales,
    ...texts.own,
    type: p.type ?? "physical",
    states: p.type === "digital" ? ["is-download"] : ["is-physical"],
    calculatedPrice: prices.calc,
    calculatedPrices: prices.calculatedPrices,
    calculatedMaxPurchase: Math.min(stock > 0 ? stock : 100, (p.max_purchase as number | null) ?? 100),
    calculatedCheapestPrice: prices.cheapest,
    isNew: false,
    sortedProperties: null,
    measurements: null,
    createdAt: p.created_at,
    updatedAt: p.updated_at ?? null,
    translated: texts.translated,
    ...associations(p, rows, params),
    variantListingConfig: parseJson<Row | null>(p.variant_listing_config, null),
    apiAlias: "product",
  };
  return {
    entity,
    // index-only aliases so Shopware-style filters work without loading associations
    index: {
      "categories.id": categoryIds,
      "categoriesRo.id": categoryTree,
      "properties.id": rows.propertiesByProduct.get(id) ?? [],
      "options.id": rows.optionsByProduct.get(id) ?? [],
      // filters, sortings and the price aggregation see the price the context pays
      price: prices.calc.unitPrice as number,
      cheapestPrice: prices.cheapest.unitPrice as number,
      rating: (p.rating_average as number | null) ?? 0,
      topseller: (p.mark_as_topseller as number) * 100000 + (p.sales as number),
      "manufacturer.id": p.manufacturer_id ?? null,
    },
  };
}

/** calculatedPrice, the tier prices and the cheapest (variant) price, all through the context's price rule. */
function productPrices(p: Row, rows: ProductRows, { chain, currencyId, rule }: RenderParams) {
  const id = p.id as string;
  const taxRate = rows.taxes.get(p.tax_id as string)!.tax_rate as number;
  const price = pickCurrencyPrice(parseJson<Row[]>(p.price, []), currencyId);
  const gross = Number(price?.gross ?? 0);
  const listGross = ((price?.listPrice as Row | null | undefined)?.gross as number | undefined) ?? null;
  const unit = p.unit_id ? rows.units.get(p.unit_id as string) : undefined;
  const unitName = translator(rows.unitTr.get(p.unit_id as string), chain).tr("name");
  const reference =
    p.purchase_unit && p.reference_unit && unit
      ? { purchaseUnit: p.purchase_unit as number, referenceUnit: p.reference_unit as number, unitName: String(unitName) }
      : null;
  const calc = calculatedPrice({ gross, listGross, taxRate, reference, rule });
  // variant parents: the cheapest child price, with hasRange when the children differ (Shopware's cheapestPrice)
  const variantPrices = rows.childPrices.get(id);
  const cheapestGross = variantPrices?.length ? Math.min(...variantPrices) : gross;
  const cheapest = {
    ...calculatedPrice({ gross: cheapestGross, listGross, taxRate, reference, rule }, "calculated_cheapest_price"),
    hasRange: !!variantPrices && new Set(variantPrices).size > 1,
    variantId: id,
  };
  // Shopware's calculatedPrices: one CalculatedPrice per tier (quantity = tier end, or start for the open tier)
  const calculatedPrices = (rows.tiersByProduct.get(id) ?? []).map((t) => {
    const tierGross = Number(pickCurrencyPrice(parseJson<Row[]>(t.price, []), currencyId)?.gross ?? gross);
    return {
      ...calculatedPrice({ gross: tierGross, listGross, taxRate, reference, rule }),
      quantity: (t.quantity_end as number | null) ?? (t.quantity_start as number),
    };
  });
  return { calc, cheapest: cheapest as Row, calculatedPrices };
}

function foreignKeys(p: Row): Row {
  return {
    id: p.id,
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
  };
}

function physicalFields(p: Row): Row {
  return {
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
  };
}

const TRANSLATED = ["meta_description", "name", "keywords", "description", "meta_title", "pack_unit", "pack_unit_plural"].map(
  (column) => [column, column.replace(/_(\w)/g, (_, ch: string) => ch.toUpperCase())] as const,
);

/** The translated fields in the context's own language (`own`), and with the language chain's fallback (`translated`). */
function translatedFields(t: Translator): { own: Row; translated: Row } {
  // custom fields are the largest column (texts, FAQs): parse once when own and inherited value coincide
  const ownCf = t.own("custom_fields");
  const trCf = t.tr("custom_fields");
  const translatedCustomFields = parseJson<Row>(trCf, {});
  const ownCustomFields = ownCf === null ? null : ownCf === trCf ? translatedCustomFields : parseJson<Row | null>(ownCf, null);
  const own: Row = {};
  const translated: Row = {};
  for (const [column, field] of TRANSLATED) {
    own[field] = t.own(column);
    translated[field] = t.tr(column);
  }
  return { own: { ...own, customFields: ownCustomFields }, translated: { ...translated, customFields: translatedCustomFields, slotConfig: null } };
}

/** The associations a product always carries (the rest Shopware leaves unloaded: null). */
function associations(p: Row, rows: ProductRows, { chain, baseUrl }: RenderParams): Row {
  const id = p.id as string;
  const downloads = (rows.downloadsByProduct.get(id) ?? []).map((d) => downloadEntity(d, p, rows, chain, baseUrl));
  const delivery = p.delivery_time_id ? rows.deliveryTimes.get(p.delivery_time_id as string) : undefined;
  const manufacturer = p.manufacturer_id ? rows.manufacturers.get(p.manufacturer_id as string) : undefined;
  const unit = p.unit_id ? rows.units.get(p.unit_id as string) : undefined;
  const coverRow = p.cover_id ? rows.productMedia.get(p.cover_id as string) : undefined;
  const coverMedia = coverRow ? rows.media.get(coverRow.media_id as string) : undefined;
  const tax = rows.taxes.get(p.tax_id as string)!;
  return {
    downloads: downloads.length ? downloads : null,
    parent: null,
    children: null,
    deliveryTime: delivery ? deliveryTimeEntity(delivery, translator(rows.deliveryTr.get(p.delivery_time_id as string), chain)) : null,
    tax: { id: tax.id, taxRate: tax.tax_rate, name: tax.name, position: tax.position, customFields: null, createdAt: SEEDED_AT, updatedAt: null, apiAlias: "tax" },
    manufacturer: manufacturer ? manufacturerEntity(manufacturer, translator(rows.manufacturerTr.get(p.manufacturer_id as string), chain)) : null,
    unit: unit ? unitEntity(unit, translator(rows.unitTr.get(p.unit_id as string), chain)) : null,
    cover:
      coverRow && coverMedia
        ? {
            id: coverRow.id, versionId: LIVE_VERSION_ID, productId: id, productVersionId: LIVE_VERSION_ID, mediaId: coverMedia.id,
            position: coverRow.position, customFields: null, createdAt: SEEDED_AT, updatedAt: null,
            media: mediaEntity(coverMedia, rows.mediaTr.get(coverMedia.id as string), chain, baseUrl), apiAlias: "product_media",
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
  };
}

function downloadEntity(d: Row, p: Row, rows: ProductRows, chain: string[], baseUrl: string): Row {
  const m = rows.media.get(d.media_id as string);
  return {
    id: d.id, versionId: LIVE_VERSION_ID, productId: p.id, productVersionId: LIVE_VERSION_ID, mediaId: d.media_id, position: d.position,
    customFields: null, createdAt: p.created_at, updatedAt: null, product: null,
    media: m ? mediaEntity(m, rows.mediaTr.get(m.id as string), chain, baseUrl) : null, apiAlias: "product_download",
  };
}

function deliveryTimeEntity(delivery: Row, dt: Translator): Row {
  return {
    id: delivery.id, name: dt.own("name"), min: delivery.min, max: delivery.max, unit: delivery.unit,
    customFields: null, createdAt: SEEDED_AT, updatedAt: null, translated: { name: dt.tr("name"), customFields: [] }, apiAlias: "delivery_time",
  };
}

function manufacturerEntity(manufacturer: Row, mt: Translator): Row {
  return {
    id: manufacturer.id, versionId: LIVE_VERSION_ID, mediaId: manufacturer.media_id ?? null, link: manufacturer.link ?? null,
    name: mt.own("name"), description: mt.own("description"), customFields: null, createdAt: SEEDED_AT, updatedAt: null,
    translated: { name: mt.tr("name"), description: mt.tr("description"), customFields: [] }, media: null, apiAlias: "product_manufacturer",
  };
}

function unitEntity(unit: Row, unitT: Translator): Row {
  return {
    id: unit.id, shortCode: unitT.own("short_code"), name: unitT.own("name"), customFields: null, createdAt: SEEDED_AT, updatedAt: null,
    translated: { shortCode: unitT.tr("short_code"), name: unitT.tr("name"), customFields: [] }, apiAlias: "unit",
  };
}
