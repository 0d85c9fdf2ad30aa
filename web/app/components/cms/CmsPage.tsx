/**
 * CMS pages: sections → blocks → slots, rendered in order. Device visibility becomes CSS classes on the
 * SPEC §9 breakpoints (mobile < md, tablet md–lg, desktop ≥ xl). The page's own listing (category,
 * topic, brand) is passed in so the product-listing and sidebar-filter elements use the filterable one.
 */
import type { CSSProperties, ReactNode } from "react";
import type { CmsBlockData, CmsPageData, CmsSectionData, Listing as ListingData } from "~/catalog/documents";
// The listing is a page part of its own: a layout without a listing slot (home) does not load it.
import { Listing, ListingFilters } from "~/components/pageParts";
import { CmsElementView } from "./CmsElement";

interface Visibility {
  mobile: boolean;
  tablet: boolean;
  desktop: boolean;
}

export function visibilityClasses(visibility: Visibility): string {
  return [
    visibility.mobile ? "" : "hidden-mobile",
    visibility.tablet ? "" : "hidden-tablet",
    visibility.desktop ? "" : "hidden-desktop",
  ]
    .filter(Boolean)
    .join(" ");
}

export interface CmsContext {
  /** The page's filterable listing, if it has one. */
  listing?: ListingData | null;
  /** The filters already sit in the section's sidebar. */
  filtersInSidebar?: boolean;
}

function blocksHaveListing(blocks: readonly CmsBlockData[]): boolean {
  return blocks.some((block) => block.slots.some((slot) => slot.element.__typename === "CmsProductListing"));
}

export function CmsPage({ page, context = {} }: { page: CmsPageData; context?: CmsContext }) {
  return (
    <div className="cms-page" data-testid="cms-page" data-cms-type={page.type}>
      {/* Sections and blocks carry no id in the page data (only keys need one): their places are their keys; slots keep
          their ids, so an element's state never carries over to another page's element in the same place. */}
      {page.sections.map((section, index) => (
        <CmsSection key={index} section={section} context={context} first={index === 0} />
      ))}
    </div>
  );
}

/** `first`: the page's first section, whose first block is above the fold (its picture is the hero, loaded first). */
function CmsSection({ section, context, first }: { section: CmsSectionData; context: CmsContext; first: boolean }) {
  const style: CSSProperties = section.backgroundColor ? { backgroundColor: section.backgroundColor } : {};
  const className = [
    "cms-section",
    `cms-section--${section.type}`,
    section.sizingMode === "full_width" ? "cms-section--full" : "container",
    visibilityClasses(section.visibility),
    section.cssClass ?? "",
  ]
    .filter(Boolean)
    .join(" ");

  if (section.type === "sidebar") {
    const side = section.blocks.filter((block) => block.sectionPosition === "sidebar");
    const main = section.blocks.filter((block) => block.sectionPosition !== "sidebar");
    // The page's listing in the main column: its filters join the sidebar (no third column).
    const filtersInSidebar = Boolean(context.listing) && blocksHaveListing(main);
    return (
      <section className={className} style={style} data-mobile={section.mobileBehavior ?? "wrap"}>
        <aside className="cms-section__sidebar">
          {renderBlocks(side, context)}
          {filtersInSidebar && context.listing ? <ListingFilters listing={context.listing} /> : null}
        </aside>
        <div className="cms-section__main">{renderBlocks(main, { ...context, filtersInSidebar })}</div>
      </section>
    );
  }
  return (
    <section className={className} style={style}>
      {renderBlocks(section.blocks, context, first)}
    </section>
  );
}

function renderBlocks(blocks: readonly CmsBlockData[], context: CmsContext, firstSection = false): ReactNode {
  return blocks.map((block, index) => <CmsBlock key={index} block={block} context={context} priority={firstSection && index === 0 && block.visibility.mobile} />);
}

/** The block's margins as one `margin` declaration when all four are set (every seeded block: a third of the bytes). */
export function blockMargins(block: Pick<CmsBlockData, "marginTop" | "marginRight" | "marginBottom" | "marginLeft">): CSSProperties {
  const { marginTop, marginRight, marginBottom, marginLeft } = block;
  if (marginTop && marginRight && marginBottom && marginLeft) return { margin: `${marginTop} ${marginRight} ${marginBottom} ${marginLeft}` };
  return {
    marginTop: marginTop ?? undefined,
    marginBottom: marginBottom ?? undefined,
    marginLeft: marginLeft ?? undefined,
    marginRight: marginRight ?? undefined,
  };
}

function CmsBlock({ block, context, priority }: { block: CmsBlockData; context: CmsContext; priority: boolean }) {
  const style: CSSProperties = { ...blockMargins(block), backgroundColor: block.backgroundColor ?? undefined };
  const slots = [...block.slots];
  // A listing page with its own filterable listing: the sidebar filter sits inside <Listing>.
  if (context.listing && slots.some((slot) => slot.element.__typename === "CmsSidebarFilter")) return null;
  return (
    <div
      className={["cms-block", `cms-block--${block.type}`, `cms-block--slots-${slots.length}`, visibilityClasses(block.visibility), block.cssClass ?? ""]
        .filter(Boolean)
        .join(" ")}
      style={style}
    >
      {slots.map((slot) =>
        slot.element.__typename === "CmsProductListing" && context.listing ? (
          <div key={slot.id} className="cms-slot cms-slot--product-listing">
            <Listing listing={context.listing} filters={!context.filtersInSidebar} />
          </div>
        ) : (
          <div key={slot.id} className={`cms-slot cms-slot--${slot.type}`} data-slot={slot.slot}>
            <CmsElementView element={slot.element} slotId={slot.id} priority={priority} columns={slots.length} />
          </div>
        ),
      )}
    </div>
  );
}
