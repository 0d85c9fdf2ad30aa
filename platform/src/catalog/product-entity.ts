import { parseJson, translator, type Row } from "../db/translations.js";
import { LIVE_VERSION_ID, SEEDED_AT } from "../ids.js";
import { mediaEntity } from "../media/media-entity.js";
import type { Searchable } from "../criteria/search.js";
import { calculatedPrice, pickCurrencyPrice, type PriceRule } from "./price.js";
import type { ProductRows } from "./product-rows.js";
import { calculatedMaxPurchase } from "../checkout/quantity-rules.js";

/** What one rendering of the catalogue is for: language chain, currency, media origin, group price rule. */
export interface RenderParams {
  chain: string[];
  currencyId: string;
  baseUrl: string;
  rule: PriceRule | null;
}

type Translator = ReturnType<typeof translator>;

/**
 * One product row as a Store API Product entity, with the index fields filters and sortings read.
 * One object literal on purpose: spreading field groups into it doubled the catalogue's render time.
 */
export function renderProduct(p: Row, rows: ProductRows, params: RenderParams): Searchable {
  const id = p.id as string;
  const t = translator(rows.translations.get(id), params.chain);
  const prices = productPrices(p, rows, params);
  const categoryIds = rows.categoriesByProduct.get(id) ?? [];
  const categoryTree = [...new Set(categoryIds.flatMap((c) => [...(rows.categoryPaths.get(c) ?? []), c]))];
  const stock = p.stock as number;
  const customFields = productCustomFields(t);
  const entity: Row = {
    id, versionId: LIVE_VERSION_ID, parentId: p.parent_id ?? null, parentVersionId: p.parent_id ? LIVE_VERSION_ID : null,
    manufacturerId: p.manufacturer_id ?? null, productManufacturerVersionId: p.manufacturer_id ? LIVE_VERSION_ID : null,
    unitId: p.unit_id ?? null, taxId: p.tax_id, coverId: p.cover_id ?? null, productMediaVersionId: p.cover_id ? LIVE_VERSION_ID : null,
    deliveryTimeId: p.delivery_time_id ?? null, canonicalProductId: null, canonicalProductVersionId: null,
    cmsPageId: p.cms_page_id ?? null, cmsPageVersionId: p.cms_page_id ? LIVE_VERSION_ID : null, openGraphMediaId: null,
    productNumber: p.product_number, restockTime: null, active: !!p.active, available: !p.is_closeout || stock > 0,
    isCloseout: !!p.is_closeout, availableStock: p.available_stock, stock, displayGroup: null,
    manufacturerNumber: p.manufacturer_number ?? null, ean: p.ean ?? null, purchaseSteps: p.purchase_steps, maxPurchase: p.max_purchase ?? null,
    minPurchase: p.min_purchase, purchaseUnit: p.purchase_unit ?? null, referenceUnit: p.reference_unit ?? null,
    shippingFree: !!p.shipping_free, markAsTopseller: !!p.mark_as_topseller,
    weight: p.weight ?? null, width: p.width ?? null, height: p.height ?? null, length: p.length ?? null,
    releaseDate: p.release_date ?? null, ratingAverage: p.rating_average ?? null,
    categoryTree, propertyIds: rows.propertiesByProduct.get(id) ?? null, optionIds: rows.optionsByProduct.get(id) ?? null,
    streamIds: null, tagIds: null, categoryIds, childCount: rows.childCounts.get(id) ?? 0, sales: p.sales,
    metaDescription: t.own("meta_description"), name: t.own("name"), keywords: t.own("keywords"), description: t.own("description"),
    metaTitle: t.own("meta_title"), packUnit: t.own("pack_unit"), packUnitPlural: t.own("pack_unit_plural"), customFields: customFields.own,
    type: p.type ?? "physical", states: p.type === "digital" ? ["is-download"] : ["is-physical"],
    calculatedPrice: prices.calc, calculatedPrices: prices.calculatedPrices,
    calculatedMaxPurchase: calculatedMaxPurchase({ maxPurchase: (p.max_purchase as number | null) ?? null, stock, isCloseout: !!p.is_closeout }),
    calculatedCheapestPrice: prices.cheapest, isNew: false, sortedProperties: null, measurements: null,
    createdAt: p.created_at, updatedAt: p.updated_at ?? null,
    translated: {
      metaDescription: t.tr("meta_description"), name: t.tr("name"), keywords: t.tr("keywords"), description: t.tr("description"),
      metaTitle: t.tr("meta_title"), packUnit: t.tr("pack_unit"), packUnitPlural: t.tr("pack_unit_plural"),
      customFields: customFields.translated, slotConfig: null,
    },
    downloads: downloadsOf(p, rows, params), parent: null, children: null,
    deliveryTime: deliveryTimeOf(p, rows, params.chain),
    tax: taxOf(rows.taxes.get(p.tax_id as string)!),
    manufacturer: manufacturerOf(p, rows, params.chain),
    unit: unitOf(p, rows, params.chain),
    cover: coverOf(p, rows, params),
    openGraphMedia: null, cmsPage: null, canonicalProduct: null, media: null, crossSellings: null, configuratorSettings: null,
    productReviews: null, mainCategories: null, seoUrls: null, options: null, properties: null, categories: null, streams: null,
    categoriesRo: null, tags: null, seoCategory: null,
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

/** Custom fields in the context's own language and with fallback; the largest column (texts, FAQs): parsed once when both coincide. */
function productCustomFields(t: Translator): { own: Row | null; translated: Row } {
  const ownCf = t.own("custom_fields");
  const trCf = t.tr("custom_fields");
  const translated = parseJson<Row>(trCf, {});
  return { own: ownCf === null ? null : ownCf === trCf ? translated : parseJson<Row | null>(ownCf, null), translated };
}

function downloadsOf(p: Row, rows: ProductRows, { chain, baseUrl }: RenderParams): Row[] | null {
  const downloads = (rows.downloadsByProduct.get(p.id as string) ?? []).map((d) => downloadEntity(d, p, rows, chain, baseUrl));
  return downloads.length ? downloads : null;
}

function deliveryTimeOf(p: Row, rows: ProductRows, chain: string[]): Row | null {
  const delivery = p.delivery_time_id ? rows.deliveryTimes.get(p.delivery_time_id as string) : undefined;
  return delivery ? deliveryTimeEntity(delivery, translator(rows.deliveryTr.get(p.delivery_time_id as string), chain)) : null;
}

function taxOf(tax: Row): Row {
  return { id: tax.id, taxRate: tax.tax_rate, name: tax.name, position: tax.position, customFields: null, createdAt: SEEDED_AT, updatedAt: null, apiAlias: "tax" };
}

function manufacturerOf(p: Row, rows: ProductRows, chain: string[]): Row | null {
  const manufacturer = p.manufacturer_id ? rows.manufacturers.get(p.manufacturer_id as string) : undefined;
  return manufacturer ? manufacturerEntity(manufacturer, translator(rows.manufacturerTr.get(p.manufacturer_id as string), chain)) : null;
}

function unitOf(p: Row, rows: ProductRows, chain: string[]): Row | null {
  const unit = p.unit_id ? rows.units.get(p.unit_id as string) : undefined;
  return unit ? unitEntity(unit, translator(rows.unitTr.get(p.unit_id as string), chain)) : null;
}

function coverOf(p: Row, rows: ProductRows, { chain, baseUrl }: RenderParams): Row | null {
  const coverRow = p.cover_id ? rows.productMedia.get(p.cover_id as string) : undefined;
  const coverMedia = coverRow ? rows.media.get(coverRow.media_id as string) : undefined;
  if (!coverRow || !coverMedia) return null;
  return {
    id: coverRow.id, versionId: LIVE_VERSION_ID, productId: p.id, productVersionId: LIVE_VERSION_ID, mediaId: coverMedia.id,
    position: coverRow.position, customFields: null, createdAt: SEEDED_AT, updatedAt: null,
    media: mediaEntity(coverMedia, rows.mediaTr.get(coverMedia.id as string), chain, baseUrl), apiAlias: "product_media",
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
