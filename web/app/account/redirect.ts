/**
 * Where to go after login (the `redirect` query parameter). Only paths on the shop's own origin
 * are accepted, so a crafted link (`/login?redirect=https://evil.example`) can never send a customer
 * to another site after they typed their password (no open redirect).
 */
import { localizePath, splitLocalePath, type Locale } from "~/i18n/locales";

/** Paths that make no sense as a destination after logging in (they would loop or log out). */
const REFUSED_TARGETS = [/^\/login(\/|$)/, /^\/logout(\/|$)/, /^\/register(\/|$)/, /^\/graphql(\/|$)/];

/**
 * Returns a safe same-origin target (path + query + hash) or `fallback`.
 * Refused: absolute and protocol-relative URLs, backslashes (browsers treat "/\evil" as "//evil"),
 * control characters and whitespace, encoded slashes that decode into "//", and the login page itself.
 */
export function sanitizeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== "string") return fallback;
  const value = target.trim();
  if (value === "" || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  // Backslashes, whitespace and control characters: browsers "fix" these into other origins.
  if (/[\\\s\u0000-\u001F\u007F]/.test(value)) return fallback;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  if (decoded.startsWith("//") || /[\\\u0000-\u001F\u007F]/.test(decoded)) return fallback;

  // Resolve against a dummy origin: anything that leaves it (or is not plain http) is refused.
  const base = "http://shop.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  const { path } = splitLocalePath(url.pathname);
  if (REFUSED_TARGETS.some((pattern) => pattern.test(path))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The account overview in `locale`: the default destination after logging in. */
export function accountHome(locale: Locale): string {
  return localizePath("/account", locale);
}

/** `/login?redirect=<current path>` in the locale of the current page. */
export function loginUrlFor(request: Request): string {
  const url = new URL(request.url);
  const { locale } = splitLocalePath(url.pathname);
  // Loader requests of client navigations may carry React Router's internals: drop them.
  url.searchParams.delete("_routes");
  const pathname = url.pathname.replace(/\/_root\.data$/, "/").replace(/\.data$/, "");
  const target = `${pathname}${url.search}`;
  return `${localizePath("/login", locale)}?redirect=${encodeURIComponent(target)}`;
}
