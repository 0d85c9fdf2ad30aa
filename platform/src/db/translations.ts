import type { Db } from "./connection.js";

export type Row = Record<string, unknown>;

/**
 * Loads all translation rows of `table` for the given entity ids, grouped by entity then language.
 * Callers resolve fields along the language chain (current -> system language), mirroring
 * Shopware's translated-field inheritance.
 */
export function loadTranslations(db: Db, table: string, fkColumn: string, ids?: string[]): Map<string, Map<string, Row>> {
  const rows = (
    ids
      ? db.prepare(`SELECT * FROM ${table} WHERE ${fkColumn} IN (SELECT value FROM json_each(?))`).all(JSON.stringify(ids))
      : db.prepare(`SELECT * FROM ${table}`).all()
  ) as Row[];
  const out = new Map<string, Map<string, Row>>();
  for (const r of rows) {
    const id = r[fkColumn] as string;
    let byLang = out.get(id);
    if (!byLang) out.set(id, (byLang = new Map()));
    byLang.set(r.language_id as string, r);
  }
  return out;
}

/** Translation accessor for one entity: `own(col)` = value in the current language only, `tr(col)` = with fallback. */
export function translator(byLang: Map<string, Row> | undefined, chain: string[]) {
  const own = (col: string): unknown => byLang?.get(chain[0]!)?.[col] ?? null;
  const tr = (col: string): unknown => {
    for (const lid of chain) {
      const v = byLang?.get(lid)?.[col];
      if (v !== null && v !== undefined) return v;
    }
    return null;
  };
  return { own, tr };
}

export function parseJson<T>(value: unknown, fallback: T): T {
  if (typeof value !== "string") return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}
