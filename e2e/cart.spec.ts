import { expect, test } from "./fixtures";
import { addFromProductPage, cartPath, hydrated, orderableProducts, pricedProducts } from "./cart-support";
import { GATEWAY_PORT } from "./ports";
import { LOCALES, messagePattern, prefix, rulesMessage } from "./helpers";

test.describe("cart", () => {
  test("add from the product page: the side cart opens, announces, keeps focus and closes with Escape", async ({ page, request }) => {
    const [product] = await orderableProducts(request, "de");
    await addFromProductPage(page, product!, "de");

    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute("data-testid", "side-cart");
    await expect(page.getByTestId("side-cart-status")).toHaveText(`«${product!.name}» wurde in den Warenkorb gelegt.`);
    await expect(page.getByTestId("side-cart-item")).toHaveCount(1);
    await expect(page.getByTestId("side-cart-item")).toContainText(product!.name);
    await expect(page.getByTestId("free-shipping")).toContainText(/Noch CHF\s[\d.]+\sbis zum Gratisversand|gratis geliefert/);
    // Focus is inside the dialog and stays there while tabbing.
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 6; i += 1) await page.keyboard.press("Tab");
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId("add-to-cart")).toBeFocused();
    // The header badge was updated after the mutation.
    await expect(page.getByTestId("cart-count")).toHaveText("1");

    await page.goto(cartPath("de"));
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("cart-line-name")).toHaveText(product!.name);
  });

  test("quick add from a product tile", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const tile = page.getByTestId("product-tile").filter({ has: page.getByTestId("quick-add") }).first();
    const name = (await tile.getByTestId("product-link").textContent())!.trim();
    await tile.getByTestId("quick-add").click();
    await expect(page.getByTestId("side-cart")).toBeVisible();
    await expect(page.getByTestId("side-cart-item")).toContainText(name);
    await page.getByTestId("side-cart-to-cart").click();
    await expect(page).toHaveURL(/\/checkout\/cart$/);
    await expect(page.getByTestId("cart-line-name")).toHaveText(name);
  });

  test("quantity change (optimistic) and removal on the cart page", async ({ page, request }) => {
    const [first, second] = await orderableProducts(request, "de");
    await page.goto(`/checkout/add-to-cart?productNumber=${first!.productNumber}|${second!.productNumber}&quantity=1|1`);
    await hydrated(page);
    const line = page.getByTestId("cart-line").filter({ hasText: first!.name });
    const total = await page.getByTestId("cart-total").textContent();
    await line.getByTestId("quantity-increase").click();
    await expect(line.getByTestId("quantity-input")).toHaveValue("2");
    await expect(page.getByTestId("cart-total")).not.toHaveText(total!);
    await expect(page.getByTestId("cart-totals")).not.toHaveAttribute("data-pending", "true");
    await expect(page.getByTestId("cart-count")).toHaveText("3");

    await page.getByTestId("cart-line").filter({ hasText: second!.name }).getByTestId("cart-line-remove").click();
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("quantity-input")).toHaveValue("2");
    await expect(page.getByTestId("cart-count")).toHaveText("2");
  });

  for (const locale of LOCALES) {
    test(`(${locale}) promotion codes: GESUND10 gives 10 %, XYZ is unknown, WINTER24 expired`, async ({ page, request }) => {
      const [product] = await orderableProducts(request, locale);
      await page.goto(`${prefix(locale)}/checkout/add-to-cart?productNumber=${product!.productNumber}&quantity=2`);
      await hydrated(page);
      const subtotal = Number((await page.getByTestId("cart-subtotal").textContent())!.replace(/[^\d.]/g, ""));

      await page.getByTestId("promotion-code").fill("XYZ");
      await page.getByTestId("promotion-apply").click();
      await expect(page.getByTestId("promotion-error")).toHaveText(messagePattern(rulesMessage(locale, "cart.promotionNotFound")));
      await expect(page.getByTestId("cart-discount")).toHaveCount(0);
      // An expired code is no unknown one (issue 22).
      await page.getByTestId("promotion-code").fill("WINTER24");
      await page.getByTestId("promotion-apply").click();
      await expect(page.getByTestId("promotion-error")).toHaveText(messagePattern(rulesMessage(locale, "cart.promotionExpired").replace("{code}", "WINTER24")));
      await expect(page.getByTestId("cart-discount")).toHaveCount(0);

      await page.getByTestId("promotion-code").fill("GESUND10");
      await page.getByTestId("promotion-apply").click();
      await expect(page.getByTestId("promotion-applied")).toContainText("GESUND10");
      const discount = Number((await page.getByTestId("cart-discount").textContent())!.replace(/[^\d.]/g, ""));
      expect(discount).toBeCloseTo(Math.round(subtotal * 10) / 100, 1);

      await page.getByTestId("promotion-remove").click();
      await expect(page.getByTestId("cart-discount")).toHaveCount(0);
    });

    // Issue 22: a code that brings shipping back, or a code the cart fell under, says so instead of changing the sum silently.
    test(`(${locale}) promotion notices: GESUND10 takes the goods under free shipping; FRANKEN5 dropped under its minimum, told once`, async ({ page, request }) => {
      const priced = await pricedProducts(request, locale);
      // goods of CHF 51–55: free shipping without the code, under CHF 50 with 10 % off
      const free = priced.flatMap((p) => [1, 2, 3, 4, 5].map((q) => ({ ...p, q }))).find((c) => c.price * c.q >= 51 && c.price * c.q <= 55);
      expect(free, "a product and quantity worth CHF 51–55").toBeDefined();
      await page.goto(`${prefix(locale)}/checkout/add-to-cart?productNumber=${free!.productNumber}&quantity=${free!.q}`);
      await hydrated(page);
      await page.getByTestId("promotion-code").fill("GESUND10");
      await page.getByTestId("promotion-apply").click();
      await expect(page.getByTestId("promotion-applied")).toContainText("GESUND10");
      await expect(page.getByTestId("promotion-error")).toHaveText(messagePattern(rulesMessage(locale, "cart.promotionFreeShippingLost").replace("{code}", "GESUND10")));
      await page.getByTestId("promotion-remove").click();
      await expect(page.getByTestId("cart-discount")).toHaveCount(0);
      await page.getByTestId("cart-line").getByTestId("cart-line-remove").click();
      await expect(page.getByTestId("cart-line")).toHaveCount(0);

      // FRANKEN5 needs CHF 40 of goods: three pieces meet it, two do not, nor does one
      const cheap = priced.find((p) => p.price * 3 >= 41 && p.price * 2 <= 39);
      expect(cheap, "a product of CHF 14–19.50").toBeDefined();
      await page.goto(`${prefix(locale)}/checkout/add-to-cart?productNumber=${cheap!.productNumber}&quantity=3`);
      await hydrated(page);
      await page.getByTestId("promotion-code").fill("FRANKEN5");
      await page.getByTestId("promotion-apply").click();
      await expect(page.getByTestId("promotion-applied")).toContainText("FRANKEN5");
      const belowMinimum = messagePattern(rulesMessage(locale, "cart.promotionBelowMinimum").replace("{code}", "FRANKEN5"), { whole: false });
      const notice = page.getByTestId("notification").filter({ hasText: belowMinimum });
      await expect(notice).toHaveCount(0);
      const line = page.getByTestId("cart-line");
      await line.getByTestId("quantity-decrease").click();
      await expect(notice).toHaveCount(1);
      await expect(page.getByTestId("cart-discount")).toHaveCount(0);
      await notice.getByRole("button").click();
      await expect(notice).toHaveCount(0);
      // still under the minimum: nothing new happened to the code, so nothing is told again
      await line.getByTestId("quantity-decrease").click();
      await expect(line.getByTestId("quantity-input")).toHaveValue("1");
      await expect(page.getByTestId("cart-totals")).not.toHaveAttribute("data-pending", "true");
      await expect(page.getByTestId("cart-count")).toHaveText("1");
      await expect(notice).toHaveCount(0);
    });
  }

  test("collision: cancel keeps the cart, replace swaps it for the click & collect item", async ({ page, request }) => {
    const [delivered, collected] = await orderableProducts(request, "de", { clickAndCollect: true });
    await addFromProductPage(page, delivered!, "de", "DELIVERY");
    await expect(page.getByTestId("side-cart")).toBeVisible();
    await page.keyboard.press("Escape");

    await addFromProductPage(page, collected!, "de", "CLICK_AND_COLLECT");
    const dialog = page.getByTestId("collision-dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(delivered!.name);
    await expect(dialog).toContainText(collected!.name);
    await expect(dialog).toContainText("Click & Collect in einer Partnerapotheke");
    await dialog.getByTestId("conflict-cancel").click();
    await expect(dialog).toBeHidden();
    await page.goto(cartPath("de"));
    await expect(page.getByTestId("cart-line-name")).toHaveText([delivered!.name]);
    await expect(page.getByTestId("cart-page")).toHaveAttribute("data-fulfilment", "DELIVERY");

    await addFromProductPage(page, collected!, "de", "CLICK_AND_COLLECT");
    await page.getByTestId("conflict-replace").click();
    await expect(page.getByTestId("side-cart")).toBeVisible();
    await expect(page.getByTestId("side-cart-item")).toHaveCount(1);
    await page.goto(cartPath("de"));
    await expect(page.getByTestId("cart-line-name")).toHaveText([collected!.name]);
    await expect(page.getByTestId("cart-page")).toHaveAttribute("data-fulfilment", "CLICK_AND_COLLECT");
    // Click & collect without a pharmacy: the SPEC message, a way to choose, and no way to the checkout.
    await expect(page.getByTestId("cart-pharmacy-missing")).toContainText("Es wurde keine Apotheke ausgewählt.");
    await expect(page.getByTestId("choose-pharmacy")).toBeVisible();
    await expect(page.getByTestId("to-checkout")).toBeDisabled();
    await expect(page.getByTestId("cart-shipping")).toHaveText("gratis");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the add form posts, lands on the cart and the badge is rendered by the server", async ({ page, request }) => {
      const [product] = await orderableProducts(request, "de");
      await page.goto(product!.url);
      await page.getByTestId("add-to-cart-quantity").fill("2");
      await page.getByTestId("add-to-cart").click();
      await expect(page).toHaveURL(/\/checkout\/cart$/);
      await expect(page.getByTestId("cart-message").first()).toHaveText("Die Artikel wurden in den Warenkorb gelegt.");
      await expect(page.getByTestId("cart-line-name")).toHaveText(product!.name);
      await expect(page.getByTestId("quantity-input")).toHaveValue("2");
      await expect(page.getByTestId("cart-count")).toHaveText("2");
      // The stepper works as a plain form too.
      await page.getByTestId("quantity-increase").click();
      await expect(page.getByTestId("quantity-input")).toHaveValue("3");
      // A reload does not repeat the one-time message.
      await page.reload();
      await expect(page.getByTestId("cart-message")).toHaveCount(0);
    });

    test("a product tile's quick add posts one piece (the tile sends no quantity field)", async ({ page }) => {
      await page.goto("/");
      const tile = page.getByTestId("product-tile").filter({ has: page.getByTestId("quick-add") }).first();
      await expect(tile.getByTestId("quick-add-form").locator('input[name="quantity"]')).toHaveCount(0);
      const name = (await tile.getByTestId("product-link").textContent())!.trim();
      await tile.getByTestId("quick-add").click();
      await expect(page).toHaveURL(/\/checkout\/cart$/);
      await expect(page.getByTestId("cart-line-name")).toHaveText(name);
      await expect(page.getByTestId("quantity-input")).toHaveValue("1");
      await expect(page.getByTestId("cart-count")).toHaveText("1");
    });

    test("a collision becomes a choice on the cart page", async ({ page, request }) => {
      const [delivered, collected] = await orderableProducts(request, "de", { clickAndCollect: true });
      await page.goto(delivered!.url);
      await page.getByTestId("add-to-cart").click();
      await page.goto(collected!.url);
      await page.getByTestId("fulfilment-CLICK_AND_COLLECT").check();
      await page.getByTestId("add-to-cart").click();
      await expect(page).toHaveURL(/\/checkout\/cart$/);
      const panel = page.getByTestId("conflict-panel");
      await expect(panel).toContainText(collected!.name);
      await panel.getByTestId("conflict-replace").click();
      await expect(page.getByTestId("conflict-panel")).toHaveCount(0);
      await expect(page.getByTestId("cart-line-name")).toHaveText([collected!.name]);
      await expect(page.getByTestId("cart-page")).toHaveAttribute("data-fulfilment", "CLICK_AND_COLLECT");
    });
  });

  test("deep link /checkout/add-to-cart: several numbers joined with '|', redirect to the cart, unknown numbers named", async ({ page, request }) => {
    const [a, b] = await orderableProducts(request, "de");
    const response = await request.get(`/checkout/add-to-cart?productNumber=${a!.productNumber}|${b!.productNumber}|NOPE-404&quantity=1|2|1`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/checkout/cart");

    await page.goto(`/checkout/add-to-cart?productNumber=${a!.productNumber}|${b!.productNumber}|NOPE-404&quantity=1|2|1`);
    await expect(page).toHaveURL(/\/checkout\/cart$/);
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    await expect(page.getByTestId("cart-line").filter({ hasText: b!.name }).getByTestId("quantity-input")).toHaveValue("2");
    await expect(page.getByTestId("cart-messages")).toContainText("NOPE-404");
    // A message, never a stack trace.
    await expect(page.locator("body")).not.toContainText(/\bat \S+\.(js|ts):\d+/);
  });

  test("(it) add from the product page: side cart and cart page in Italian", async ({ page, request }) => {
    const [product] = await orderableProducts(request, "it");
    await addFromProductPage(page, product!, "it");
    await expect(page.getByTestId("side-cart-status")).toHaveText(`«${product!.name}» è stato aggiunto al carrello.`);
    await page.getByTestId("side-cart-to-cart").click();
    await expect(page).toHaveURL(/\/it\/checkout\/cart$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Carrello");
    await expect(page.getByTestId("cart-line-name")).toHaveText(product!.name);
    await expect(page.getByTestId("to-checkout")).toHaveText("Alla cassa");
  });

  test("(fr) deep link and promotion code in French", async ({ page, request }) => {
    const [product] = await orderableProducts(request, "fr");
    await page.goto(`/fr/checkout/add-to-cart?productNumber=${product!.productNumber}&quantity=1`);
    await expect(page).toHaveURL(/\/fr\/checkout\/cart$/);
    await hydrated(page);
    await expect(page.getByTestId("cart-messages")).toContainText("Les articles ont été ajoutés au panier.");
    await expect(page.getByTestId("free-shipping")).toContainText(/Plus que CHF\s[\d'.]+\spour la livraison gratuite|livrée gratuitement/);
    await expect(page.getByTestId("delivery-estimate")).toContainText("livraison prévue le");
    await page.getByTestId("promotion-code").fill("XYZ");
    await page.getByTestId("promotion-apply").click();
    // The gateway's French text for 'Der Aktionscode wurde nicht gefunden'.
    const res = await request.post(`http://localhost:${GATEWAY_PORT}/graphql`, {
      headers: { "content-type": "application/json", "x-shop-locale": "fr" },
      data: { query: 'mutation { applyPromotionCode(code: "XYZ") { messages { key message } } }' },
    });
    const body = (await res.json()) as { data: { applyPromotionCode: { messages: { key: string; message: string }[] } } };
    const french = body.data.applyPromotionCode.messages.find((m) => m.key === "promotion-not-found")!.message;
    await expect(page.getByTestId("promotion-error")).toHaveText(french);
  });
});
