/**
 * Security headers (issue 19) on the shop's main routes in de/it/fr, as the browser receives them: a page policy
 * that runs only the shop's own scripts (no 'unsafe-inline' for scripts), no framing, no sniffing, a referrer
 * policy, geolocation only on the pharmacy finder's pages, HSTS only over https — and no page reports a violation
 * (the fixture fails any test that sees one: ./fixtures.ts). A script that arrives with the page's content does not run.
 */
import { createHash } from "node:crypto";
import type { Response } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { login } from "./account-support";
import { hydrated, orderableProducts } from "./cart-support";
import { categoryWithProducts, localized, route } from "./catalogue-support";
import { continueAsGuest, fillCart } from "./checkout-support";
import { LOCALES, sessionGql } from "./helpers";

const DEMO = { email: "demo@apotheke-shop.test", password: "Demo-Passwort-1" };
/** Paths (without the locale prefix) of the pages that hold the pharmacy finder (map page, the cart's picker). */
const FINDER_PAGES = /^(\/(it|fr))?\/(pharmacy-map|checkout\/cart|checkout)$/;

function directives(policy: string | undefined): Map<string, string[]> {
  expect(policy, "Content-Security-Policy").toBeTruthy();
  return new Map(policy!.split(";").map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
}

/** The headers every page answer carries; `geolocation` is allowed on the finder's pages only. */
async function expectPageHeaders(response: Response | null, label: string): Promise<Map<string, string[]>> {
  expect(response, label).not.toBeNull();
  const headers = await response!.allHeaders();
  expect(headers["content-type"], label).toMatch(/^text\/html/);
  const csp = directives(headers["content-security-policy"]);
  const scriptSrc = csp.get("script-src") ?? [];
  expect(scriptSrc, label).toContain("'self'");
  expect(scriptSrc, label).not.toContain("'unsafe-inline'");
  expect(scriptSrc.filter((source) => !/^'(self|sha256-[A-Za-z0-9+/]+=*)'$/.test(source)), `${label}: script-src`).toEqual([]);
  expect(csp.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(csp.get("object-src"), label).toEqual(["'none'"]);
  expect(csp.get("base-uri"), label).toEqual(["'self'"]);
  expect(csp.get("form-action"), label).toEqual(["'self'"]);
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], label).toBe("DENY");
  // Plain http here: HSTS only for a request that came over https (below).
  expect(headers["strict-transport-security"], label).toBeUndefined();
  const finder = FINDER_PAGES.test(new URL(response!.url()).pathname);
  expect(headers["permissions-policy"], label).toContain(finder ? "geolocation=(self)" : "geolocation=()");
  for (const feature of ["camera", "microphone", "payment", "usb"]) expect(headers["permissions-policy"], label).toContain(`${feature}=()`);
  return csp;
}

async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

for (const locale of LOCALES) {
  test(`every main route sends the security headers and loads without a violation (${locale})`, async ({ browser, page, request }) => {
    test.setTimeout(180_000);
    const category = await categoryWithProducts(request, locale);
    const [product] = await orderableProducts(request, locale);
    const editorial = await route(request, "/e/gesunder-schlaf", "de");
    const editorialPath = locale === "de" ? "/e/gesunder-schlaf" : editorial.alternates!.find((a) => a.locale === locale)!.path;
    const anonymous = [
      "/",
      category.path,
      product!.url,
      `/search?search=${encodeURIComponent(product!.name.split(/\s+/)[0]!)}`,
      "/login",
      "/pharmacy-map",
      "/shipping",
      editorialPath,
      "/diese-seite-gibt-es-nicht",
      "/checkout/cart",
    ];
    for (const path of anonymous) await expectPageHeaders(await visit(page, localized(path, locale)), `${path} (${locale})`);

    // Checkout as a guest.
    await fillCart(page, locale, [product!.productNumber]);
    await expectPageHeaders(await visit(page, localized("/checkout", locale)), `checkout (${locale})`);
    await continueAsGuest(page, { email: `csp-${locale}-${Date.now()}@example.test` });
    await hydrated(page);

    // The account, logged in, in a session of its own (the login helper speaks German; the session serves every locale).
    const context = await browser.newContext({ locale: "de-CH" });
    const customer = await context.newPage();
    await visit(customer, "/login");
    await login(customer, DEMO.email, DEMO.password);
    await expect(customer).toHaveURL(/\/account(\?|$)/);
    await expectPageHeaders(await visit(customer, localized("/account", locale)), `account (${locale})`);
    await context.close();
  });
}

