/**
 * One copy per entity in a page's data: a category page lists the same products in its CMS listing and
 * in its listing, the home page in teasers, sliders and the listing, and the same banner images in its
 * slider and gallery (a product its cover again in its media). React Router serialises a repeated object
 * reference once (later places point back to it), so equal entities (objects with an `id` or, for images
 * and links, which have none, a `url`, whose content is identical) are made one object before the data
 * leaves the loader.
 */
export function shareEntities<T>(data: T): T {
  const seen = new Map<string, unknown>();
  const visit = (value: unknown): unknown => {
    if (value === null || typeof value !== "object") return value;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) value[i] = visit(value[i]);
      return value;
    }
    const record = value as Record<string, unknown>;
    if (typeof record.id === "string" || typeof record.url === "string") {
      const key = JSON.stringify(record);
      const first = seen.get(key);
      if (first) return first;
      seen.set(key, record);
    }
    for (const name in record) record[name] = visit(record[name]);
    return record;
  };
  return visit(data) as T;
}
