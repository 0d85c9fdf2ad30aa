/**
 * The parts of a page that only some pages render (issue 9): the product detail (products only), the listing with
 * its filters (categories, brands, topics, search, CMS listing slots), the CMS layout (home, CMS categories, landing,
 * topic and editorial pages), the landing/topic/editorial/brand page bodies, an editorial poll's vote form (with the
 * forms' field parts), the catalogue's 400/404 request errors and the notice shown after a redirect (`?notice=`).
 * Home, category and product all come through the same two route modules (home, catch-all), so static imports
 * would put all of them in every page's first load.
 *
 * Each part is its own chunk, loaded with `import()`; no request waterfall and no hydration delay:
 * - the server renders the part whole and, while rendering it, adds `modulepreload` links for its chunks and
 *   links to their stylesheets (`?chunk-hrefs`, web/vite/chunkHrefs.ts), so the browser fetches them with the
 *   page's other scripts and paints the part styled;
 * - in the browser a part that is not loaded yet suspends (React's `use`): during hydration React keeps the
 *   server's HTML until the preloaded chunk is evaluated; on a client navigation (a transition) the old page
 *   stays until the new page's part is there, as for its loader data — no fallback, no layout shift.
 * The components below have the props of the parts they stand for.
 */
import { use, type ComponentType } from "react";
import { preinit, preloadModule } from "react-dom";
import cmsHrefs from "~/components/cms/CmsPage?chunk-hrefs";
import pollHrefs from "~/components/contact/PollVote?chunk-hrefs";
import noticeHrefs from "~/components/notifications/FlashNotice?chunk-hrefs";
import contentHrefs from "~/components/catalog/ContentPages?chunk-hrefs";
import listingHrefs from "~/components/catalog/Listing?chunk-hrefs";
import productHrefs from "~/components/catalog/ProductDetail?chunk-hrefs";
import requestErrorHrefs from "~/components/catalog/RequestError?chunk-hrefs";

const PARTS = {
  cms: { load: () => import("~/components/cms/CmsPage"), hrefs: cmsHrefs },
  listing: { load: () => import("~/components/catalog/Listing"), hrefs: listingHrefs },
  product: { load: () => import("~/components/catalog/ProductDetail"), hrefs: productHrefs },
  poll: { load: () => import("~/components/contact/PollVote"), hrefs: pollHrefs },
  content: { load: () => import("~/components/catalog/ContentPages"), hrefs: contentHrefs },
  requestError: { load: () => import("~/components/catalog/RequestError"), hrefs: requestErrorHrefs },
  notice: { load: () => import("~/components/notifications/FlashNotice"), hrefs: noticeHrefs },
};

type PartName = keyof typeof PARTS;
type PartModule<N extends PartName> = Awaited<ReturnType<(typeof PARTS)[N]["load"]>>;

const loaded = new Map<PartName, unknown>();
const pending = new Map<PartName, Promise<unknown>>();

function loadPart<N extends PartName>(name: N): Promise<PartModule<N>> {
  let promise = pending.get(name) as Promise<PartModule<N>> | undefined;
  if (!promise) {
    promise = PARTS[name].load().then((module) => {
      loaded.set(name, module);
      return module as PartModule<N>;
    });
    // A failed chunk is tried again on the next render (the error itself reaches the route's error boundary,
    // where a chunk error after a deployment reloads the page: layout/ChunkReload.tsx).
    promise.catch(() => pending.delete(name));
    pending.set(name, promise);
  }
  return promise;
}

/** Loads every part: the production server at start (no request waits for a first import), tests that render synchronously. */
export function loadPageParts(): Promise<unknown> {
  return Promise.all((Object.keys(PARTS) as PartName[]).map((name) => loadPart(name)));
}
if (import.meta.env.SSR && import.meta.env.PROD) void loadPageParts();

function usePagePart<N extends PartName>(name: N): PartModule<N> {
  if (import.meta.env.SSR) {
    const { scripts, styles } = PARTS[name].hrefs;
    for (const href of scripts) preloadModule(href, { as: "script" });
    // In the browser Vite's import() adds the part's stylesheets itself.
    for (const href of styles) preinit(href, { as: "style", precedence: "shop" });
  }
  return (loaded.get(name) as PartModule<N> | undefined) ?? use(loadPart(name));
}

/** A component with the props of the part's component `pick` chooses, rendering it once the part is loaded. */
function partComponent<N extends PartName, P extends object>(name: N, pick: (part: PartModule<N>) => ComponentType<P>) {
  return function PagePart(props: P) {
    const Part = pick(usePagePart(name));
    return <Part {...props} />;
  };
}

export const ProductDetail = partComponent("product", (part) => part.ProductDetail);
export const Listing = partComponent("listing", (part) => part.Listing);
export const ListingFilters = partComponent("listing", (part) => part.ListingFilters);
export const CmsPage = partComponent("cms", (part) => part.CmsPage);
export const PollVote = partComponent("poll", (part) => part.PollVote);
export const LandingPage = partComponent("content", (part) => part.LandingPage);
export const TopicPage = partComponent("content", (part) => part.TopicPage);
export const EditorialPage = partComponent("content", (part) => part.EditorialPage);
export const BrandPage = partComponent("content", (part) => part.BrandPage);
export const CatalogRequestError = partComponent("requestError", (part) => part.CatalogRequestError);
export const FlashNotice = partComponent("notice", (part) => part.FlashNotice);
