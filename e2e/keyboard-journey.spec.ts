/**
 * The whole shop by keyboard only (issue 24): home → search → product → side cart → cart → guest checkout → order →
 * confirmation, then login → orders → invoice. Every step is reached with Tab / Shift+Tab and done with Enter, Space
 * or typing (`page.keyboard`), and after every step the test says where the focus is — never <body>.
 */
import { expect, test, type Page } from "./fixtures";
import { expectVisibleFocus } from "./a11y-support";
import { newLoggedInCustomer, uniqueEmail } from "./account-support";
import { hydrated, orderableProducts } from "./cart-support";
import { choosePayment, placeOrder } from "./checkout-support";

/** Tab (or Shift+Tab) until the focus is on `selector`; the focus is never on <body> on the way. */
async function keyTo(page: Page, selector: string, { back = false, limit = 150 } = {}): Promise<void> {
  let from = "";
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const where = await page.evaluate((sel) => {
      const el = document.activeElement;
      if (!el || el === document.body) return "body";
      return el.matches(sel) ? "target" : `${el.tagName.toLowerCase()}#${el.id}[${el.getAttribute("data-testid") ?? el.getAttribute("name") ?? ""}]`;
    }, selector);
    expect(where, `focus lost after ${from} on the way to ${selector}`).not.toBe("body");
    if (where === "target") return void (await expectVisibleFocus(page));
    from = where;
  }
  throw new Error(`focus did not reach ${selector} after ${limit} key presses`);
}

/** Waits until the focus is on `selector` (a step's result), never on <body>. */
async function focusIsOn(page: Page, selector: string): Promise<void> {
  await expect.poll(() => page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector), { message: `focus on ${selector}` }).toBe(true);
}

async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  await keyTo(page, selector);
  await page.keyboard.type(text);
}

test("de: home → search → product → side cart → cart → guest checkout → order, by keyboard", async ({ page, request }) => {
  test.setTimeout(60_000);
  const [product] = await orderableProducts(request, "de");

  // Home → search: the typed term stays in the field that has the focus.
  await page.goto("/");
  await hydrated(page);
  await typeInto(page, '[data-testid="search-input"]', product!.name);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?/);
  await focusIsOn(page, '[data-testid="search-input"], #main h1');

  // → product page: its heading takes the focus.
  await keyTo(page, `#main [data-testid="product-link"][href="${product!.url}"]`);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${product!.url}$`));
  await focusIsOn(page, "#main h1");

  // → add to cart: the side cart opens with the focus inside; its link leads to the cart, whose heading takes it.
  await keyTo(page, '#main [data-testid="add-to-cart"]');
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("side-cart")).toBeVisible();
  await focusIsOn(page, '[data-testid="side-cart"] *');
  await keyTo(page, '[data-testid="side-cart-to-cart"]');
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  await focusIsOn(page, "#main h1");

  // → checkout as a guest: the form by typing, then the addresses step takes the focus.
  await keyTo(page, '[data-testid="to-checkout"]');
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout$/);
  await focusIsOn(page, "#main h1");
  await keyTo(page, "#guest-salutationId");
  await page.keyboard.press("ArrowDown");
  await expect(page.locator("#guest-salutationId")).not.toHaveValue("");
  await typeInto(page, "#guest-firstName", "Gina");
  await typeInto(page, "#guest-lastName", "Gast");
  await typeInto(page, "#guest-street", "Bahnhofstrasse 5");
  await typeInto(page, "#guest-zipcode", "8001");
  await typeInto(page, "#guest-city", "Zürich");
  await typeInto(page, "#guest-email", uniqueEmail("journey-guest"));
  if (await page.locator("#guest-acceptedDataProtection").count()) {
    await keyTo(page, "#guest-acceptedDataProtection");
    await page.keyboard.press("Space");
  }
  await keyTo(page, '[data-testid="checkout-guest-form"] button[type="submit"]');
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("checkout-guest-form")).toHaveCount(0);
  await focusIsOn(page, "#checkout-address-title");

  // Payment by invoice (arrow keys move the radio choice), terms by Space, order by Enter → confirmation heading.
  const invoice = page.locator('[data-testid="checkout-payment-method-payment_invoice"] input');
  await keyTo(page, '[data-testid="checkout-payment-methods"] input');
  for (let i = 0; i < 8 && !(await invoice.isChecked()); i++) await page.keyboard.press("ArrowDown");
  await expect(invoice).toBeChecked();
  await focusIsOn(page, '[data-testid="checkout-payment-method-payment_invoice"] input');
  await page.waitForLoadState("networkidle");
  await keyTo(page, '[data-testid="checkout-terms"]');
  await page.keyboard.press("Space");
  await expect(page.getByTestId("checkout-terms")).toBeChecked();
  // The button waits (disabled) while the choice is saved: Tab would pass it by.
  await expect(page.getByTestId("checkout-place-order")).toBeEnabled();
  await keyTo(page, '[data-testid="checkout-place-order"]');
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}$/);
  await expect(page.getByTestId("order-success")).toContainText(product!.name);
  await focusIsOn(page, "#main h1");

});

test("de: login → orders → the order's invoice link, by keyboard", async ({ page, request, browser }) => {
  test.setTimeout(60_000);
  const [product] = await orderableProducts(request, "de");
  // Setup, not part of the journey: a customer with an order paid by invoice (its PDF is there at once).
  const setup = await browser.newContext({ locale: "de-CH" });
  const setupPage = await setup.newPage();
  const customer = await newLoggedInCustomer(setupPage, request, "journey");
  await setupPage.goto(`/checkout/add-to-cart?productNumber=${product!.productNumber}&quantity=1`);
  await setupPage.goto("/checkout");
  await hydrated(setupPage);
  await choosePayment(setupPage, "payment_invoice");
  await placeOrder(setupPage);
  await expect(setupPage).toHaveURL(/\/checkout\/success\//);
  await setup.close();

  // The orders page asks for the login first and comes back after it; then the order and its invoice.
  await page.goto("/account/order");
  await expect(page).toHaveURL(/\/login/);
  await hydrated(page);
  await typeInto(page, '[data-testid="login-form"] input[name="email"]', customer.email);
  await typeInto(page, '[data-testid="login-form"] input[name="password"]', customer.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/account\/order(\?|$)/);
  await focusIsOn(page, "#main h1");
  await keyTo(page, '[data-testid="order-detail-link"]');
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/account\/order\/[0-9a-f]{32}$/);
  await focusIsOn(page, "#main h1");
  await keyTo(page, '[data-testid="order-document-link"][data-type="invoice"]');
  // The PDF itself is checked in checkout.spec.ts; here: the focused link is the invoice's.
  await expect(page.locator(":focus")).toHaveAttribute("href", /\/account\/order\/[0-9a-f]{32}\/document\//);
  await expect(page.locator(":focus")).toContainText("Rechnung");
});
