import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { responseSchema, validatorFor } from "./helpers.js";
import { setProduct } from "./cart-helpers.js";
import { add, call, codesOf, createCartPlatform, LANG, listOrders, mailbox, pid, placeOrder, registerCustomer, stockOf } from "./order-helpers.js";
import { CLICK_AND_COLLECT_ID } from "../src/seed/checkout.js";
import { paymentMethodId } from "../src/seed/ids.js";
import { transitionTransaction } from "../src/order/order-states.js";

const { app, db } = createCartPlatform();
beforeAll(async () => app.ready());
afterAll(async () => app.close());

const op = (path: string, method: string, status = "200") =>
  `paths/${path.replace(/\//g, "~1")}/${method}/responses/${status}/content/application/json/schema`;
const valid = (pointer: string, body: unknown) => expect(validatorFor(pointer)(body)).toEqual([]);
const orderCount = () => (db.prepare('SELECT COUNT(*) AS n FROM "order"').get() as { n: number }).n;
/** Oldest first. */
const mailsTo = async (email: string) => (await mailbox(app, email)).reverse();

describe("POST /store-api/checkout/order", () => {
  it("a customer's cart becomes an order: Store API shape, snapshot, stock, empty cart, mail", async () => {
    const token = await registerCustomer(app, "kundin@example.ch");
    const before = stockOf(db, pid("SW10002"));
    const cart = await add(app, token, [
      [pid("SW10002"), 2],
      [pid("SW30001"), 1],
    ]);
    const { status, body } = await placeOrder(app, token, { customerComment: "Bitte klingeln", revocation: "1" }, undefined, "?googlePrice=1&zipCode=8001&shippingMethodsCount=2&referer=x");
    expect(status).toBe(200);
    valid(op("/checkout/order", "post"), body);
    expect(body.orderNumber).toMatch(/^\d{5,}$/);
    expect(body).toMatchObject({
      amountTotal: cart.price.totalPrice,
      positionPrice: cart.price.positionPrice,
      shippingTotal: cart.deliveries[0].shippingCosts.totalPrice,
      customerComment: "Bitte klingeln",
      customFields: { shop_fulfilment: "delivery", shop_pharmacy_id: null },
      stateMachineState: { technicalName: "open", name: "Offen" },
      orderCustomer: { email: "kundin@example.ch", firstName: "Erika", lastName: "Muster" },
      currency: { isoCode: "CHF" },
    });
    expect(body.price).toMatchObject({ totalPrice: cart.price.totalPrice, netPrice: cart.price.netPrice, rawTotal: cart.price.rawTotal, taxStatus: "gross" });
    expect(body.price.calculatedTaxes).toEqual(cart.price.calculatedTaxes);
    // line items: snapshot with price, cover and (for the e-book) downloads not yet granted
    const [pill, ebook] = body.lineItems;
    expect(pill).toMatchObject({ type: "product", referencedId: pid("SW10002"), productId: pid("SW10002"), quantity: 2, position: 1, payload: { productNumber: "SW10002", isDownload: false } });
    expect(pill.cover?.media?.url ?? pill.cover?.url).toBeTruthy();
    expect(ebook.states).toEqual(["is-download"]);
    expect(ebook.downloads.length).toBeGreaterThan(0);
    expect(ebook.downloads[0]).toMatchObject({ accessGranted: false, media: { fileExtension: "pdf" } });
    // addresses, delivery, transaction with their states and methods
    expect(body.billingAddress).toMatchObject({ street: "Bahnhofstrasse 12", zipcode: "8001", city: "Zürich", country: { iso: "CH" } });
    expect(body.deliveries).toHaveLength(1);
    expect(body.deliveries[0]).toMatchObject({
      stateMachineState: { technicalName: "open" },
      shippingMethod: { technicalName: "shipping_post_parcel" },
      shippingOrderAddress: { city: "Zürich" },
    });
    expect(body.transactions).toHaveLength(1);
    expect(body.transactions[0]).toMatchObject({ stateMachineState: { technicalName: "open", name: "Offen" }, paymentMethod: { technicalName: "payment_twint" }, amount: { totalPrice: body.amountTotal } });
    // stock went down by the ordered quantity, the cart is gone (same token, empty cart)
    expect(stockOf(db, pid("SW10002"))).toEqual({ stock: before.stock - 2, available_stock: before.available_stock - 2 });
    const after = await call(app, "GET", "/store-api/checkout/cart", token);
    expect(after.body.lineItems).toEqual([]);
    // confirmation mail in German (the order's language)
    const [mail] = (await mailsTo("kundin@example.ch")).filter((m) => m.template === "order_confirmation");
    expect(mail).toMatchObject({ locale: "de", subject: `Ihre Bestellung ${body.orderNumber} bei Apotheke Alpenblick` });
    expect(mail!.text).toContain(`Gesamtbetrag: CHF ${body.amountTotal.toFixed(2)}`);
  });

  it("order numbers are sequential", async () => {
    const token = await registerCustomer(app, "sequenz@example.ch");
    await add(app, token, [[pid("SW10004"), 1]]);
    const first = (await placeOrder(app, token)).body;
    await add(app, token, [[pid("SW10004"), 1]]);
    const second = (await placeOrder(app, token)).body;
    expect(Number(second.orderNumber)).toBe(Number(first.orderNumber) + 1);
  });

  it("a guest (register guest: true) orders in Italian; the mail is Italian; a French guest gets French", async () => {
    const it_ = await registerCustomer(app, "ospite@example.ch", { guest: true, languageId: LANG.it });
    await add(app, it_, [[pid("SW10004"), 1]], LANG.it);
    const order = await placeOrder(app, it_, {}, LANG.it);
    expect(order.status).toBe(200);
    valid(op("/checkout/order", "post"), order.body);
    expect(order.body).toMatchObject({ languageId: LANG.it, stateMachineState: { name: "Aperto" }, orderCustomer: { email: "ospite@example.ch" } });
    const mail = (await mailsTo("ospite@example.ch")).find((m) => m.template === "order_confirmation");
    expect(mail).toMatchObject({ locale: "it", subject: `Il suo ordine ${order.body.orderNumber} su Apotheke Alpenblick` });
    expect(mail!.text).toContain("Importo totale: CHF");

    const fr = await registerCustomer(app, "invite@example.ch", { guest: true, languageId: LANG.fr });
    await add(app, fr, [[pid("SW10004"), 1]], LANG.fr);
    const frOrder = await placeOrder(app, fr, {}, LANG.fr);
    expect(frOrder.status).toBe(200);
    const frMail = (await mailsTo("invite@example.ch")).find((m) => m.template === "order_confirmation");
    expect(frMail).toMatchObject({ locale: "fr", subject: `Votre commande ${frOrder.body.orderNumber} chez Apotheke Alpenblick` });
    expect(frMail!.text).toContain("Montant total\u00a0: CHF");
  });

  it("without a customer: 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN; empty cart: 400 CHECKOUT__CART_EMPTY", async () => {
    const anonymous = await call(app, "POST", "/store-api/checkout/cart/line-item", undefined, { items: [{ type: "product", referencedId: pid("SW10004"), quantity: 1 }] });
    const denied = await placeOrder(app, anonymous.token);
    expect(denied.status).toBe(403);
    expect(codesOf(denied.body)).toEqual(["CHECKOUT__CUSTOMER_NOT_LOGGED_IN"]);
    const token = await registerCustomer(app, "leer@example.ch");
    const empty = await placeOrder(app, token);
    expect(empty.status).toBe(400);
    expect(codesOf(empty.body)).toEqual(["CHECKOUT__CART_EMPTY"]);
    valid(responseSchema("400"), empty.body);
    valid(responseSchema("403"), denied.body);
  });

  it("a cart whose stock ran out under it: 400 CHECKOUT__CART_INVALID with the cart error, nothing written", async () => {
    setProduct(db, "SW10005", { stock: 50, available_stock: 50, is_closeout: 1 });
    const token = await registerCustomer(app, "knapp@example.ch");
    await add(app, token, [[pid("SW10005"), 10]]);
    setProduct(db, "SW10005", { stock: 3, available_stock: 3 });
    const orders = orderCount();
    const res = await placeOrder(app, token);
    expect(res.status).toBe(400);
    expect(codesOf(res.body)).toEqual(["CHECKOUT__CART_INVALID"]);
    expect(res.body.errors[0].meta.parameters).toMatchObject({ messageKey: "product-stock-reached", quantity: 3 });
    expect(orderCount()).toBe(orders);
    expect(stockOf(db, pid("SW10005")).stock).toBe(3);
    // the cart still holds what the shopper chose; its next read reports the reduction once
    const cart = await call(app, "GET", "/store-api/checkout/cart", token);
    expect(cart.body.lineItems[0].quantity).toBe(3);
    const retry = await placeOrder(app, token);
    expect(retry.status).toBe(200);
    expect(stockOf(db, pid("SW10005")).stock).toBe(0);
    setProduct(db, "SW10005", { stock: 80, available_stock: 80, is_closeout: 0 });
  });

  it("click & collect: needs a chosen pharmacy; the shipping address is the pharmacy's", async () => {
    const token = await registerCustomer(app, "abholung@example.ch");
    await call(app, "PATCH", "/store-api/context", token, { shippingMethodId: CLICK_AND_COLLECT_ID });
    await add(app, token, [[pid("SW10004"), 1, true]]);
    const none = await placeOrder(app, token);
    expect(none.status).toBe(400);
    // Shopware's blocked shipping method (a cart error with blockOrder): the order is refused as an invalid cart
    expect(codesOf(none.body)).toEqual(["CHECKOUT__CART_INVALID"]);
    expect(none.body.errors[0].meta.parameters).toMatchObject({ messageKey: "shipping-method-blocked", reason: "NO_PHARMACY_SELECTED" });

    const pharmacy = db.prepare("SELECT * FROM pharmacy ORDER BY name LIMIT 1").get() as { id: string; name: string; street: string; zipcode: string; city: string };
    const other = db.prepare("SELECT id FROM pharmacy WHERE id != ? LIMIT 1").get(pharmacy.id) as { id: string };
    expect((await call(app, "POST", "/store-api/customer-pharmacy", token, { selectPharmacyId: pharmacy.id, limit: 1 })).status).toBe(200);
    const mismatch = await placeOrder(app, token, {}, undefined, `?selectedCheckoutPharmacyId=${other.id}`);
    expect(mismatch.status).toBe(400);
    expect(codesOf(mismatch.body)).toEqual(["CHECKOUT__PHARMACY_MISMATCH"]);

    const { status, body } = await placeOrder(app, token, {}, undefined, `?selectedCheckoutPharmacyId=${pharmacy.id}`);
    expect(status).toBe(200);
    valid(op("/checkout/order", "post"), body);
    expect(body.customFields).toEqual({ shop_fulfilment: "click_and_collect", shop_pharmacy_id: pharmacy.id });
    expect(body.shippingTotal).toBe(0);
    expect(body.deliveries[0].shippingMethod.technicalName).toBe("shipping_click_and_collect");
    expect(body.deliveries[0].shippingOrderAddress).toMatchObject({ company: pharmacy.name, street: pharmacy.street, zipcode: pharmacy.zipcode, city: pharmacy.city, firstName: "Erika" });
    // the billing address stays the customer's
    expect(body.billingAddress).toMatchObject({ street: "Bahnhofstrasse 12" });
    expect(body.addresses).toHaveLength(2);
    expect((await mailsTo("abholung@example.ch")).find((m) => m.template === "order_confirmation")!.text).toContain(`Abholung in der Partnerapotheke: ${pharmacy.name}`);
  });

  it("a payment method that was switched off: 400 CHECKOUT__CART_INVALID (payment-method-blocked), nothing written", async () => {
    const token = await registerCustomer(app, "zahlart-weg@example.ch");
    await call(app, "PATCH", "/store-api/context", token, { paymentMethodId: paymentMethodId("paypal") });
    await add(app, token, [[pid("SW10004"), 1]]);
    db.prepare("UPDATE payment_method SET active = 0 WHERE id = ?").run(paymentMethodId("paypal"));
    try {
      const orders = orderCount();
      const res = await placeOrder(app, token);
      expect(res.status).toBe(400);
      expect(codesOf(res.body)).toEqual(["CHECKOUT__CART_INVALID"]);
      expect(res.body.errors[0].meta.parameters).toMatchObject({ messageKey: "payment-method-blocked", key: "payment-method-blocked-PayPal", reason: "INACTIVE" });
      expect(orderCount()).toBe(orders);
    } finally {
      db.prepare("UPDATE payment_method SET active = 1 WHERE id = ?").run(paymentMethodId("paypal"));
    }
    expect((await placeOrder(app, token)).body.transactions[0].paymentMethod.technicalName).toBe("payment_paypal");
  });

  it("idempotencyKey: the same key answers the already created order, another key is a new order", async () => {
    const token = await registerCustomer(app, "doppelklick@example.ch");
    await add(app, token, [[pid("SW10004"), 1]]);
    const first = await placeOrder(app, token, { idempotencyKey: "k-1" });
    const again = await placeOrder(app, token, { idempotencyKey: "k-1" });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect((await mailsTo("doppelklick@example.ch")).filter((m) => m.template === "order_confirmation")).toHaveLength(1);
    const other = await placeOrder(app, token, { idempotencyKey: "k-2" });
    expect(codesOf(other.body)).toEqual(["CHECKOUT__CART_EMPTY"]);
    const bad = await placeOrder(app, token, { idempotencyKey: 42 });
    expect(bad.status).toBe(400);
  });
});

