/**
 * Keys-only steps of the keyboard journeys (issue 24): reach a control by Tab / Shift+Tab, say where the focus went
 * after a step, read the page's one polite live region. Shared by keyboard-journey.spec.ts and keyboard-focus.spec.ts.
 */
import { expect, type Page } from "@playwright/test";
import { expectVisibleFocus } from "./a11y-support";

/** What has the focus, as `tag#id[data-testid]` — "body" when it is lost. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    const testId = el.getAttribute("data-testid") ?? el.getAttribute("name");
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${testId ? `[${testId}]` : ""}`;
  });
}

/** Tab (or Shift+Tab) until the focus is on `selector`; the focus is never on <body> on the way and ends visible. */
export async function keyTo(page: Page, selector: string, { back = false, limit = 150 } = {}): Promise<void> {
  let from = "";
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const onTarget = await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector);
    const where = await focused(page);
    expect(where, `focus lost after ${from} on the way to ${selector}`).not.toBe("body");
    if (onTarget) return void (await expectVisibleFocus(page));
    from = where;
  }
  throw new Error(`focus did not reach ${selector} after ${limit} key presses`);
}

/**
 * Waits until the focus is on an element matching `selector` (a step's result): never <body>, and laid out on screen.
 * (A heading focused by script shows no ring by design — only Tab stops are held to the indicator, in `keyTo`.)
 */
export async function expectFocusOn(page: Page, selector: string): Promise<void> {
  await expect.poll(() => page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector), { message: `focus on ${selector}` }).toBe(true);
  expect(await focused(page)).not.toBe("body");
  await expect(page.locator(":focus")).toBeVisible();
}

/** Types into `selector`, tabbing to it first unless it has the focus already. */
export async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  if (!(await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector))) await keyTo(page, selector);
  await page.keyboard.type(text);
}

/** The polite live region's latest announcement (Notifications.tsx `announce`) reads `text`. */
export async function expectAnnounced(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByTestId("notifications").getByTestId("announcement")).toContainText(text);
}

/** A toast in the same region reads `text` (pharmacy chosen, login). */
export async function expectNotified(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByTestId("notifications").getByTestId("notification").filter({ hasText: text })).toHaveCount(1);
}
