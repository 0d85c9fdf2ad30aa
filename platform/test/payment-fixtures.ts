import type { FastifyInstance } from "fastify";
import { paymentMethodId, productId } from "../src/seed/ids.js";
import { h, post, register } from "./account-helpers.js";
import { pdfText as popplerText } from "./pdf-read.js";

export interface PlacedOrder {
  id: string;
  orderNumber: string;
  amountTotal: number;
  transactions: { id: string; stateMachineState: { technicalName: string } }[];
  lineItems: { id: string; downloads?: { id: string; accessGranted: boolean }[] | null }[];
  documents?: { id: string; deepLinkCode: string; documentNumber: string; documentType: { technicalName: string } }[];
}

let seq = 0;

/** A freshly registered customer (logged-in token) — each call a new one. */
export async function customer(app: FastifyInstance, tag: string, languageId?: string): Promise<string> {
  const email = `${tag}-${Date.now()}-${++seq}@example.com`;
  const { token } = await register(app, email);
  if (languageId) {
    const res = await app.inject({ method: "PATCH", url: "/store-api/context", headers: h(token), payload: { languageId } });
    if (res.statusCode !== 200) throw new Error(`language: ${res.statusCode} ${res.body}`);
  }
  return token;
}

/** Cart with the given products, payment method by key (twint, invoice, …), then POST /checkout/order. */
export async function placeOrder(app: FastifyInstance, token: string, payment: string, products: string[] = ["SW10002"]): Promise<PlacedOrder> {
  const ctx = await app.inject({ method: "PATCH", url: "/store-api/context", headers: h(token), payload: { paymentMethodId: paymentMethodId(payment) } });
  if (ctx.statusCode !== 200) throw new Error(`payment method: ${ctx.statusCode} ${ctx.body}`);
  const items = products.map((n) => ({ type: "product", referencedId: productId(n), quantity: 1 }));
  const cart = await post(app, "/store-api/checkout/cart/line-item", { items }, token);
  if (cart.statusCode !== 200) throw new Error(`cart: ${cart.statusCode} ${cart.body}`);
  // the shopper ticks the waiver of the right of withdrawal, required when digital content is ordered
  const res = await post(app, "/store-api/checkout/order", { revocation: "1" }, token);
  if (res.statusCode !== 200) throw new Error(`order: ${res.statusCode} ${res.body}`);
  return res.json() as PlacedOrder;
}

export async function orderById(app: FastifyInstance, token: string, orderId: string): Promise<PlacedOrder> {
  const res = await post(app, "/store-api/order", { filter: [{ type: "equals", field: "id", value: orderId }] }, token);
  if (res.statusCode !== 200) throw new Error(`order list: ${res.statusCode} ${res.body}`);
  return (res.json().orders.elements as PlacedOrder[])[0]!;
}

/**
 * The text a PDF shows as one line (poppler's pdftotext, which reads the embedded fonts' ToUnicode maps): every run of
 * white space, no-break spaces included, is one space, so a sentence wrapped over two lines reads as one.
 */
export function pdfText(pdf: Buffer): string {
  return popplerText(pdf).replace(/\s+/g, " ");
}
