/**
 * The test guard (scripts/check-tests.mjs) on a fixture tree it builds in a temporary directory: a test
 * without an assertion and suites that can skip are reported and fail the run; a test that asserts
 * through a helper (in the file or imported) is not; an allowlisted finding with a reason passes.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const SCRIPT = fileURLToPath(new URL("../check-tests.mjs", import.meta.url));

const FIXTURE: Record<string, string> = {
  "pkg/test/support.ts": `
    import { expect } from "vitest";
    export function expectOk(status: number) { expect(status).toBe(200); }
    export const nothing = () => 1;
  `,
  "pkg/test/bad.test.ts": `
    import { describe, expect, it } from "vitest";
    import { expectOk, nothing } from "./support.js";
    const localCheck = (n: number) => expect(n).toBeGreaterThan(0);
    describe("bad", () => {
      it("prints a timing and asserts nothing", async () => { console.log(nothing()); });
      it("asserts directly", () => { expect(1).toBe(1); });
      it("asserts through an imported helper", () => { expectOk(200); });
      it("asserts through a local helper", () => { localCheck(1); });
      it("rejects", async () => { await expect(Promise.reject(new Error("x"))).rejects.toThrow("x"); });
    });
    describe.skipIf(process.env.NONE === undefined)("a suite that skips without a platform", () => {
      it("would assert", () => { expect(1).toBe(1); });
    });
    it.skip("switched off", () => { expect(1).toBe(1); });
  `,
  "e2e/page.spec.ts": `
    import { expect, test } from "@playwright/test";
    test("looks at nothing", async ({ page }) => { await page.goto("/"); });
    test("skips on a condition", async ({ page, browserName }) => {
      test.skip(browserName === "webkit", "not there");
      await expect(page).toHaveTitle(/x/);
    });
  `,
};

let root: string;
const run = (...args: string[]) => spawnSync(process.execPath, [SCRIPT, "--root", root, ...args], { encoding: "utf8" });

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "check-tests-"));
  for (const [path, text] of Object.entries(FIXTURE)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Each run starts node and loads the TypeScript compiler (seconds on a busy 2-core machine).
describe("check-tests", { timeout: 60_000 }, () => {
  it("reports tests without assertions and tests or suites that can skip, and fails", () => {
    const result = run("--allow", join(root, "none.json"), "--json");
    expect(result.status).toBe(1);
    const { unexplained } = JSON.parse(result.stdout) as { unexplained: { file: string; kind: string; test: string }[] };
    expect(unexplained.map(({ file, kind, test }) => `${file} ${kind} ${test}`).sort()).toEqual([
      "e2e/page.spec.ts can-skip skips on a condition",
      "e2e/page.spec.ts no-assertion looks at nothing",
      "pkg/test/bad.test.ts can-skip a suite that skips without a platform",
      "pkg/test/bad.test.ts can-skip switched off",
      "pkg/test/bad.test.ts no-assertion prints a timing and asserts nothing",
    ]);
  });

  it("passes when every finding is allowlisted with a reason, and names allowlist entries that no longer match", () => {
    const found = JSON.parse(run("--json").stdout) as { findings: { file: string; kind: string; test: string }[] };
    const allow = [
      ...found.findings.map(({ file, kind, test }) => ({ file, kind, test, reason: "justified in this fixture on purpose" })),
      { file: "pkg/test/gone.test.ts", kind: "no-assertion", test: "removed", reason: "an entry for a test that is gone" },
    ];
    writeFileSync(join(root, "allow.json"), JSON.stringify(allow));
    const result = run("--allow", join(root, "allow.json"));
    expect(result.stdout).toContain("stale allowlist entry (no longer found, remove it): pkg/test/gone.test.ts");
    expect(result.stdout).toContain("check-tests: 5 findings, 5 allowed, 0 not allowed");
    expect(result.status).toBe(0);
  });

  it("refuses an allowlist entry without a reason", () => {
    writeFileSync(join(root, "no-reason.json"), JSON.stringify([{ file: "a", kind: "can-skip", test: "b", reason: "" }]));
    const result = run("--allow", join(root, "no-reason.json"));
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("allowlist entry needs file, kind, test and a reason");
  });

  it("the repository itself has no unexplained finding", () => {
    expect(execFileSync(process.execPath, [SCRIPT], { encoding: "utf8" })).toMatch(/ 0 not allowed\n$/);
  });
});