describe("POST /store-api/checkout/order with includes (Shopware encodes every Store API answer with them)", () => {
  it("answers only the listed fields of each struct — from the body or the query; the order itself is the same; bad lists 400", async () => {
    const includes = { order: ["id", "orderNumber", "lineItems", "transactions", "currency"], order_line_item: ["label", "quantity"], order_transaction: ["paymentMethod"], payment_method: ["technicalName"] };
    const token = await registerCustomer(app, "includes@example.ch");
    await add(app, token, [[pid("SW10002"), 2]]);
    const { status, body } = await placeOrder(app, token, { idempotencyKey: "with-includes", includes });
    expect(status).toBe(200);
    // a struct not listed (currency) stays whole; apiAlias is always kept
    const { currency, ...rest } = body;
    expect(rest).toEqual({
      id: expect.any(String),
      orderNumber: expect.any(String),
      lineItems: [{ label: expect.any(String), quantity: 2, apiAlias: "order_line_item" }],
      transactions: [{ paymentMethod: { technicalName: expect.any(String), apiAlias: "payment_method" }, apiAlias: "order_transaction" }],
      apiAlias: "order",
    });
    expect(currency).toMatchObject({ isoCode: "CHF", apiAlias: "currency" });
    // the same order, whole, for the same key (the idempotent replay), and through the query's includes
    const replay = await placeOrder(app, token, { idempotencyKey: "with-includes" });
    expect(replay.body).toMatchObject({ id: body.id, orderNumber: body.orderNumber, customerComment: null, lineItems: [{ label: body.lineItems[0].label, quantity: 2, unitPrice: expect.any(Number) }] });
    const byQuery = await placeOrder(app, token, { idempotencyKey: "with-includes" }, undefined, `?includes=${encodeURIComponent(JSON.stringify({ order: ["id", "amountTotal"] }))}`);
    expect(byQuery.body).toEqual({ id: body.id, amountTotal: replay.body.amountTotal, apiAlias: "order" });
    const bad = await placeOrder(app, token, { idempotencyKey: "with-includes", includes: { order: 5 } });
    expect(bad.status).toBe(400);
    expect(codesOf(bad.body)).toEqual(["FRAMEWORK__INVALID_CRITERIA_PARAMETER"]);
  });
});

