/**
 * Per-page <head> data (SPEC §2 SEO): a loader returns `head` in its data; the root layout and the
 * language switcher read the deepest one. Alternates are the gateway's paths of the SAME entity in
 * each language, so hreflang and the switcher keep the visitor on the same product/category.
 */
import { useMatches } from "react-router";
import type { MessageId } from "~/i18n/messages";
import { isLocale, LOCALES, localizePath, type Locale } from "~/i18n/locales";

export interface PageHead {
  /** Page title without the site name. */
  title?: string;
  /** Or a message id for the title / description (static pages). */
  titleId?: MessageId;
  descriptionId?: MessageId;
  description?: string | null;
  /** Canonical path without locale prefix. */
  canonicalPath?: string;
  /** Path without prefix per locale. */
  alternates?: Partial<Record<Locale, string>>;
  /** Keep crawlers away (search results, error states). */
  noindex?: boolean;
}

export function alternatesFrom(list: readonly { locale: string; path: string }[]): Partial<Record<Locale, string>> {
  const result: Partial<Record<Locale, string>> = {};
  for (const entry of list) if (isLocale(entry.locale)) result[entry.locale] = entry.path;
  return result;
}

function headOf(data: unknown): PageHead | undefined {
  if (data && typeof data === "object" && "head" in data) {
    const head = (data as { head?: unknown }).head;
    if (head && typeof head === "object") return head as PageHead;
  }
  return undefined;
}

/** The head of the deepest matched route that has one. */
export function usePageHead(): PageHead | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const head = headOf(matches[index]?.data);
    if (head) return head;
  }
  return undefined;
}

/** Localised path of the page in `locale`, when the page told us its alternates. */
export function alternatePath(head: PageHead | undefined, locale: Locale): string | undefined {
  const path = head?.alternates?.[locale];
  return path ? localizePath(path, locale) : undefined;
}
