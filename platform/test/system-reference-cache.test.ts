/**
 * The rendered reference entities (shipping/payment methods, countries, currency, sales channel) are kept
 * between requests (context/system-repository.ts): a write to their tables must still show at the next
 * read, and what is shared must not be changeable by one caller.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SystemRepository } from "../src/context/system-repository.js";
import { SYSTEM_LANGUAGE_ID } from "../src/ids.js";
import { add, call, createCartPlatform, pid, registerCustomer } from "./order-helpers.js";

const { app, db } = createCartPlatform();
beforeAll(async () => app.ready());
afterAll(async () => app.close());

// the sales channel's default shipping method (parcel delivery)
const STANDARD = (db.prepare("SELECT shipping_method_id AS id FROM sales_channel LIMIT 1").get() as { id: string }).id;
const rename = (name: string) => db.prepare("UPDATE shipping_method_translation SET name = ? WHERE shipping_method_id = ?").run(name, STANDARD);
const shippingName = (body: Record<string, any>) => body.shippingMethod?.translated?.name;

describe("reference entities kept between requests", () => {
  it("a write to the shipping method shows at the next context and cart read", async () => {
    const token = await registerCustomer(app, "cache@example.ch", { guest: true });
    await add(app, token, [[pid("SW10002"), 1]]);
    const before = await call(app, "GET", "/store-api/context", token);
    expect(before.body.shippingMethod.id).toBe(STANDARD);
    const original = shippingName(before.body);
    expect((await call(app, "GET", "/store-api/context", token)).body).toEqual(before.body);
    rename("Paketpost neu");
    expect(shippingName((await call(app, "GET", "/store-api/context", token)).body)).toBe("Paketpost neu");
    const cart = await call(app, "GET", "/store-api/checkout/cart", token);
    expect(cart.body.deliveries[0].shippingMethod.translated.name).toBe("Paketpost neu");
    rename(original);
    expect(shippingName((await call(app, "GET", "/store-api/context", token)).body)).toBe(original);
  });

  it("a renamed salutation shows at once in the salutation list and in the customer's address", async () => {
    const token = await registerCustomer(app, "salutation@example.ch");
    const customer = async () => (await call(app, "GET", "/store-api/account/customer", token)).body;
    const salutationId = (await customer()).defaultBillingAddress.salutation.id as string;
    const renameSalutation = (name: string) => db.prepare("UPDATE salutation_translation SET display_name = ? WHERE salutation_id = ?").run(name, salutationId);
    const original = (await customer()).defaultBillingAddress.salutation.translated.displayName;
    renameSalutation("Geehrte");
    expect((await customer()).defaultBillingAddress.salutation.translated.displayName).toBe("Geehrte");
    const list = await call(app, "POST", "/store-api/salutation", token, {});
    expect(list.body.elements.find((s: { id: string }) => s.id === salutationId).translated.displayName).toBe("Geehrte");
    renameSalutation(original);
    expect((await customer()).defaultBillingAddress.salutation.translated.displayName).toBe(original);
  });

  it("hands every caller the same frozen entity until a write", () => {
    const system = new SystemRepository(db);
    const chain = [SYSTEM_LANGUAGE_ID];
    const [first] = system.shippingMethods([STANDARD], chain);
    expect(system.shippingMethods([STANDARD], chain)[0]).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen((first!.prices as unknown[])[0]) && Object.isFrozen(first!.deliveryTime)).toBe(true);
    expect(() => {
      (first as Record<string, unknown>).name = "changed";
    }).toThrow(TypeError);
    rename("Nochmals neu");
    expect(system.shippingMethods([STANDARD], chain)[0]).not.toBe(first);
  });
});
