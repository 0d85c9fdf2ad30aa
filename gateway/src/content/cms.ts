/**
 * CMS pages: sections → blocks → slots, and each slot's element as a typed union member.
 * Element data is read the way Shopware resolves it (slot.data filled by the element resolvers,
 * slot.config / translated.config as { key: { source, value } }).
 */
import type { Locale } from "../session/locale.js";
import { imageFromMedia, imageFromUrl, type ImageShape } from "../catalog/media.js";
import { faqsFrom } from "../catalog/product.js";
import type { CategoryRow, ProductRow } from "../catalog/mapping.js";
import type { CrossSellingRow, ListingShape, ProductListingResultRow } from "../catalog/rows.js";
import { DEFAULT_LIMIT } from "../catalog/listing.js";
import type { CmsBlockRow, CmsPageRow, CmsSectionRow, CmsSlotRow } from "./rows.js";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function str(value: unknown): string | null {
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

function bool(value: unknown): boolean {
  return value === true || value === 1 || value === "1" || value === "true";
}

function num(value: unknown): number | null {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
}

export function visibility(row: { visibility?: { mobile?: boolean; tablet?: boolean; desktop?: boolean } | null }) {
  const v = isRecord(row.visibility) ? row.visibility : {};
  return { mobile: v.mobile !== false, tablet: v.tablet !== false, desktop: v.desktop !== false };
}

const byPosition = <T extends { position?: number }>(rows: readonly T[] | null | undefined): T[] =>
  [...(rows ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));

export const sortedSections = (page: CmsPageRow): CmsSectionRow[] => byPosition(page.sections);
export const sortedBlocks = (section: CmsSectionRow): CmsBlockRow[] => byPosition(section.blocks);

/** Every slot of a page, in render order. */
export function allSlots(page: CmsPageRow | null | undefined): CmsSlotRow[] {
  if (!page) return [];
  return sortedSections(page).flatMap((section) => sortedBlocks(section).flatMap((block) => block.slots ?? []));
}

/**
 * Config value of a slot: translated config first, unwrapped from { source, value }. A `mapped`
 * value is a path into the page's entity ("category.description"), never content: Shopware's
 * resolvers put what it points to into slot.data, so it reads as absent here.
 */
export function configValue(slot: CmsSlotRow, key: string): unknown {
  const tr = (slot.translated as { config?: Record<string, unknown> } | undefined)?.config;
  const own = slot.config as Record<string, unknown> | undefined;
  const entry = (isRecord(tr) && tr[key] !== undefined ? tr[key] : undefined) ?? (isRecord(own) ? own[key] : undefined);
  if (isRecord(entry) && entry.source === "mapped") return undefined;
  return isRecord(entry) && "value" in entry ? entry.value : entry;
}

function data(slot: CmsSlotRow): Record<string, unknown> {
  return isRecord(slot.data) ? slot.data : {};
}

function slotType(slot: CmsSlotRow): string {
  return (slot as { type?: string }).type ?? (slot.translated as { type?: string } | undefined)?.type ?? "unknown";
}

function mediaOf(value: unknown): ImageShape | null {
  if (isRecord(value)) return imageFromMedia(value as never);
  return imageFromUrl(value);
}

function slides(slot: CmsSlotRow) {
  const items = data(slot).sliderItems ?? configValue(slot, "sliderItems");
  if (!Array.isArray(items)) return [];
  return items
    .map((item: unknown) => {
      if (!isRecord(item)) return null;
      const image = mediaOf(item.media ?? item.mediaUrl ?? item.url);
      if (!image) return null;
      const url = isRecord(item.media) ? str(item.url) : null;
      return { image, url, newTab: bool(item.newTab) };
    })
    .filter((s): s is { image: ImageShape; url: string | null; newTab: boolean } => s !== null);
}

function productsOf(value: unknown): ProductRow[] {
  if (Array.isArray(value)) return value.filter((p): p is ProductRow => isRecord(p) && typeof p.id === "string");
  if (isRecord(value) && Array.isArray(value.elements)) return productsOf(value.elements);
  return [];
}

function productOf(value: unknown): ProductRow | null {
  return isRecord(value) && typeof value.id === "string" ? (value as ProductRow) : null;
}

/** The listing a product-listing slot carries, as a ProductListing parent. */
function slotListing(slot: CmsSlotRow, locale: Locale): ListingShape | null {
  const listing = data(slot).listing;
  if (!isRecord(listing) || !Array.isArray(listing.elements)) return null;
  const result = listing as unknown as ProductListingResultRow;
  const page = num((listing as { page?: unknown }).page) ?? 1;
  const limit = num((listing as { limit?: unknown }).limit) ?? DEFAULT_LIMIT;
  return {
    result,
    locale,
    request: {
      page,
      limit: Math.max(1, Math.min(100, limit)),
      sort: str((listing as { sorting?: unknown }).sorting),
      minPrice: null,
      maxPrice: null,
      properties: [],
      manufacturers: [],
      minRating: null,
      shippingFree: false,
    },
  };
}

export type CmsElementShape =
  | { __typename: "CmsText"; html: string; verticalAlign: string | null }
  | { __typename: "CmsImage"; image: ImageShape | null; url: string | null; newTab: boolean; displayMode: string | null; minHeight: string | null }
  | { __typename: "CmsSlider"; slides: ReturnType<typeof slides>; displayMode: string | null; autoSlide: boolean; speed: number | null }
  | { __typename: "CmsGallery"; images: ImageShape[]; displayMode: string | null }
  | { __typename: "CmsVideo"; provider: string; videoId: string | null; url: string | null; autoplay: boolean; previewImage: ImageShape | null }
  | { __typename: "CmsProductListing"; listing: ListingShape | null; showSorting: boolean; boxLayout: string | null }
  | { __typename: "CmsCrossSelling"; groups: CrossSellingRow[] }
  | { __typename: "CmsBuyBox"; product: ProductRow | null }
  | { __typename: "CmsCategoryNavigation"; entries: CategoryRow[] }
  | { __typename: "CmsForm"; formType: string; title: string | null; confirmationText: string | null }
  | { __typename: "CmsSidebarFilter"; placeholder: boolean }
  | { __typename: "CmsProductBox"; product: ProductRow | null; boxLayout: string | null }
  | { __typename: "CmsProductSlider"; title: string | null; products: ProductRow[] }
  | { __typename: "CmsFaq"; title: string | null; items: { question: string; answer: string }[] }
  | { __typename: "CmsPoll"; id: string; question: string; options: { id: string; label: string; percentage: number | null }[] }
  | { __typename: "CmsQuote"; html: string; author: string | null; role: string | null }
  | { __typename: "CmsFact"; title: string | null; value: string | null; html: string }
  | { __typename: "CmsUnknown"; type: string };

/**
 * Maps one slot. `navigationChildren` supplies the entries of category-navigation elements (the
 * children of the page's category), which the slot itself does not carry.
 */
export function cmsElement(slot: CmsSlotRow, locale: Locale, navigationChildren: CategoryRow[] = []): CmsElementShape {
  const type = slotType(slot);
  const d = data(slot);
  const c = (key: string) => configValue(slot, key);
  switch (type) {
    case "text":
      return {
        __typename: "CmsText",
        // data.content is what Shopware rendered (mapped values and {{ placeholders }} resolved)
        html: str(d.content) ?? str(c("content")) ?? "",
        verticalAlign: str(c("verticalAlign")),
      };
    case "image":
      return {
        __typename: "CmsImage",
        image: mediaOf(d.media) ?? mediaOf(c("mediaUrl")),
        url: str(d.url) ?? str(c("url")),
        newTab: bool(d.newTab ?? c("newTab")),
        displayMode: str(c("displayMode")),
        minHeight: str(c("minHeight")),
      };
    case "image-slider":
      return {
        __typename: "CmsSlider",
        slides: slides(slot),
        displayMode: str(c("displayMode")),
        autoSlide: bool(c("autoSlide")),
        speed: num(c("autoplayTimeout") ?? c("speed")),
      };
    case "image-gallery":
      return { __typename: "CmsGallery", images: slides(slot).map((s) => s.image), displayMode: str(c("displayMode")) };
    case "youtube-video":
    case "vimeo-video":
    case "video":
      return {
        __typename: "CmsVideo",
        provider: type === "youtube-video" ? "youtube" : type === "vimeo-video" ? "vimeo" : (str(c("provider")) ?? "file"),
        videoId: str(c("videoID") ?? c("videoId")),
        url: str(c("url")) ?? (isRecord(d.media) ? str(d.media.url) : null),
        autoplay: bool(c("autoPlay") ?? c("autoplay")),
        previewImage: mediaOf(d.previewMedia ?? c("previewMedia")),
      };
    case "product-listing":
      return {
        __typename: "CmsProductListing",
        listing: slotListing(slot, locale),
        showSorting: c("showSorting") === undefined ? true : bool(c("showSorting")),
        boxLayout: str(c("boxLayout")),
      };
    case "cross-selling":
      return {
        __typename: "CmsCrossSelling",
        groups: (Array.isArray(d.crossSellings) ? d.crossSellings : []).filter(
          (g): g is CrossSellingRow => isRecord(g) && isRecord(g.crossSelling),
        ),
      };
    case "buy-box":
      return { __typename: "CmsBuyBox", product: productOf(d.product) };
    case "product-box":
      return { __typename: "CmsProductBox", product: productOf(d.product), boxLayout: str(c("boxLayout")) };
    case "product-slider":
    case "recommended-products":
      return { __typename: "CmsProductSlider", title: str(c("title")), products: productsOf(d.products) };
    case "category-navigation":
      return { __typename: "CmsCategoryNavigation", entries: navigationChildren };
    case "form":
      return {
        __typename: "CmsForm",
        formType: str(c("type")) ?? "contact",
        title: str(c("title")),
        confirmationText: str(c("confirmationText")),
      };
    case "sidebar-filter":
      return { __typename: "CmsSidebarFilter", placeholder: true };
    case "faq":
      return { __typename: "CmsFaq", title: str(c("title")), items: faqsFrom(c("items") ?? d.items) };
    case "poll": {
      const options = c("options") ?? d.options;
      return {
        __typename: "CmsPoll",
        id: str(c("pollId")) ?? slot.id,
        question: str(c("question")) ?? "",
        options: (Array.isArray(options) ? options : [])
          .filter(isRecord)
          .map((o, index) => ({
            id: str(o.id) ?? String(index + 1),
            label: str(o.label ?? o.text ?? o.name) ?? "",
            percentage: num(o.percentage),
          })),
      };
    }
    case "quote":
      return {
        __typename: "CmsQuote",
        html: str(c("content")) ?? str(c("quote")) ?? str(c("text")) ?? "",
        author: str(c("author")),
        role: str(c("role")),
      };
    case "fact":
      return {
        __typename: "CmsFact",
        title: str(c("title")),
        value: str(c("value")),
        html: str(c("content")) ?? str(c("text")) ?? "",
      };
    default:
      return { __typename: "CmsUnknown", type };
  }
}

/** FAQ items of a page (topic pages). */
export function pageFaqs(page: CmsPageRow | null | undefined, locale: Locale) {
  return allSlots(page).flatMap((slot) => {
    const element = cmsElement(slot, locale);
    return element.__typename === "CmsFaq" ? element.items : [];
  });
}

/** Products recommended on a page (product sliders and boxes, editorial pages). */
export function pageProducts(page: CmsPageRow | null | undefined, locale: Locale): ProductRow[] {
  const seen = new Set<string>();
  const out: ProductRow[] = [];
  for (const slot of allSlots(page)) {
    const element = cmsElement(slot, locale);
    const products =
      element.__typename === "CmsProductSlider"
        ? element.products
        : element.__typename === "CmsProductBox" && element.product
          ? [element.product]
          : [];
    for (const product of products) {
      if (!seen.has(product.id)) {
        seen.add(product.id);
        out.push(product);
      }
    }
  }
  return out;
}

/** First image of a page (editorial cards). */
export function pageImage(page: CmsPageRow | null | undefined, locale: Locale): ImageShape | null {
  for (const slot of allSlots(page)) {
    const element = cmsElement(slot, locale);
    if (element.__typename === "CmsImage" && element.image) return element.image;
    if (element.__typename === "CmsSlider" && element.slides[0]) return element.slides[0].image;
  }
  return null;
}
