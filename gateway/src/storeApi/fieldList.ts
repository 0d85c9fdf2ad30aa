/**
 * A Store API `includes` field list, its names checked against the entity type the gateway's mapper reads (a typo or a
 * renamed field fails to compile). Used by every includes list (order/includes.ts, session/includes.ts).
 */
export const fields = <T>(...names: (keyof T & string)[]): string[] => names;

/** apiAlias → fields as the query parameters of a GET read (`includes[cart][]=lineItems`, PHP's bracket form). */
export function includesQuery(lists: Record<string, readonly string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(lists).map(([alias, names]) => [`includes[${alias}]`, [...names]]));
}
