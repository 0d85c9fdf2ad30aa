import { expect, test } from "./fixtures";
import { cartPath, hydrated } from "./cart-support";
import { checkoutPath, choosePayment, continueAsGuest, placeOrder } from "./checkout-support";
import { uniqueEmail } from "./account-support";
import { gql, LOCALES, messagePattern, prefix, webMessage } from "./helpers";

interface PromiseProduct {
  name: string;
  url: string;
  productNumber: string;
  availability: { orderable: boolean; minPurchase: number; purchaseSteps: number };
  deliveryEstimate: { onOrder: boolean } | null;
}

/** "Mo. 30.11." / "lun. 30.11." → "30.11.": the day and month every locale prints the same way. */
const dayMonth = (text: string) => [...text.matchAll(/\d\d\.\d\d\./g)].map((m) => m[0]);

// Issue 22: a cart with an on-order item ("Wird für Sie bestellt · 1-2 Wochen") and an in-stock item
// promised "Versand heute – Lieferung voraussichtlich Mo., 30.11.". The parcel waits for its slowest line,
// and cart, checkout and success page promise the same range, in every language.
for (const locale of LOCALES) {
  test(`(${locale}) on-order + in-stock cart: each line its own promise, cart, checkout and success the range of the slowest`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const text = (id: string) => messagePattern(webMessage(locale, id));
    const data = await gql<{ products: { items: PromiseProduct[] } }>(
      request,
      `{ products(limit: 100) { items { name url productNumber availability { orderable minPurchase purchaseSteps } deliveryEstimate { onOrder } } } }`,
      locale,
    );
    const plain = (p: PromiseProduct) => p.availability.orderable && p.availability.minPurchase === 1 && p.availability.purchaseSteps === 1 && p.deliveryEstimate;
    const onOrder = data.products.items.find((p) => plain(p) && p.deliveryEstimate!.onOrder);
    const inStock = data.products.items.find((p) => plain(p) && !p.deliveryEstimate!.onOrder);
    expect(onOrder, "a seeded product ordered for the shopper").toBeDefined();
    expect(inStock, "a seeded product in stock").toBeDefined();

    await page.goto(`${prefix(locale)}${onOrder!.url}`);
    await expect(page.getByTestId("product-delivery-estimate")).toHaveText(text("cart.line.estimateOnOrder"));

    await page.goto(`${prefix(locale)}/checkout/add-to-cart?productNumber=${inStock!.productNumber}|${onOrder!.productNumber}&quantity=1|1`);
    await expect(page).toHaveURL(new RegExp(`${cartPath(locale)}$`));
    await hydrated(page);
    const lineOf = (p: PromiseProduct) => page.getByTestId("cart-line").filter({ hasText: p.name });
    await expect(lineOf(onOrder!).getByTestId("line-estimate")).toHaveText(text("cart.line.estimateOnOrder"));
    await expect(lineOf(inStock!).getByTestId("line-estimate")).toHaveText(text("cart.line.estimate"));
    const inStockLine = (await lineOf(inStock!).getByTestId("line-estimate").textContent())!;

    const estimate = page.getByTestId("delivery-estimate");
    await expect(estimate).toHaveText(text("cart.estimate.onOrder"));
    // the parcel arrives no earlier than the on-order line, later than the in-stock line alone
    const range = dayMonth((await estimate.textContent())!);
    expect(range).toHaveLength(2);
    expect(dayMonth(inStockLine)).not.toContain(range[0]);

    await page.goto(checkoutPath(locale));
    await continueAsGuest(page, { email: uniqueEmail(`promise-${locale}`) });
    const summary = page.getByTestId("checkout-summary");
    await expect(summary.getByTestId("delivery-estimate")).toHaveText(text("cart.estimate.onOrder"));
    expect(dayMonth((await summary.getByTestId("delivery-estimate").textContent())!)).toEqual(range);

    await choosePayment(page, "payment_invoice");
    await placeOrder(page);
    await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}$/);
    const success = page.getByTestId("order-delivery-estimate");
    await expect(success).toContainText(messagePattern(webMessage(locale, "success.next.deliveryDates"), { whole: false }));
    expect(dayMonth((await success.textContent())!)).toEqual(range);
  });
}
