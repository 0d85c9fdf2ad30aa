/**
 * Issue 22: the payable CHF total is rounded to 5 Rappen while items keep 1 Rappen. Whenever that happens
 * cart, checkout summary and success page show a rounding line, and the figures on the page add up to the
 * total — read from the page as a shopper reads them, in the shop's one notation ("CHF 1'234.50", "CHF -3.78").
 */
import { expect, test, type Page } from "./fixtures";
import { cartPath } from "./cart-support";
import { choosePayment, checkoutPath, continueAsGuest, fillCart, placeOrder } from "./checkout-support";
import { gql, LOCALES, webMessage, type Locale } from "./helpers";
import { uniqueEmail } from "./account-support";

const MONEY = /^CHF -?\d{1,3}('\d{3})*\.\d{2}$/;

/** A displayed amount as a number: "CHF 1'234.50" → 1234.5; the free-shipping word → 0. */
async function amountOf(page: Page, testId: string): Promise<number> {
  const shown = (await page.getByTestId(testId).textContent())!.trim();
  if (!shown.startsWith("CHF")) return 0;
  expect(shown, `${testId} in the shop's notation`).toMatch(MONEY);
  return Number(shown.replace(/^CHF /, "").replace(/'/g, ""));
}

/** Subtotal + discount + shipping + rounding = total, to the Rappen, as the page shows them. */
async function expectFiguresAddUp(page: Page, prefix: "cart" | "order", locale: Locale) {
  const rounding = page.getByTestId(`${prefix}-rounding`);
  await expect(rounding).toBeVisible();
  await expect(page.locator("dt", { hasText: webMessage(locale, "cart.totals.rounding") })).toHaveCount(1);
  const parts = await Promise.all([`${prefix}-subtotal`, `${prefix}-discount`, `${prefix}-shipping`, `${prefix}-rounding`].map((id) => amountOf(page, id)));
  const total = await amountOf(page, `${prefix}-total`);
  expect(Math.round(total * 100) % 5, "payable total in 5 Rappen").toBe(0);
  expect(parts[1], "the discount is negative").toBeLessThan(0);
  expect(parts[3], "rounding within 2 Rappen").not.toBe(0);
  expect(Math.round(parts.reduce((a, b) => a + b, 0) * 100)).toBe(Math.round(total * 100));
}

interface PricedProduct {
  productNumber: string;
  available: boolean;
  availability: { orderable: boolean; minPurchase: number; purchaseSteps: number };
  price: { unitPrice: { amount: number } };
}

/** A product whose 10 % GESUND10 discount is not a multiple of 5 Rappen: its cart total needs rounding. */
async function productNeedingRounding(page: Page, locale: Locale): Promise<string> {
  const data = await gql<{ products: { items: PricedProduct[] } }>(
    page.request,
    `{ products(limit: 60) { items { productNumber available availability { orderable minPurchase purchaseSteps } price { unitPrice { amount } } } } }`,
    locale,
  );
  const found = data.products.items.find((p) => {
    const cents = Math.round(p.price.unitPrice.amount * 100);
    return p.available && p.availability.orderable && p.availability.minPurchase === 1 && p.availability.purchaseSteps === 1 && cents > 2000 && Math.round(cents / 10) % 5 !== 0;
  });
  expect(found, "a seeded product whose discount leaves odd Rappen").toBeTruthy();
  return found!.productNumber;
}

test.describe("5-Rappen rounding line", () => {
  test.describe.configure({ timeout: 60_000 });

  for (const locale of LOCALES) {
    test(`${locale}: cart, checkout and success page show the rounding and add up`, async ({ page }) => {
      await fillCart(page, locale, [await productNeedingRounding(page, locale)]);
      await page.goto(cartPath(locale));
      await page.getByTestId("promotion-code").fill("GESUND10");
      await page.getByTestId("promotion-apply").click();
      await expect(page.getByTestId("promotion-applied")).toContainText("GESUND10");
      await expect(page.getByTestId("cart-totals")).not.toHaveAttribute("data-pending", "true");
      await expectFiguresAddUp(page, "cart", locale);

      await page.goto(checkoutPath(locale));
      await continueAsGuest(page, { email: uniqueEmail(`rounding-${locale}`) });
      await expectFiguresAddUp(page, "cart", locale);
      await choosePayment(page, "payment_invoice");
      await placeOrder(page);
      await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}$/);
      await expectFiguresAddUp(page, "order", locale);
    });
  }
});
