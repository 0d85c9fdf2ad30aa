/**
 * One copy per entity in a page's data: a category page lists the same products in its CMS listing and
 * in its listing, the home page in teasers, sliders and the listing. React Router serialises a
 * repeated object reference once (later places point back to it), so equal entities (objects with an
 * `id` whose content is identical) are made one object before the data leaves the loader.
 *
 * "Identical" is: the same JSON text. Comparing `JSON.stringify(entity)` for every entity stringified each
 * nested entity again for each entity around it (a listing's product, its cover, the cover's media …): ~4 % of
 * a category page's server CPU (issue 9). The data is walked once instead, bottom-up: every object and array
 * gets a short token for its content — its JSON with each nested object written as its token — so equal
 * tokens mean equal JSON, and each value is written out once.
 */
export function shareEntities<T>(data: T): T {
  const tokens = new Map<string, string>();
  const entities = new Map<string, object>();
  /** The token of the value `visit` returned last. */
  let token = "";

  const intern = (content: string): string => {
    let known = tokens.get(content);
    if (known === undefined) {
      known = `#${tokens.size}`;
      tokens.set(content, known);
    }
    return known;
  };

  // The data is a parsed JSON answer: objects, arrays, strings, numbers, booleans and null.
  const visit = (value: unknown): unknown => {
    if (value === null || typeof value !== "object") {
      token = JSON.stringify(value);
      return value;
    }
    if (Array.isArray(value)) {
      let content = "[";
      for (let i = 0; i < value.length; i++) {
        value[i] = visit(value[i]);
        content += i === 0 ? token : `,${token}`;
      }
      token = intern(`${content}]`);
      return value;
    }
    const record = value as Record<string, unknown>;
    let content = "{";
    for (const name in record) {
      record[name] = visit(record[name]);
      content += `${content.length === 1 ? "" : ","}${JSON.stringify(name)}:${token}`;
    }
    token = intern(`${content}}`);
    if (typeof record.id !== "string") return record;
    const first = entities.get(token);
    if (first) return first;
    entities.set(token, record);
    return record;
  };
  return visit(data) as T;
}
