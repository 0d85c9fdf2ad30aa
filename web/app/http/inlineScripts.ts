/**
 * The page's own inline scripts, allowed by hash (issue 19). A per-response nonce in the HTML would make every copy
 * of a page different (no ETag, no shared cache) and would be public once cached; hashes of the scripts are part of
 * the page itself. So the page is rendered with a secret marker as React's and React Router's nonce: only the
 * elements they emit carry it — text of products, CMS or reviews (`dangerouslySetInnerHTML`) cannot know it, so a
 * script in there is never hashed and never runs. The marker is then removed and the HTML is the same on every render.
 */
import { createHash, randomUUID } from "node:crypto";

/**
 * A fresh secret for one render (never sent: every occurrence is removed from the HTML). A v4 UUID: 122 random bits
 * from the CSPRNG, drawn from Node's cached entropy pool (≈ 0.15 µs instead of randomBytes' ≈ 8 µs per call).
 */
export function newScriptMarker(): string {
  return randomUUID();
}

/**
 * Script elements as the HTML tokenizer ends them: at the first `</script`. Attributes end at the first `>`; a
 * start tag the browser would read further (a quoted `>`) only ever makes a marked script look unmarked here, so it
 * is blocked, never allowed.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script/gi;

export interface SealedPage {
  html: Buffer<ArrayBuffer>;
  /** `sha256-…` sources for script-src, in document order, each once. */
  scriptHashes: string[];
}

/** Hashes the inline scripts that carry `marker` and removes the marker from the whole page (links carry it too). */
export function sealInlineScripts(html: Buffer, marker: string): SealedPage {
  // Read as latin1, one character per byte: everything searched for is ASCII, so the matches are the same as in
  // the UTF-8 text, while decoding and encoding the whole page is a copy instead of a UTF-8 transcoding (a
  // measurable part of every render), and the bytes come back unchanged.
  const text = html.toString("latin1");
  const attribute = ` nonce="${marker}"`;
  const hashes = new Set<string>();
  for (const [, attributes, body] of text.matchAll(SCRIPT)) {
    if (!attributes!.includes(attribute) || /\ssrc\s*=/i.test(attributes!)) continue;
    hashes.add(scriptHash(body!, "latin1"));
  }
  return { html: Buffer.from(text.replaceAll(attribute, ""), "latin1"), scriptHashes: [...hashes] };
}

/**
 * The CSP hash source of a script's text; browsers hash it after the parser turned CR LF and CR into LF.
 * `latin1`: the text holds the script's UTF-8 bytes one per character (as sealInlineScripts reads the page).
 */
export function scriptHash(body: string, encoding: "utf8" | "latin1" = "utf8"): string {
  return `sha256-${createHash("sha256").update(body.replace(/\r\n?/g, "\n"), encoding).digest("base64")}`;
}
