/**
 * The one redirect rule on rendered pages of the whole stack (issue 20): the pharmacy map's back link and the
 * language switch never point at another site, whatever the URL says. The redirects themselves (login,
 * contact, cart forms) are tested at the web server: web/test/redirect-server.test.ts.
 */
import { expect, test, type Page } from "./fixtures";
import { HOSTILE_TARGETS } from "../web/test/support/redirect-payloads";
import { SHOP } from "./ports";

/**
 * No link of the page is protocol-relative (or backslashed into one), and no link's path names the hostile host
 * (the query may: the login and language links carry the page's own URL, encoded).
 */
async function expectOnlyShopLinks(page: Page, where: string) {
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.filter((href) => /^\s*[/\\]{2}|^\s*\/\\/.test(href) || /evil/i.test(href.split("?")[0]!)), where).toEqual([]);
}

test("the pharmacy map's back link only ever leads to a shop page", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`/pharmacy-map?returnTo=${encodeURIComponent("/checkout/cart")}`);
  await expect(page.getByTestId("pharmacy-return")).toHaveAttribute("href", "/checkout/cart");

  for (const target of HOSTILE_TARGETS.filter((value) => value.length < 500)) {
    const response = await page.goto(`/pharmacy-map?returnTo=${encodeURIComponent(target)}`);
    expect(response?.status(), target).toBe(200);
    await expect(page.getByTestId("pharmacy-return"), target).toHaveCount(0);
    await expectOnlyShopLinks(page, target);
  }
});

test("the language switch on a crafted path links to the locale's home, never to another site", async ({ page }) => {
  for (const path of ["/it//evil.test", "/fr//evil.test", "/it/.//evil.test", "/it/%2F%2Fevil.test", "/it/%5Cevil.test"]) {
    await page.goto(path);
    const links = page.getByTestId("language-switcher").locator("a");
    await expect(links, path).toHaveCount(3);
    for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute("href") ?? ""))) {
      expect(href, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(href, SHOP).origin, path).toBe(new URL(SHOP).origin);
    }
    await expectOnlyShopLinks(page, path);
  }
  // An ordinary page keeps its own path in the other languages.
  await page.goto("/it/pharmacy-map");
  await expect(page.getByTestId("language-switcher").locator('a[data-locale="fr"]')).toHaveAttribute("href", "/fr/pharmacy-map");
});
