import { afterAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { CLICK_AND_COLLECT_ID } from "../src/seed/checkout.js";
import { paymentMethodId } from "../src/seed/ids.js";
import { invoiceDocumentId } from "../src/document/document-service.js";
import { call, createCartPlatform, LANG, placeOrder, registerCustomer } from "./order-helpers.js";

/**
 * The confirmation mail is rendered after the order's commit, from the committed order rows (the row
 * committed with the order holds only its order id, template, locale and recipient). Its content must be
 * exactly what rendering it inside the order's transaction gave: the fixture was captured from that
 * build (main fb437eb) — subject, text, html, links, locale, recipient, time — for a guest's parcel
 * (German), a download + invoice order (Italian) and click & collect (French). Order ids are random:
 * they are replaced by placeholders before comparing.
 */
const FIXTURE = new URL("./fixtures/order-confirmation-mails.json", import.meta.url);

const { app, db } = createCartPlatform({ at: "2026-11-25T09:30:00.000Z" });
afterAll(async () => app.close());

const ids = (sql: string) => (db.prepare(sql).all() as { id: string }[]).map((r) => r.id);
const physical = ids(
  "SELECT id FROM product WHERE active = 1 AND stock > 10 AND type = 'physical' AND parent_id IS NULL AND id NOT IN (SELECT parent_id FROM product WHERE parent_id IS NOT NULL) ORDER BY product_number LIMIT 3",
);
const digital = ids("SELECT id FROM product WHERE active = 1 AND type = 'digital' ORDER BY product_number LIMIT 1")[0]!;
const variant = ids("SELECT id FROM product WHERE active = 1 AND stock > 10 AND parent_id IS NOT NULL ORDER BY product_number LIMIT 1")[0]!;
const pharmacy = ids("SELECT id FROM pharmacy ORDER BY name LIMIT 1")[0]!;
const item = (referencedId: string, quantity: number, payload?: Record<string, unknown>) => ({ type: "product", referencedId, quantity, ...(payload ? { payload } : {}) });

type Mail = { id: string; to: string; template: string; locale: string; subject: string; text: string; html: string; links: string[]; createdAt: string };

/** The shop's mailbox (dev tools), the way the e2e tests read it; the order's ids made stable. */
async function confirmationOf(email: string, orderId: string) {
  const res = await app.inject({ method: "GET", url: `/__platform/mails?to=${encodeURIComponent(email)}` });
  const mails = (res.json() as { mails: Mail[] }).mails.filter((m) => m.template === "order_confirmation");
  expect(mails).toHaveLength(1);
  const { id: _, ...mail } = mails[0]!;
  const stable = (s: string) => s.replaceAll(invoiceDocumentId(orderId), "<invoice-id>").replaceAll(orderId, "<order-id>");
  return JSON.parse(stable(JSON.stringify(mail))) as Omit<Mail, "id">;
}

async function placed(token: string, body: Record<string, unknown>, query = "", languageId?: string) {
  const res = await placeOrder(app, token, body, languageId, query);
  expect(res.status).toBe(200);
  return res.body as { id: string };
}

async function threeOrders() {
  const guest = await registerCustomer(app, "later-guest@example.test", { guest: true });
  await call(app, "POST", "/store-api/checkout/cart/line-item", guest, { items: [item(physical[0]!, 2), item(physical[1]!, 1), item(variant, 1)] });
  const parcel = await placed(guest, { customerComment: "Bitte klingeln" });

  const buyer = await registerCustomer(app, "later-download@example.test");
  await call(app, "PATCH", "/store-api/context", buyer, { paymentMethodId: paymentMethodId("invoice") });
  await call(app, "POST", "/store-api/checkout/cart/line-item", buyer, { items: [item(digital, 1), item(physical[2]!, 3), { type: "promotion", referencedId: "GESUND10" }] });
  const download = await placed(buyer, { revocation: "1" }, "", LANG.it);

  const collector = await registerCustomer(app, "later-pickup@example.test");
  await call(app, "PATCH", "/store-api/context", collector, { shippingMethodId: CLICK_AND_COLLECT_ID }, LANG.fr);
  await call(app, "POST", "/store-api/customer-pharmacy", collector, { selectPharmacyId: pharmacy, limit: 1 }, LANG.fr);
  await call(app, "POST", "/store-api/checkout/cart/line-item", collector, { items: [item(physical[0]!, 4, { clickAndCollect: true }), item(physical[1]!, 1, { clickAndCollect: true })] }, LANG.fr);
  const pickup = await placed(collector, {}, `?selectedCheckoutPharmacyId=${pharmacy}`, LANG.fr);

  return {
    parcel: await confirmationOf("later-guest@example.test", parcel.id),
    downloadInvoice: await confirmationOf("later-download@example.test", download.id),
    clickAndCollect: await confirmationOf("later-pickup@example.test", pickup.id),
  };
}

describe("the order confirmation mail rendered after the commit", () => {
  it("is byte for byte the mail rendered inside the order's transaction (parcel de, download + invoice it, click & collect fr)", async () => {
    const mails = await threeOrders();
    const captured = JSON.parse(readFileSync(FIXTURE, "utf8")) as typeof mails;
    expect(mails.parcel.locale).toBe("de");
    expect(mails.downloadInvoice.locale).toBe("it");
    expect(mails.downloadInvoice.text).toContain("/document/<invoice-id>");
    expect(mails.clickAndCollect.locale).toBe("fr");
    expect(mails.clickAndCollect.text).toMatch(/retir/i);
    expect(mails).toEqual(captured);
  });
});
