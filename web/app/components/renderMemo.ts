/**
 * A bounded per-process memo for values the server render computes again on every page (link hrefs, sized image URLs,
 * rating labels): the same few hundred inputs come back page after page. Pure functions only; emptied when full, so a
 * stream of distinct inputs (search terms in links) costs memory up to `limit` entries and never more.
 */
export function renderMemo<V>(limit: number): (key: string, compute: () => V) => V {
  const kept = new Map<string, V>();
  return (key, compute) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = compute();
      if (kept.size >= limit) kept.clear();
      kept.set(key, value);
    }
    return value;
  };
}
