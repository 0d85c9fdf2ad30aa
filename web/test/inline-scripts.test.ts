/**
 * The page's inline scripts allowed by hash (app/http/inlineScripts.ts): only the scripts carrying the render's
 * secret marker are hashed, the marker leaves the HTML, and a script that came with content (rich text) gets no hash.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newScriptMarker, scriptHash, sealInlineScripts } from "~/http/inlineScripts";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("sealInlineScripts", () => {
  const marker = newScriptMarker();
  const page = [
    `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.js" nonce="${marker}"/>`,
    `<script type="application/ld+json">{"@type":"Product","name":"Zäpfchen"}</script></head><body>`,
    `<div class="rich-text"><p>Text</p><script>alert("from content")</script></div>`,
    `<script nonce="${marker}">window.__reactRouterContext = {"name":"Zäpfchen \\u003c/script"};</script>`,
    `<script type="module" async="" nonce="${marker}">import "/assets/entry.js";</script>`,
    `<script src="/assets/other.js" nonce="${marker}"></script>`,
    `<script nonce="${marker}">window.__reactRouterContext = {"name":"Zäpfchen \\u003c/script"};</script>`,
    `</body></html>`,
  ].join("");

  it("hashes the marked inline scripts, once each, in document order", () => {
    const { scriptHashes } = sealInlineScripts(Buffer.from(page), marker);
    expect(scriptHashes).toEqual([
      sha256(`window.__reactRouterContext = {"name":"Zäpfchen \\u003c/script"};`),
      sha256(`import "/assets/entry.js";`),
    ]);
  });

  it("never hashes a script from content, a data block or an external script", () => {
    const { scriptHashes } = sealInlineScripts(Buffer.from(page), marker);
    expect(scriptHashes).not.toContain(sha256(`alert("from content")`));
    expect(scriptHashes).not.toContain(sha256(`{"@type":"Product","name":"Zäpfchen"}`));
    expect(scriptHashes).not.toContain(sha256(""));
  });

  it("fails closed when content opens a script that swallows a marked one", () => {
    const swallowing = `<div class="rich-text"><script>evil();</div><script nonce="${marker}">good();</script>`;
    expect(sealInlineScripts(Buffer.from(swallowing), marker).scriptHashes).toEqual([]);
  });

  it("removes the marker everywhere, so the same page is the same bytes on every render", () => {
    const { html } = sealInlineScripts(Buffer.from(page), marker);
    expect(html.toString()).not.toContain(marker);
    expect(html.toString()).not.toContain("nonce");
    const again = page.replaceAll(marker, newScriptMarker());
    expect(sealInlineScripts(Buffer.from(again), again.match(/nonce="([^"]+)"/)![1]!).html.equals(html)).toBe(true);
  });

  it("hashes what the browser hashes: the text after CR LF and CR became LF", () => {
    expect(scriptHash("a();\r\nb();\rc();")).toBe(sha256("a();\nb();\nc();"));
    expect(scriptHash('alert("x")')).toBe(sha256('alert("x")'));
  });

  it("makes a new secret for every render", () => {
    expect(newScriptMarker()).not.toBe(newScriptMarker());
    expect(newScriptMarker()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(Array.from({ length: 1000 }, () => newScriptMarker())).size).toBe(1000);
  });
});
