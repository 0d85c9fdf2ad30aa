/**
 * 'Nochmals bestellen' (issue 23): a customer orders two products, opens the order in the account and
 * puts it into the cart again — with JavaScript in German, with a plain form post (no JavaScript) in
 * French. The cart shows both lines and the notice of how many products were added.
 */
import { expect, test, type Page } from "./fixtures";
import { newLoggedInCustomer } from "./account-support";
import { cartPath, hydrated } from "./cart-support";
import { placeInvoiceOrder, productsForCheckout } from "./checkout-support";
import { prefix, webMessage, type Locale } from "./helpers";
import { SHOP } from "./ports";

/** The added notice as the shop formats it for two products. */
const ADDED_TWO: Record<Locale, string> = {
  de: "2 Produkte wurden in den Warenkorb gelegt.",
  it: "2 prodotti sono stati aggiunti al carrello.",
  fr: "2 produits ont été ajoutés au panier.",
};

async function orderTwo(page: Page, locale: Locale, productNumbers: string[]): Promise<string> {
  const orderId = await placeInvoiceOrder(page, locale, productNumbers);
  // The order emptied the cart: whatever is in it afterwards came from the reorder.
  await page.goto(cartPath(locale));
  await expect(page.getByTestId("cart-line")).toHaveCount(0);
  return orderId;
}

test.describe("reorder", () => {
  test.describe.configure({ timeout: 60_000 });

  test("de: 'Nochmals bestellen' on the order puts its lines into the cart with a notice", async ({ page, request }) => {
    const [a, b] = await productsForCheckout(request, "de");
    await newLoggedInCustomer(page, request, "reorder-de");
    const orderId = await orderTwo(page, "de", [a!.productNumber, b!.productNumber]);

    await page.goto(`/account/order/${orderId}`);
    await hydrated(page);
    const button = page.getByTestId("order-reorder");
    await expect(button).toHaveText(webMessage("de", "order.reorder.button"));
    await button.click();
    await expect(page).toHaveURL(new RegExp(`${cartPath("de")}$`));
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    await expect(page.getByTestId("cart-lines")).toContainText(a!.name);
    await expect(page.getByTestId("cart-lines")).toContainText(b!.name);
    await expect(page.getByTestId("cart-message").first()).toHaveText(ADDED_TWO.de);
    // The notice is told once: a reload shows the cart without it.
    await page.reload();
    await expect(page.getByTestId("cart-messages")).toHaveCount(0);
  });

  test("fr without JavaScript: the plain form adds the order's lines and lands on the cart with the notice", async ({ page, request, browser }) => {
    const [a, b] = await productsForCheckout(request, "fr");
    await newLoggedInCustomer(page, request, "reorder-fr");
    const orderId = await orderTwo(page, "fr", [a!.productNumber, b!.productNumber]);

    const plain = await browser.newContext({ baseURL: SHOP, locale: "fr-CH", javaScriptEnabled: false, storageState: await page.context().storageState() });
    try {
      const noJs = await plain.newPage();
      await noJs.goto(`${prefix("fr")}/account/order/${orderId}`);
      const button = noJs.getByTestId("order-reorder");
      await expect(button).toHaveText(webMessage("fr", "order.reorder.button"));
      await button.click();
      await expect(noJs).toHaveURL(new RegExp(`${cartPath("fr")}$`));
      await expect(noJs.getByTestId("cart-line")).toHaveCount(2);
      await expect(noJs.getByTestId("cart-message").first()).toHaveText(ADDED_TWO.fr);
    } finally {
      await plain.close();
    }
  });
});
