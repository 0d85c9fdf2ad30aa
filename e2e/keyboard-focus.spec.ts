/**
 * Keyboard journeys that never lose focus (issue 24): after every action the focused element is a sensible one —
 * never <body> — and the result is read out in the page's one live region. Keys only, no clicks, once the page is
 * reached (the real chain: platform, gateway, web).
 */
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./account-support";
import { nestedHeadings } from "./a11y-support";
import { cartPath, hydrated, orderableProducts } from "./cart-support";
import { categoryWithProducts, localized } from "./catalogue-support";
import { choosePayment, continueAsGuest, fillCart, shopGraphql } from "./checkout-support";
import { expectFocusOn } from "./keyboard-support";

test.describe("keyboard focus (de)", () => {
  test("cart: stepper at 2 → 1, promotion code removed, lines removed — focus stays, the total is announced", async ({ page, request }) => {
    const [first, second] = await orderableProducts(request, "de");
    await page.goto(`/checkout/add-to-cart?productNumber=${first!.productNumber}|${second!.productNumber}&quantity=2|1`);
    await hydrated(page);
    await expect(page).toHaveURL(new RegExp(`${cartPath("de")}$`));
    const line = page.getByTestId("cart-line").filter({ hasText: first!.name });

    // − at quantity 2: the button cannot go lower and says so, but keeps the focus.
    await line.getByTestId("quantity-decrease").focus();
    await page.keyboard.press("Enter");
    await expect(line.getByTestId("quantity-input")).toHaveValue("1");
    await expect(page.getByTestId("cart-totals")).not.toHaveAttribute("data-pending", "true");
    await expectFocusOn(page, `[data-line-id] [data-testid="quantity-decrease"]`);
    await expect(line.getByTestId("quantity-decrease")).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByTestId("notifications").getByTestId("announcement")).toContainText("Gesamtsumme");
    // Enter on the blocked button changes nothing.
    await page.keyboard.press("Enter");
    await expect(line.getByTestId("quantity-input")).toHaveValue("1");

    // Promotion code in and out by keyboard: removing it puts the focus back in the field for the next code.
    await page.getByTestId("promotion-code").focus();
    await page.keyboard.type("GESUND10");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("promotion-applied")).toContainText("GESUND10");
    await page.getByTestId("promotion-remove").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("promotion-applied")).toHaveCount(0);
    await expectFocusOn(page, '[data-testid="promotion-code"]');

    // "Entfernen: …" on the first line: the focus moves on to the next line.
    await line.getByTestId("cart-line-remove").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expectFocusOn(page, '[data-testid="cart-line"] *');
    // … and from the last line to the cart's heading.
    await page.getByTestId("cart-line-remove").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("cart-empty")).toBeVisible();
    await expectFocusOn(page, "h1#cart-title");
  });

  test("collision → 'Warenkorb ersetzen' → side cart → Escape: the focus goes back to 'In den Warenkorb'", async ({ page, request }) => {
    const [delivered, collected] = await orderableProducts(request, "de", { clickAndCollect: true });
    await fillCart(page, "de", [delivered!.productNumber]);
    await page.goto(collected!.url);
    await hydrated(page);
    await page.getByTestId("fulfilment-CLICK_AND_COLLECT").focus();
    await page.keyboard.press("Space");
    await page.getByTestId("add-to-cart").focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByTestId("collision-dialog");
    await expect(dialog).toBeVisible();
    await expectFocusOn(page, '[data-testid="conflict-cancel"]');
    await dialog.getByTestId("conflict-replace").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("side-cart")).toBeVisible();
    await expect(page.getByTestId("side-cart-item")).toHaveCount(1);
    await expectFocusOn(page, '[data-testid="side-cart"] *');
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("side-cart")).toBeHidden();
    await expectFocusOn(page, '[data-testid="add-to-cart"]');
  });

  test("heading structure: no heading or heading-named section holds another of its rank (cart and checkout, click & collect)", async ({ page, request }) => {
    const [, collected] = await orderableProducts(request, "de", { clickAndCollect: true });
    await shopGraphql(page, `mutation { addToCart(items: [{ productId: "${collected!.id}", quantity: 1 }], fulfilment: CLICK_AND_COLLECT) { ok } }`);
    const found = await shopGraphql<{ pharmacies: { pharmacies: { id: string }[] } }>(page, `{ pharmacies(limit: 1, search: "Bern") { pharmacies { id } } }`);
    await shopGraphql(page, `mutation { selectPharmacy(pharmacyId: "${found.pharmacies.pharmacies[0]!.id}") { ok } }`);
    await page.goto(cartPath("de"));
    await expect(page.getByTestId("cart-pharmacy")).toBeVisible();
    expect(await nestedHeadings(page)).toEqual([]);
    await page.goto("/checkout");
    await hydrated(page);
    await continueAsGuest(page, { email: uniqueEmail("headings") });
    await expect(page.getByTestId("cart-pharmacy")).toBeVisible();
    await expect(page.getByTestId("checkout-payment-methods")).toBeVisible();
    expect(await nestedHeadings(page)).toEqual([]);
  });

  test("checkout: 'Weiter als Gast' leads the focus to the addresses, a missing terms box takes it", async ({ page, request }) => {
    const [product] = await orderableProducts(request, "de");
    await fillCart(page, "de", [product!.productNumber]);
    await page.goto("/checkout");
    await hydrated(page);
    await continueAsGuest(page, { email: uniqueEmail("focus-guest") });
    await expectFocusOn(page, "#checkout-address-title");

    await choosePayment(page, "payment_twint");
    await expect(page.getByTestId("checkout-terms")).not.toBeChecked();
    await expect(page.getByTestId("checkout-place-order")).toBeEnabled();
    await page.getByTestId("checkout-place-order").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("checkout-terms")).toHaveAttribute("aria-invalid", "true");
    await expectFocusOn(page, '[data-testid="checkout-terms"]');

    // Space ticks the focused box; the order goes to the 5 s payment notice, which can be stopped.
    await page.keyboard.press("Space");
    await expect(page.getByTestId("checkout-terms")).toBeChecked();
    await expect(page.getByTestId("checkout-place-order")).toBeEnabled();
    await page.getByTestId("checkout-place-order").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("payment-redirect-notice")).toBeVisible();
    await expectFocusOn(page, "#payment-redirect-title");
    await expect(page).toHaveTitle("Weiter zur Zahlung");
    await page.getByTestId("payment-redirect-pause").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("payment-redirect-paused")).toContainText("angehalten");
    await expectFocusOn(page, '[data-testid="payment-redirect-now"]');
    await page.waitForTimeout(6_000);
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("listing: a ticked filter keeps focus and scroll position; sorting waits for a real choice", async ({ page, request }) => {
    const { path, listing } = await categoryWithProducts(request, "de");
    const option = listing.filters.properties.find((g) => g.options.length >= 1)!.options[0]!;
    await page.goto(localized(path, "de"));
    await hydrated(page);
    const box = page.getByTestId("filters").getByLabel(option.name, { exact: true });
    await box.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const scrolled = await page.evaluate(() => window.scrollY);
    await box.focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(new RegExp(`properties=${option.id}`));
    await expect(page.getByTestId("listing")).not.toHaveAttribute("aria-busy", "true");
    await expect(box).toBeChecked();
    await expectFocusOn(page, `input[type="checkbox"][value="${option.id}"]`);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(2);
    await expect(page.getByTestId("announcement")).toContainText(/Produkt/);

    // ArrowDown on the closed select moves the choice only; Enter applies it, the select keeps the focus.
    const url = page.url();
    const sort = page.getByTestId("sort-select");
    const before = await sort.inputValue();
    await sort.focus();
    await page.keyboard.press("ArrowDown");
    await expect(sort).not.toHaveValue(before);
    // A navigation would have started at once: nothing goes over the network, the address stays.
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    expect(page.url()).toBe(url);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]order=/);
    await expectFocusOn(page, '[data-testid="sort-select"]');
  });

  test("a toast waits while hovered or focused, Escape dismisses it and the focus goes back to the page", async ({ page }) => {
    await page.goto("/?notice=logout");
    await hydrated(page);
    const toast = page.getByTestId("notification");
    await expect(toast).toHaveCount(1);
    await toast.hover();
    await page.waitForTimeout(3500);
    await expect(toast).toHaveCount(1);
    await page.mouse.move(0, 0);
    await expect(toast).toHaveCount(0, { timeout: 4000 });

    await page.goto("/?notice=logout");
    await hydrated(page);
    await expect(toast).toHaveCount(1);
    await toast.getByTestId("notification-close").focus();
    await page.waitForTimeout(3500);
    await expect(toast).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(toast).toHaveCount(0);
    await expectFocusOn(page, "#main h1, #main");
  });

  test("a page change from the header moves the focus to the new page's heading", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByTestId("login-link").focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login/);
    await expectFocusOn(page, "#main h1");
  });
});

