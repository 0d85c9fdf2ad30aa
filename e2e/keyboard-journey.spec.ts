/**
 * The whole shop by keyboard only, in one run (issue 24): home → search suggestion → product → click & collect →
 * the collision dialog (the safe choice first, then "Warenkorb ersetzen") → cart (pharmacy, stepper, remove, promotion
 * code wrong then right) → guest checkout (the empty form first) → payment at the provider (the 5 s notice, "Jetzt
 * weiter") → success, then login → orders → invoice. Tab / Shift+Tab / Enter / Space / Escape / arrows and typing only
 * (`page.keyboard`); after every step the test says where the focus is (never <body>, visible) and what the polite
 * live region said. The French forms are in keyboard-focus.spec.ts ("forms (fr)").
 */
import { expect, test, type Page } from "./fixtures";
import { newLoggedInCustomer, uniqueEmail } from "./account-support";
import { hydrated, orderableProducts, type ShopProduct } from "./cart-support";
import { choosePayment, fillCart, placeOrder } from "./checkout-support";
import { expectAnnounced, expectFocusOn, expectNotified, focused, keyTo, typeInto } from "./keyboard-support";

/** Radio groups move with the arrow keys: ArrowDown until `target` is checked, focus on it. */
async function arrowToRadio(page: Page, group: string, target: string): Promise<void> {
  await keyTo(page, `${group} input`);
  const radio = page.locator(target);
  for (let i = 0; i < 8 && !(await radio.isChecked()); i++) await page.keyboard.press("ArrowDown");
  await expect(radio).toBeChecked();
  await expectFocusOn(page, target);
}

/** Chooses click & collect on a product page (arrow keys in the fulfilment group) unless it is chosen already. */
async function clickAndCollect(page: Page): Promise<void> {
  if (await page.locator('[data-testid="fulfilment-CLICK_AND_COLLECT"]').isChecked()) return;
  await arrowToRadio(page, '#main [data-testid="fulfilment-choice"]', '[data-testid="fulfilment-CLICK_AND_COLLECT"]');
}

