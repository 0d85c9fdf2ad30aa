/**
 * Geolocation is allowed only on the pages that hold the finder (Permissions-Policy, app/http/pageSecurity.ts), and a
 * document keeps the policy it was loaded with: a cart reached by client navigation from a product page may not ask
 * for the position. "Near me" then loads the map page as a new document, which asks at once.
 */

/** Marks the map page's URL: ask for the position as soon as the page is interactive. */
const NEAR_ME_HASH = "#near-me";

interface PolicyDocument {
  /** Chromium's name (the standard `permissionsPolicy` is not shipped); browsers without it ignore the header too. */
  featurePolicy?: { allowsFeature(feature: string): boolean };
}

export function documentAllowsGeolocation(): boolean {
  return (document as PolicyDocument).featurePolicy?.allowsFeature("geolocation") ?? true;
}

/** Opens `finderPath` (the map page with the current search) as a new document that asks for the position. */
export function locateInNewDocument(finderPath: string): void {
  const target = new URL(finderPath, window.location.href);
  target.hash = NEAR_ME_HASH;
  if (target.pathname === window.location.pathname && target.search === window.location.search) {
    // Only the hash differs: assigning would scroll, not load.
    window.history.replaceState(window.history.state, "", target);
    window.location.reload();
  } else {
    window.location.assign(target);
  }
}

/** True once when the document was opened by `locateInNewDocument` (the mark is removed from the URL). */
export function takeNearMeRequest(): boolean {
  if (window.location.hash !== NEAR_ME_HASH) return false;
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
  return true;
}
