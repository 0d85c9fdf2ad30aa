import { useLocation } from "react-router";
import { localeFromPathname, type Locale } from "./locales";

/** Locale of the page shown, taken from the URL prefix. */
export function useLocale(): Locale {
  return localeFromPathname(useLocation().pathname);
}
