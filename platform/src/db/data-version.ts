import { onTransactionEnd, type Db } from "./connection.js";

/**
 * Tables only shopper activity writes (sessions, carts, orders, accounts, mail): no catalogue read model
 * renders them, so writing them must not throw the read caches away. Every other table is watched —
 * a table added later is watched by default, which can only cost a cache rebuild, never a stale answer.
 * (Stock and sales live in `product`, so placing or cancelling an order does invalidate.)
 */
const UNWATCHED = new Set([
  "sales_channel_api_context",
  "cart",
  "payment_session",
  "document",
  "order",
  "order_customer",
  "order_address",
  "order_line_item",
  "order_line_item_download",
  "order_delivery",
  "order_transaction",
  "customer",
  "customer_address",
  "customer_recovery",
  "customer_wishlist_product",
  "customer_wishlist",
  "newsletter_recipient",
  "loyalty_card",
  "mail_outbox",
  "rate_limit",
  "poll_vote",
]);

const WRITE_FUNCTION = "shop_catalogue_write";

/**
 * What an order, a cancel or a stock correction writes: an UPDATE of `product` that changes nothing but
 * these columns is a stock write. Stock writes are the catalogue's most frequent writes (every order), and
 * they change only the products written: the product read model re-renders those (see `StockPatchedCache`)
 * instead of the whole catalogue, read models that render no stock keep their entries, and cached answers
 * keep theirs unless they show a product written or were chosen by stock (see `StockTrackedCache`).
 */
const STOCK_TABLE = "product";
const STOCK_COLUMNS = new Set(["stock", "available_stock", "sales"]);
const STOCK_FUNCTION = "shop_stock_write";
/** Stock writes remembered by product id; beyond this many unread ones they count as one catalogue write. */
export const MAX_STOCK_LOG = 10_000;

/**
 * Generation of the data the catalogue read models render, for caches that must never answer from
 * before a write. Writes are seen where they happen, in SQLite: a TEMP trigger on every watched table
 * calls a JS function that bumps a counter — whatever code path wrote (order, cancel, review, seed,
 * a migration's UPDATE). Writes by another connection to the same file (a seed run next to the
 * server) show up in `PRAGMA data_version`; a schema change (a new table or column) re-installs the
 * triggers. The counters only grow, so a rolled-back transaction costs one rebuild and can never bring
 * an old generation back.
 *
 * Stock writes (STOCK_COLUMNS) are counted apart, with the ids of the products written:
 * `current()` sees every write, `structural()` every write but stock writes.
 */
export class DataVersion {
  private writes = 0;
  private schema = -1;
  private external = -1;
  private generation = 0;
  /** product ids of the stock writes since `stockBase` (the ones before were folded into `writes`) */
  private stockLog: string[] = [];
  private stockBase = 0;
  private readonly probe;
  private probed: { schema: number; external: number } | null = null;
  /** A watched write happened inside a transaction not yet seen to end: what is read now may be rolled back. */
  private uncommitted = false;

  constructor(private readonly db: Db) {
    db.function(WRITE_FUNCTION, { deterministic: false }, () => {
      this.writes += 1;
      if (db.inTransaction) this.uncommitted = true;
      return null;
    });
    db.function(STOCK_FUNCTION, { deterministic: false }, (productId: unknown) => {
      if (db.inTransaction) this.uncommitted = true;
      this.stockLog.push(String(productId));
      if (this.stockLog.length > MAX_STOCK_LOG) {
        // nobody read for a long time: one catalogue write makes every reader rebuild instead
        this.stockBase += this.stockLog.length;
        this.stockLog = [];
        this.writes += 1;
      }
      return null;
    });
    // what a transaction wrote is committed or rolled back once it ends: reads are of committed data again
    onTransactionEnd(db, () => {
      this.uncommitted = false;
    });
    this.probe = db.prepare(
      "SELECT (SELECT schema_version FROM pragma_schema_version()) AS schema, (SELECT data_version FROM pragma_data_version()) AS external",
    );
  }

  /** Changes whenever a watched table may have changed since the last call. */
  current(): number {
    return this.structural() + this.stockSeq();
  }

  /** Changes whenever a watched table may have changed, except by a stock write. */
  structural(): number {
    const { schema, external } = this.probed ?? this.probeOnce();
    if (schema !== this.schema) {
      this.schema = schema;
      this.installTriggers();
      this.generation += 1;
    }
    if (external !== this.external) {
      this.external = external;
      this.generation += 1;
    }
    return this.generation + this.writes;
  }

