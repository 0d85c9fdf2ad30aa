import type { Db } from "./connection.js";

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
  "newsletter_recipient",
  "loyalty_card",
  "mail_outbox",
  "rate_limit",
  "poll_vote",
]);

const WRITE_FUNCTION = "shop_catalogue_write";

/**
 * Generation of the data the catalogue read models render, for caches that must never answer from
 * before a write. Writes are seen where they happen, in SQLite: a TEMP trigger on every watched table
 * calls a JS function that bumps a counter — whatever code path wrote (order, cancel, review, seed,
 * a migration's UPDATE). Writes by another connection to the same file (a seed run next to the
 * server) show up in `PRAGMA data_version`; a schema change (a new table) re-installs the triggers.
 * The counter only grows, so a rolled-back transaction costs one rebuild and can never bring an old
 * generation back.
 */
export class DataVersion {
  private writes = 0;
  private schema = -1;
  private external = -1;
  private generation = 0;
  private readonly probe;

  constructor(private readonly db: Db) {
    db.function(WRITE_FUNCTION, { deterministic: false }, () => {
      this.writes += 1;
      return null;
    });
    this.probe = db.prepare(
      "SELECT (SELECT schema_version FROM pragma_schema_version()) AS schema, (SELECT data_version FROM pragma_data_version()) AS external",
    );
  }

  /** Changes whenever a watched table may have changed since the last call. */
  current(): number {
    const { schema, external } = this.probe.get() as { schema: number; external: number };
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

  private installTriggers(): void {
    const tables = this.db
      // plain tables only: virtual (full-text index) and shadow tables take no triggers
      .prepare("SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[];
    for (const { name } of tables) {
      if (UNWATCHED.has(name)) continue;
      for (const op of ["INSERT", "UPDATE", "DELETE"]) {
        this.db.exec(
          `CREATE TEMP TRIGGER IF NOT EXISTS "shop_cv_${name}_${op.toLowerCase()}" AFTER ${op} ON "${name}" BEGIN SELECT ${WRITE_FUNCTION}(); END`,
        );
      }
    }
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
 * an open transaction is kept: it may read writes that are rolled back later.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, V>();
  private builtAt = -1;
  private readonly data: DataVersion;

  constructor(private readonly db: Db) {
    this.data = dataVersion(db);
  }

  get(key: string, build: () => V): V {
    const now = this.data.current();
    if (now !== this.builtAt) {
      this.entries.clear();
      this.builtAt = now;
    }
    let value = this.entries.get(key);
    if (value === undefined && !this.entries.has(key)) {
      value = build();
      if (!this.db.inTransaction && this.data.current() === now) this.entries.set(key, value);
    }
    return value as V;
  }

  /** The generation a later `set` must still see; read it before computing the value. */
  version(): number {
    return this.data.current();
  }

  /** The entry, if it was stored in the current generation. */
  peek(key: string): V | undefined {
    const now = this.data.current();
    if (now !== this.builtAt) {
      this.entries.clear();
      this.builtAt = now;
    }
    return this.entries.get(key);
  }

  /** Stores a value computed at generation `seen`, unless the data changed since (or a transaction is open). */
  set(key: string, value: V, seen: number): void {
    if (this.db.inTransaction || this.data.current() !== seen) return;
    if (seen !== this.builtAt) {
      this.entries.clear();
      this.builtAt = seen;
    }
    this.entries.set(key, value);
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
