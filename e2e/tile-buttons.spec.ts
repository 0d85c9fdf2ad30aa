/**
 * "In den Warenkorb" on product tiles has one fixed height (issue 23 item 3): the tile form once stretched to fill its
 * card, so each button grew into a green oval as tall as the space left over (~120 px, each tile different).
 */
import { expect, test, type Page } from "./fixtures";
import { categoryWithProducts, localized, productWithCrossSelling } from "./catalogue-support";
import { hydrated } from "./cart-support";

const MAX_HEIGHT = 48;

/** The heights of the quick-add buttons of a listing (grid or cross-selling slider) and how many clip their label. */
async function buttonHeights(page: Page, listing: string) {
  // A product page's cross-selling cards arrive when the slider nears the viewport (CrossSellings.tsx).
  await page.getByTestId(listing).first().scrollIntoViewIfNeeded();
  const buttons = page.getByTestId(listing).first().getByTestId("quick-add");
  await expect(buttons.first()).toBeVisible();
  return buttons.evaluateAll((all) => ({
    heights: all.map((button) => Math.round(button.getBoundingClientRect().height)),
    clipped: all.filter((button) => button.scrollHeight > button.clientHeight || button.scrollWidth > button.clientWidth).length,
  }));
}


for (const width of [390, 1366]) {
  test(`tile buttons of a listing share one height ≤ ${MAX_HEIGHT} px at ${width} px (category de/fr, cross-selling)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const category = await categoryWithProducts(request, "de");
    // French has the longest label ("Ajouter au panier"): it must fit the narrow phone tile too
    const categoryFr = await categoryWithProducts(request, "fr");
    const productUrl = (await productWithCrossSelling(request)).url;
    for (const [path, listing] of [
      [category.path, "product-grid"],
      [localized(categoryFr.path, "fr"), "product-grid"],
      [productUrl, "cross-selling"],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      const { heights, clipped } = await buttonHeights(page, listing);
      expect(heights.length, `${path}: tiles with a button`).toBeGreaterThan(1);
      expect(new Set(heights).size, `${path}: heights ${heights.join(", ")}`).toBe(1);
      expect(heights[0], path).toBeLessThanOrEqual(MAX_HEIGHT);
      expect(clipped, `${path}: buttons whose label does not fit`).toBe(0);
    }
  });
}
