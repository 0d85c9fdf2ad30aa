import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountPlatform, h } from "./account-helpers.js";
import { setPrice } from "./cart-helpers.js";
import { customer, orderById, pdfText, placeOrder } from "./payment-fixtures.js";
import { NBSP } from "@shop/rules";
import { SEED_IDS } from "../src/seed/ids.js";
import { mailbox } from "./order-helpers.js";

/**
 * Issue 22: the CHF total is rounded to 5 Rappen (currency totalRounding) while items keep 1 Rappen; the
 * confirmation mail and the invoice print that difference as its own line so the figures add up.
 */
const { app, db } = createAccountPlatform();
beforeAll(async () => app.ready());
afterAll(async () => app.close());

interface PricedOrder {
  id: string;
  orderNumber: string;
  amountTotal: number;
  shippingTotal: number;
  positionPrice: number;
  price: { rawTotal: number; totalPrice: number };
  documents: { id: string; deepLinkCode: string; documentType: { technicalName: string } }[];
}

const mailOf = async (orderNumber: string) =>
  (await mailbox(app)).find((m) => m.template === "order_confirmation" && m.subject.includes(orderNumber))!.text;

/** "CHF 1'234.50" / "CHF -0.02" → number (the shop's one notation). */
const chf = (shown: string) => Number(shown.replace(/^CHF\s/, "").replace(/'/g, ""));

describe("5-Rappen rounding line in the confirmation mail and the invoice", () => {
  it.each([
    ["de", "Gesamtbetrag", "Rundung", "Versandkosten"],
    ["it", "Importo totale", "Arrotondamento", "Spese di spedizione"],
    ["fr", "Montant total", "Arrondi", "Frais d'envoi"],
  ] as const)("%s: goods 12.34 + shipping → rounded total with its %s line, and the figures add up", async (lang, totalLabel, roundingLabel, shippingLabel) => {
    // 12.34 + 7.70 = 20.04 → payable 20.05: the cart keeps rawTotal 20.04 (items to the Rappen)
    setPrice(db, "SW10002", 12.34);
    const token = await customer(app, `rounding-${lang}`, SEED_IDS.languages[lang]);
    const placed = await placeOrder(app, token, "invoice", ["SW10002"]);
    const order = (await orderById(app, token, placed.id)) as unknown as PricedOrder;
    expect(order.price.rawTotal).toBe(20.04);
    expect(order.amountTotal).toBe(20.05);

    const text = await mailOf(order.orderNumber);
    // French typography keeps "CHF" and its amount on one line (a no-break space)
    const CHF = lang === "fr" ? `CHF${NBSP}` : "CHF ";
    const line = (label: string) => new RegExp(`^${label}[ \u00a0]?: (${CHF}-?[\\d'.]+)$`, "m").exec(text)?.[1];
    expect(line(roundingLabel)).toBe(`${CHF}0.01`);
    expect(line(totalLabel)).toBe(`${CHF}20.05`);
    const goods = [...text.matchAll(new RegExp(`^\\d+ × .+ — (${CHF}-?[\\d'.]+)$`, "gm"))].map((m) => chf(m[1]!));
    const sum = goods.reduce((a, b) => a + b, 0) + chf(line(shippingLabel)!) + chf(line(roundingLabel)!);
    expect(Math.round(sum * 100) / 100).toBe(chf(line(totalLabel)!));

    const invoice = order.documents.find((d) => d.documentType.technicalName === "invoice")!;
    const res = await app.inject({ method: "GET", url: `/store-api/document/download/${invoice.id}/${invoice.deepLinkCode}`, headers: h(token) });
    expect(pdfText(res.rawPayload)).toContain(`${roundingLabel} CHF 0.01`);
  });

  it("no rounding needed → no rounding line", async () => {
    setPrice(db, "SW10002", 12.35);
    const token = await customer(app, "no-rounding");
    const order = (await orderById(app, token, (await placeOrder(app, token, "invoice", ["SW10002"])).id)) as unknown as PricedOrder;
    expect(order.amountTotal).toBe(20.05);
    expect(await mailOf(order.orderNumber)).not.toContain("Rundung");
    const invoice = order.documents.find((d) => d.documentType.technicalName === "invoice")!;
    const res = await app.inject({ method: "GET", url: `/store-api/document/download/${invoice.id}/${invoice.deepLinkCode}`, headers: h(token) });
    expect(pdfText(res.rawPayload)).not.toContain("Rundung");
  });
});
