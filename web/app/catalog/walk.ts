/** Calls `visit` once for every object (arrays are walked, not visited) reachable from `data`; a shared object once. */
export function eachObject(data: unknown, visit: (record: Record<string, unknown>) => void): void {
  const seen = new Set<object>();
  const walk = (value: unknown): void => {
    if (value === null || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    const record = value as Record<string, unknown>;
    visit(record);
    for (const name in record) walk(record[name]);
  };
  walk(data);
}
