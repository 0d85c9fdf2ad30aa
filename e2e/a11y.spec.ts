/**
 * Accessibility (issue 9): axe (WCAG 2.1 A/AA) on every route in de, it and fr — anonymous pages, a cart with items and
 * its open side cart, and the account pages logged in — and buying with the keyboard alone.
 * One visit per route and locale; violations are soft failures so a run lists all of them.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean, expectVisibleFocus, tabTo, violationTotals } from "./a11y-support";
import { login } from "./account-support";
import { cartPath, hydrated, orderableProducts } from "./cart-support";
import { categoryWithProducts, localized, route } from "./catalogue-support";
import { gql, type Locale } from "./helpers";

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
    test.setTimeout(120_000);
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
  await hydrated(page);

  await tabTo(page, 'main [data-testid="product-link"]');
  const productHref = await page.evaluate(() => document.activeElement!.getAttribute("href"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${productHref!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await hydrated(page);

  await tabTo(page, '[data-testid="add-to-cart"]');
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("side-cart")).toBeVisible();
  // The dialog takes the focus; tabbing stays inside it and reaches the link to the cart.
  await tabTo(page, '[data-testid="side-cart-to-cart"]', 20);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  await hydrated(page);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await tabTo(page, '[data-testid="cart-line"] input, [data-testid="cart-line"] button');
  await expectVisibleFocus(page);
});
