/**
 * Cache tags of a stored Store API answer (issue 26): the product, category and landing-page ids it contains,
 * so a purge by tag (purge.ts, the same `product-<id>` tags the web's page cache uses) drops exactly the answers
 * that show a changed entity. A variant's answer also carries its parent's tag: the platform writes stock and
 * prices per variant, and listings show parents.
 */
const TAGGED_ALIASES: Record<string, string> = {
  product: "product",
  category: "category",
  landing_page: "landing-page",
};

export function cacheTagsOf(value: unknown): Set<string> {
  const tags = new Set<string>();
  const walk = (node: unknown): void => {
    if (node === null || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    const record = node as Record<string, unknown>;
    const prefix = typeof record.apiAlias === "string" ? TAGGED_ALIASES[record.apiAlias] : undefined;
    if (prefix) {
      if (typeof record.id === "string" && record.id !== "") tags.add(`${prefix}-${record.id}`);
      if (prefix === "product" && typeof record.parentId === "string" && record.parentId !== "") tags.add(`product-${record.parentId}`);
    }
    for (const child of Object.values(record)) walk(child);
  };
  walk(value);
  return tags;
}
