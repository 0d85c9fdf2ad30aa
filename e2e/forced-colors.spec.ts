/**
 * In forced colours (Windows contrast themes) the browser drops backgrounds and shadows (issue 24 item 6): buttons and
 * dialogs keep a visible edge, and the stars still show the score instead of five full stars.
 */
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { categoryWithProducts } from "./catalogue-support";
import { addFromProductPage, hydrated, orderableProducts } from "./cart-support";

/** The element's border as drawn: style, width and colour of each side. */
async function edge(locator: Locator) {
  return locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return (["Top", "Right", "Bottom", "Left"] as const).map((side) => ({
      style: style.getPropertyValue(`border-${side.toLowerCase()}-style`),
      width: parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)),
      color: style.getPropertyValue(`border-${side.toLowerCase()}-color`),
      background: style.backgroundColor,
    }));
  });
}

async function expectVisibleEdge(locator: Locator, name: string) {
  for (const side of await edge(locator)) {
    expect(side.style, name).not.toBe("none");
    expect(side.width, name).toBeGreaterThanOrEqual(1);
    // An edge in the colour of what it encloses would be no edge at all.
    expect(side.color, name).not.toBe(side.background);
  }
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
});

test("buttons and the side cart keep a visible border in forced colours", async ({ page, request }) => {
  const [product] = await orderableProducts(request, "de");
  await addFromProductPage(page, product!, "de");
  await expectVisibleEdge(page.getByTestId("add-to-cart"), "In den Warenkorb");
  await expectVisibleEdge(page.locator(".side-search__submit"), "Suchen");
  const sideCart = page.getByTestId("side-cart");
  await expect(sideCart).toBeVisible();
  await expectVisibleEdge(sideCart, "side cart");
  await expectVisibleEdge(page.getByTestId("side-cart-to-cart"), "Zum Warenkorb");
});

test("stars show the score in forced colours: empty stars are outlines under the filled share", async ({ page, request }) => {
  const category = await categoryWithProducts(request, "de");
  await page.goto(category.path);
  await hydrated(page);
  const stars = page.getByTestId("stars").first();
  await expect(stars).toBeAttached();
  const glyphs = await stars.evaluate((el) => ({
    empty: getComputedStyle(el, "::before").content,
    filled: getComputedStyle(el, "::after").content,
  }));
  expect(glyphs).toEqual({ empty: '"☆☆☆☆☆"', filled: '"★★★★★"' });
});

test("the wishlist heart (a mask over the button's ::before) is drawn in the button's text colour in forced colours", async ({ page, request }) => {
  const category = await categoryWithProducts(request, "de");
  await page.goto(category.path);
  await hydrated(page);
  const heart = await page.getByTestId("wishlist-button").first().evaluate((button) => {
    const before = getComputedStyle(button, "::before");
    return { fill: before.backgroundColor, text: getComputedStyle(button).color, mask: before.maskImage };
  });
  expect(heart.mask).toContain("svg");
  // not the shop's red, which forced colours would leave on a pseudo-element that opts out of them
  expect(heart.fill).toBe(heart.text);
});