  /**
   * `structural()` with schema and other connections' writes probed now, not at the start of this synchronous
   * run: inside a transaction that holds the write lock, what every commit before the lock changed.
   */
  settledStructural(): number {
    this.probed = null;
    return this.structural();
  }

  /**
   * Schema and other connections' writes are read once per synchronous run (one request's handler
   * asks a dozen caches): a run sees the database as at its start, like a read that began a moment
   * earlier; the next run sees the change. This connection's own writes count at once (triggers).
   */
  private probeOnce(): { schema: number; external: number } {
    const probed = this.probe.get() as { schema: number; external: number };
    this.probed = probed;
    queueMicrotask(() => {
      this.probed = null;
    });
    return probed;
  }

  /**
   * This connection's own writes to watched tables so far, as its triggers counted them — without the
   * probe of `structural()`, so it misses schema changes and other connections' writes: for a caller that
   * wants to know cheaply whether the code it just ran wrote (http/page-purge.ts after each answer).
   */
  ownWrites(): number {
    return this.writes + this.stockSeq();
  }

  /**
   * Whether the watched tables read now hold committed data only: outside a transaction, or inside one that has
   * written none of them yet (its own writes to unwatched tables — the cart, the order — no read model renders).
   * Every cart calculation runs inside BEGIN IMMEDIATE; without this, nothing it built would ever be kept. A
   * transaction's watched writes count until it ends (connection.ts `onTransactionEnd`), not until the next check
   * made outside a transaction: after an order's stock write, the next calculations — all inside transactions —
   * keep what they build again.
   */
  readsCommitted(): boolean {
    if (!this.db.inTransaction) this.uncommitted = false;
    return !this.uncommitted;
  }

  /** How many stock writes there were so far (grows with each one). */
  stockSeq(): number {
    return this.stockBase + this.stockLog.length;
  }

  /** Ids of the products stock-written since `stockSeq()` was `seq` (with repeats), or null when no longer known. */
  stockWritesSince(seq: number): string[] | null {
    return seq < this.stockBase ? null : this.stockLog.slice(seq - this.stockBase);
  }

