/**
 * `__typename` on every object of a page's data (codegen adds it to every selection) is ~10 bytes of loader data per
 * object — a sixth of a listing's serialised size — while the components only switch on it where the type is a
 * member of a union or interface (the route kind, the CMS element). The page loader drops the rest before the data
 * is serialised; the generated types still show the field, so code must not read `__typename` of other types.
 */
import { CATALOG_POSSIBLE_TYPES } from "./possibleTypes";
import { eachObject } from "./walk";

const DISCRIMINATED = new Set(Object.values(CATALOG_POSSIBLE_TYPES).flat());

/** Removes `__typename` from one object unless its type is a union/interface member. */
export function dropPlainTypename(record: Record<string, unknown>): void {
  if (typeof record.__typename === "string" && !DISCRIMINATED.has(record.__typename)) delete record.__typename;
}

/** Removes `__typename` in place from every object whose type is not a union/interface member (shared objects stay shared). */
export function dropPlainTypenames<T>(data: T): T {
  eachObject(data, dropPlainTypename);
  return data;
}
