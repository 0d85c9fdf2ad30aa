/**
 * Product detail mapping: prices (tiers, list price, savings, reference price), availability (SPEC §4),
 * article data and content held in custom fields (accordion, FAQ, expert review).
 * Tolerant by design: a real Shopware returns null for unset fields and [] for empty maps.
 */
import type { components } from "@shopware/api-client/store-api-types";
import type { AvailabilityState } from "../generated/graphql.js";
import { imageFromMedia, imageFromUrl, type ImageShape } from "./media.js";
import { SHOP_CURRENCY, translated, type MoneyShape, type ProductRow } from "./mapping.js";
import type { PropertyGroupOptionRow } from "./rows.js";

type CalculatedPriceRow = components["schemas"]["CalculatedPrice"];

const round2 = (n: number) => Math.round(n * 100) / 100;
const money = (amount: number): MoneyShape => ({ amount: round2(amount), currency: SHOP_CURRENCY });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function str(value: unknown): string | null {
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

function num(value: unknown): number | null {
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function bool(value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  if (value === 1 || value === "1" || value === "true") return true;
  if (value === 0 || value === "0" || value === "false") return false;
  return null;
}

/** JSON stored as a string in a custom field → value. */
function json(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return value;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return value;
  }
}

/** Custom fields of a row, translated ones winning (Shopware returns [] for an empty map). */
export function customFields(row: { customFields?: unknown; translated?: unknown } | null | undefined): Record<string, unknown> {
  const own = isRecord(row?.customFields) ? row.customFields : {};
  const tr = isRecord((row?.translated as { customFields?: unknown } | undefined)?.customFields)
    ? ((row!.translated as { customFields: Record<string, unknown> }).customFields)
    : {};
  const merged: Record<string, unknown> = { ...own };
  for (const [key, value] of Object.entries(tr)) if (value !== null && value !== undefined && value !== "") merged[key] = value;
  return merged;
}

/**
 * The product custom fields the shop reads (`translated.customFields`, falling back to
 * `customFields`) — the contract with the platform seed, and what a Shopware shop must define.
 */
export const CUSTOM_FIELD = {
  availability: "product_availability",
  sku: "product_sku",
  pharmacode: "product_pharmacode",
  packing: "product_packing",
  usage: "product_usage",
  ingredients: "product_ingredients",
  characteristics: "product_characteristics",
  otherInfo: "product_other_info",
  faqs: "product_faqs",
  expertReview: "product_expert_review",
  additionalData: "product_additional_data",
  returnable: "product_returnable",
  cancellable: "product_cancellable",
  clickAndCollect: "product_click_collect",
  dispensingCategory: "pharmacy_dispensing_category",
  packageLeaflet: "pharmacy_package_leaflet",
} as const;

/**
 * The custom fields only a product page shows — the long ones (HTML sections, FAQs, JSON) are most of a listed
 * product's bytes; the medicine's category and leaflet are short but no tile shows them. List reads leave them out (includes.ts PRODUCT_TREE); a listed product that is asked for them
 * resolves them from its whole row (resolvers.ts `withTexts`).
 */
export const TEXT_CUSTOM_FIELDS: readonly string[] = [
  CUSTOM_FIELD.usage, CUSTOM_FIELD.ingredients, CUSTOM_FIELD.characteristics, CUSTOM_FIELD.otherInfo,
  CUSTOM_FIELD.faqs, CUSTOM_FIELD.expertReview, CUSTOM_FIELD.additionalData,
  CUSTOM_FIELD.dispensingCategory, CUSTOM_FIELD.packageLeaflet,
];

/** A custom field's value; empty strings and null count as absent. */
function field(cf: Record<string, unknown>, name: string): unknown {
  const value = cf[name];
  return value === undefined || value === null || value === "" ? undefined : value;
}

// --- Prices -------------------------------------------------------------------------------------

export interface ReferencePriceShape {
  price: MoneyShape;
  purchaseUnit: number | null;
  referenceUnit: number | null;
  unitName: string;
}

export interface PriceTierShape {
  kind: "UP_TO" | "FROM";
  quantity: number;
  unitPrice: MoneyShape;
  listPrice: MoneyShape | null;
  referencePrice: ReferencePriceShape | null;
}

export interface FullPriceShape {
  unitPrice: MoneyShape;
  listPrice: MoneyShape | null;
  savings: MoneyShape | null;
  discountPercentage: number | null;
  referencePrice: ReferencePriceShape | null;
  tiers: PriceTierShape[];
  hasRange: boolean;
  fromPrice: MoneyShape | null;
  vatIncluded: boolean;
  taxRate: number | null;
}

function referencePriceOf(price: { referencePrice?: unknown } | null | undefined): ReferencePriceShape | null {
  const ref = price?.referencePrice as
    | { price?: unknown; purchaseUnit?: unknown; referenceUnit?: unknown; unitName?: unknown }
    | null
    | undefined;
  const amount = num(ref?.price);
  if (!ref || amount === null) return null;
  return {
    price: money(amount),
    purchaseUnit: num(ref.purchaseUnit),
    referenceUnit: num(ref.referenceUnit),
    unitName: str(ref.unitName) ?? "",
  };
}

function listPriceOf(price: Partial<CalculatedPriceRow> | null | undefined, unit: number): MoneyShape | null {
  const list = num(price?.listPrice?.price);
  return list !== null && list > unit ? money(list) : null;
}

/**
 * Shopware's calculatedPrices: one entry per tier; `quantity` is the tier's upper bound, except for the
 * last tier where it is the lower bound — hence 'to {qty}' for all but the last, 'from {qty}' for the last.
 */
export function priceTiers(product: ProductRow): PriceTierShape[] {
  const prices = Array.isArray(product.calculatedPrices) ? product.calculatedPrices : [];
  if (prices.length < 2) return [];
  return prices.map((price, index) => {
    const unit = num(price.unitPrice) ?? 0;
    return {
      kind: index === prices.length - 1 ? "FROM" : "UP_TO",
      quantity: Math.max(1, Math.round(num(price.quantity) ?? 1)),
      unitPrice: money(unit),
      listPrice: listPriceOf(price, unit),
      referencePrice: referencePriceOf(price),
    };
  });
}

export function fullPrice(product: ProductRow): FullPriceShape {
  const calculated = product.calculatedPrice as Partial<CalculatedPriceRow> | null | undefined;
  const cheapest = product.calculatedCheapestPrice;
  const unit = num(calculated?.unitPrice) ?? num(cheapest?.unitPrice) ?? 0;
  const listPrice = listPriceOf(calculated, unit);
  const savings = listPrice ? round2(listPrice.amount - unit) : null;
  const upstreamPercentage = num(calculated?.listPrice?.percentage);
  const discountPercentage = listPrice
    ? round2(upstreamPercentage && upstreamPercentage > 0 ? upstreamPercentage : (100 * (listPrice.amount - unit)) / listPrice.amount)
    : null;
  const tiers = priceTiers(product);
  const cheapestUnit = num(cheapest?.unitPrice);
  const hasRange = Boolean(cheapest?.hasRange) || tiers.length > 0;
  const taxRate =
    num(calculated?.calculatedTaxes?.[0]?.taxRate) ?? num((product.tax as { taxRate?: unknown } | undefined)?.taxRate);
  return {
    unitPrice: money(unit),
    listPrice,
    savings: savings !== null && savings > 0 ? money(savings) : null,
    discountPercentage,
    referencePrice: referencePriceOf(calculated) ?? referencePriceOf(cheapest),
    tiers,
    hasRange,
    fromPrice: cheapestUnit !== null ? money(cheapestUnit) : null,
    vatIncluded: true,
    taxRate,
  };
}

// --- Availability -------------------------------------------------------------------------------

/** Values of the `product_availability` custom field (SPEC §4 availability texts). */
const AVAILABILITY_STATES: Record<string, AvailabilityState> = {
  available: "AVAILABLE",
  not_available: "NOT_AVAILABLE",
  in_stock_ch: "IN_STOCK_SWITZERLAND",
  on_order: "ON_ORDER",
  on_customer_order: "ON_CUSTOMER_ORDER",
  dispatch_today: "DISPATCHED_TODAY",
  dispatch_tomorrow: "DISPATCHED_TOMORROW",
  dispatch_monday: "DISPATCHED_MONDAY",
};

export function availabilityState(product: ProductRow): AvailabilityState {
  const raw = str(field(customFields(product), CUSTOM_FIELD.availability));
  const mapped = raw ? AVAILABILITY_STATES[raw] : undefined;
  if (mapped) return mapped;
  const available = typeof product.available === "boolean" ? product.available : null;
  const stock = num(product.availableStock) ?? num(product.stock);
  if (available === false) return "NOT_AVAILABLE";
  if (stock !== null && stock > 0) return "AVAILABLE";
  if (available === true && !product.isCloseout) return "ON_ORDER";
  return "NOT_AVAILABLE";
}

export interface AvailabilityShape {
  state: AvailabilityState;
  orderable: boolean;
  stock: number | null;
  availableStock: number | null;
  deliveryText: string | null;
  minPurchase: number;
  maxPurchase: number | null;
  purchaseSteps: number;
}

export function availability(product: ProductRow): AvailabilityShape {
  const state = availabilityState(product);
  const deliveryTime = product.deliveryTime as { name?: unknown; translated?: { name?: unknown } } | null | undefined;
  return {
    state,
    orderable: state !== "NOT_AVAILABLE" && product.available !== false,
    stock: num(product.stock),
    availableStock: num(product.availableStock),
    deliveryText: str(deliveryTime?.translated?.name) ?? str(deliveryTime?.name),
    minPurchase: Math.max(1, num(product.minPurchase) ?? 1),
    maxPurchase: num(product.calculatedMaxPurchase) ?? num(product.maxPurchase),
    purchaseSteps: Math.max(1, num(product.purchaseSteps) ?? 1),
  };
}

// --- Article data and flags ----------------------------------------------------------------------

export function pharmacode(product: ProductRow): string | null {
  return str(field(customFields(product), CUSTOM_FIELD.pharmacode));
}

/** Article number: customFields product_sku, else the product number. */
export function sku(product: ProductRow): string {
  return str(field(customFields(product), CUSTOM_FIELD.sku)) ?? product.productNumber;
}

export function packing(product: ProductRow): string | null {
  const cf = str(field(customFields(product), CUSTOM_FIELD.packing));
  if (cf) return cf;
  const packUnit = translated(product.packUnit, product.translated?.packUnit);
  const purchase = num(product.purchaseUnit);
  const unit = product.unit as { name?: unknown; shortCode?: unknown; translated?: { shortCode?: unknown; name?: unknown } } | undefined;
  const unitCode = str(unit?.translated?.shortCode) ?? str(unit?.shortCode);
  if (purchase !== null && unitCode) return `${purchase} ${unitCode}`;
  return str(packUnit);
}

export function flag(product: ProductRow, fallback: boolean, name: string): boolean {
  return bool(field(customFields(product), name)) ?? fallback;
}

export function productTags(product: ProductRow): string[] {
  const tags = Array.isArray(product.tags) ? product.tags : [];
  return tags.map((t) => str((t as { name?: unknown }).name)).filter((t): t is string => t !== null);
}

export function productUnit(product: ProductRow) {
  const unit = product.unit as { name?: unknown; translated?: { name?: unknown } } | undefined;
  const purchaseUnit = num(product.purchaseUnit);
  const referenceUnit = num(product.referenceUnit);
  const unitName = str(unit?.translated?.name) ?? str(unit?.name);
  const packUnit = str(translated(product.packUnit, product.translated?.packUnit));
  const packUnitPlural = str(translated(product.packUnitPlural, product.translated?.packUnitPlural));
  if (purchaseUnit === null && referenceUnit === null && !unitName && !packUnit) return null;
  return { purchaseUnit, referenceUnit, unitName, packUnit, packUnitPlural };
}

// --- Media ----------------------------------------------------------------------------------------

/** Gallery in position order; the cover first when it is not part of the media list. */
export function productGallery(product: ProductRow): ImageShape[] {
  const media = [...(Array.isArray(product.media) ? product.media : [])].sort(
    (a, b) => (num(a.position) ?? 0) - (num(b.position) ?? 0),
  );
  const images: ImageShape[] = [];
  const seen = new Set<string>();
  const coverMedia = product.cover?.media;
  if (coverMedia && !media.some((m) => m.mediaId === coverMedia.id)) {
    const cover = imageFromMedia(coverMedia);
    if (cover) {
      images.push(cover);
      seen.add(cover.url);
    }
  }
  for (const item of media) {
    const image = imageFromMedia(item.media);
    if (image && !seen.has(image.url)) {
      images.push(image);
      seen.add(image.url);
    }
  }
  return images;
}

// --- Content in custom fields ----------------------------------------------------------------------

export type AccordionKeyValue = "DESCRIPTION" | "INGREDIENTS" | "USAGE" | "CHARACTERISTICS" | "OTHER_INFO";

const ACCORDION_FIELDS: [AccordionKeyValue, string][] = [
  ["INGREDIENTS", CUSTOM_FIELD.ingredients],
  ["USAGE", CUSTOM_FIELD.usage],
  ["CHARACTERISTICS", CUSTOM_FIELD.characteristics],
  ["OTHER_INFO", CUSTOM_FIELD.otherInfo],
];

export function accordion(product: ProductRow): { key: AccordionKeyValue; html: string }[] {
  const sections: { key: AccordionKeyValue; html: string }[] = [];
  const description = str(translated(product.description, product.translated?.description));
  if (description) sections.push({ key: "DESCRIPTION", html: description });
  const cf = customFields(product);
  for (const [key, name] of ACCORDION_FIELDS) {
    const html = str(field(cf, name));
    if (html) sections.push({ key, html });
  }
  return sections;
}

export function faqsFrom(value: unknown): { question: string; answer: string }[] {
  const list = json(value);
  if (!Array.isArray(list)) return [];
  const out: { question: string; answer: string }[] = [];
  for (const item of list) {
    if (!isRecord(item)) continue;
    const question = str(item.question);
    const answer = str(item.answer);
    if (question && answer) out.push({ question, answer });
  }
  return out;
}

export function productFaqs(product: ProductRow): { question: string; answer: string }[] {
  return faqsFrom(field(customFields(product), CUSTOM_FIELD.faqs));
}

export function expertReview(product: ProductRow) {
  const raw = json(field(customFields(product), CUSTOM_FIELD.expertReview));
  if (!isRecord(raw)) return null;
  // { name, role, text (HTML), points (0–5), mediaUrl? }
  const html = str(raw.text);
  const author = str(raw.name);
  if (!html || !author) return null;
  const rating = num(raw.points);
  return {
    author,
    role: str(raw.role),
    html,
    rating: rating !== null && rating >= 0 && rating <= 5 ? rating : null,
    image: imageFromUrl(raw.mediaUrl, author),
  };
}

const DISPENSING_CATEGORIES = ["A", "B", "C", "D", "E"] as const;

/** The Swissmedic category of a medicine; anything else in the field counts as not a medicine. */
export function dispensingCategory(product: ProductRow): (typeof DISPENSING_CATEGORIES)[number] | null {
  const value = str(field(customFields(product), CUSTOM_FIELD.dispensingCategory))?.trim().toUpperCase();
  return DISPENSING_CATEGORIES.find((category) => category === value) ?? null;
}

/** The leaflet's media path or URL as the shop stored it (media/routes.ts on the platform serves the seeded ones). */
export function packageLeaflet(product: ProductRow): string | null {
  return str(field(customFields(product), CUSTOM_FIELD.packageLeaflet)) ?? null;
}

export function additionalData(product: ProductRow): unknown {
  const raw = json(field(customFields(product), CUSTOM_FIELD.additionalData));
  return raw === undefined ? null : raw;
}

export function additionalThumbnail(product: ProductRow): ImageShape | null {
  const data = additionalData(product);
  if (!isRecord(data)) return null;
  const thumbnail = data.thumbnail;
  if (isRecord(thumbnail)) return imageFromMedia(thumbnail as never) ?? imageFromUrl(thumbnail.url);
  return imageFromUrl(thumbnail);
}

// --- Properties and options ------------------------------------------------------------------------

export interface PropertyOptionShape {
  id: string;
  name: string;
  groupId: string | null;
  groupName: string | null;
  colorHexCode: string | null;
  media: ImageShape | null;
  position: number;
  groupPosition: number;
}

export function propertyOption(option: PropertyGroupOptionRow): PropertyOptionShape {
  const group = option.group as { id?: string; name?: string; position?: number; translated?: { name?: string } } | undefined;
  return {
    id: option.id,
    name: translated(option.name, option.translated?.name) ?? "",
    groupId: option.groupId ?? group?.id ?? null,
    groupName: group ? translated(group.name, group.translated?.name) : null,
    colorHexCode: str(option.colorHexCode),
    media: imageFromMedia(option.media),
    position: num(option.position) ?? 0,
    groupPosition: num(group?.position) ?? 0,
  };
}

function byPositionThenName(a: { position: number; name: string }, b: { position: number; name: string }) {
  return a.position - b.position || a.name.localeCompare(b.name);
}

/** Property values grouped by their group, groups and values in position/name order. */
export function propertyGroups(options: readonly PropertyGroupOptionRow[] | null | undefined) {
  const groups = new Map<string, { id: string; name: string; position: number; options: PropertyOptionShape[] }>();
  for (const row of options ?? []) {
    const option = propertyOption(row);
    const id = option.groupId ?? "_";
    let group = groups.get(id);
    if (!group) {
      group = { id, name: option.groupName ?? "", position: option.groupPosition, options: [] };
      groups.set(id, group);
    }
    group.options.push(option);
  }
  const sorted = [...groups.values()].sort(byPositionThenName);
  for (const group of sorted) group.options.sort(byPositionThenName);
  return sorted;
}
