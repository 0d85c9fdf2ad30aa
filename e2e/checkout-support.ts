/**
 * Helpers of the checkout end-to-end tests: filling the cart through the shop's own deep link, the
 * guest form, choosing methods and following the payment provider simulator of the platform (through the shop).
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { hydrated } from "./cart-support";
import { gql, prefix, sessionGql, type Locale } from "./helpers";
import { PLATFORM, PLATFORM_ACCESS_KEY } from "./ports";

export const checkoutPath = (locale: Locale) => `${prefix(locale)}/checkout`;

/** Puts products (by number) into the session's cart through /checkout/add-to-cart. */
export async function fillCart(page: Page, locale: Locale, productNumbers: string[], fulfilment?: "CLICK_AND_COLLECT") {
  const quantities = productNumbers.map(() => "1").join("|");
  const extra = fulfilment === "CLICK_AND_COLLECT" ? "&fulfilment=CLICK_AND_COLLECT" : "";
  await page.goto(`${prefix(locale)}/checkout/add-to-cart?productNumber=${productNumbers.join("|")}&quantity=${quantities}${extra}`);
  await hydrated(page);
  await expect(page.getByTestId("cart-line").first()).toBeVisible();
}

export interface GuestData {
  email: string;
  firstName?: string;
  lastName?: string;
  street?: string;
  zipcode?: string;
  city?: string;
  /** a different shipping address */
  shipping?: { street: string; zipcode: string; city: string };
}

/** Fills and sends the 'continue as guest' form on /checkout. */
export async function continueAsGuest(page: Page, guest: GuestData) {
  const form = page.getByTestId("checkout-guest-form");
  await expect(form).toBeVisible();
  await form.locator("#guest-salutationId").selectOption({ index: 1 });
  await form.locator("#guest-firstName").fill(guest.firstName ?? "Gina");
  await form.locator("#guest-lastName").fill(guest.lastName ?? "Gast");
  await form.locator("#guest-email").fill(guest.email);
  await form.locator("#guest-street").fill(guest.street ?? "Bahnhofstrasse 5");
  await form.locator("#guest-zipcode").fill(guest.zipcode ?? "8001");
  await form.locator("#guest-city").fill(guest.city ?? "Zürich");
  if (guest.shipping) {
    await form.locator("#guest-differentShippingAddress").check();
    await form.locator("#guest-shipping-salutationId").selectOption({ index: 1 });
    await form.locator("#guest-shipping-firstName").fill("Paul");
    await form.locator("#guest-shipping-lastName").fill("Paket");
    await form.locator("#guest-shipping-street").fill(guest.shipping.street);
    await form.locator("#guest-shipping-zipcode").fill(guest.shipping.zipcode);
    await form.locator("#guest-shipping-city").fill(guest.shipping.city);
  }
  const consent = form.locator("#guest-acceptedDataProtection");
  if (await consent.count()) await consent.check();
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId("checkout-guest-form")).toHaveCount(0);
}

export async function choosePayment(page: Page, technicalName: string) {
  const option = page.getByTestId(`checkout-payment-method-${technicalName}`);
  await option.locator("input").check();
  await expect(option.locator("input")).toBeChecked();
  // The choice is saved in the background (fetcher): let it land before the order is placed.
  await page.waitForLoadState("networkidle");
}

/** Accepts the terms (and the waiver when asked) and places the order. */
export async function placeOrder(page: Page, { waiver = false } = {}) {
  await page.getByTestId("checkout-terms").check();
  if (waiver) await page.getByTestId("checkout-waiver").check();
  await expect(page.getByTestId("checkout-terms")).toBeChecked();
  await page.getByTestId("checkout-place-order").click();
}

