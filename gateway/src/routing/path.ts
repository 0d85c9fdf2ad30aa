/**
 * Shop paths → what they address. Paths come without locale prefix ('/it' and '/fr' are tolerated
 * and reported), without query string or hash.
 */
import { isLocale, type Locale } from "../session/locale.js";

export const MAX_PATH_LENGTH = 2048;
const ID = /^[0-9a-f]{32}$/i;

export type PathTarget =
  | { kind: "home" }
  | { kind: "category"; id: string }
  | { kind: "product"; id: string }
  | { kind: "landing"; id: string }
  | { kind: "brand"; slug: string }
  | { kind: "seo"; seoPath: string }
  | { kind: "invalid" };

export interface ParsedPath {
  /** Locale from a '/it' or '/fr' (or '/de') prefix, if any. */
  locale: Locale | null;
  /** Normalised path with one leading slash and no prefix, e.g. '/hautpflege/creme/' or '/'. */
  path: string;
  target: PathTarget;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function parsePath(raw: string): ParsedPath {
  let path = raw.split(/[?#]/)[0] ?? "";
  path = `/${path.trim()}`.replace(/\/{2,}/g, "/");
  path = path
    .split("/")
    .map((segment) => decode(segment))
    .join("/");
  let locale: Locale | null = null;
  const prefix = /^\/([a-z]{2})(?=\/|$)/.exec(path);
  if (prefix && isLocale(prefix[1])) {
    locale = prefix[1];
    path = path.slice(3) || "/";
  }
  return { locale, path, target: targetOf(path) };
}

function idTarget(kind: "category" | "product" | "landing", rest: string): PathTarget {
  const id = rest.replace(/\/$/, "");
  return ID.test(id) ? { kind, id: id.toLowerCase() } : { kind: "invalid" };
}

function targetOf(path: string): PathTarget {
  if (path === "/" || path === "") return { kind: "home" };
  if (path.startsWith("/navigation/")) return idTarget("category", path.slice("/navigation/".length));
  if (path.startsWith("/detail/")) return idTarget("product", path.slice("/detail/".length));
  if (path.startsWith("/landingPage/")) return idTarget("landing", path.slice("/landingPage/".length));
  if (path.startsWith("/b/")) {
    const slug = path.slice(3).replace(/\/$/, "").toLowerCase();
    return slug && !slug.includes("/") ? { kind: "brand", slug } : { kind: "invalid" };
  }
  const seoPath = path.replace(/^\/+/, "");
  if (!seoPath || /[\u0000-\u001f]/.test(seoPath)) return { kind: "invalid" };
  return { kind: "seo", seoPath };
}

/** Page kind of a content path: /t/ topic, /e/ editorial, anything else its entity's default. */
export function contentKind(seoPath: string): "topic" | "editorial" | null {
  const p = seoPath.replace(/^\/+/, "").toLowerCase();
  if (p.startsWith("t/")) return "topic";
  if (p.startsWith("e/")) return "editorial";
  return null;
}

/** Path of an SEO URL row (one leading slash). */
export function seoUrlPath(seoPathInfo: string): string {
  return `/${seoPathInfo.replace(/^\/+/, "")}`;
}
