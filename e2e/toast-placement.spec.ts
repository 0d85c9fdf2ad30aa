/** Toasts never cover the primary action (issue 23): the cart's "Zur Kasse" and the promotion field stay free. */
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated, orderableProducts } from "./cart-support";

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, "element laid out").not.toBeNull();
  return b!;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [390, 1366]) {
  test(`a toast after adding to the cart leaves "Zur Kasse" and the promotion field free at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    const [product] = await orderableProducts(request, "de");
    await page.goto(`/checkout/add-to-cart?productNumber=${product!.productNumber}&quantity=1`);
    await hydrated(page);
    await page.getByTestId("promotion-code").fill("GESUND10");
    await page.getByTestId("promotion-apply").click();
    const toast = page.getByTestId("notification").first();
    await expect(toast).toBeVisible();
    const toastBox = await box(toast);
    for (const action of [page.getByTestId("to-checkout").first(), page.getByTestId("promotion-code")]) {
      await expect(action).toBeVisible();
      expect(overlaps(toastBox, await box(action)), `toast ${JSON.stringify(toastBox)} over ${JSON.stringify(await box(action))}`).toBe(false);
    }
    await page.screenshot({ path: `/tmp/look/toast-${width}.png` });
  });
}
