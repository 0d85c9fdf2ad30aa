/**
 * Accessibility (issue 9): axe (WCAG 2.1 A/AA) on every route in de, it and fr — anonymous pages, a cart with items and
 * its open side cart, and the account pages logged in — and buying with the keyboard alone.
 * One visit per route and locale; violations are soft failures so a run lists all of them.
 */
import { expect, test, type Page } from "./fixtures";
import { expectAxeClean, expectVisibleFocus, tabTo, violationTotals } from "./a11y-support";
import { login } from "./account-support";
import { cartPath, hydrated, orderableProducts } from "./cart-support";
import { categoryWithProducts, localized, route } from "./catalogue-support";
import { choosePayment, continueAsGuest, fillCart, payAtProvider, placeOrder, productsForCheckout, shopGraphql } from "./checkout-support";
import { gql, type Locale } from "./helpers";
import { uniqueEmail } from "./account-support";

const DEMO = { email: "demo@apotheke-shop.test", password: "Demo-Passwort-1" };
const STATIC_PAGES = ["/shipping", "/returns", "/guarantee", "/terms", "/privacy", "/imprint"];
const ACCOUNT_PAGES = ["/account", "/account/profile", "/account/address", "/account/order", "/account/payment", "/account/loyalty"];

async function visit(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

test.afterAll(() => {
  // The before/after figures of the issue come from this line.
  console.log(`axe violations by rule: ${JSON.stringify(Object.fromEntries(violationTotals))}`);
});

const CLEAN_LOCALES: Locale[] = ["de", "it", "fr"];
for (const locale of CLEAN_LOCALES) {
  test(`anonymous pages are axe-clean (${locale})`, async ({ page, request }) => {
    test.setTimeout(240_000); // 25+ routes, each rendered, hydrated and analysed by axe
    const category = await categoryWithProducts(request, locale);
    const [product] = await orderableProducts(request, locale);
    const editorial = await route(request, "/e/gesunder-schlaf", "de");
    const editorialPath = locale === "de" ? "/e/gesunder-schlaf" : editorial.alternates!.find((a) => a.locale === locale)!.path;
    const searchTerm = product!.name.split(/\s+/)[0]!;

    const paths: string[] = [
      "/",
      category.path,
      product!.url,
      "/brands",
      `/search?search=${encodeURIComponent(searchTerm)}`,
      "/t/bestseller",
      editorialPath,
      ...STATIC_PAGES,
      "/login",
      "/register",
      "/wishlist",
      "/newsletter-subscribe",
      "/pharmacy-map",
      "/checkout/cart",
      "/diese-seite-gibt-es-nicht",
    ];
    for (const path of paths) {
      await visit(page, localized(path, locale));
      await expectAxeClean(page, `${path} (${locale})`);
      if (path === "/brands") {
        // A brand page: the first brand the brands page links to.
        const href = await page.locator('main a[href*="/b/"]').first().getAttribute("href");
        await visit(page, href!);
        await expectAxeClean(page, `brand ${href} (${locale})`);
      }
    }
  });

  test(`cart, side cart and account pages are axe-clean when logged in (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    // The login helper speaks German; the session then serves every locale's pages.
    await visit(page, "/login");
    await login(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/account(\?|$)/);
    for (const path of ACCOUNT_PAGES) {
      await visit(page, localized(path, locale));
      await expectAxeClean(page, `${path} logged in (${locale})`);
    }

    const [product] = await orderableProducts(request, locale, { clickAndCollect: true });
    await visit(page, localized(product!.url, locale));
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("side-cart")).toBeVisible();
    await expectAxeClean(page, `side cart open (${locale})`);

    await visit(page, cartPath(locale));
    await expect(page.getByTestId("cart-line").first()).toBeVisible();
    await expectAxeClean(page, `cart with items (${locale})`);

    // Leave the demo customer's cart empty for the next run.
    await page.getByTestId("cart-line-remove").first().click().catch(() => undefined);

    // An order of the demo customer (placed through the shop's API with the browser's session): its detail page.
    const [item] = await productsForCheckout(request, locale);
    await shopGraphql(page, `mutation { addToCart(items: [{ productId: "${item!.id}", quantity: 1 }]) { ok } }`, locale);
    const { checkout } = await shopGraphql<{ checkout: { paymentMethods: { id: string; technicalName: string }[] } }>(page, "{ checkout { paymentMethods { id technicalName } } }", locale);
    const invoice = checkout.paymentMethods.find((m) => m.technicalName === "payment_invoice")!;
    await shopGraphql(page, `mutation { setCheckoutPaymentMethod(id: "${invoice.id}") { ok } }`, locale);
    const placed = await shopGraphql<{ placeOrder: { ok: boolean; order: { id: string } | null } }>(
      page,
      `mutation { placeOrder(input: { idempotencyKey: "${crypto.randomUUID()}", acceptedTerms: true }) { ok order { id } } }`,
      locale,
    );
    expect(placed.placeOrder.ok).toBe(true);
    await visit(page, localized(`/account/order/${placed.placeOrder.order!.id}`, locale));
    await expectAxeClean(page, `order detail (${locale})`);
  });

  test(`checkout, payment provider, order result and contact pages are axe-clean (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const [product] = await productsForCheckout(request, locale);
    await fillCart(page, locale, [product!.productNumber]);
    await visit(page, localized("/checkout", locale));
    await expectAxeClean(page, `checkout, anonymous (${locale})`);
    await continueAsGuest(page, { email: uniqueEmail(`a11y-${locale}`) });
    await hydrated(page);
    await expectAxeClean(page, `checkout as guest (${locale})`);
    await choosePayment(page, "payment_credit_card");
    await placeOrder(page);
    await expect(page.getByTestId("payment-redirect-notice")).toBeVisible();
    await expectAxeClean(page, `payment redirect notice (${locale})`);
    await page.getByTestId("payment-redirect-now").click({ timeout: 4_000 }).catch(() => undefined);
    await expect(page).toHaveURL(/\/__platform\/payment\//);
    await expectAxeClean(page, `payment provider simulator (${locale})`);
    await page.locator('button[name="action"][value="fail"]').click();
    await expect(page.getByTestId("order-unpaid")).toBeVisible();
    await hydrated(page);
    await expectAxeClean(page, `order unpaid (${locale})`);
    await page.getByTestId("retry-payment").click();
    await payAtProvider(page, "pay");
    await expect(page.getByTestId("order-paid")).toBeVisible();
    await hydrated(page);
    await expectAxeClean(page, `order paid (${locale})`);
    await visit(page, localized("/contact", locale));
    await expectAxeClean(page, `contact (${locale})`);
  });
}

test("keyboard only: home → category → product → add to cart → side cart → cart, with visible focus", async ({ page, request }) => {
  test.setTimeout(90_000);
  const category = await categoryWithProducts(request, "de");
  const topLevel = await gql<{ navigation: { url: string }[] }>(request, "{ navigation(depth: 1) { url } }", "de");
  const categoryUrl = topLevel.navigation.map((n) => n.url).find((u) => u === category.path) ?? topLevel.navigation[0]!.url;

  await visit(page, "/");
  await tabTo(page, `nav[data-testid="main-navigation"] a[href="${categoryUrl}"]`);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${categoryUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  // React Router updates the URL before React commits the new page (a transition): wait for the page itself, as a
  // shopper does, before tabbing on.
  await expect(page.getByTestId("product-grid").getByTestId("product-link").first()).toBeVisible();
  await hydrated(page);

  await tabTo(page, 'main [data-testid="product-grid"] [data-testid="product-link"]');
  const productHref = await page.evaluate(() => document.activeElement!.getAttribute("href"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${productHref!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await expect(page.getByTestId("add-to-cart")).toBeVisible();
  await hydrated(page);
  // The focused product link went with the category page: the focus is on the new page's <main>, not lost.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest("#main") !== null)).toBe(true);

  await tabTo(page, '[data-testid="add-to-cart"]');
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("side-cart")).toBeVisible();
  // The dialog takes the focus; tabbing stays inside it and reaches the link to the cart.
  await tabTo(page, '[data-testid="side-cart-to-cart"]', 20);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  await hydrated(page);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  // The side cart's link is gone with the page change: the focus goes to the new page's <main>, not out of the document.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest("#main") !== null)).toBe(true);
  await tabTo(page, '[data-testid="cart-line"] input, [data-testid="cart-line"] button');
  await expectVisibleFocus(page);
});
