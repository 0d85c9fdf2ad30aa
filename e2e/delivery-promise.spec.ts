import { expect, test } from "./fixtures";
import { cartPath, hydrated } from "./cart-support";
import { gql } from "./helpers";

interface PromiseProduct {
  name: string;
  url: string;
  productNumber: string;
  availability: { orderable: boolean; minPurchase: number; purchaseSteps: number };
  deliveryEstimate: { onOrder: boolean } | null;
}

// Issue 22: a cart with an on-order item ("Wird für Sie bestellt · 1-2 Wochen") and an in-stock item
// promised "Versand heute – Lieferung voraussichtlich Mo., 30.11.". The parcel waits for its slowest line.
test("(de) on-order + in-stock cart: each line its own promise, the order the range of the slowest", async ({ page, request }) => {
  const data = await gql<{ products: { items: PromiseProduct[] } }>(
    request,
    `{ products(limit: 100) { items { name url productNumber availability { orderable minPurchase purchaseSteps } deliveryEstimate { onOrder } } } }`,
    "de",
  );
  const plain = (p: PromiseProduct) => p.availability.orderable && p.availability.minPurchase === 1 && p.availability.purchaseSteps === 1 && p.deliveryEstimate;
  const onOrder = data.products.items.find((p) => plain(p) && p.deliveryEstimate!.onOrder);
  const inStock = data.products.items.find((p) => plain(p) && !p.deliveryEstimate!.onOrder);
  expect(onOrder, "a seeded product ordered for the shopper").toBeDefined();
  expect(inStock, "a seeded product in stock").toBeDefined();

  await page.goto(onOrder!.url);
  await expect(page.getByTestId("product-delivery-estimate")).toContainText(/^Wird für Sie bestellt · Lieferung voraussichtlich \S+ \d\d\.\d\d\. – \S+ \d\d\.\d\d\.$/);

  await page.goto(`/checkout/add-to-cart?productNumber=${inStock!.productNumber}|${onOrder!.productNumber}&quantity=1|1`);
  await expect(page).toHaveURL(new RegExp(`${cartPath("de")}$`));
  await hydrated(page);
  const lineOf = (p: PromiseProduct) => page.getByTestId("cart-line").filter({ hasText: p.name });
  await expect(lineOf(onOrder!).getByTestId("line-estimate")).toContainText("Wird für Sie bestellt · Lieferung voraussichtlich");
  const inStockLine = (await lineOf(inStock!).getByTestId("line-estimate").textContent())!;
  expect(inStockLine).toMatch(/^Lieferung voraussichtlich \S+ \d\d\.\d\d\.$/);

  const estimate = page.getByTestId("delivery-estimate");
  await expect(estimate).toContainText(/^Versand, sobald alle Artikel da sind – Lieferung voraussichtlich zwischen \S+ \d\d\.\d\d\. und \S+ \d\d\.\d\d\.$/);
  await expect(estimate).not.toContainText("Versand heute");
  // the parcel arrives no earlier than the on-order line, later than the in-stock line alone
  const [, cartEarliest] = /zwischen (\S+ \d\d\.\d\d\.)/.exec((await estimate.textContent())!)!;
  expect(inStockLine).not.toContain(cartEarliest!);
});
