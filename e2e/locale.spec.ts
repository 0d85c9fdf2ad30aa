import { expect, test } from "./fixtures";
import { SHOP } from "./ports";

test.describe("language selection", () => {
  test("a French browser on an unprefixed path is redirected by the server to /fr", async ({ request }) => {
    const res = await request.get("/", { headers: { "accept-language": "fr-CH,fr;q=0.9" }, maxRedirects: 0 });
    expect(res.status()).toBeGreaterThanOrEqual(300);
    expect(res.status()).toBeLessThan(400);
    expect(new URL(res.headers()["location"]!, SHOP).pathname).toBe("/fr");
  });

  test("an Italian browser lands on /it in Chromium", async ({ browser }) => {
    const context = await browser.newContext({ locale: "it-CH" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/it\/?$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "it-CH");
    await context.close();
  });

  test("the i18n_redirected cookie wins over the browser language", async ({ browser }) => {
    const context = await browser.newContext({ locale: "fr-CH" });
    await context.addCookies([{ name: "i18n_redirected", value: "it", url: SHOP }]);
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/it\/?$/);
    await context.close();
  });

  test("a German cookie keeps a French browser on the unprefixed path", async ({ browser }) => {
    const context = await browser.newContext({ locale: "fr-CH" });
    await context.addCookies([{ name: "i18n_redirected", value: "de", url: SHOP }]);
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(`${SHOP}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de-CH");
    await context.close();
  });

  test("the language switcher goes to the same page in the other language and remembers it", async ({ page, context }) => {
    await page.goto("/");
    await page.getByTestId("language-switcher").getByRole("link", { name: /fran/i }).click();
    await expect(page).toHaveURL(/\/fr\/?$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
    const cookies = await context.cookies();
    const lang = cookies.find((c) => c.name === "i18n_redirected");
    expect(lang?.value).toBe("fr");
    expect(lang!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  });
});

test.describe("SEO links", () => {
  test("canonical and hreflang alternates for each language", async ({ page }) => {
    for (const [path, lang] of [["/", ""], ["/it", "/it"], ["/fr", "/fr"]] as const) {
      await page.goto(path);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^${SHOP}${lang}/?$`));
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => Object.fromEntries(links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")])));
      expect(Object.keys(alternates).sort()).toEqual(["de-CH", "fr-CH", "it-CH", "x-default"]);
      expect(alternates["it-CH"]).toMatch(new RegExp(`^${SHOP}/it/?$`));
      expect(alternates["fr-CH"]).toMatch(new RegExp(`^${SHOP}/fr/?$`));
      expect(alternates["x-default"]).toMatch(new RegExp(`^${SHOP}/?$`));
      await expect(page).toHaveTitle(/\S/);
    }
  });

  test("an unknown path answers a real HTTP 404 with 'Page not found: {path}' in the page's language", async ({ page }) => {
    const res = await page.goto("/this/does/not/exist-xyz");
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId("error-page")).toHaveAttribute("data-status", "404");
    await expect(page.getByText("Seite nicht gefunden: /this/does/not/exist-xyz")).toBeVisible();

    const fr = await page.goto("/fr/nope");
    expect(fr?.status()).toBe(404);
    await expect(page.getByText("Page introuvable : /fr/nope")).toBeVisible();
  });
});
