import { afterAll, describe, expect, it, vi } from "vitest";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { openDb } from "../src/db/connection.js";
import { migrate } from "../src/db/migrate.js";
import { seed } from "../src/seed/seed.js";
import { MailOutbox } from "../src/mail/outbox.js";
import { CLICK_AND_COLLECT_ID } from "../src/seed/checkout.js";
import { paymentMethodId } from "../src/seed/ids.js";
import { invoiceDocumentId } from "../src/document/document-service.js";
import { add, call, createCartPlatform, item, LANG, orderKinds, pid, placeOrder, registerCustomer } from "./order-helpers.js";

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

const { physical, digital, variant, pharmacy } = orderKinds(db);

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

describe("the mail is the order as placed, whenever it is rendered", () => {
  it("a payment method changed before the rendering: the mail names the method the order was placed with", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const token = await registerCustomer(app, "later-change@example.test", { guest: true });
      await call(app, "POST", "/store-api/checkout/cart/line-item", token, { items: [item(physical[0]!, 1)] });
      const order = await placed(token, {});
      const changed = await call(app, "POST", "/store-api/order/payment", token, { orderId: order.id, paymentMethodId: paymentMethodId("credit_card") });
      expect(changed.status).toBe(200);
      expect(db.prepare("SELECT pending FROM mail_outbox WHERE to_address = ?").get("later-change@example.test")).toEqual({ pending: 1 });
      const mail = await confirmationOf("later-change@example.test", order.id);
      expect(mail.text).toContain("Zahlungsart: TWINT");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a confirmation mail committed with its order is delivered exactly once", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "order-mail-later-"));
  const file = path.join(dir, "platform.sqlite");
  const seeded = openDb(file);
  migrate(seeded);
  seed(seeded, { size: "small" });
  seeded.close();
  const other = openDb(file);
  const rowsOf = (email: string) =>
    other.prepare("SELECT id, pending, subject, text_body AS text FROM mail_outbox WHERE to_address = ? AND template = 'order_confirmation'").all(email) as {
      id: string;
      pending: number;
      subject: string;
      text: string;
    }[];
  afterAll(() => {
    other.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function orderOn(platform: FastifyInstance, email: string) {
    const token = await registerCustomer(platform, email, { guest: true });
    await add(platform, token, [[pid("SW10002"), 1]]);
    const res = await placeOrder(platform, token);
    expect(res.status).toBe(200);
    return res.body as { orderNumber: string };
  }

  it("rendered after the commit without anyone reading the outbox", async () => {
    const { app: platform, db: own } = createCartPlatform({ db: openDb(file) });
    try {
      const order = await orderOn(platform, "later-timer@example.test");
      await vi.waitFor(() => expect(rowsOf("later-timer@example.test")).toMatchObject([{ pending: 0, subject: `Ihre Bestellung ${order.orderNumber} bei Apotheke Alpenblick` }]), {
        timeout: 5_000,
      });
    } finally {
      await platform.close();
      own.close();
    }
  });

  it("a crash between the order's commit and the mail's rendering: the next start renders it, once", async () => {
    // the process that places the order never gets to its delivery timer: it "crashes" after the answer
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const crashed = createCartPlatform({ db: openDb(file) });
    let order: { orderNumber: string };
    try {
      order = await orderOn(crashed.app, "later-crash@example.test");
      // committed with the order (another connection sees it), not rendered
      expect(rowsOf("later-crash@example.test")).toMatchObject([{ pending: 1, subject: "", text: "" }]);
      vi.clearAllTimers();
    } finally {
      vi.useRealTimers();
      await crashed.app.close();
      crashed.db.close();
    }
    const [queued] = rowsOf("later-crash@example.test");

    const restarted = createCartPlatform({ db: openDb(file) });
    const [delivered] = rowsOf("later-crash@example.test");
    expect(rowsOf("later-crash@example.test")).toHaveLength(1);
    expect(delivered).toMatchObject({ id: queued!.id, pending: 0, subject: `Ihre Bestellung ${order!.orderNumber} bei Apotheke Alpenblick` });
    expect(delivered!.text).toContain("Gesamtbetrag: CHF");
    await restarted.app.close();
    restarted.db.close();

    // a second start, and a late deliverer on another connection (another process), render nothing again
    const again = createCartPlatform({ db: openDb(file) });
    const late = new MailOutbox(other, () => new Date());
    let renders = 0;
    late.renderLater(
      "order_confirmation",
      () => {
        renders++;
        return { vars: {} };
      },
      () => {},
    );
    expect(late.deliver()).toBe(0);
    expect(renders).toBe(0);
    expect(rowsOf("later-crash@example.test")).toEqual([delivered]);
    await again.app.close();
    again.db.close();
  });
});
