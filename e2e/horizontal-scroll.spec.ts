/**
 * No page of the main routes scrolls sideways, on a small phone (320 px) or a laptop (1366 px) (issue 23 item 3):
 * a visually hidden element once stretched every desktop listing to 1489 px.
 */
import { expect, test, type Page } from "./fixtures";
import { categoryWithProducts } from "./catalogue-support";
import { addFromProductPage, hydrated, orderableProducts } from "./cart-support";

/** How far the page reaches past the viewport's right edge, and the widest element doing it (for the message). */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    // Content of a strip that scrolls on its own (the main navigation) does not widen the page.
    const inScroller = (el: HTMLElement) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible") return true;
      }
      return false;
    };
    const widest = Array.from(document.querySelectorAll<HTMLElement>("body *"))
      .filter((el) => !inScroller(el))
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .sort((a, b) => b.right - a.right)[0];
    const describe = (el: HTMLElement | undefined) =>
      el ? `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? "").trim().slice(0, 30)}" in ${el.parentElement?.className ?? "-"}` : "-";
    return { excess: document.documentElement.scrollWidth - viewport, widest: `${describe(widest?.el)} to ${Math.round(widest?.right ?? 0)} px` };
  });
}

for (const width of [320, 1366]) {
  test(`no horizontal scroll at ${width} px: home, category, product, search, cart, checkout, login`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const category = await categoryWithProducts(request, "de");
    const [product] = await orderableProducts(request, "de");
    await addFromProductPage(page, product!, "de");
    const searchTerm = product!.name.split(/\s+/)[0]!;
    const paths = ["/", category.path, product!.url, `/search?search=${encodeURIComponent(searchTerm)}`, "/checkout/cart", "/checkout", "/login"];
    const wide: string[] = [];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await hydrated(page);
      const { excess, widest } = await overflow(page);
      if (excess > 0) wide.push(`${path}: ${excess} px too wide (${widest})`);
    }
    expect(wide).toEqual([]);
  });
}