/** The header search: typed term, ArrowDown through the suggestions to `product`, Enter → its page, heading focused. */
async function searchBySuggestion(page: Page, product: ShopProduct): Promise<void> {
  await typeInto(page, '[data-testid="search-input"]', product.name);
  const option = page.getByTestId("suggest-item").filter({ hasText: product.name }).first();
  await expect(option).toBeVisible();
  for (let i = 0; i < 10 && (await option.getAttribute("aria-selected")) !== "true"; i++) await page.keyboard.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expectFocusOn(page, '[data-testid="search-input"]');
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${product.url}$`));
  await expectFocusOn(page, "#main h1");
}

test("de: home → search → product → click & collect → collision → cart → guest checkout → payment → success → login → orders → invoice, by keyboard", async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const [delivered] = await orderableProducts(request, "de");
  const [collected, second] = (await orderableProducts(request, "de", { clickAndCollect: true })).filter((p) => p.id !== delivered!.id);

  // Setup, not part of the journey: a customer with an order paid by invoice (its PDF is there at once) for the end,
  // and a delivered product already in this shopper's cart so that click & collect collides with it.
  const setup = await browser.newContext({ locale: "de-CH" });
  const setupPage = await setup.newPage();
  const customer = await newLoggedInCustomer(setupPage, request, "journey");
  await fillCart(setupPage, "de", [delivered!.productNumber]);
  await setupPage.goto("/checkout");
  await hydrated(setupPage);
  await choosePayment(setupPage, "payment_invoice");
  await placeOrder(setupPage);
  await expect(setupPage).toHaveURL(/\/checkout\/success\//);
  await setup.close();
  await fillCart(page, "de", [delivered!.productNumber]);

  // Home → search suggestion → product page.
  await page.goto("/");
  await hydrated(page);
  await searchBySuggestion(page, collected!);

  // Click & collect, "In den Warenkorb": the collision dialog opens on its safe choice, which leaves the cart alone.
  await clickAndCollect(page);
  await keyTo(page, '#main [data-testid="add-to-cart"]');
  await page.keyboard.press("Enter");
  const dialog = page.getByTestId("collision-dialog");
  await expect(dialog).toBeVisible();
  await expectFocusOn(page, '[data-testid="conflict-cancel"]');
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expectFocusOn(page, '#main [data-testid="add-to-cart"]');
  // Again, and this time "Warenkorb ersetzen": the side cart holds the collected product alone.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expectFocusOn(page, '[data-testid="conflict-cancel"]');
  await keyTo(page, '[data-testid="conflict-replace"]');
  await page.keyboard.press("Enter");
  const sideCart = page.getByTestId("side-cart");
  await expect(sideCart).toBeVisible();
  await expect(page.getByTestId("side-cart-item")).toHaveCount(1);
  await expect(page.getByTestId("side-cart-status")).toContainText(collected!.name);
  await expectFocusOn(page, '[data-testid="side-cart"] *');
  await page.keyboard.press("Escape");
  await expect(sideCart).toBeHidden();
  await expectFocusOn(page, '#main [data-testid="add-to-cart"]');

  // A second collected product (a line to remove later), then to the cart through the side cart.
  await keyTo(page, '[data-testid="search-input"]', { back: true });
  await page.keyboard.press("ControlOrMeta+a");
  await searchBySuggestion(page, second!);
  await clickAndCollect(page);
  await keyTo(page, '#main [data-testid="add-to-cart"]');
  await page.keyboard.press("Enter");
  await expect(sideCart).toBeVisible();
  await expect(page.getByTestId("side-cart-item")).toHaveCount(2);
  await expectFocusOn(page, '[data-testid="side-cart"] *');
  await keyTo(page, '[data-testid="side-cart-to-cart"]');
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  await expectFocusOn(page, "#main h1");

  // The pharmacy: the picker dialog, "Als meine Apotheke wählen" → the chosen pharmacy takes the focus, a toast says so.
  await keyTo(page, '[data-testid="choose-pharmacy"]');
  await page.keyboard.press("Enter");
  const picker = page.getByTestId("pharmacy-picker");
  await expect(picker.getByTestId("pharmacy-choose").first()).toBeVisible();
  expect(await focused(page)).not.toBe("body");
  await keyTo(page, '[data-testid="pharmacy-picker"] [data-testid="pharmacy-choose"]');
  await page.keyboard.press("Enter");
  await expect(picker).toBeHidden();
  await expect(page.getByTestId("cart-pharmacy-name")).toBeVisible();
  await expectNotified(page, "ist jetzt Ihre Apotheke.");
  await expectFocusOn(page, '[data-testid="cart-pharmacy-address"]');

  // The stepper: + and − keep the focus on the pressed button; the new total is announced each time.
  const line = page.getByTestId("cart-line").filter({ hasText: collected!.name });
  const totals = page.getByTestId("cart-totals");
  const lineOf = (product: ShopProduct, testId: string) => `[data-testid="cart-line"][data-product-number="${product.productNumber}"] [data-testid="${testId}"]`;
  // The lines come before the summary with the pharmacy: back up to them.
  await keyTo(page, lineOf(collected!, "quantity-increase"), { back: true });
  await page.keyboard.press("Enter");
  await expect(line.getByTestId("quantity-input")).toHaveValue("2");
  await expect(totals).not.toHaveAttribute("data-pending", "true");
  await expectFocusOn(page, lineOf(collected!, "quantity-increase"));
  await expectAnnounced(page, "Gesamtsumme");
  const announcedAfterUp = await page.getByTestId("announcement").textContent();
  await keyTo(page, lineOf(collected!, "quantity-decrease"), { back: true });
  await page.keyboard.press("Enter");
  await expect(line.getByTestId("quantity-input")).toHaveValue("1");
  await expect(totals).not.toHaveAttribute("data-pending", "true");
  await expectFocusOn(page, lineOf(collected!, "quantity-decrease"));
  await expect(page.getByTestId("announcement")).not.toHaveText(announcedAfterUp!);
  await expectAnnounced(page, "Gesamtsumme");

  // Remove the second line: the focus moves on to the line that is left, the total is announced.
  const secondLine = page.getByTestId("cart-line").filter({ hasText: second!.name });
  await keyTo(page, lineOf(second!, "cart-line-remove"));
  await page.keyboard.press("Enter");
  await expect(secondLine).toHaveCount(0);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expectFocusOn(page, '[data-testid="cart-line"] *');
  await expectAnnounced(page, "Gesamtsumme");

  // Promotion code: a wrong one is refused next to the field, which keeps the focus and is marked invalid; then a valid one.
  await typeInto(page, '[data-testid="promotion-code"]', "FALSCH99");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("promotion-error")).toBeVisible();
  await expect(page.getByTestId("promotion-code")).toHaveAttribute("aria-invalid", "true");
  await expectFocusOn(page, '[data-testid="promotion-code"]');
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("GESUND10");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("promotion-applied")).toContainText("GESUND10");
  await expect(page.getByTestId("promotion-code")).not.toHaveAttribute("aria-invalid", "true");
  expect(await focused(page)).not.toBe("body");
  await expectAnnounced(page, "Gesamtsumme");

  // → checkout as a guest: the empty form first — the error summary takes the focus, its first link leads to Anrede.
  await keyTo(page, '[data-testid="to-checkout"]');
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout$/);
  await expectFocusOn(page, "#main h1");
  await keyTo(page, '[data-testid="checkout-guest-form"] button[type="submit"]');
  await page.keyboard.press("Enter");
  const summary = page.getByTestId("checkout-guest-form").getByTestId("error-summary");
  await expect(summary).toBeVisible();
  await expectFocusOn(page, '[data-testid="checkout-guest-form"] [data-testid="error-summary"]');
  await expect(summary).toContainText("Bitte prüfen Sie");
  await keyTo(page, '[data-testid="error-summary"] a[href="#guest-salutationId"]');
  await page.keyboard.press("Enter");
  await expectFocusOn(page, "#guest-salutationId");
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
  await expectFocusOn(page, "#checkout-address-title");

  // TWINT (arrow keys), terms by Space, order by Enter → the 5 s notice takes the focus, "Jetzt weiter" goes at once.
  await arrowToRadio(page, '[data-testid="checkout-payment-methods"]', '[data-testid="checkout-payment-method-payment_twint"] input');
  await page.waitForLoadState("networkidle");
  await keyTo(page, '[data-testid="checkout-terms"]');
  await page.keyboard.press("Space");
  await expect(page.getByTestId("checkout-terms")).toBeChecked();
  // The button waits (disabled) while the choice is saved: Tab would pass it by.
  await expect(page.getByTestId("checkout-place-order")).toBeEnabled();
  await keyTo(page, '[data-testid="checkout-place-order"]');
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("payment-redirect-notice")).toBeVisible();
  await expectFocusOn(page, "#payment-redirect-title");
  await expect(page).toHaveTitle("Weiter zur Zahlung");
  await keyTo(page, '[data-testid="payment-redirect-now"]');
  await page.keyboard.press("Enter");

  // The provider's page (the embedded platform's simulator, through the shop's origin): Tab to "pay", Enter.
  await expect(page).toHaveURL(/\/__platform\/payment\//);
  await keyTo(page, 'button[name="action"][value="pay"]');
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}/);
  await expect(page.getByTestId("order-success")).toContainText(collected!.name);
  // A new document: the browser starts at its top; the first Tab is the skip link, which leads to the content.
  await keyTo(page, 'a[href="#main"]');
  await page.keyboard.press("Enter");
  expect(await focused(page)).not.toBe("body");

  // Login from the header → account → orders → the customer's order → its invoice link.
  await keyTo(page, '[data-testid="login-link"]', { back: true });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/login/);
  await expectFocusOn(page, "#main h1");
  await typeInto(page, '[data-testid="login-form"] input[name="email"]', customer.email);
  await typeInto(page, '[data-testid="login-form"] input[name="password"]', customer.password);
  await page.keyboard.press("Enter");
  // The login leads back to the page it was asked from; the header's "Mein Konto" from there.
  await expect(page).toHaveURL(/\/checkout\/success\//);
  await expectFocusOn(page, "#main h1");
  await keyTo(page, '[data-testid="my-account"]', { back: true });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/account$/);
  await expectFocusOn(page, "#main h1");
  await keyTo(page, 'a[href$="/account/order"]');
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/account\/order(\?|$)/);
  await expectFocusOn(page, "#main h1");
  await keyTo(page, '[data-testid="order-detail-link"]');
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/account\/order\/[0-9a-f]{32}$/);
  await expectFocusOn(page, "#main h1");
  await keyTo(page, '[data-testid="order-document-link"][data-type="invoice"]');
  // The PDF itself is checked in checkout.spec.ts; here: the focused link is the invoice's.
  await expect(page.locator(":focus")).toHaveAttribute("href", /\/account\/order\/[0-9a-f]{32}\/document\//);
  await expect(page.locator(":focus")).toContainText("Rechnung");
});
