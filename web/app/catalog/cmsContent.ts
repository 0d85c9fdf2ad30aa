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
