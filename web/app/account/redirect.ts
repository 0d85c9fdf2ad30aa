/**
 * Where to go after login (the `redirect` query parameter): a path on the shop's own origin
 * (http/redirect.ts), so a crafted link can never send a customer to another site after they typed
 * their password.
 */
import { safeRedirect } from "~/http/redirect";
import { localizePath, splitLocalePath, type Locale } from "~/i18n/locales";

/** Paths that make no sense as a destination after logging in (they would loop or log out). */
const REFUSED_TARGETS = [/^\/login(\/|$)/, /^\/logout(\/|$)/, /^\/register(\/|$)/, /^\/graphql(\/|$)/];

/** The login redirect: the shop's one redirect rule, and never back to the login page itself. */
export function afterLoginTarget(target: unknown, fallback: string): string {
  const path = safeRedirect(target, fallback);
  return REFUSED_TARGETS.some((pattern) => pattern.test(splitLocalePath(path.replace(/[?#].*$/, "")).path)) ? fallback : path;
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
