/** Helpers of the cart end-to-end tests: products found through the GraphQL API, never fixed ids. */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { gql, type Locale } from "./helpers";

export interface ShopProduct {
  id: string;
  name: string;
  url: string;
  productNumber: string;
  clickAndCollect: boolean;
  available: boolean;
  availability: { orderable: boolean; minPurchase: number; purchaseSteps: number; maxPurchase: number | null };
}

/** Orderable products (in stock, one piece steps), optionally only those that may be collected at a pharmacy. */
export async function orderableProducts(request: APIRequestContext, locale: Locale, { clickAndCollect = false } = {}): Promise<ShopProduct[]> {
  const data = await gql<{ products: { items: ShopProduct[] } }>(
    request,
    `{ products(limit: 60) { items { id name url productNumber clickAndCollect available availability { orderable minPurchase purchaseSteps maxPurchase } } } }`,
    locale,
  );
  const list = data.products.items.filter(
    (p) => p.available && p.availability.orderable && p.availability.minPurchase === 1 && p.availability.purchaseSteps === 1 && (!clickAndCollect || p.clickAndCollect),
  );
  expect(list.length, "orderable seeded products").toBeGreaterThan(3);
  return list;
}

/** Orderable products with the unit price the catalogue shows (for carts that must reach a given goods value). */
export async function pricedProducts(request: APIRequestContext, locale: Locale): Promise<(ShopProduct & { price: number })[]> {
  const data = await gql<{ products: { items: { productNumber: string; price: { unitPrice: { amount: number } } }[] } }>(
    request,
    `{ products(limit: 60) { items { productNumber price { unitPrice { amount } } } } }`,
    locale,
  );
  const prices = new Map(data.products.items.map((p) => [p.productNumber, p.price.unitPrice.amount]));
  return (await orderableProducts(request, locale)).map((p) => ({ ...p, price: prices.get(p.productNumber) ?? 0 }));
}

export const cartPath = (locale: Locale) => (locale === "de" ? "/checkout/cart" : `/${locale}/checkout/cart`);

/** Waits until React has hydrated the page (HydrationMarker). */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Adds `product` from its page with JavaScript: the side cart opens. */
export async function addFromProductPage(page: Page, product: ShopProduct, locale: Locale, fulfilment?: "DELIVERY" | "CLICK_AND_COLLECT") {
  await page.goto(locale === "de" ? product.url : `/${locale}${product.url}`);
  await hydrated(page);
  if (fulfilment) await page.getByTestId(`fulfilment-${fulfilment}`).check();
  await page.getByTestId("add-to-cart").click();
}