  private installTriggers(): void {
    const tables = this.db
      // plain tables only: virtual (full-text index) and shadow tables take no triggers
      .prepare("SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[];
    for (const { name } of tables) {
      if (UNWATCHED.has(name)) continue;
      for (const op of ["INSERT", "UPDATE", "DELETE"]) {
        if (name === STOCK_TABLE && op === "UPDATE") continue;
        this.db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS "shop_cv_${name}_${op.toLowerCase()}" AFTER ${op} ON "${name}" BEGIN SELECT ${WRITE_FUNCTION}(); END`);
      }
    }
    this.installStockTriggers();
  }

  /**
   * Two UPDATE triggers on the product table: a stock write when every other column kept its value,
   * a catalogue write otherwise. Rebuilt on every schema change, so a column added later is never
   * mistaken for a stock column.
   */
  private installStockTriggers(): void {
    const columns = (this.db.prepare(`SELECT name FROM pragma_table_info('${STOCK_TABLE}')`).all() as { name: string }[]).map((c) => c.name);
    if (!columns.length) return;
    const unchanged = columns.filter((c) => !STOCK_COLUMNS.has(c)).map((c) => `NEW."${c}" IS OLD."${c}"`).join(" AND ");
    const update = `"shop_cv_${STOCK_TABLE}_update"`;
    const stock = `"shop_cv_${STOCK_TABLE}_stock"`;
    this.db.exec(`DROP TRIGGER IF EXISTS temp.${update}; DROP TRIGGER IF EXISTS temp.${stock};`);
    this.db.exec(`CREATE TEMP TRIGGER ${update} AFTER UPDATE ON "${STOCK_TABLE}" WHEN NOT (${unchanged}) BEGIN SELECT ${WRITE_FUNCTION}(); END`);
    this.db.exec(`CREATE TEMP TRIGGER ${stock} AFTER UPDATE ON "${STOCK_TABLE}" WHEN ${unchanged} BEGIN SELECT ${STOCK_FUNCTION}(NEW.id); END`);
  }
}

const versions = new WeakMap<Db, DataVersion>();

/** The one DataVersion of a connection (its triggers and function live on that connection). */
export function dataVersion(db: Db): DataVersion {
  let version = versions.get(db);
  if (!version) {
    version = new DataVersion(db);
    versions.set(db, version);
  }
  return version;
}

/**
 * A read-model cache that empties itself when the data changed (see DataVersion). Nothing built inside
 * a transaction after it wrote a watched table is kept: it may read writes that are rolled back later. A read model that renders
 * no product stock (categories, SEO URLs, layouts, properties, manufacturers) passes
 * `{ rendersStock: false }` and keeps its entries across stock writes.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, V>();
  private builtAt = -1;
  private readonly data: DataVersion;
  private readonly generation: () => number;

  private readonly frozen: boolean;

  constructor(
    private readonly db: Db,
    opts: { rendersStock?: boolean; frozen?: boolean } = {},
  ) {
    const data = dataVersion(db);
    this.data = data;
    this.generation = opts.rendersStock === false ? () => data.structural() : () => data.current();
    this.frozen = opts.frozen === true;
  }

  /** With `frozen`, every value built is deep-frozen (kept or not): a caller that mutates a shared entry throws at once. */
  get(key: string, build: () => V): V {
    const now = this.generation();
    if (now !== this.builtAt) {
      this.entries.clear();
      this.builtAt = now;
    }
    let value = this.entries.get(key);
    if (value === undefined && !this.entries.has(key)) {
      value = this.frozen ? deepFreeze(build()) : build();
      if (this.data.readsCommitted() && this.generation() === now) this.entries.set(key, value);
    }
    return value as V;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Freezes a value and everything it holds (frozen parts are shared: they are left as they are). */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}

/**
 * A read-model cache of values that render product stock: emptied by any other catalogue write like
 * VersionedCache, but after stock writes an entry is brought up to date by `patch(value, productIds)`
 * (re-rendering just those products) instead of being built again. Patched values are new values
 * (callers may still hold the old one); like VersionedCache, nothing built or patched inside an open
 * transaction is kept.
 */
export class StockPatchedCache<V> {
  private readonly entries = new Map<string, { value: V; stockSeq: number }>();
  private builtAt = -1;
  private readonly data: DataVersion;

  constructor(
    private readonly db: Db,
    private readonly patch: (value: V, productIds: string[]) => V,
  ) {
    this.data = dataVersion(db);
  }

  get(key: string, build: () => V): V {
    const structural = this.data.structural();
    if (structural !== this.builtAt) {
      this.entries.clear();
      this.builtAt = structural;
    }
    const stockSeq = this.data.stockSeq();
    const entry = this.entries.get(key);
    if (entry && entry.stockSeq === stockSeq) return entry.value;
    const written = entry ? this.data.stockWritesSince(entry.stockSeq) : null;
    const value = entry && written ? this.patch(entry.value, [...new Set(written)]) : build();
    if (!this.db.inTransaction && this.data.structural() === structural && this.data.stockSeq() === stockSeq) {
      this.entries.set(key, { value, stockSeq });
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * A cache of answers that show the stock of some products (db/stock-reads.ts says which; `null` for an
 * answer chosen or ordered by any product's stock): emptied by any other catalogue write like
 * VersionedCache, but across stock writes an entry stays as long as none of its products was written —
 * after an order only the answers showing an ordered product are built again. Nothing built inside an
 * open transaction is kept. `weight` sizes an entry (the owner bounds the total).
 */
export class StockTrackedCache<V> {
  private readonly entries = new Map<string, { value: V; stockSeq: number; products: ReadonlySet<string> | null }>();
  private builtAt = -1;
  private total = 0;
  private readonly data: DataVersion;

  constructor(
    private readonly db: Db,
    private readonly weight: (value: V) => number,
  ) {
    this.data = dataVersion(db);
  }

  /** The entry, if no write since it was stored changed what it shows. */
  peek(key: string): V | undefined {
    this.dropAfterStructuralWrite();
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const stockSeq = this.data.stockSeq();
    if (entry.stockSeq === stockSeq) return entry.value;
    const written = entry.products ? this.data.stockWritesSince(entry.stockSeq) : null;
    if (written && !written.some((id) => entry.products!.has(id))) {
      entry.stockSeq = stockSeq;
      return entry.value;
    }
    this.delete(key);
    return undefined;
  }

  /** The generation a later `set` must still see; read it before computing the value. */
  version(): number {
    return this.data.current();
  }

  /** Stores a value computed at `seen` showing `products`' stock (null: any product's), unless anything was written since. */
  set(key: string, value: V, seen: number, products: ReadonlySet<string> | null): void {
    if (this.db.inTransaction || this.data.current() !== seen) return;
    this.dropAfterStructuralWrite();
    this.delete(key);
    this.entries.set(key, { value, stockSeq: this.data.stockSeq(), products });
    this.total += this.weight(value);
  }

  /** Sum of the entries' weights. */
  get size(): number {
    return this.total;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  private dropAfterStructuralWrite(): void {
    const structural = this.data.structural();
    if (structural !== this.builtAt) {
      this.clear();
      this.builtAt = structural;
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.total -= this.weight(entry.value);
    this.entries.delete(key);
  }
}
