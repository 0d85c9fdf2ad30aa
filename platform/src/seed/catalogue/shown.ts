import { typography } from "@shop/rules";
import type { Lang } from "../data.js";

/**
 * A seeded text or config as shoppers read it: every string in it with its language's typography (French no-break
 * spaces, docs/GLOSSARY.md), so the seed's sources keep ordinary spaces like the message catalogues do.
 */
export function shownIn<T>(lang: Lang, value: T): T {
  if (typeof value === "string") return typography(lang, value) as T;
  if (Array.isArray(value)) return value.map((item) => shownIn(lang, item)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shownIn(lang, item)])) as T;
  }
  return value;
}
