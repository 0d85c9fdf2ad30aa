import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { add, call, createCartPlatform, LANG, mailbox, pid, placeOrder, registerCustomer } from "./order-helpers.js";
import { setProduct } from "./cart-helpers.js";
import { paymentMethodId } from "../src/seed/ids.js";
import { deliveryTimeId } from "../src/seed/catalogue/insert.js";
import { CLICK_AND_COLLECT_ID } from "../src/seed/checkout.js";

// Friday 14.03.2025 15:59 in Zurich: an in-stock parcel would leave today and arrive Mon 17.03.
const { app, db } = createCartPlatform({ at: "2025-03-14T14:59:00Z" });
beforeAll(async () => app.ready());
afterAll(async () => app.close());

const confirmation = async (email: string) => (await mailbox(app, email)).find((m) => m.template === "order_confirmation")!.text;

async function customer(email: string, languageId: string) {
  const token = await registerCustomer(app, email, { guest: true, languageId });
  await call(app, "PATCH", "/store-api/context", token, { paymentMethodId: paymentMethodId("invoice") }, languageId);
  return token;
}

describe("order confirmation mail: the delivery promise the order was placed with (issue 22)", () => {
  it("an on-order line (1-2 weeks) dates the parcel: de, it and fr", async () => {
    setProduct(db, "SW10014", { stock: 0, available_stock: 0, delivery_time_id: deliveryTimeId("7-14d") });
    const texts: Record<string, string> = {};
    for (const [lang, email] of [["de", "promise-de@example.ch"], ["it", "promise-it@example.ch"], ["fr", "promise-fr@example.ch"]] as const) {
      const token = await customer(email, LANG[lang]);
      await add(app, token, [[pid("SW10004"), 1], [pid("SW10014"), 1]], LANG[lang]);
      expect((await placeOrder(app, token, {}, LANG[lang])).status).toBe(200);
      texts[lang] = await confirmation(email);
    }
    // 5–10 working days to get it (from Fri 14.03.), then 1–2 working days on the road
    expect(texts.de).toContain("Lieferung voraussichtlich zwischen 24.03.2025 und 01.04.2025.");
    expect(texts.it).toContain("Consegna prevista tra il 24.03.2025 e il 01.04.2025.");
    expect(texts.fr).toContain("Livraison prévue entre le 24.03.2025 et le 01.04.2025.");
  });

  it("click & collect: ready at the pharmacy from its first opening on the arrival day", async () => {
    const pharmacy = db.prepare("SELECT id FROM pharmacy ORDER BY name LIMIT 1").get() as { id: string };
    db.prepare("DELETE FROM pharmacy_opening_interval WHERE pharmacy_id = ?").run(pharmacy.id);
    db.prepare("DELETE FROM pharmacy_closure WHERE pharmacy_id = ?").run(pharmacy.id);
    // closed on Mondays: the parcel arrives Mon 17.03., the pharmacy hands it out Tuesday from 08:30
    for (const weekday of [2, 3, 4, 5]) db.prepare("INSERT INTO pharmacy_opening_interval VALUES (?, ?, '08:30', '18:00')").run(pharmacy.id, weekday);
    const token = await customer("promise-pickup@example.ch", LANG.de);
    await call(app, "PATCH", "/store-api/context", token, { shippingMethodId: CLICK_AND_COLLECT_ID });
    await add(app, token, [[pid("SW10004"), 1, true]]);
    await call(app, "POST", "/store-api/customer-pharmacy", token, { selectPharmacyId: pharmacy.id, limit: 1 });
    expect((await placeOrder(app, token)).status).toBe(200);
    const text = await confirmation("promise-pickup@example.ch");
    expect(text).toContain("Abholbereit ab 18.03.2025, 08:30 Uhr.");
    expect(text).not.toContain("Lieferung voraussichtlich");
  });
});
