/**
 * What the web server's page cache (server/pageCache.mjs, plain ESM) must know of the app's rules, handed to it
 * through the server build (entry.server.tsx re-exports it), so each rule stays defined once here in the app.
 */
import { PARAM } from "~/catalog/params";
import { LOCALE_COOKIE } from "~/i18n/detect";
import { localeFromPathname } from "~/i18n/locales";
import { SESSION_COOKIE, matchesIfNoneMatch } from "./cachePolicy";
import { CACHE_TAGS_HEADER } from "./cacheTags";

export const pageCacheRules = {
  sessionCookie: SESSION_COOKIE,
  localeCookie: LOCALE_COOKIE,
  /** The only query parameters a cached page may have (the listing's and the search term): others bypass. */
  queryParams: Object.values(PARAM) as string[],
  /** The locale a path's pages are in: a cached page is only served to a visitor whose locale cookie says the same. */
  localeOfPath: localeFromPathname as (pathname: string) => string,
  matchesIfNoneMatch,
  tagsHeader: CACHE_TAGS_HEADER,
};

export type PageCacheRules = typeof pageCacheRules;