describe("POST /store-api/order: only the caller's orders", () => {
  it("lists newest first with paging, paymentChangeable and documents; B sees none of A's; anonymous 403", async () => {
    const a = await registerCustomer(app, "a-liste@example.ch");
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      await add(app, a, [[pid("SW10004"), 1]]);
      ids.push((await placeOrder(app, a)).body.id as string);
    }
    const list = await listOrders(app, a, { limit: 2, page: 1 });
    expect(list.status).toBe(200);
    // documents are the documents module's (its own tests validate them); here only the order itself
    const withoutDocuments = { ...list.body, orders: { ...list.body.orders, elements: list.body.orders.elements.map((o: object) => ({ ...o, documents: [] })) } };
    valid(op("/order", "post"), withoutDocuments);
    expect(list.body.orders).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(list.body.orders.elements.map((o: { id: string }) => o.id)).toEqual([ids[2], ids[1]]);
    expect(Array.isArray(list.body.orders.elements[0].documents)).toBe(true);
    expect(list.body.orders.elements[0].lineItems).toHaveLength(1);
    expect(list.body.paymentChangeable).toEqual({ [ids[2]!]: true, [ids[1]!]: true });
    const page2 = await listOrders(app, a, { limit: 2, page: 2 });
    expect(page2.body.orders.elements.map((o: { id: string }) => o.id)).toEqual([ids[0]]);
    // the gateway's detail read: one id, exact count, newest-first sort
    const byId = await listOrders(app, a, { "total-count-mode": 1, sort: [{ field: "orderDateTime", order: "DESC" }], filter: [{ type: "equalsAny", field: "id", value: [ids[1]] }], limit: 1 });
    expect(byId.body.orders).toMatchObject({ total: 1, elements: [{ id: ids[1], lineItems: [{ quantity: 1 }] }] });
    expect(byId.body.paymentChangeable).toEqual({ [ids[1]!]: true });
    const byNumber = await listOrders(app, a, { filter: [{ type: "equals", field: "orderNumber", value: list.body.orders.elements[1].orderNumber }] });
    expect(byNumber.body.orders.elements.map((o: { id: string }) => o.id)).toEqual([ids[1]]);

    // what storefronts send: associations (always loaded anyway), includes, a state filter
    const shaped = await listOrders(app, a, {
      associations: { lineItems: { associations: { cover: {}, downloads: { associations: { media: {} } } } }, documents: {}, transactions: {} },
      includes: { order: ["id", "orderNumber"] },
      filter: [{ type: "equals", field: "stateMachineState.technicalName", value: "open" }],
      limit: 1,
    });
    expect(shaped.status).toBe(200);
    expect(shaped.body.orders.elements).toEqual([{ id: ids[2], orderNumber: expect.any(String), apiAlias: "order" }]);
    expect(shaped.body.orders.total).toBe(3);

    const b = await registerCustomer(app, "b-liste@example.ch");
    const bList = await listOrders(app, b);
    expect(bList.body.orders).toMatchObject({ total: 0, elements: [] });
    const bFilter = await listOrders(app, b, { filter: [{ type: "equals", field: "id", value: ids[0] }] });
    expect(bFilter.body.orders.elements).toEqual([]);

    const anonymous = await listOrders(app, undefined);
    expect(anonymous.status).toBe(403);
    expect(codesOf(anonymous.body)).toEqual(["CHECKOUT__CUSTOMER_NOT_LOGGED_IN"]);
  });
});

