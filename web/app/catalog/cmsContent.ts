/**
 * Questions about what a CMS page contains, asked by the page components (which heading, which listing) and by the
 * catalogue loader (whether home needs its product fallback). Plain functions: the loader uses them without pulling
 * in any component.
 */
import type { CmsElementData, CmsPageData } from "./documents";

type Maybe<T> = T | null | undefined;

/** True when any slot of the page holds an element matching `test`. */
export function cmsHasElement(page: Maybe<CmsPageData>, test: (element: CmsElementData) => boolean): boolean {
  return Boolean(page?.sections.some((section) => section.blocks.some((block) => block.slots.some((slot) => test(slot.element)))));
}

export const isCmsType =
  <T extends CmsElementData["__typename"]>(typename: T) =>
  (element: CmsElementData): element is Extract<CmsElementData, { __typename: T }> =>
    element.__typename === typename;

export function cmsHasListing(page: Maybe<CmsPageData>): boolean {
  return cmsHasElement(page, isCmsType("CmsProductListing"));
}

/** True when the CMS content opens with its own <h1> (then the page does not add a second one). */
export function cmsHasOwnHeading(page: Maybe<CmsPageData>): boolean {
  return cmsHasElement(page, (element) => element.__typename === "CmsText" && /<h1[\s>]/i.test(element.html));
}

/** True when the layout itself shows products (a product slider or a product listing element). */
export function cmsShowsProducts(page: Maybe<CmsPageData>): boolean {
  return cmsHasElement(
    page,
    (element) =>
      (element.__typename === "CmsProductSlider" && element.products.length > 0) ||
      (element.__typename === "CmsProductListing" && (element.listing?.items.length ?? 0) > 0),
  );
}

interface CategoryRouteLike<L> {
  isHome: boolean;
  category: { type: string };
  listing?: L | null;
}

/**
 * The listing a category's layout shows in its product-listing slots: the route's own, filterable listing on a
 * listing category (not on home, whose layout is the page). RoutePage hands it to CmsPage; the slots' own items are
 * then not rendered, so the loader does not serialise them (`withoutSlotListings`).
 */
export function layoutListing<L>(route: CategoryRouteLike<L>): L | null {
  return route.isHome || route.category.type !== "PAGE" ? null : (route.listing ?? null);
}

/** Empties the items of the page's product-listing slots, in place (they are rendered from `layoutListing`). */
export function withoutSlotListings(page: Maybe<CmsPageData>): void {
  for (const section of page?.sections ?? []) {
    for (const block of section.blocks) {
      for (const slot of block.slots) if (isCmsType("CmsProductListing")(slot.element)) slot.element.listing = null;
    }
  }
}
