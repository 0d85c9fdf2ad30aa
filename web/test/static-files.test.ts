/**
 * server/staticFiles.mjs: the static directories at "/" are listed once, and serve-static only sees the paths it
 * could answer (its files, its directories, directories with an index.html); every other path — a page — goes on
 * without touching the disk. Undecodable paths still reach serve-static (its own 400 handling).
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servablePaths, staticFiles } from "../server/staticFiles.mjs";

describe("static files at /", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "static-files-"));
    writeFileSync(path.join(root, "favicon.svg"), "<svg/>");
    mkdirSync(path.join(root, "assets"));
    writeFileSync(path.join(root, "assets", "app-1a2b.js"), "");
    mkdirSync(path.join(root, "docs"));
    writeFileSync(path.join(root, "docs", "index.html"), "<p>docs</p>");
    symlinkSync(path.join(root, "favicon.svg"), path.join(root, "icon.svg"));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("lists what serve-static could answer", () => {
    expect([...servablePaths(root)].sort()).toEqual(
      ["/assets", "/assets/app-1a2b.js", "/docs", "/docs/", "/docs/index.html", "/favicon.svg", "/icon.svg"].sort(),
    );
    expect(servablePaths(path.join(root, "missing")).size).toBe(0);
  });

  it("hands serve-static only those paths, decoded and normalised as it resolves them", () => {
    const served: string[] = [];
    const fakeExpress = { static: () => (request: { path: string }, _response: unknown, next: () => void) => (served.push(request.path), next()) };
    const middleware = staticFiles(fakeExpress, root, {});
    const passed: string[] = [];
    for (const requestPath of ["/favicon.svg", "/favicon%2Esvg", "//favicon.svg", "/assets", "/docs/", "/", "/Medikamente/", "/Aspirin/SW10001", "/assets/", "/%E0%A4%A"]) {
      middleware({ path: requestPath }, {}, () => passed.push(requestPath));
    }
    expect(served).toEqual(["/favicon.svg", "/favicon%2Esvg", "//favicon.svg", "/assets", "/docs/", "/%E0%A4%A"]);
    // Every request still goes on (the fake serve-static falls through like the real one for a missing file).
    expect(passed).toHaveLength(10);
  });
});
