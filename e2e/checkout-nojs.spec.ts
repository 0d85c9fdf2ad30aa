/**
 * The checkout without JavaScript (issue 22): the server refuses what the browser would have refused
 * (salutation, privacy consent) with the same localised messages and nothing written upstream, and
 * the payment notice leaves for the provider by itself (meta refresh), in de, it and fr.
 */
import { expect, test, type Page } from "./fixtures";
import { uniqueEmail } from "./account-support";
import { checkoutPath, productsForCheckout } from "./checkout-support";
import { prefix, type Locale } from "./helpers";

test.use({ javaScriptEnabled: false });

const TEXTS: Record<Locale, { required: string; accepted: string; invalid: string }> = {
  de: { required: "Der Wert ist erforderlich", accepted: "Bitte bestätigen Sie diese Angabe", invalid: "Bitte überprüfen Sie Ihre Eingaben." },
  it: { required: "Il valore è obbligatorio", accepted: "La preghiamo di confermare questo dato", invalid: "Controlli i dati inseriti." },
  fr: { required: "La valeur est obligatoire", accepted: "Veuillez confirmer cette indication", invalid: "Veuillez vérifier vos saisies." },
};

/** The cart through the shop's deep link (a plain GET: no script needed). */
async function cartWith(page: Page, locale: Locale, productNumber: string) {
  await page.goto(`${prefix(locale)}/checkout/add-to-cart?productNumber=${productNumber}&quantity=1`);
  await expect(page.getByTestId("cart-line").first()).toBeVisible();
}

/** Everything but the salutation and the privacy box. */
async function fillGuestWithoutConsent(page: Page, email: string) {
  const form = page.getByTestId("checkout-guest-form");
  await form.locator("#guest-firstName").fill("Gina");
  await form.locator("#guest-lastName").fill("Gast");
  await form.locator("#guest-email").fill(email);
  await form.locator("#guest-street").fill("Bahnhofstrasse 5");
  await form.locator("#guest-zipcode").fill("8001");
  await form.locator("#guest-city").fill("Zürich");
}

for (const locale of ["de", "it", "fr"] as const) {
  test(`${locale}: a guest without salutation and privacy consent is refused by the server, values kept, nothing created`, async ({ page, request }) => {
    const [product] = await productsForCheckout(request, locale);
    await cartWith(page, locale, product!.productNumber);
    await page.goto(checkoutPath(locale));
    const email = uniqueEmail(`nojs-${locale}`);
    await fillGuestWithoutConsent(page, email);
    await page.getByTestId("checkout-guest-form").locator('button[type="submit"]').click();

    // The answer of the page's own action: the form again, with the browser's messages at the fields.
    const form = page.getByTestId("checkout-guest-form");
    await expect(form).toBeVisible();
    await expect(page.getByTestId("checkout-error")).toHaveText(TEXTS[locale].invalid);
    await expect(page.locator("#guest-salutationId-error")).toHaveText(TEXTS[locale].required);
    await expect(page.locator("#guest-acceptedDataProtection-error")).toHaveText(TEXTS[locale].accepted);
    await expect(form.locator("#guest-firstName")).toHaveValue("Gina");
    await expect(form.locator("#guest-email")).toHaveValue(email);
    await expect(form.locator("#guest-city")).toHaveValue("Zürich");

    // Nothing was written upstream: the session has no customer, the checkout still asks who orders.
    await page.goto(checkoutPath(locale));
    await expect(page.getByTestId("checkout-guest-form")).toBeVisible();
    await expect(page.locator("#guest-email")).toHaveValue("");

    // With both given the same post goes through.
    await fillGuestWithoutConsent(page, email);
    await page.locator("#guest-salutationId").selectOption({ index: 1 });
    await page.locator("#guest-acceptedDataProtection").check();
    await page.getByTestId("checkout-guest-form").locator('button[type="submit"]').click();
    await expect(page.getByTestId("checkout-order-form")).toBeVisible();
    await expect(page.getByTestId("checkout-guest-form")).toHaveCount(0);
  });
}

test("the payment notice leaves for the provider by itself without JavaScript (meta refresh to the shop's own origin)", async ({ page, request }) => {
  test.setTimeout(60_000);
  const [product] = await productsForCheckout(request, "it");
  await cartWith(page, "it", product!.productNumber);
  await page.goto(checkoutPath("it"));
  await fillGuestWithoutConsent(page, uniqueEmail("nojs-pay"));
  await page.locator("#guest-salutationId").selectOption({ index: 1 });
  await page.locator("#guest-acceptedDataProtection").check();
  await page.getByTestId("checkout-guest-form").locator('button[type="submit"]').click();
  // The radios travel with the order button.
  await page.getByTestId("checkout-payment-method-payment_credit_card").locator("input").check();
  await page.getByTestId("checkout-terms").check();
  await page.getByTestId("checkout-place-order").click();

  await expect(page.getByTestId("payment-redirect-notice")).toBeVisible();
  await expect(page.getByTestId("payment-redirect-notice")).toContainText("5 secondi");
  const shop = new URL(page.url()).origin;
  // Nobody clicks: the page goes by itself after the 5 s it announced.
  const started = Date.now();
  await page.waitForURL(/\/__platform\/payment\//, { timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThan(3_000);
  expect(new URL(page.url()).origin).toBe(shop);
  await page.locator('button[name="action"][value="pay"]').click();
  await expect(page).toHaveURL(/\/it\/checkout\/success\/[0-9a-f]{32}\/paid$/);
});
