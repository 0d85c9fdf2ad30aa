/**
 * Union/interface members of the catalogue contract for Apollo's InMemoryCache: without them the cache
 * cannot match `... on PageRoute` (an interface) when reading a preloaded page. A unit test checks this
 * list against schema/*.graphql so a new page kind cannot be forgotten.
 */
export const CATALOG_POSSIBLE_TYPES: Record<string, string[]> = {
  Route: [
    "CategoryRoute",
    "ProductRoute",
    "LandingPageRoute",
    "TopicRoute",
    "EditorialRoute",
    "BrandRoute",
    "NotFoundRoute",
  ],
  PageRoute: ["CategoryRoute", "ProductRoute", "LandingPageRoute", "TopicRoute", "EditorialRoute", "BrandRoute"],
  CmsElement: [
    "CmsText",
    "CmsImage",
    "CmsSlider",
    "CmsGallery",
    "CmsVideo",
    "CmsProductListing",
    "CmsCrossSelling",
    "CmsBuyBox",
    "CmsCategoryNavigation",
    "CmsForm",
    "CmsSidebarFilter",
    "CmsProductBox",
    "CmsProductSlider",
    "CmsFaq",
    "CmsPoll",
    "CmsQuote",
    "CmsFact",
    "CmsUnknown",
  ],
};
