// Sums the machine-readable reports of every suite into the one closing line CI reads.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

process.chdir(join(dirname(fileURLToPath(import.meta.url)), ".."));

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);
let passed = 0;
let failed = 0;
const lines = [];

const vitest = read(".reports/vitest.json");
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + filesFailedWithoutFailedTests(vitest);
  lines.push(`vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`);
} else {
  failed += 1;
  lines.push("vitest: no report (the run did not complete)");
}

for (const [name, file] of [
  ["playwright", ".reports/playwright.json"],
  ["playwright (https behind nginx)", ".reports/playwright-tls.json"],
]) {
  const pw = read(file);
  if (pw) {
    const s = pw.stats;
    // Global errors (e.g. a web server that never came up) fail the run even with no test executed.
    const pwFailed = s.unexpected + (pw.errors?.length ?? 0);
    passed += s.expected + s.flaky;
    failed += pwFailed;
    lines.push(`${name}: ${s.expected + s.flaky} passed, ${pwFailed} failed${s.flaky ? ` (${s.flaky} flaky)` : ""}`);
  } else {
    failed += 1;
    lines.push(`${name}: no report (the run did not complete)`);
  }
}

// Steps that are no test runner count as one failure each.
for (const [name, marker] of [
  ["typecheck", ".reports/typecheck.failed"],
  ["check-tests (tests that cannot fail)", ".reports/check-tests.failed"],
]) {
  if (existsSync(marker)) {
    failed += 1;
    lines.push(`${name}: failed`);
  }
}

// A test file that failed to load (or failed in a hook) has no failed test of its own: count it once. Not
// `numFailedTestSuites`: vitest counts every `describe` around a failed test there too.
function filesFailedWithoutFailedTests(report) {
  return report.testResults.filter((r) => r.status === "failed" && !r.assertionResults.some((a) => a.status === "failed")).length;
}

console.log(lines.join("\n"));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
