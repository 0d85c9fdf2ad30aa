/**
 * The suite's `test` (every spec imports it from here): each browser context a test opens — the `page` fixture's or
 * its own `browser.newContext()` — is watched, and a test fails when any of its pages reports a Content Security
 * Policy or Permissions-Policy violation (issue 19). A test that provokes a violation on purpose reads
 * and empties `cspViolations` itself.
 */
import { test as base, expect, type BrowserContext } from "@playwright/test";

export { expect };
export type { APIRequestContext, BrowserContext, Page } from "@playwright/test";

/**
 * Chromium's console reports of a blocked load or script (and the watcher's below), of a feature the document's
 * Permissions-Policy forbids, and of a policy header it cannot parse.
 */
const VIOLATION = /Content Security Policy|Permissions policy violation|Permissions-Policy header/i;

const watched = new WeakSet<BrowserContext>();

async function watch(context: BrowserContext, violations: string[]): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  context.on("console", (message) => {
    if (VIOLATION.test(message.text())) violations.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
  });
  // The DOM event also names violations the console words differently (and those of report-only policies).
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ browser }, use) => {
      const violations: string[] = [];
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const context = await newContext.apply(browser, args);
        await watch(context, violations);
        return context;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, "Content Security Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, cspViolations }, use) => {
    await watch(context, cspViolations);
    await use(context);
  },
});
