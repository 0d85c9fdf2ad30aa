import type { Db } from "../db/connection.js";
import type { Searchable } from "../criteria/search.js";
import type { PriceRule } from "./price.js";
import { loadProductRows } from "./product-rows.js";
import { renderProduct, type RenderParams } from "./product-entity.js";
import { priceRuleFor, type PricingContext } from "./customer-group-pricing.js";
import { StockPatchedCache } from "../db/data-version.js";

/**
 * Renders products as Store API Product entities. The rendered list is cached per
 * (language chain, currency, base URL, customer-group price rule): rendering is the expensive part.
 * The cache empties itself on any catalogue write (prices, reviews' rating, a seed — see
 * db/data-version.ts); after a stock write (an order, a cancel) only the products written are
 * rendered again. Prices come from
 * the pricing context: a logged-in customer whose group has a price rule gets group prices in every
 * calculated price (see `./customer-group-pricing.ts`); anonymous contexts share the plain rendering.
 */
export class ProductRepository {
  private readonly cache: StockPatchedCache<Rendered>;

  constructor(private readonly db: Db) {
    this.cache = new StockPatchedCache(db, (rendered, productIds) => this.patch(rendered, productIds));
  }

  invalidate(): void {
    this.cache.clear();
  }

  list(chain: string[], pricing: PricingContext, baseUrl: string): Searchable[] {
    return this.rendered(chain, pricing, baseUrl).list;
  }

  /** Same rendered products keyed by id. */
  map(chain: string[], pricing: PricingContext, baseUrl: string): Map<string, Searchable> {
    return this.rendered(chain, pricing, baseUrl).byId;
  }

  /** Products shown in listings: main products (no variants), as Shopware lists displayParent groups. */
  listed(chain: string[], pricing: PricingContext, baseUrl: string): Searchable[] {
    return this.rendered(chain, pricing, baseUrl).listed;
  }

  /**
   * The listed products in a category or below it (its `categoryTree`), in list order or sorted by
   * `order` (kept per order key with the rendering: a listing's sorting is the same on every request).
   */
  listedIn(chain: string[], pricing: PricingContext, baseUrl: string, categoryId: string, order: ListedOrder | null = null): Searchable[] {
    const rendered = this.rendered(chain, pricing, baseUrl);
    // one pass over the listing for all categories, on the first listing read of this rendering
    rendered.byCategory ??= groupByCategory(rendered.listed);
    const listed = rendered.byCategory.get(categoryId) ?? [];
    if (!order) return listed;
    const key = `${categoryId}|${order.key}`;
    let sorted = rendered.sorted.get(key);
    if (!sorted) rendered.sorted.set(key, (sorted = [...listed].sort(order.compare)));
    return sorted;
  }

  private rendered(chain: string[], pricing: PricingContext, baseUrl: string): Rendered {
    const rule = priceRuleFor(this.db, pricing.customerId);
    const params: RenderParams = { chain, currencyId: pricing.currencyId, baseUrl, rule };
    return this.cache.get(cacheKey(chain, pricing.currencyId, baseUrl, rule), () => indexed(this.render(params), params));
  }

  /** After stock writes: the written products rendered again, everything else kept. */
  private patch(rendered: Rendered, productIds: string[]): Rendered {
    const fresh = new Map(this.render(rendered.params, productIds).map((i) => [i.entity.id as string, i]));
    return indexed(rendered.list.map((i) => fresh.get(i.entity.id as string) ?? i), rendered.params);
  }

  /** All active products, or only those of `productIds` (rendered exactly as in the whole list). */
  private render(params: RenderParams, productIds?: string[]): Searchable[] {
    const rows = loadProductRows(this.db, params.currencyId, productIds);
    return rows.products.map((p) => renderProduct(p, rows, params));
  }
}

/** One rendering of the active products with the indexes reads use; never changed once built. */
interface Rendered {
  params: RenderParams;
  list: Searchable[];
  byId: Map<string, Searchable>;
  listed: Searchable[];
  /** listed products per category id (each product under every category of its tree), built on first use */
  byCategory?: Map<string, Searchable[]>;
  /** those lists sorted, per category and order key */
  sorted: Map<string, Searchable[]>;
}

/** A listing order: `key` names `compare` (the same key must always mean the same order). */
export interface ListedOrder {
  key: string;
  compare: (a: Searchable, b: Searchable) => number;
}

function indexed(list: Searchable[], params: RenderParams): Rendered {
  return { params, list, byId: new Map(list.map((i) => [i.entity.id as string, i])), listed: list.filter((i) => !i.entity.parentId), sorted: new Map() };
}

function groupByCategory(listed: Searchable[]): Map<string, Searchable[]> {
  const out = new Map<string, Searchable[]>();
  for (const item of listed) {
    for (const categoryId of item.entity.categoryTree as string[]) {
      const list = out.get(categoryId);
      if (list) list.push(item);
      else out.set(categoryId, [item]);
    }
  }
  return out;
}

/** Anonymous/no-rule contexts keep the original key, so they share one rendering as before. */
function cacheKey(chain: string[], currencyId: string, baseUrl: string, rule: PriceRule | null): string {
  const key = `${chain.join(",")}|${currencyId}|${baseUrl}`;
  return rule ? `${key}|group-${rule.discountPercent}` : key;
}
