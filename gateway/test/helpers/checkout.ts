/** Checkout fixtures shared by the integration suites that order against the real platform. */
import { expect } from "vitest";
import { GatewayClient } from "./client.js";

export interface CheckoutRef {
  ch: string;
  mrs: string;
  productId: string;
}

/** Switzerland, "Frau" and a physical product with plenty of stock and no quantity rules. */
export async function checkoutRef(gatewayUrl: string, platformUrl: string, accessKey: string): Promise<CheckoutRef> {
  const data = await new GatewayClient(gatewayUrl).data(`{ countries { id iso } salutations { id key } }`);
  type Row = { id: string; available?: boolean; stock?: number; availableStock?: number; minPurchase?: number; purchaseSteps?: number;
               childCount?: number; states?: string[] };
  const response = await fetch(`${platformUrl}/store-api/product`, {
    method: "POST",
    headers: { "sw-access-key": accessKey, "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ limit: 100 }),
  });
  const rows = ((await response.json()) as { elements: Row[] }).elements;
  const product = rows.find(
    (p) => p.available !== false && (p.availableStock ?? p.stock ?? 0) >= 100 && (p.minPurchase ?? 1) === 1 && (p.purchaseSteps ?? 1) === 1 &&
      !p.childCount && !(p.states ?? []).includes("is-download"),
  );
  expect(product, "an orderable physical product in the seed").toBeDefined();
  return {
    ch: data.countries.find((c: { iso: string }) => c.iso === "CH").id,
    mrs: data.salutations.find((s: { key: string }) => s.key === "mrs").id,
    productId: product!.id,
  };
}
