/**
 * `__typename` on every object of a page's data (codegen adds it to every selection) is ~10 bytes of loader data per
 * object — a sixth of a listing's serialised size — while the components only switch on it where the type is a
 * member of a union or interface (the route kind, the CMS element). The page loader drops the rest before the data
 * is serialised; the generated types still show the field, so code must not read `__typename` of other types.
 */
import { CATALOG_POSSIBLE_TYPES } from "./possibleTypes";
import { copyObjects, OMIT } from "./walk";

const DISCRIMINATED = new Set(Object.values(CATALOG_POSSIBLE_TYPES).flat());

/** The object's `__typename` names a type that is not a union/interface member: nothing reads it. */
export function hasPlainTypename(record: Record<string, unknown>): boolean {
  return typeof record.__typename === "string" && !DISCRIMINATED.has(record.__typename);
}

/** A copy of the data without the plain `__typename`s (shared objects stay shared). */
export function dropPlainTypenames<T>(data: T): T {
  return copyObjects(data, (record, name) => (name === "__typename" && hasPlainTypename(record) ? OMIT : record[name]));
}