describe("POST /store-api/order/state/cancel", () => {
  it("cancels an open unpaid order (transaction, delivery, stock back); then refuses", async () => {
    const token = await registerCustomer(app, "storno@example.ch");
    const before = stockOf(db, pid("SW10013"));
    await add(app, token, [[pid("SW10013"), 2]]);
    const order = (await placeOrder(app, token)).body;
    expect(stockOf(db, pid("SW10013")).stock).toBe(before.stock - 2);

    const other = await registerCustomer(app, "fremd@example.ch");
    const foreign = await call(app, "POST", "/store-api/order/state/cancel", other, { orderId: order.id });
    expect(foreign.status).toBe(404);

    const res = await call(app, "POST", "/store-api/order/state/cancel", token, { orderId: order.id });
    expect(res.status).toBe(200);
    valid(op("/order/state/cancel", "post"), res.body);
    expect(res.body).toMatchObject({ technicalName: "cancelled", name: "Storniert" });
    expect(stockOf(db, pid("SW10013"))).toEqual(before);
    const [listed] = (await listOrders(app, token)).body.orders.elements;
    expect(listed.stateMachineState.technicalName).toBe("cancelled");
    expect(listed.transactions[0].stateMachineState.technicalName).toBe("cancelled");
    expect(listed.deliveries[0].stateMachineState.technicalName).toBe("cancelled");

    const twice = await call(app, "POST", "/store-api/order/state/cancel", token, { orderId: order.id });
    expect(twice.status).toBe(400);
    expect(codesOf(twice.body)).toEqual(["CHECKOUT__ORDER_NOT_CANCELLABLE"]);
    expect(stockOf(db, pid("SW10013"))).toEqual(before);
    const missing = await call(app, "POST", "/store-api/order/state/cancel", token, {});
    expect(codesOf(missing.body)).toEqual(["FRAMEWORK__MISSING_REQUEST_PARAMETER"]);
  });

  it("a paid order or a shipped delivery cannot be cancelled", async () => {
    const token = await registerCustomer(app, "bezahlt@example.ch");
    await add(app, token, [[pid("SW10004"), 1]]);
    const paid = (await placeOrder(app, token)).body;
    transitionTransaction(db, paid.transactions[0].id, "paid");
    const res = await call(app, "POST", "/store-api/order/state/cancel", token, { orderId: paid.id });
    expect(res.status).toBe(400);
    expect(codesOf(res.body)).toEqual(["CHECKOUT__ORDER_NOT_CANCELLABLE"]);

    await add(app, token, [[pid("SW10004"), 1]]);
    const shipped = (await placeOrder(app, token)).body;
    db.prepare("UPDATE order_delivery SET state = 'shipped' WHERE order_id = ?").run(shipped.id);
    expect(codesOf((await call(app, "POST", "/store-api/order/state/cancel", token, { orderId: shipped.id })).body)).toEqual(["CHECKOUT__ORDER_NOT_CANCELLABLE"]);
  });
});

