/**
 * A rendered page's Content-Security-Policy and Permissions-Policy (issue 19; the policy itself is
 * server/securityHeaders.mjs, shared with every other answer of the web server).
 */
import { pageContentSecurityPolicy, permissionsPolicy } from "../../server/securityHeaders.mjs";
import { routeName } from "./cachePolicy";

/**
 * Pages holding the pharmacy finder, whose "near me" asks for the shopper's position: the map page and the cart and
 * checkout (its picker dialog). A document keeps the policy it was loaded with, so the finder also handles a page
 * reached by client navigation from anywhere else (components/pharmacy/geolocationPolicy.ts).
 */
const GEOLOCATION_ROUTES = new Set(["pharmacy-map", "checkout-cart", "checkout"]);

export function usesGeolocation(leafRouteId: string | undefined): boolean {
  return !!leafRouteId && GEOLOCATION_ROUTES.has(routeName(leafRouteId));
}

/** `scriptHashes`: the page's own inline scripts (http/inlineScripts.ts); none for a bodiless answer (HEAD). */
export function setPageSecurityHeaders(headers: Headers, leafRouteId: string | undefined, scriptHashes: readonly string[]): void {
  headers.set("Content-Security-Policy", pageContentSecurityPolicy({ scriptHashes }));
  headers.set("Permissions-Policy", permissionsPolicy({ geolocation: usesGeolocation(leafRouteId) }));
}
