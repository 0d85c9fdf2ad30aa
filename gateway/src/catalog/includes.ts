/**
 * Shopware's `includes` criteria parameter (apiAlias → fields) for the catalogue reads: the Store API
 * answers only with the fields the gateway's mappers read (mapping.ts, product.ts, media.ts, the Product
 * / Review / CrossSellingGroup / ConfiguratorGroup resolvers, product breadcrumbs in content/route.ts).
 * Listing, search and category/landing reads use PRODUCT_TREE (loaders.ts, listing.ts); their own
 * structs (product_listing, category, cms_*) stay whole. Without includes a product detail answer
 * carries the product's whole resolved CMS page (≈ 200 KB, of which the gateway reads nothing).
 * Shopware filters every nested entity by its own apiAlias and `translated` by the owner's list, and
 * always keeps `apiAlias`.
 *
 * A mapper that starts reading a new upstream field must add it here — gateway/test/integration/
 * includes.test.ts compares every field of every route type with and without includes and fails otherwise.
 *
 * Custom fields: only the keys the gateway reads (product.ts CUSTOM_FIELD), by dotted includes
 * (`customFields.product_sku`). Shopware's StructEncoder (6.5–6.7: `encodeNestedArray` with
 * `ResponseFields::hasNested`) filters a plain map inside a struct by them, in `customFields` and — as
 * `translated` follows the owner's list — in `translated.customFields` alike; `customFields` itself must
 * stay listed, or `translated.customFields` is dropped. List reads leave the long texts out as well
 * (TEXT_CUSTOM_FIELDS: a third of a category answer, twice — own and translated).
 */
import { CUSTOM_FIELD, TEXT_CUSTOM_FIELDS } from "./product.js";

type Includes = Record<string, readonly string[]>;

const customFieldIncludes = (keys: readonly string[]) => ["customFields", ...keys.map((key) => `customFields.${key}`)];
const ALL_CUSTOM_FIELDS: readonly string[] = Object.values(CUSTOM_FIELD);
const LISTED_CUSTOM_FIELDS = ALL_CUSTOM_FIELDS.filter((key) => !TEXT_CUSTOM_FIELDS.includes(key));

/**
 * Product fields any Product resolver may read (a listing tile resolves the same type as a detail page),
 * but the custom fields.
 */
const PRODUCT = [
  "id", "parentId", "productNumber", "name", "description", "translated", "seoUrls", "seoCategory", "categoryIds",
  "metaTitle", "metaDescription", "keywords", "type", "ean", "weight", "tags",
  "manufacturer", "cover", "media", "downloads", "unit", "deliveryTime", "tax", "properties", "options", "optionIds",
  "variantListingConfig", "packUnit", "packUnitPlural", "purchaseUnit", "referenceUnit",
  "calculatedPrice", "calculatedPrices", "calculatedCheapestPrice", "calculatedMaxPurchase",
  "available", "availableStock", "stock", "restockTime", "isCloseout", "minPurchase", "maxPurchase", "purchaseSteps",
  "shippingFree", "isNew", "markAsTopseller", "ratingAverage",
] as const;

/** media.ts (images: url, alt, size, thumbnails) and product downloads (file name and extension). */
export const MEDIA = ["id", "url", "alt", "title", "metaData", "translated", "thumbnails", "fileName", "fileExtension"] as const;
export const MEDIA_THUMBNAIL = ["url", "width", "height"] as const;

/**
 * What a product row and its associations need; the price structs stay whole (tiers, reference prices).
 * The same lists cover the listing's filter aggregations (manufacturers, property groups and options
 * with their media: listing.ts listingFilters) and the media of CMS slots (content/cms.ts).
 */
export const PRODUCT_TREE: Includes = {
  product: [...PRODUCT, ...customFieldIncludes(LISTED_CUSTOM_FIELDS)],
  media: MEDIA,
  media_thumbnail: MEDIA_THUMBNAIL,
  product_media: ["id", "mediaId", "position", "media"],
  product_download: ["id", "media"],
  product_manufacturer: ["id", "name", "translated", "description", "link", "media"],
  property_group_option: ["id", "groupId", "name", "translated", "position", "colorHexCode", "media", "group"],
  property_group: ["id", "name", "translated", "position", "displayType", "options"],
  unit: ["name", "shortCode", "translated"],
  delivery_time: ["name", "translated", "min", "max", "unit"],
  tag: ["name"],
  tax: ["taxRate"],
  seo_url: ["seoPathInfo"],
};

/** POST /product/{id}: the product and the configurator; `seoCategory` feeds the breadcrumbs. */
export const PRODUCT_DETAIL_INCLUDES: Includes = {
  ...PRODUCT_TREE,
  product: [...PRODUCT, ...customFieldIncludes(ALL_CUSTOM_FIELDS)],
  product_detail: ["product", "configurator"],
  category: ["id", "path", "breadcrumb", "name", "translated"],
};

/** POST /product/{id}/cross-selling: the groups (CrossSellingGroup) and their products. */
export const CROSS_SELLING_INCLUDES: Includes = {
  ...PRODUCT_TREE,
  cross_selling_element: ["crossSelling", "products", "total"],
  product_cross_selling: ["id", "name", "translated"],
};

/** POST /product/{id}/reviews: the Review resolvers' fields; total and aggregations stay. */
export const REVIEW_INCLUDES: Includes = {
  product_review: ["id", "title", "content", "points", "externalUser", "createdAt", "comment", "languageId"],
};
