/**
 * Buying, paying and finding the order again (issue 8), in Chromium against the real chain
 * (web SSR → gateway → platform with its payment provider simulator), across de, it and fr.
 */
import { expect, test, type Page } from "./fixtures";
import { newLoggedInCustomer, PASSWORD, uniqueEmail, waitForMail } from "./account-support";
import { hydrated } from "./cart-support";
import {
  checkoutPath,
  choosePayment,
  continueAsGuest,
  digitalProduct,
  fillCart,
  orderIdFromUrl,
  payAtProvider,
  placeOrder,
  platformOrderCount,
  productsForCheckout,
  sessionOrders,
  shopGraphql,
} from "./checkout-support";
import { LOCALES, prefix, rulesMessage, webMessage } from "./helpers";
import { SHOP } from "./ports";

async function goToCheckout(page: Page, locale: "de" | "it" | "fr") {
  await page.goto(checkoutPath(locale));
  await hydrated(page);
}

test.describe("checkout", () => {
  // Registration, checkout and up to two trips to the payment provider in one test.
  test.describe.configure({ timeout: 60_000 });

  test("de: guest with delivery pays by invoice and gets the confirmation page and mail", async ({ page, request }) => {
    const [a, b] = await productsForCheckout(request, "de");
    await fillCart(page, "de", [a!.productNumber, b!.productNumber]);
    await goToCheckout(page, "de");
    await expect(page.getByTestId("checkout-login-required")).toHaveText("Sie müssen angemeldet sein, um eine Bestellung aufzugeben");
    await expect(page.getByTestId("checkout-login")).toBeVisible();
    const email = uniqueEmail("guest-invoice");
    await continueAsGuest(page, { email });
    await choosePayment(page, "payment_invoice");
    await placeOrder(page);

    await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}$/);
    await expect(page.getByTestId("order-success")).toBeVisible();
    const number = (await page.getByTestId("order-number").textContent())!.trim();
    expect(number).toMatch(/\d+/);
    await expect(page.getByTestId("order-success")).toContainText(a!.name);
    // The cart is empty after ordering.
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    const mail = await waitForMail(request, email, /order/);
    expect(mail.text).toContain(number.replace(/\D/g, ""));
  });

  test("it: guest click & collect pays with the mobile payment app and lands on the paid page", async ({ page, request }) => {
    const collectable = (await productsForCheckout(request, "it")).find((p) => p.clickAndCollect)!;
    const pharmacies = await shopGraphql<{ pharmacies: { pharmacies: { id: string; name: string }[] } }>(page, `{ pharmacies(limit: 1, search: "Bern") { pharmacies { id name } } }`, "it");
    const pharmacy = pharmacies.pharmacies.pharmacies[0]!;
    const added = await shopGraphql<{ addToCart: { ok: boolean } }>(
      page,
      `mutation { addToCart(items: [{ productId: "${collectable.id}", quantity: 1 }], fulfilment: CLICK_AND_COLLECT) { ok } }`,
      "it",
    );
    expect(added.addToCart.ok).toBe(true);
    await goToCheckout(page, "it");
    await continueAsGuest(page, { email: uniqueEmail("guest-cc") });
    // Without a pharmacy the order cannot be placed.
    await expect(page.getByTestId("cart-pharmacy-missing")).toBeVisible();
    await shopGraphql(page, `mutation { selectPharmacy(pharmacyId: "${pharmacy.id}") { ok } }`, "it");
    await goToCheckout(page, "it");
    await expect(page.getByTestId("cart-pharmacy-name")).toContainText(pharmacy.name);
    await choosePayment(page, "payment_twint");
    await placeOrder(page);
    await expect(page.getByTestId("payment-redirect-notice")).toContainText("5");
    await payAtProvider(page, "pay");
    await expect(page).toHaveURL(/\/it\/checkout\/success\/[0-9a-f]{32}\/paid$/);
    await expect(page.getByTestId("order-paid")).toBeVisible();
    await expect(page.getByTestId("order-success")).toContainText(pharmacy.name);
  });

  test("fr: customer pays by credit card, the payment fails, retry succeeds; the order is in the account", async ({ page, request }) => {
    const [product] = await productsForCheckout(request, "fr");
    await newLoggedInCustomer(page, request, "card-retry");
    await fillCart(page, "fr", [product!.productNumber]);
    await goToCheckout(page, "fr");
    await choosePayment(page, "payment_credit_card");
    await placeOrder(page);
    await payAtProvider(page, "fail");
    await expect(page).toHaveURL(/\/fr\/checkout\/success\/[0-9a-f]{32}\/unpaid$/);
    const orderId = orderIdFromUrl(page.url());
    await expect(page.getByTestId("order-unpaid")).toBeVisible();
    await expect(page.getByTestId("contact-shop")).toHaveAttribute("href", /\/fr\/contact\?orderNumber=/);
    await page.getByTestId("retry-payment").click();
    await payAtProvider(page, "pay");
    await expect(page).toHaveURL(new RegExp(`/fr/checkout/success/${orderId}/paid$`));
    await expect(page.getByTestId("order-paid")).toBeVisible();

    await page.goto(`/fr/account/order`);
    await expect(page.getByTestId("order-row")).toHaveCount(1);
    await page.getByTestId("order-row").first().getByTestId("order-detail-link").click();
    await expect(page.getByTestId("order-detail")).toContainText(product!.name);
    await expect(page.getByTestId("order-payment-state")).toContainText(/Payé|payé/);
  });

  test("one cart ordered from two tabs at once, each with its own key: two order requests, one order in the platform", async ({ page, request }) => {
    const [product] = await productsForCheckout(request, "de");
    await newLoggedInCustomer(page, request, "two-tabs");
    await fillCart(page, "de", [product!.productNumber]);
    await goToCheckout(page, "de");
    await choosePayment(page, "payment_invoice");
    // A second tab of the same session shows the same cart with a key of its own (one per page view).
    const other = await page.context().newPage();
    await goToCheckout(other, "de");
    const tabs = [page, other];
    const keys: string[] = [];
    page.context().on("request", (req) => {
      const key = req.method() === "POST" ? new URLSearchParams(req.postData() ?? "").get("idempotencyKey") : null;
      if (key) keys.push(key);
    });
    for (const tab of tabs) {
      await tab.getByTestId("checkout-terms").check();
      await expect(tab.getByTestId("checkout-place-order")).toBeEnabled();
    }
    await Promise.all(tabs.map((tab) => tab.getByTestId("checkout-place-order").click()));
    await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}$/);
    const orderId = orderIdFromUrl(page.url());
    // The other tab shares that order (it read the cart before the order emptied it) or finds the cart empty.
    await expect(async () => {
      const url = other.url();
      if (/\/checkout\/success\//.test(url)) expect(orderIdFromUrl(url)).toBe(orderId);
      else await expect(other.getByTestId("checkout-error")).toBeVisible({ timeout: 500 });
    }).toPass();
    // Both submissions left the browser, with two different keys: nothing in the browser merged them.
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    expect(await platformOrderCount(page)).toBe(1);
    await other.close();
  });

  for (const locale of LOCALES) {
  test(`${locale}: the cart was ordered in the first tab, the second tab submits it: 'bereits aufgegeben' with the way to that order, no stale summary, one order`, async ({ page, request }) => {
    const [product] = await productsForCheckout(request, locale);
    await newLoggedInCustomer(page, request, `ordered-tab-${locale}`);
    await fillCart(page, locale, [product!.productNumber]);
    await goToCheckout(page, locale);
    await choosePayment(page, "payment_invoice");
    const other = await page.context().newPage();
    await goToCheckout(other, locale);
    await placeOrder(page);
    await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}$/);
    const orderId = orderIdFromUrl(page.url());
    await placeOrder(other);
    await expect(other.getByTestId("checkout-error")).toHaveText(rulesMessage(locale, "checkout.alreadyOrdered"));
    await expect(other.getByTestId("checkout-summary")).toHaveCount(0);
    await expect(other.getByText(product!.name)).toHaveCount(0);
    expect(await platformOrderCount(page)).toBe(1);
    await expect(other.getByTestId("checkout-already-ordered-link")).toHaveText(webMessage(locale, "checkout.alreadyOrdered.link"));
    await other.getByTestId("checkout-already-ordered-link").click();
    await expect(other).toHaveURL(new RegExp(`^[^?]*${prefix(locale)}/checkout/success/${orderId}$`));
    await other.close();
  });
  }

  test("the cart changed in another tab after the checkout was shown: refused with the fresh checkout, then ordered as shown", async ({ page, request }) => {
    const [product] = await productsForCheckout(request, "de");
    await newLoggedInCustomer(page, request, "changed-cart");
    await fillCart(page, "de", [product!.productNumber]);
    await goToCheckout(page, "de");
    await choosePayment(page, "payment_invoice");
    const shownTotal = await page.getByTestId("checkout-summary").textContent();
    // Another tab of the same session adds two more pieces.
    await shopGraphql(page, `mutation ($items: [CartItemInput!]!) { addToCart(items: $items) { ok } }`, "de", {
      items: [{ productId: product!.id, quantity: 2 }],
    });
    await placeOrder(page);
    await expect(page.getByTestId("checkout-error")).toContainText("Ihr Warenkorb hat sich geändert");
    expect((await sessionOrders(page)).total).toBe(0);
    // The page shows the cart as it is now; confirming that one orders it.
    await expect(page.getByTestId("checkout-summary")).not.toHaveText(shownTotal!);
    await placeOrder(page);
    await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}$/);
    expect((await sessionOrders(page)).total).toBe(1);
  });

  test("invoice is refused when the billing address differs from the shipping address", async ({ page, request }) => {
    const [product] = await productsForCheckout(request, "de");
    await fillCart(page, "de", [product!.productNumber]);
    await goToCheckout(page, "de");
    await continueAsGuest(page, { email: uniqueEmail("guest-diff"), shipping: { street: "Marktgasse 3", zipcode: "3011", city: "Bern" } });
    const invoice = page.getByTestId("checkout-payment-method-payment_invoice");
    await expect(invoice.locator("input")).toBeDisabled();
    await expect(invoice).toContainText(/Rechnungsadresse/);
    // The API refuses it too.
    const { checkout } = await shopGraphql<{ checkout: { paymentMethods: { id: string; technicalName: string; available: boolean }[] } }>(
      page,
      "{ checkout { paymentMethods { id technicalName available } } }",
    );
    const method = checkout.paymentMethods.find((m) => m.technicalName === "payment_invoice")!;
    expect(method.available).toBe(false);
    const set = await shopGraphql<{ setCheckoutPaymentMethod: { ok: boolean; errorCode: string } }>(
      page,
      `mutation { setCheckoutPaymentMethod(id: "${method.id}") { ok errorCode } }`,
    );
    expect(set.setCheckoutPaymentMethod).toEqual({ ok: false, errorCode: "PAYMENT_METHOD_UNAVAILABLE" });
  });

  test("digital product: the waiver is required, the download opens after payment", async ({ page, request }) => {
    const ebook = await digitalProduct(request, "de");
    await newLoggedInCustomer(page, request, "download");
    await fillCart(page, "de", [ebook.productNumber]);
    await goToCheckout(page, "de");
    await expect(page.getByTestId("checkout-waiver")).toBeVisible();
    await choosePayment(page, "payment_credit_card");
    await placeOrder(page, { waiver: false });
    await expect(page.getByTestId("checkout-error")).toBeVisible();
    await placeOrder(page, { waiver: true });
    await payAtProvider(page, "pay");
    await expect(page).toHaveURL(/\/paid$/);
    const orderId = orderIdFromUrl(page.url());
    await page.goto(`/account/order/${orderId}`);
    const link = page.getByTestId("order-download-link").first();
    await expect(link).toBeVisible();
    const response = await page.request.get(`${SHOP}${await link.getAttribute("href")}`);
    expect(response.status()).toBe(200);
    expect((await response.body()).length).toBeGreaterThan(100);
  });

  test("cancel an order and download its invoice PDF; another customer sees neither", async ({ page, request, browser }) => {
    const [product] = await productsForCheckout(request, "de");
    await newLoggedInCustomer(page, request, "cancel");
    await fillCart(page, "de", [product!.productNumber]);
    await goToCheckout(page, "de");
    await choosePayment(page, "payment_invoice");
    await placeOrder(page);
    await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}$/);
    const orderId = orderIdFromUrl(page.url());

    await page.goto(`/account/order/${orderId}`);
    const document = page.getByTestId("order-document-link").first();
    await expect(document).toBeVisible();
    const documentPath = (await document.getAttribute("href"))!;
    const pdf = await page.request.get(`${SHOP}${documentPath}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    await page.getByTestId("order-cancel").click();
    await page.getByTestId("order-cancel-confirm").click();
    await expect(page.getByTestId("order-state")).toContainText("Storniert");

    // Customer B: no access to A's order page or document.
    const other = await browser.newContext({ locale: "de-CH" });
    const pageB = await other.newPage();
    await newLoggedInCustomer(pageB, request, "intruder");
    const detail = await pageB.goto(`/account/order/${orderId}`);
    expect(detail?.status()).toBe(404);
    const stolen = await pageB.request.get(`${SHOP}${documentPath}`);
    expect(stolen.status()).toBe(404);
    await other.close();
  });
});

test("a registered customer logging in at checkout keeps the cart", async ({ page, request, browser }) => {
  const [product] = await productsForCheckout(request, "de");
  const setup = await browser.newContext({ locale: "de-CH" });
  const customer = await newLoggedInCustomer(await setup.newPage(), request, "checkout-login");
  await setup.close();
  await fillCart(page, "de", [product!.productNumber]);
  await goToCheckout(page, "de");
  const form = page.getByTestId("checkout-login");
  await form.locator('input[name="email"]').fill(customer.email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${prefix("de")}/checkout$`));
  await expect(page.getByTestId("checkout-guest-form")).toHaveCount(0);
  await expect(page.getByTestId("checkout-place-order")).toBeVisible();
});
