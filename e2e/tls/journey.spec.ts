/**
 * Issue 19: the whole shop over HTTPS on a public host name, through the TLS proxy, in de/it/fr — a customer
 * (home → product → add to cart → login → checkout → order → invoice PDF → logout) and a guest paying by card at
 * the provider's pages. Every image comes from the page's own origin (or the configured media origin), nothing from
 * a loopback or internal address, and the session cookie is Secure, HttpOnly and SameSite=Lax.
 */
import { expect, test, type BrowserContext, type Page } from "../fixtures";
import { PASSWORD, uniqueEmail } from "../account-support";
import { addFromProductPage, hydrated, orderableProducts } from "../cart-support";
import { choosePayment, continueAsGuest, fillCart, orderIdFromUrl, payAtProvider, placeOrder, productsForCheckout } from "../checkout-support";
import { gql, LOCALES, prefix, type Locale } from "../helpers";
import { SHOP_TLS, TLS_HOST } from "./stack";

/** Records every URL the page asks for; `offOrigin()` lists those not on the public origin (data: URLs aside). */
function watchRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return {
    offOrigin: () => urls.filter((url) => !url.startsWith("data:") && new URL(url).origin !== SHOP_TLS),
    media: () => urls.filter((url) => new URL(url).pathname.startsWith("/media/")),
  };
}

/** Every image the browser has finished loading shows a picture (a broken one is complete with width 0). */
async function expectImagesShown(page: Page) {
  const images = await page.locator("img").evaluateAll((elements) =>
    (elements as HTMLImageElement[]).map((img) => ({ src: img.currentSrc || img.src, complete: img.complete, width: img.naturalWidth })),
  );
  const loaded = images.filter((image) => image.complete && image.src);
  expect(loaded.length, "images on the page").toBeGreaterThan(0);
  for (const image of loaded) {
    expect(image.width, `${image.src} shows a picture`).toBeGreaterThan(0);
    expect(new URL(image.src).origin, image.src).toBe(SHOP_TLS);
  }
}

async function expectSessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies(SHOP_TLS)).find((c) => c.name === "sw-context-token");
  expect(cookie, "the session cookie").toBeDefined();
  expect(cookie).toMatchObject({ domain: TLS_HOST, secure: true, httpOnly: true, sameSite: "Lax", path: "/" });
}

/** A registered, confirmed customer (created through the gateway's API like a mobile app would). */
async function newCustomer(request: import("@playwright/test").APIRequestContext, locale: Locale) {
  const email = uniqueEmail(`tls-${locale}`);
  const { salutations, countries } = await gql<{ salutations: { id: string }[]; countries: { id: string; iso: string }[] }>(
    request,
    "{ salutations { id } countries { id iso } }",
    locale,
  );
  const registered = await gql<{ register: { ok: boolean; message: string | null; confirmationRequired: boolean } }>(
    request,
    `mutation($input: RegisterInput!) { register(input: $input) { ok message confirmationRequired fieldErrors { field message } } }`,
    locale,
    {
      input: {
        salutationId: salutations[0]!.id,
        firstName: "Tina",
        lastName: "Tls",
        email,
        emailConfirmation: email,
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
        phoneNumber: "079 123 45 67",
        street: "Bahnhofstrasse 12",
        zipcode: "8001",
        city: "Zürich",
        countryId: countries.find((country) => country.iso === "CH")!.id,
        acceptedDataProtection: true,
      },
    },
  );
  expect(registered.register, JSON.stringify(registered.register)).toMatchObject({ ok: true, confirmationRequired: false });
  return email;
}

for (const locale of LOCALES) {
  test(`${locale}: customer over https — product, cart, login, order, invoice PDF, logout`, async ({ page, context, request }) => {
    const requests = watchRequests(page);
    const email = await newCustomer(request, locale);
    const [product] = await orderableProducts(request, locale);

    const home = await page.goto(`${prefix(locale)}/`);
    await hydrated(page);
    expect(new URL(page.url()).origin).toBe(SHOP_TLS);
    // Over https through the trusted proxy: HSTS (and the page's policy; the fixture fails the test on any violation).
    const headers = await home!.allHeaders();
    expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    await addFromProductPage(page, product!, locale);
    await expect(page.getByTestId("side-cart-item")).toContainText(product!.name);
    await expectImagesShown(page);
    await expectSessionCookie(context);

    await page.goto(`${prefix(locale)}/login`);
    await hydrated(page);
    const login = page.getByTestId("login-form");
    await login.locator('input[name="email"]').fill(email);
    await login.locator('input[name="password"]').fill(PASSWORD);
    await login.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/account`));
    await expectSessionCookie(context);

    await page.goto(`${prefix(locale)}/checkout`);
    await hydrated(page);
    await expect(page.getByTestId("checkout-place-order")).toBeVisible();
    await expect(page.locator("main")).toContainText(product!.name);
    await choosePayment(page, "payment_invoice");
    await placeOrder(page);
    await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}$/);
    const orderId = orderIdFromUrl(page.url());

    await page.goto(`${prefix(locale)}/account/order/${orderId}`);
    const documentLink = page.getByTestId("order-document-link").first();
    await expect(documentLink).toBeVisible();
    // Fetched by the page itself: the test process cannot resolve the made-up host, the browser can.
    const pdf = await page.evaluate(async (href) => {
      const response = await fetch(href);
      const head = new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5));
      return { status: response.status, type: response.headers.get("content-type"), head };
    }, (await documentLink.getAttribute("href"))!);
    expect(pdf).toMatchObject({ status: 200, head: "%PDF-" });
    expect(pdf.type).toContain("application/pdf");

    await page.getByTestId("logout").first().click();
    await expect(page).toHaveURL(new RegExp(`^${SHOP_TLS}${prefix(locale)}/?(\\?|$)`));
    const denied = await page.goto(`${prefix(locale)}/account/order/${orderId}`);
    expect(new URL(denied!.url()).pathname).toMatch(/\/login$/);

    expect(requests.media().length, "product images were requested").toBeGreaterThan(0);
    expect(requests.offOrigin(), "requests off the public origin").toEqual([]);
  });

  test(`${locale}: guest over https pays by card at the provider and comes back paid`, async ({ page, context, request }) => {
    const requests = watchRequests(page);
    const [product] = await productsForCheckout(request, locale);
    await fillCart(page, locale, [product!.productNumber]);
    await expectSessionCookie(context);
    await page.goto(`${prefix(locale)}/checkout`);
    await hydrated(page);
    await continueAsGuest(page, { email: uniqueEmail(`tls-guest-${locale}`) });
    await choosePayment(page, "payment_credit_card");
    await placeOrder(page);
    await payAtProvider(page, "pay");
    await expect(page).toHaveURL(new RegExp(`^${SHOP_TLS}${prefix(locale)}/checkout/success/[0-9a-f]{32}/paid$`));
    await expect(page.getByTestId("order-paid")).toBeVisible();
    await expectImagesShown(page);
    expect(requests.offOrigin(), "requests off the public origin").toEqual([]);
  });
}
