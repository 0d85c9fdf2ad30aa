/**
 * Media URLs that clients can open (issue 19). The Store API builds its media URLs from the address the gateway
 * reached it by — the embedded platform answers `http://127.0.0.1:8000/media/…`, in compose `http://platform:8000/…`,
 * hosts no browser or app can reach. Those under the Store API's own base are rewritten to a public base: the
 * configured MEDIA_PUBLIC_URL (a CDN), by default the shop's origin STORE_HOST, whose /media/ and /thumbnail/ the
 * web forwards to this gateway (media/proxy.ts). `MEDIA_PUBLIC_URL=upstream` keeps them (a Shopware whose media
 * are public already); a URL of any other origin (a Shopware's own CDN) is kept anyway.
 *
 * The rule depends on configuration only, never on the request: catalogue answers are cached for every shopper
 * alike, and the same answer serves the web and the apps.
 */
import type { GatewayConfig } from "../config.js";
import { storefrontUrl } from "../account/storefront.js";

/** The upstream paths that hold public media files (Shopware: originals under /media, generated sizes under /thumbnail). */
export const MEDIA_PATH_PREFIXES = ["/media/", "/thumbnail/"] as const;

/** MEDIA_PUBLIC_URL's value that keeps the Store API's media URLs as they are. */
export const MEDIA_FROM_UPSTREAM = "upstream";

export interface MediaUrlRule {
  /** The Store API's base (STORE_API_URL without /store-api): media URLs under it are rewritten. */
  upstream: string;
  /** The base they are rewritten to; null: passed through. */
  public: string | null;
}

export function mediaUrlRule(config: Pick<GatewayConfig, "storeApiUrl" | "storeHost" | "mediaPublicUrl">): MediaUrlRule {
  const configured = config.mediaPublicUrl;
  return {
    upstream: config.storeApiUrl.replace(/\/+$/, ""),
    public: configured === MEDIA_FROM_UPSTREAM ? null : (configured ?? storefrontUrl(config.storeHost ?? "")).replace(/\/+$/, ""),
  };
}

/** `url` as clients should request it: under the public base when it is one of the Store API's media files. */
export function publicMediaUrl(url: string, rule: MediaUrlRule): string {
  if (rule.public === null || !url.startsWith(rule.upstream)) return url;
  const path = url.slice(rule.upstream.length);
  return MEDIA_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)) ? `${rule.public}${path}` : url;
}

/**
 * A media reference kept in a custom field — a path under the Store API's base (`media/x.pdf`) or a URL — as clients
 * should request it. Anything else (another scheme, a path outside the media folders) gives null.
 */
export function publicMediaReference(reference: string, rule: MediaUrlRule): string | null {
  if (/^https?:\/\//i.test(reference)) return publicMediaUrl(reference, rule);
  const path = `/${reference.replace(/^\/+/, "")}`;
  if (!MEDIA_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)) || /(^|\/)\.\.?(\/|$)/.test(path)) return null;
  return publicMediaUrl(`${rule.upstream}${path}`, rule);
}
