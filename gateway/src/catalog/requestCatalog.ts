/**
 * The catalogue's part of the per-request context: cached upstream access and DataLoaders per
 * language, plus request-scoped memoisation. `route(path, locale)` may ask for a language other than
 * the request's; rows fetched that way are tagged so their child fields load in the same language.
 */
import type { Locale } from "../session/locale.js";
import { CatalogUpstream, type CatalogUpstreamDeps, type LocaleUpstream } from "./upstream.js";
import { createCatalogLoaders, type CatalogLoaders } from "./loaders.js";

export class RequestCatalog {
  readonly upstream: CatalogUpstream;
  private readonly loadersByLocale = new Map<Locale, CatalogLoaders>();
  private readonly rowLocales = new WeakMap<object, Locale>();
  private readonly memo = new Map<string, Promise<unknown>>();
  /**
   * Product row of a product page → the id the page was asked for. Reviews and cross-selling of the
   * page are keyed by it, so they match what `route` prefetched (a main product's id answers with a
   * variant row).
   */
  readonly pageProductId = new WeakMap<object, string>();
  /** CMS slot row → id of the category whose page it belongs to (category-navigation elements). */
  readonly slotCategory = new WeakMap<object, string>();

  constructor(
    private readonly deps: CatalogUpstreamDeps,
    private readonly currentLocale: () => Locale,
  ) {
    this.upstream = new CatalogUpstream(deps);
  }

  get locale(): Locale {
    return this.currentLocale();
  }

  api(locale: Locale = this.locale): LocaleUpstream {
    return this.upstream.in(locale);
  }

  loaders(locale: Locale = this.locale): CatalogLoaders {
    let loaders = this.loadersByLocale.get(locale);
    if (!loaders) {
      loaders = createCatalogLoaders(this.api(locale), () => this.deps.languages.idFor(locale));
      this.loadersByLocale.set(locale, loaders);
    }
    return loaders;
  }

  /** Marks a row (and so its child fields) as belonging to `locale`. */
  tag<T>(row: T, locale: Locale): T {
    if (row && typeof row === "object" && locale !== this.locale) this.rowLocales.set(row, locale);
    return row;
  }

  localeOf(row: unknown): Locale {
    return (row && typeof row === "object" ? this.rowLocales.get(row) : undefined) ?? this.locale;
  }

  /** Runs `load` once per key and request (later callers share the promise). */
  once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let pending = this.memo.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = load();
      this.memo.set(key, pending);
      // A prefetch nobody awaits must not become an unhandled rejection.
      pending.catch(() => undefined);
    }
    return pending;
  }
}
