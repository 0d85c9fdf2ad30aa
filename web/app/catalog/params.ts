/**
 * Names of the listing and search URL parameters (Shopware storefront names; the rules in ./filters.ts). Their own
 * module, so the header's search form needs no listing code in every page's first load (issue 9).
 */
export const PARAM = {
  page: "p",
  limit: "limit",
  sort: "order",
  minPrice: "min-price",
  maxPrice: "max-price",
  properties: "properties",
  manufacturers: "manufacturer",
  rating: "rating",
  shippingFree: "shipping-free",
  search: "search",
} as const;