test("answers that are not pages load nothing, a 304 keeps the page's policy, and HSTS comes only with https", async ({ request }) => {
  const strict = "default-src 'none'; frame-ancestors 'none'";
  const home = await request.get("/", { headers: { cookie: "i18n_redirected=de" } });
  const asset = /<script[^>]+type="module"[^>]*>[^<]*import[^"]*"(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(asset, "the entry script in the home page").toBeTruthy();
  const answers = {
    asset: await request.get(asset!),
    data: await request.get("/_root.data", { headers: { cookie: "i18n_redirected=de" } }),
    graphql: await request.get("/graphql?query=%7B__typename%7D"),
    undecodable: await request.get("/%E0%A4%A"),
  };
  for (const [name, response] of Object.entries(answers)) {
    const headers = response.headers();
    expect(headers["content-security-policy"], name).toBe(strict);
    expect(headers["x-content-type-options"], name).toBe("nosniff");
    expect(headers["x-frame-options"], name).toBe("DENY");
    expect(headers["referrer-policy"], name).toBe("strict-origin-when-cross-origin");
  }
  expect(answers.undecodable.status()).toBe(400);

  // A shared cache's revalidation: the 304 carries the page's policy (the same HTML, the same hashes).
  const page = await request.get("/shipping", { headers: { cookie: "i18n_redirected=de" } });
  const notModified = await request.get("/shipping", { headers: { cookie: "i18n_redirected=de", "if-none-match": page.headers().etag! } });
  expect(notModified.status()).toBe(304);
  expect(notModified.headers()["content-security-policy"]).toBe(page.headers()["content-security-policy"]);
  expect(notModified.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);

  // The test runner is on loopback, which WEB_TRUST_PROXY trusts by default: here it speaks as the TLS proxy.
  const overHttps = await request.get("/shipping", { headers: { "x-forwarded-proto": "https", cookie: "i18n_redirected=de" } });
  expect(overHttps.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  expect(home.headers()["strict-transport-security"]).toBeUndefined();
});

test("a script that comes with the page's content never runs, and the product's JSON-LD gets no hash", async ({ page, request, cspViolations }) => {
  const [product] = await orderableProducts(request, "de");
  // What a script in a product description or CMS text would be: in the HTML, without the render's secret.
  await page.route(`**${product!.url}`, async (intercepted) => {
    const response = await intercepted.fetch();
    const html = (await response.text()).replace("<main", '<script>window.__injected = "ran"</script><main');
    const headers = { ...response.headers() };
    delete headers["content-length"];
    await intercepted.fulfill({ response, body: html, headers });
  });
  // Hydrated: the shop's own inline scripts ran.
  const csp = await expectPageHeaders(await visit(page, product!.url), "product");
  expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();

  // Scripts added by page code later are refused the same way.
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__added = true";
    document.body.append(script);
    return (window as { __added?: boolean }).__added ?? false;
  });
  expect(ran).toBe(false);
  await page.close(); // every report of the page is in
  expect(cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations.filter((violation) => !/inline/i.test(violation)), "only the two inline scripts were refused").toEqual([]);
  cspViolations.length = 0;

  const html = await (await request.get(product!.url, { headers: { cookie: "i18n_redirected=de" } })).text();
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(jsonLd, "the product's JSON-LD").toBeTruthy();
  const hash = `'sha256-${createHash("sha256").update(jsonLd!).digest("base64")}'`;
  expect(csp.get("script-src")).not.toContain(hash);
});

test("near me works on a finder page reached by client navigation from a page without geolocation", async ({ browser }) => {
  const context = await browser.newContext({ locale: "de-CH", geolocation: { latitude: 46.948, longitude: 7.4474 }, permissions: ["geolocation"] });
  const page = await context.newPage();
  const [product] = await orderableProducts(page.request, "de", { clickAndCollect: true });
  await sessionGql(page, `mutation { addToCart(items: [{ productId: "${product!.id}", quantity: 1 }], fulfilment: CLICK_AND_COLLECT) { ok } }`);
  // From a page whose document may not ask for the position, into the cart by the app's own navigation.
  await visit(page, "/shipping");
  const allowed = () => page.evaluate(() => (document as { featurePolicy?: { allowsFeature(f: string): boolean } }).featurePolicy?.allowsFeature("geolocation"));
  expect(await allowed()).toBe(false);
  await page.getByTestId("cart-badge").click();
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  await page.getByTestId("choose-pharmacy").click();
  await page.getByTestId("pharmacy-picker").getByTestId("pharmacy-near-me").click();
  // The map page, loaded as a document that may ask, sorts by the position at once (no violation on the way).
  await expect(page).toHaveURL(/\/pharmacy-map\?.*lat=46\.948&lng=7\.4474/);
  expect(await allowed()).toBe(true);
  await expect(page.getByTestId("pharmacy-near-active")).toBeVisible();
  await expect(page.getByTestId("pharmacy-card").first()).toContainText("Bern");
  await context.close();
});
