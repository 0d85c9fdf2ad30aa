/**
 * Resolver parent types of content and routing (codegen mappers).
 */
import type { components } from "@shopware/api-client/store-api-types";
import type { Locale } from "../session/locale.js";
import type { BrandRow, SeoUrlRow } from "../catalog/rows.js";

export type LandingPageRow = components["schemas"]["LandingPage"];
export type CmsPageRow = components["schemas"]["CmsPage"];
export type CmsSectionRow = components["schemas"]["CmsSection"];
export type CmsBlockRow = components["schemas"]["CmsBlock"];
export type CmsSlotRow = components["schemas"]["CmsSlot"];

/** What every resolved page knows once the path is resolved. */
export interface RouteBase {
  locale: Locale;
  /** Path as asked (normalised, without locale prefix). */
  askedPath: string;
  /** The SEO URL row the path matched, if it was an SEO path. */
  seoUrl: SeoUrlRow | null;
}

export interface CategoryRouteShape extends RouteBase {
  kind: "category";
  categoryId: string;
  isHome: boolean;
}

export interface ProductRouteShape extends RouteBase {
  kind: "product";
  productId: string;
}

export interface LandingRouteShape extends RouteBase {
  kind: "landing";
  landingPageId: string;
}

/** Topic and editorial pages are landing pages or categories, told apart by their path (/t/, /e/). */
export interface ContentRouteShape extends RouteBase {
  entity: "category" | "landing_page";
  id: string;
}

export interface TopicRouteShape extends ContentRouteShape {
  kind: "topic";
}

export interface EditorialRouteShape extends ContentRouteShape {
  kind: "editorial";
}

export interface BrandRouteShape extends RouteBase {
  kind: "brand";
  brand: BrandRow;
}

export interface NotFoundRouteShape {
  kind: "notFound";
  path: string;
  locale: Locale;
}

export type RouteShape =
  | CategoryRouteShape
  | ProductRouteShape
  | LandingRouteShape
  | TopicRouteShape
  | EditorialRouteShape
  | BrandRouteShape
  | NotFoundRouteShape;

export type PageRouteShape = Exclude<RouteShape, NotFoundRouteShape>;
