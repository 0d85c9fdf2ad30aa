import { expect, test } from "./fixtures";
import { HTML_LANG, LOCALES, homeProductNames, htmlEscape, prefix } from "./helpers";

test.describe("home page is rendered on the server", () => {
  for (const locale of LOCALES) {
    test(`in ${locale}: products, html lang and CHF prices are in the HTML`, async ({ request }) => {
      const names = await homeProductNames(request, locale);
      expect(names.length).toBeGreaterThan(0);

      const res = await request.get(`${prefix(locale)}/`, {
        headers: { "accept-language": HTML_LANG[locale], cookie: `i18n_redirected=${locale}` },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<html lang="${HTML_LANG[locale]}"`);
      for (const name of names.slice(0, 3)) expect(html).toContain(htmlEscape(name));
      expect(html).toMatch(/CHF/);
    });
  }

  test("with JavaScript disabled the products and the AI disclaimer are still visible", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "it-CH" });
    const page = await context.newPage();
    await page.goto("/it");
    await expect(page.getByTestId("product-tile").first()).toBeVisible();
    await expect(page.getByTestId("price").first()).toContainText("CHF");
    await expect(page.getByTestId("ai-disclaimer")).toBeVisible();
    await context.close();
  });

  test("hydration reuses the server data: no GraphQL request on load", async ({ page }) => {
    const graphqlCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/graphql")) graphqlCalls.push(r.url());
    });
    await page.goto("/");
    await expect(page.getByTestId("product-tile").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(graphqlCalls).toEqual([]);
  });
});