describe("POST /store-api/order/payment and the transaction state machine", () => {
  it("changes the method of an unpaid order with a new open transaction; not for paid orders or invoice", async () => {
    const token = await registerCustomer(app, "zahlart@example.ch");
    await add(app, token, [[pid("SW30001"), 1]]);
    const order = (await placeOrder(app, token, { revocation: "1" })).body;
    transitionTransaction(db, order.transactions[0].id, "unconfirmed");
    transitionTransaction(db, order.transactions[0].id, "failed");
    const res = await call(app, "POST", "/store-api/order/payment", token, { orderId: order.id, paymentMethodId: paymentMethodId("credit_card") });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true });
    const [listed] = (await listOrders(app, token)).body.orders.elements;
    expect(listed.transactions.map((t: { stateMachineState: { technicalName: string } }) => t.stateMachineState.technicalName)).toEqual(["failed", "open"]);
    expect(listed.transactions.at(-1).paymentMethod.technicalName).toBe("payment_credit_card");
    expect(listed.primaryOrderTransactionId).toBe(listed.transactions.at(-1).id);

    // invoice is not afterOrderEnabled
    const invoice = await call(app, "POST", "/store-api/order/payment", token, { orderId: order.id, paymentMethodId: paymentMethodId("invoice") });
    expect(invoice.status).toBe(403);
    expect(codesOf(invoice.body)).toEqual(["CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE"]);
    const unknown = await call(app, "POST", "/store-api/order/payment", token, { orderId: order.id, paymentMethodId: "0".repeat(32) });
    expect(unknown.status).toBe(404);

    // paid: downloads granted, nothing changeable any more
    transitionTransaction(db, listed.transactions.at(-1).id, "paid");
    const paid = (await listOrders(app, token)).body;
    expect(paid.paymentChangeable[order.id]).toBe(false);
    expect(paid.orders.elements[0].lineItems[0].downloads[0].accessGranted).toBe(true);
    const late = await call(app, "POST", "/store-api/order/payment", token, { orderId: order.id, paymentMethodId: paymentMethodId("paypal") });
    expect(late.status).toBe(403);
  });

  it("transitionTransaction refuses illegal transitions (SYSTEM__ILLEGAL_TRANSITION) and writes nothing", async () => {
    const token = await registerCustomer(app, "zustand@example.ch");
    await add(app, token, [[pid("SW10004"), 1]]);
    const order = (await placeOrder(app, token)).body;
    const tx = order.transactions[0].id as string;
    transitionTransaction(db, tx, "paid");
    expect(() => transitionTransaction(db, tx, "open")).toThrow(/Illegal transition/);
    expect(() => transitionTransaction(db, tx, "failed")).toThrow(expect.objectContaining({ status: 400 }));
    expect(db.prepare("SELECT state FROM order_transaction WHERE id = ?").get(tx)).toEqual({ state: "paid" });
    expect(() => transitionTransaction(db, "f".repeat(32), "paid")).toThrow(expect.objectContaining({ status: 404 }));
  });
});
