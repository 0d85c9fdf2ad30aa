/** Accessibility checks of the e2e suite: axe-core against WCAG 2.1 A/AA on a page as a shopper sees it. */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Every violation found in this worker, as `rule id → nodes`, so a run can report the totals per rule. */
export const violationTotals = new Map<string, number>();

/** Runs axe on the current page and records a soft failure per violation, so one run lists every route's problems. */
export async function expectAxeClean(page: Page, label: string): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  for (const v of result.violations) violationTotals.set(v.id, (violationTotals.get(v.id) ?? 0) + v.nodes.length);
  const summary = result.violations.map(
    (v) => `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")} — ${v.nodes[0]?.failureSummary?.split("\n")[1]?.trim() ?? ""}`,
  );
  expect.soft(summary, `axe violations on ${label}`).toEqual([]);
}

/** The focused element is on screen and shows a focus indicator (outline or box-shadow), i.e. keyboard users see where they are. */
export async function expectVisibleFocus(page: Page): Promise<string> {
  const focus = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    // The ring may be drawn by a wrapper (:focus-within on a search form, :has() on a product card).
    let indicator = false;
    for (let node: Element | null = el, depth = 0; node && depth < 4 && !indicator; node = node.parentElement, depth++) {
      const s = getComputedStyle(node);
      indicator = (s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== "none";
    }
    return {
      label: `${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`,
      indicator,
      visible: rect.width > 0 && rect.height > 0 && style.visibility !== "hidden",
    };
  });
  expect(focus, "an element has the keyboard focus").not.toBeNull();
  expect(focus!.visible, `focused ${focus!.label} is visible`).toBe(true);
  expect(focus!.indicator, `focused ${focus!.label} shows a focus indicator`).toBe(true);
  return focus!.label;
}

/** Presses Tab until the focused element matches `selector` (at most `limit` times), checking the focus indicator at every stop. */
export async function tabTo(page: Page, selector: string, limit = 120): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page);
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
  }
  throw new Error(`focus did not reach ${selector} after ${limit} tabs`);
}

/**
 * Headings that break the outline: a heading inside another heading, or a section (section, aside, nav, article,
 * fieldset, dialog) named by an h`n` that holds another heading of level ≤ n — screen readers list both as siblings
 * although one belongs to the other. Returns them as "h2 'Abholung' in h2 'Lieferart'".
 */
export function nestedHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const level = (h: Element) => Number(h.tagName.slice(1));
    const name = (h: Element) => `${h.tagName.toLowerCase()} '${(h.textContent ?? "").trim().slice(0, 40)}'`;
    const headings = Array.from(document.querySelectorAll("h1, h2, h3, h4, h5, h6"));
    const found: string[] = [];
    for (const outer of headings) {
      for (const inner of Array.from(outer.querySelectorAll("h1, h2, h3, h4, h5, h6"))) found.push(`${name(inner)} inside ${name(outer)}`);
    }
    for (const section of Array.from(document.querySelectorAll("section[aria-labelledby], aside[aria-labelledby], nav[aria-labelledby], article[aria-labelledby], fieldset[aria-labelledby], [role=dialog][aria-labelledby]"))) {
      const title = document.getElementById(section.getAttribute("aria-labelledby")!.split(" ")[0]!);
      if (!title || !/^H[1-6]$/.test(title.tagName) || !section.contains(title)) continue;
      for (const inner of Array.from(section.querySelectorAll("h1, h2, h3, h4, h5, h6"))) {
        if (inner !== title && level(inner) <= level(title)) found.push(`${name(inner)} in ${name(title)}`);
      }
    }
    return found;
  });
}
