import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Which products' stock a read's answer depends on, so that a cached answer can outlive stock writes
 * (orders, cancels) of every other product (http/read-cache.ts, db/data-version.ts `StockTrackedCache`).
 * An answer depends on the stock of
 * - every product it shows (its stock, availability and purchase limit are in the entity: noted by the
 *   read cache from the answer itself), and
 * - every product whose stock chose what it shows or in which order: a filter, sorting or aggregation
 *   on a stock field (noted by the criteria engine and the listing: `all`), the best variant of a
 *   variant parent (noted with the variants' ids).
 * Outside a tracked read (a write, an uncached read, a test calling a repository) noting does nothing.
 */
export interface StockReads {
  products: Set<string>;
  /** the answer's selection or order depends on stock of products it need not show */
  all: boolean;
}

/**
 * Entity and index fields of a rendered product that derive from its stock columns (stock,
 * available_stock, sales: data-version.ts STOCK_COLUMNS; rendered in catalog/product-repository.ts).
 */
const STOCK_FIELDS = new Set(["stock", "availableStock", "available", "sales", "calculatedMaxPurchase", "topseller"]);

const scope = new AsyncLocalStorage<StockReads>();

/** Runs `fn` (and whatever it continues asynchronously) as a tracked read noting into `reads`. */
export function trackStockReads<T>(reads: StockReads, fn: () => T): T {
  return scope.run(reads, fn);
}

/** The read shows (or chose by) the stock of these products. */
export function noteStockOf(productIds: Iterable<string>): void {
  const reads = scope.getStore();
  if (!reads || reads.all) return;
  for (const id of productIds) reads.products.add(id);
}

/** Notes `all` when a field path (`stock`, `children.available`, the `topseller` index) reads stock. */
export function noteStockFields(paths: Iterable<string>): void {
  const reads = scope.getStore();
  if (!reads || reads.all) return;
  for (const path of paths) {
    if (path.split(".").some((part) => STOCK_FIELDS.has(part))) {
      reads.all = true;
      return;
    }
  }
}

/**
 * Notes every product entity (apiAlias `product`) in an answer tree; one without an id (left out by
 * `includes`) cannot be told apart from others, so it counts as showing any product's stock.
 */
export function noteProductsShown(reads: StockReads, answer: unknown): void {
  const visit = (value: unknown): void => {
    if (reads.all || value === null || typeof value !== "object") return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    const obj = value as Record<string, unknown>;
    if (obj.apiAlias === "product") {
      if (typeof obj.id === "string") reads.products.add(obj.id);
      else reads.all = true;
    }
    for (const key in obj) visit(obj[key]);
  };
  visit(answer);
}
