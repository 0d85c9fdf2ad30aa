/**
 * The server's preload and stylesheet links for a lazily loaded page part (vite/chunkHrefs.ts): the part's own chunk
 * and what it imports statically, read from the browser build's manifest, without what every page loads anyway.
 */
import type { Manifest } from "vite";
import { describe, expect, it } from "vitest";
import { partFiles } from "../vite/chunkHrefs";

// The shape React Router's browser build writes (route modules carry a query in their key).
const manifest: Manifest = {
  "app/entry.client.tsx": { file: "assets/entry.client-a.js", isEntry: true, imports: ["_rolldown-runtime-a.js", "_framework-a.js"] },
  "app/root.tsx?__react-router-build-client-route": { file: "assets/root-a.js", isEntry: true, imports: ["_framework-a.js", "_shell-a.js"] },
  "_rolldown-runtime-a.js": { file: "assets/rolldown-runtime-a.js" },
  "_framework-a.js": { file: "assets/framework-a.js", imports: ["_rolldown-runtime-a.js"] },
  "_shell-a.js": { file: "assets/shell-a.js", imports: ["_framework-a.js"], css: ["assets/shell-a.css"] },
  "_Field-a.js": { file: "assets/Field-a.js", imports: ["_shell-a.js"], css: ["assets/Field-a.css"] },
  "app/components/contact/PollVote.tsx": {
    file: "assets/PollVote-a.js",
    src: "app/components/contact/PollVote.tsx",
    isDynamicEntry: true,
    imports: ["_shell-a.js", "_Field-a.js"],
  },
  "app/components/catalog/ProductDetail.tsx": {
    file: "assets/ProductDetail-a.js",
    src: "app/components/catalog/ProductDetail.tsx",
    isDynamicEntry: true,
    imports: ["_rolldown-runtime-a.js", "_framework-a.js", "_shell-a.js"],
  },
};

describe("page part preloads", () => {
  it("are the part's chunk first, then its static imports, transitively, with their stylesheets", () => {
    expect(partFiles(manifest, "app/components/contact/PollVote.tsx")).toEqual({
      scripts: ["assets/PollVote-a.js", "assets/Field-a.js"],
      styles: ["assets/Field-a.css"],
    });
  });

  it("leave out what the entry and the root route load on every page (scripts and stylesheets)", () => {
    expect(partFiles(manifest, "app/components/catalog/ProductDetail.tsx")).toEqual({ scripts: ["assets/ProductDetail-a.js"], styles: [] });
  });

  it("fail the build for a module that is not a chunk of its own (imported statically somewhere too)", () => {
    expect(() => partFiles(manifest, "app/components/catalog/Listing.tsx")).toThrow(/not in the browser build's manifest/);
  });
});
