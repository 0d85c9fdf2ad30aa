import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import path from "node:path";

export type Db = Database.Database;

/** Opens a file DB (creating its directory) or ":memory:" for tests. */
export function openDb(file: string): Db {
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL lets the benchmark read while a seed writes; foreign keys are off by default in SQLite.
  if (file !== ":memory:") db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  return withTransactionEnds(withStatementCache(db));
}

const transactionEnds = new WeakMap<Db, Set<() => void>>();

/**
 * Calls `listener` each time this connection's outermost `db.transaction(...)` has ended (committed or rolled
 * back). Connections not opened by `openDb` never call it.
 */
export function onTransactionEnd(db: Db, listener: () => void): void {
  transactionEnds.get(db)?.add(listener);
}

/** `db.transaction(fn)` (and its .deferred/.immediate/.exclusive) tells the listeners of onTransactionEnd when the outermost one ends. */
function withTransactionEnds(db: Db): Db {
  const listeners = new Set<() => void>();
  transactionEnds.set(db, listeners);
  const transaction = db.transaction.bind(db);
  type Run = (...args: unknown[]) => unknown;
  const ending = (run: Run): Run =>
    function (this: unknown, ...args: unknown[]) {
      try {
        return run.apply(this, args);
      } finally {
        if (!db.inTransaction) for (const listener of listeners) listener();
      }
    };
  db.transaction = ((fn: Run) => {
    const t = transaction(fn) as unknown as Run & Record<"default" | "deferred" | "immediate" | "exclusive", Run>;
    return Object.assign(ending(t), { default: ending(t.default), deferred: ending(t.deferred), immediate: ending(t.immediate), exclusive: ending(t.exclusive), database: db });
  }) as unknown as Db["transaction"];
  return db;
}

const STATEMENT_CACHE_SIZE = 1000;

/**
 * Repositories call `db.prepare(sql)` where they use it; compiling the SQL again on every request
 * was a measurable share of each read (issue 9). Statements are kept per SQL text and reused —
 * safe because nobody switches a shared statement's mode (pluck/raw/expand/bind) or iterates one
 * lazily. Bounded, for SQL built with variable parts.
 */
function withStatementCache(db: Db): Db {
  const compile = db.prepare.bind(db);
  const statements = new Map<string, Database.Statement>();
  db.prepare = ((sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
      statement = compile(sql);
      statements.set(sql, statement);
    }
    return statement;
  }) as Db["prepare"];
  return db;
}