/** On the payment notice: go to the provider at once, then press pay / fail / cancel in the simulator. */
export async function payAtProvider(page: Page, action: "pay" | "fail" | "cancel") {
  await expect(page.getByTestId("payment-redirect-notice")).toBeVisible();
  const shop = new URL(page.url()).origin;
  // Go at once; the notice also leaves by itself after 5 s, which may win the race.
  await page
    .getByTestId("payment-redirect-now")
    .click({ timeout: 4_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/__platform\/payment\//);
  // the provider's page is reached through the shop's own origin (issue 19), never the platform's
  expect(new URL(page.url()).origin).toBe(shop);
  await page.locator(`button[name="action"][value="${action}"]`).click();
}

export interface SeedProduct {
  id: string;
  name: string;
  productNumber: string;
  clickAndCollect: boolean;
  type?: string;
}

/** Orderable physical products and one digital product of the seed (found through the API, never fixed ids). */
export async function productsForCheckout(request: APIRequestContext, locale: Locale) {
  const data = await gql<{ products: { items: (SeedProduct & { available: boolean; availability: { orderable: boolean; minPurchase: number; purchaseSteps: number } })[] } }>(
    request,
    `{ products(limit: 100) { items { id name productNumber clickAndCollect available availability { orderable minPurchase purchaseSteps } } } }`,
    locale,
  );
  const orderable = data.products.items.filter((p) => p.available && p.availability.orderable && p.availability.minPurchase === 1 && p.availability.purchaseSteps === 1);
  expect(orderable.length).toBeGreaterThan(3);
  return orderable;
}

export async function digitalProduct(request: APIRequestContext, locale: Locale): Promise<SeedProduct> {
  const data = await gql<{ search: { listing: { items: (SeedProduct & { type: string })[] } } }>(
    request,
    `{ search(term: "Ratgeber") { listing { items { id name productNumber clickAndCollect type } } } }`,
    locale,
  );
  const found = data.search.listing.items.find((p) => p.type === "DIGITAL");
  expect(found, "a digital product (e-book) in the seed").toBeDefined();
  return found!;
}

/** A GraphQL call in the browser's session (full document, straight to the gateway: helpers.ts sessionGql). */
export async function shopGraphql<T>(page: Page, query: string, locale: Locale = "de", variables: Record<string, unknown> = {}): Promise<T> {
  return sessionGql<T>(page, query, locale, variables);
}

/** The session's orders (numbers), newest first. */
export async function sessionOrders(page: Page): Promise<{ total: number; orders: { id: string; orderNumber: string; paid: boolean; state: string }[] }> {
  const data = await shopGraphql<{ orders: { total: number; orders: { id: string; orderNumber: string; paid: boolean; state: string }[] } }>(
    page,
    "{ orders(limit: 50) { total orders { id orderNumber paid state } } }",
  );
  return data.orders;
}

/**
 * The orders of the browser's session as the PLATFORM has them (Store API `POST /order` with the session's context
 * token, the `sw-context-token` cookie), not as the gateway reports them: what a double order would leave behind.
 */
export async function platformOrderCount(page: Page): Promise<number> {
  const token = (await page.context().cookies()).find((c) => c.name === "sw-context-token")?.value;
  expect(token, "the session's context token cookie").toBeTruthy();
  const res = await page.request.post(`${PLATFORM}/store-api/order`, {
    headers: { "sw-access-key": PLATFORM_ACCESS_KEY, "sw-context-token": token!, "content-type": "application/json", accept: "application/json" },
    data: {},
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { orders: { total: number } }).orders.total;
}

/** The order id of a success page URL (/checkout/success/{id}[/paid|/unpaid]). */
export function orderIdFromUrl(url: string): string {
  const match = /\/checkout\/success\/([0-9a-f]{32})/.exec(url);
  expect(match, `order id in ${url}`).not.toBeNull();
  return match![1]!;
}

/** A logged-in customer's order of these products, paid by invoice: fills the cart, places it, answers the order id. */
export async function placeInvoiceOrder(page: Page, locale: Locale, productNumbers: string[]): Promise<string> {
  await fillCart(page, locale, productNumbers);
  await page.goto(checkoutPath(locale));
  await hydrated(page);
  await choosePayment(page, "payment_invoice");
  await placeOrder(page);
  await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}$/);
  return orderIdFromUrl(page.url());
}
