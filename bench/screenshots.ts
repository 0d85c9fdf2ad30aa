/**
 * Full-page screenshots of the pages a shopper goes through (issue 23 item 6) — home, a category, a medicine with
 * reviews, the cart with two lines, the filled guest checkout and the success page — in de/it/fr on a phone
 * (390×844) and a desktop (1366×900): 36 PNGs into bench/results/screenshots/ for a person to look at.
 *
 * `pnpm -s exec tsx bench/screenshots.ts` starts the built stack (`pnpm build` first) as the e2e suite does, on the
 * E2E_*_PORT ports, or uses a running shop given as `tsx bench/screenshots.ts http://localhost:3000`;
 * `tsx bench/screenshots.ts --serve` only starts that stack and keeps it running.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium, type Browser, type Page } from "@playwright/test";
import { browserDefaults } from "../e2e/chromium";
import { SHOP } from "../e2e/ports";
import { shopServices } from "../e2e/services";
import { ROOT } from "./stack";

const OUT = join(ROOT, "bench/results/screenshots");
const LOCALES = ["de", "it", "fr"] as const;
type Locale = (typeof LOCALES)[number];
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;
const PRODUCT = "/Aspirin-500-mg-20-Tabletten/SW10001";
const CATEGORY = "/Medikamente/";
const CART_PRODUCTS = ["SW10001", "SW10002"];
const prefix = (locale: Locale) => (locale === "de" ? "" : `/${locale}`);

const children: ChildProcess[] = [];

/** The e2e stack (e2e/services.ts), started the way Playwright's webServer starts it. */
async function startShop(): Promise<void> {
  for (const service of shopServices({ storeHost: SHOP, env: { gateway: { RATE_LIMITS: "off" } } })) {
    const child = spawn(service.command, {
      shell: true,
      cwd: ROOT,
      env: { ...process.env, ...service.env },
      stdio: ["ignore", "ignore", "inherit"],
      detached: true, // own process group: pnpm → node stopped together
    });
    children.push(child);
    const deadline = Date.now() + service.timeout;
    for (;;) {
      const ok = await fetch(service.url).then(
        (r) => r.status < 500,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`${service.command} did not answer at ${service.url}`);
      await sleep(300);
    }
  }
}

function stopShop(): void {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  }
}

const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });

/** The product's path in `locale`, as the German page's hreflang links give it. */
async function localisedPath(page: Page, base: string, path: string, locale: Locale): Promise<string> {
  if (locale === "de") return path;
  await page.goto(base + path);
  const href = await page.locator(`link[rel="alternate"][hreflang^="${locale}"]`).first().getAttribute("href");
  return href ? new URL(href, base).pathname : `/${locale}${path}`;
}

async function shootLocale(browser: Browser, base: string, locale: Locale, device: keyof typeof VIEWPORTS): Promise<string[]> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[device],
    deviceScaleFactor: 1,
    locale: `${locale}-CH`,
    baseURL: base,
  });
  await context.addCookies([{ name: "i18n_redirected", value: locale, url: base }]);
  const page = await context.newPage();
  const files: string[] = [];
  const shoot = async (name: string) => {
    // scrolled through once, so lazy images below the fold are in the picture as a shopper scrolling sees them
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle").catch(() => undefined);
    const file = join(OUT, `${name}-${locale}-${device}.png`);
    await page.screenshot({ path: file, fullPage: true });
    files.push(file);
  };
  const visit = async (path: string) => {
    await page.goto(path);
    await hydrated(page);
  };

  await visit(`${prefix(locale)}/`);
  await shoot("home");
  await visit(`${prefix(locale)}${CATEGORY}`);
  await shoot("category");
  await visit(await localisedPath(page, base, PRODUCT, locale));
  await shoot("product");

  const numbers = CART_PRODUCTS.join("|");
  await visit(`${prefix(locale)}/checkout/add-to-cart?productNumber=${numbers}&quantity=${CART_PRODUCTS.map(() => "1").join("|")}`);
  await visit(`${prefix(locale)}/checkout/cart`);
  await page.getByTestId("cart-line").nth(1).waitFor();
  await shoot("cart");

  await visit(`${prefix(locale)}/checkout`);
  const form = page.getByTestId("checkout-guest-form");
  await form.locator("#guest-salutationId").selectOption({ index: 1 });
  await form.locator("#guest-firstName").fill("Gina");
  await form.locator("#guest-lastName").fill("Gast");
  await form.locator("#guest-email").fill(`screenshots-${locale}-${device}-${Date.now()}@example.ch`);
  await form.locator("#guest-street").fill("Bahnhofstrasse 5");
  await form.locator("#guest-zipcode").fill("8001");
  await form.locator("#guest-city").fill("Zürich");
  const consent = form.locator("#guest-acceptedDataProtection");
  if (await consent.count()) await consent.check();
  await form.locator('button[type="submit"]').click();
  await form.waitFor({ state: "detached" });
  await page.getByTestId("checkout-payment-method-payment_prepayment").locator("input").check();
  // the choice is saved in the background; the form is dimmed until it has landed
  await page.locator('[aria-busy="true"]').first().waitFor({ state: "detached" }).catch(() => undefined);
  await page.waitForLoadState("networkidle");
  await page.getByTestId("checkout-terms").check();
  await page.locator('[aria-busy="true"]').first().waitFor({ state: "detached" }).catch(() => undefined);
  await shoot("checkout");

  await page.getByTestId("checkout-place-order").click();
  await page.waitForURL(/\/checkout\/success\//);
  await hydrated(page);
  await shoot("success");

  await context.close();
  return files;
}

async function main(): Promise<void> {
  const given = process.argv[2];
  if (given === "--serve") {
    // only the stack, for looking at pages by hand between shots; stopped with Ctrl-C
    await startShop();
    console.log(`shop at ${SHOP}`);
    await new Promise<void>((resolve) => process.once("SIGINT", resolve).once("SIGTERM", resolve));
    return;
  }
  if (!given) await startShop();
  const base = given ?? SHOP;
  await mkdir(OUT, { recursive: true });
  const browser = await chromium.launch(browserDefaults.launchOptions);
  try {
    for (const device of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      for (const locale of LOCALES) {
        for (const file of await shootLocale(browser, base, locale, device)) console.log(file);
      }
    }
  } finally {
    await browser.close();
  }
}

main()
  .then(
    () => stopShop(),
    (error) => {
      stopShop();
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exitCode = 1;
    },
  );