test.describe("forms (fr)", () => {
  test("the empty guest form: an error summary in French takes the focus, its links lead to the fields in order", async ({ page, request }) => {
    const [product] = await orderableProducts(request, "fr");
    await fillCart(page, "fr", [product!.productNumber]);
    await page.goto("/fr/checkout");
    await hydrated(page);
    const form = page.getByTestId("checkout-guest-form");
    await form.getByRole("button", { name: "Continuer en tant qu'invité" }).focus();
    await page.keyboard.press("Enter");
    const summary = form.getByTestId("error-summary");
    await expect(summary).toBeVisible();
    await expectFocusOn(page, '[data-testid="checkout-guest-form"] [data-testid="error-summary"]');
    await expect(summary).toContainText("Veuillez vérifier les indications suivantes\u00a0:");
    const links = summary.getByRole("link");
    // In the order the form shows them: the salutation first, the e-mail after the address, the consent last.
    const targets = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(targets[0]).toBe("#guest-salutationId");
    expect(targets.indexOf("#guest-email")).toBeGreaterThan(targets.indexOf("#guest-city"));
    expect(targets.at(-1)).toBe("#guest-acceptedDataProtection");
    await links.first().focus();
    await page.keyboard.press("Enter");
    await expectFocusOn(page, "#guest-salutationId");
  });

  test("login: tabbing past the empty fields marks nothing invalid; fields are checked on submit, then as they change", async ({ page }) => {
    await page.goto("/fr/login");
    await hydrated(page);
    const form = page.getByTestId("login-form");
    const email = form.locator('input[name="email"]');
    await email.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    await email.focus();
    await page.keyboard.type("pas-une-adresse");
    await page.keyboard.press("Tab");
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    await form.locator('button[type="submit"]').first().click();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await email.fill("anna.muster@example.ch");
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
  });
});
