/**
 * The per-process store behind app/components/partMemo.ts: a part's HTML cut out of a page this process rendered whole.
 *
 * What is kept is exactly what React sent for the part: the inner HTML of its `data-hydration-part` wrapper, a
 * complete Suspense boundary (`<!--$-->…<!--/$-->`, the render waited for everything). A part with a boundary that
 * failed or was still pending, or with an inline script (its nonce is per render), is not kept: it renders again.
 */
import type { PartMemoOfRequest } from "~/components/partMemo";

/** Few keys exist (per locale, layout and shop data); a bound against a stream of changing data all the same. */
const LIMIT = 64;
const store = new Map<string, string>();

const entryKey = (id: string, key: string) => `${id}\u0000${key}`;

/** One page render's view of the store: what it may reuse, and which parts to keep once it is complete. */
export function partMemoOfRequest(): PartMemoOfRequest & { keepFrom(page: Buffer, scriptMarker: string): void } {
  const wanted: { id: string; key: string }[] = [];
  return {
    html: (id, key) => store.get(entryKey(id, key)),
    keep: (id, key) => void wanted.push({ id, key }),
    keepFrom(page, scriptMarker) {
      if (wanted.length === 0) return;
      const text = page.toString("utf8");
      for (const { id, key } of wanted) {
        const html = partHtml(text, id);
        if (html === undefined || html.includes(scriptMarker) || html.includes("<script")) continue;
        if (store.size >= LIMIT) store.clear();
        store.set(entryKey(id, key), html);
      }
    },
  };
}

/** The inner HTML of the part wrapper with this `useId`, if it is one complete Suspense boundary; else undefined. */
export function partHtml(page: string, id: string): string | undefined {
  const attribute = page.indexOf(` data-hydration-part="${id}"`);
  if (attribute < 0) return undefined;
  const start = page.indexOf(">", attribute) + 1;
  if (!page.startsWith("<!--$-->", start)) return undefined;
  const boundary = /<!--(\$[?!]?|\/\$)-->/g;
  boundary.lastIndex = start;
  let depth = 0;
  for (let match = boundary.exec(page); match; match = boundary.exec(page)) {
    if (match[1] === "$?" || match[1] === "$!") return undefined;
    depth += match[1] === "/$" ? -1 : 1;
    if (depth === 0) return page.startsWith("</div>", boundary.lastIndex) ? page.slice(start, boundary.lastIndex) : undefined;
  }
  return undefined;
}

/** For tests: forget every part. */
export function clearPartMemo(): void {
  store.clear();
}
