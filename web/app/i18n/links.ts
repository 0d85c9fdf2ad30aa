/**
 * Link targets from the navigation (SPEC §2 Navigation behaviour): internal shop
 * paths get the locale prefix; external URLs are only followed when flagged
 * external and http(s); script-like protocols are refused.
 */
import { localizePath, type Locale } from "./locales";

export type NavTarget =
  | { kind: "internal"; to: string }
  | { kind: "external"; href: string }
  | { kind: "none" };

export function navTarget(url: string, external: boolean, locale: Locale): NavTarget {
  const trimmed = url.trim();
  if (external) {
    try {
      const parsed = new URL(trimmed);
      if (parsed.protocol === "https:" || parsed.protocol === "http:") return { kind: "external", href: parsed.href };
    } catch {
      // fall through
    }
    return { kind: "none" };
  }
  // Internal: must be a shop path, never protocol-relative or absolute.
  if (!trimmed.startsWith("/") || trimmed.startsWith("//") || trimmed.includes("\\")) return { kind: "none" };
  return { kind: "internal", to: localizePath(trimmed, locale) };
}
