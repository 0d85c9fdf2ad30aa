/**
 * One copy per entity in a page's data: a category page lists the same products in its CMS listing and
 * in its listing, the home page in teasers, sliders and the listing, and the same banner images in its
 * slider and gallery (a product its cover again in its media). React Router serialises a repeated object
 * reference once (later places point back to it), so equal entities (objects with an `id` or, for images
 * and links, which have none, a `url`, whose content is identical) are made one object before the data
 * leaves the loader.
 *
 * "Identical" is: the same JSON text. Only entities with the same `id` (or `url`) can be identical, so an entity
 * is compared with the earlier ones of its key (field by field, in order, as their JSON would read) and with no
 * other: serialising every entity to compare texts serialised each nested entity again for every entity
 * around it (~1 ms per category page, ~4 % of its server CPU; issue 9).
 */
export function shareEntities<T>(data: T): T {
  const byKey = new Map<string, object[]>();
  const visit = (value: unknown): unknown => {
    if (value === null || typeof value !== "object") return value;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) value[i] = visit(value[i]);
      return value;
    }
    const record = value as Record<string, unknown>;
    const key = typeof record.id === "string" ? `id:${record.id}` : typeof record.url === "string" ? `url:${record.url}` : undefined;
    if (key !== undefined) {
      const earlier = byKey.get(key);
      const first = earlier?.find((candidate) => sameJson(candidate, record));
      if (first) return first;
      if (earlier) earlier.push(record);
      else byKey.set(key, [record]);
    }
    for (const name in record) record[name] = visit(record[name]);
    return record;
  };
  return visit(data) as T;
}

/** Whether two parsed JSON values serialise to the same text (objects: the same fields in the same order). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const names = Object.keys(a);
  const otherNames = Object.keys(b);
  if (names.length !== otherNames.length) return false;
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    if (name !== otherNames[i]) return false;
    if (!sameJson((a as Record<string, unknown>)[name], (b as Record<string, unknown>)[name])) return false;
  }
  return true;
}
