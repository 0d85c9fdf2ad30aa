import type { FastifyInstance } from "fastify";
import { inflateSync } from "node:zlib";
import { paymentMethodId, productId } from "../src/seed/ids.js";
import { h, post, register } from "./account-helpers.js";

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
 * The text a PDF shows, read the way a viewer does for pdfkit's built-in fonts: every content stream
 * inflated, the hex strings of TJ/Tj operators decoded as WinAnsi (latin1 for the letters we use).
 * Kerned pieces of one text run are joined; runs (lines) are joined with single spaces, so a sentence
 * wrapped over two lines reads as one.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const runs: string[] = [];
  const streamRe = /(?<!end)stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = streamRe.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString("latin1");
    } catch {
      content = bytes.toString("latin1");
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
      const hexes = tj[1] !== undefined ? [...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((x) => x[1]!) : [tj[2]!];
      runs.push(hexes.map((hx) => Buffer.from(hx, "hex").toString("latin1")).join(""));
    }
    streamRe.lastIndex = end + "endstream".length;
  }
  return runs.join(" ").replace(/\s+/g, " ");
}
