/**
 * The navigation every page shows (main menu and footer) is the same for every visitor of a locale:
 * the web server keeps the gateway's answer per locale for a minute, and concurrent requests share
 * one call. A failed answer is not kept, so the next page asks again.
 */
import type { NavigationQuery as NavigationData } from "~/generated/graphql";
import type { Locale } from "~/i18n/locales";

/** How long a navigation answer is reused; the gateway's own catalogue cache lives longer. */
export const NAVIGATION_TTL_MS = 60_000;

interface Entry {
  expires: number;
  value: Promise<NavigationData | undefined>;
}

const entries = new Map<Locale, Entry>();

export function cachedNavigation(
  locale: Locale,
  load: () => Promise<NavigationData | undefined>,
  now: number = Date.now(),
): Promise<NavigationData | undefined> {
  const entry = entries.get(locale);
  if (entry && entry.expires > now) return entry.value;
  const value = load();
  const fresh: Entry = { expires: now + NAVIGATION_TTL_MS, value };
  entries.set(locale, fresh);
  void value.then(
    (data) => {
      if (!data && entries.get(locale) === fresh) entries.delete(locale);
    },
    () => {
      if (entries.get(locale) === fresh) entries.delete(locale);
    },
  );
  return value;
}

/** For tests. */
export function forgetNavigation(): void {
  entries.clear();
}
