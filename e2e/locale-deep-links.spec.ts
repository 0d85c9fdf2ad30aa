/**
 * Deep links in every language on the real chain (issue 23 item 1): a German link opened by a French or Italian
 * visitor lands on the same product, category, editorial or static page in their language (the path the page's
 * hreflang names), an it/fr link opened by a German visitor works, and a German path typed under /fr is sent to the
 * French page — never a 404.
 */
import type { PlaywrightWorkerArgs } from "@playwright/test";
import { expect, test } from "./fixtures";
import { route } from "./catalogue-support";
import { SHOP } from "./ports";
import type { Locale } from "./helpers";

const PRODUCT = "/Aspirin-500-mg-20-Tabletten/SW10001";
const CATEGORY = "/Medikamente/Schmerzen-Fieber/";
const EDITORIAL = "/e/erkaeltung-vorbeugen";

/** A visitor's first request (a fresh context: no cookie of an earlier answer rides along), redirects followed or not. */
async function firstLoad(playwright: PlaywrightWorkerArgs["playwright"], path: string, headers: Record<string, string>, follow = false) {
  const visitor = await playwright.request.newContext({ baseURL: SHOP });
  const res = await visitor.get(path, { headers, maxRedirects: follow ? 5 : 0 });
  const answer = { status: res.status(), location: res.headers()["location"], landed: new URL(res.url()).pathname };
  await visitor.dispose();
  return answer;
}

test("a French browser opening a German product link lands on the French product page", async ({ browser }) => {
  const context = await browser.newContext({ locale: "fr-CH" });
  const page = await context.newPage();
  const response = await page.goto(PRODUCT);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`${SHOP}/fr/Aspirin-500-mg-20-comprimes/SW10001`);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
  await expect(page.getByTestId("product-name")).toContainText("comprimés");
  // The target is the page's own fr-CH alternate.
  await expect(page.locator('link[rel="alternate"][hreflang="fr-CH"]')).toHaveAttribute("href", page.url());
  await context.close();
});

test("first loads of German links go to the same page's path in it/fr, as its hreflang names it", async ({ request, playwright }) => {
  for (const path of [PRODUCT, CATEGORY, EDITORIAL]) {
    const { alternates = [] } = await route(request, path, "de");
    for (const locale of ["it", "fr"] as const) {
      const expected = `/${locale}${alternates.find((a) => a.locale === locale)!.path}`;
      expect(expected, path).not.toBe(`/${locale}${path}`);
      expect(await firstLoad(playwright, path, { "accept-language": `${locale}-CH` }), path).toMatchObject({ status: 302, location: expected });
      expect(await firstLoad(playwright, path, { cookie: `i18n_redirected=${locale}` }), path).toMatchObject({ status: 302, location: expected });
      const landed = await request.get(expected, { headers: { cookie: `i18n_redirected=${locale}` } });
      expect(landed.status(), expected).toBe(200);
    }
  }
  // Static pages have one path in every language.
  expect(await firstLoad(playwright, "/shipping", { cookie: "i18n_redirected=it" })).toMatchObject({ status: 302, location: "/it/shipping" });
});

test("it/fr links opened by a German visitor and German paths typed under /fr never answer 404", async ({ playwright }) => {
  const cases: [string, Locale, string][] = [
    ["/fr/Aspirin-500-mg-20-comprimes/SW10001", "de", "/fr/Aspirin-500-mg-20-comprimes/SW10001"],
    ["/Aspirin-500-mg-20-comprimes/SW10001", "de", PRODUCT],
    ["/fr/Medikamente/", "fr", "/fr/Medicaments/"],
    ["/fr/Medikamente/", "de", "/fr/Medicaments/"],
    ["/it/e/erkaeltung-vorbeugen", "de", "/it/e/prevenire-il-raffreddore"],
  ];
  for (const [path, visitor, landsOn] of cases) {
    const res = await firstLoad(playwright, path, { cookie: `i18n_redirected=${visitor}` }, true);
    expect(res, path).toMatchObject({ status: 200, landed: landsOn });
  }
});
