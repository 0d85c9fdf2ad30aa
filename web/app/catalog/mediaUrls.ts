/**
 * The shop's own media are linked root-relative (issue 19). The gateway writes media URLs under the shop's public
 * origin (STORE_HOST), absolute, so that apps can use them; in the shop's pages and loader data they are `/media/…`,
 * so the shop opened by any name or address (http://192.168.1.20:3000, a second domain) loads its images from where
 * it was opened (server/upstreamPaths.mjs forwards them). URLs of any other origin (a CDN: MEDIA_PUBLIC_URL) stay
 * absolute.
 */
import { normalizeStoreHost } from "~/i18n/seo";

const MEDIA_PATHS = ["/media/", "/thumbnail/"] as const;

/**
 * A gateway answer's JSON text with the shop's own media URLs root-relative. On the text, before parsing: a string
 * value is quoted, and two searches through the text cost far less than a walk through the parsed answer. Media
 * linked inside HTML texts (`src=\"…\"`) become root-relative alike.
 */
export function shopRelativeMedia(json: string, storeHost: string = normalizeStoreHost(process.env.STORE_HOST)): string {
  let text = json;
  for (const path of MEDIA_PATHS) {
    const absolute = `"${storeHost}${path}`;
    if (text.includes(absolute)) text = text.replaceAll(absolute, `"${path}`);
  }
  return text;
}

/** An absolute URL where one is required (JSON-LD): a root-relative URL is the shop's own. */
export function absoluteUrl(url: string, storeHost: string): string {
  return url.startsWith("/") && !url.startsWith("//") ? `${storeHost}${url}` : url;
}
