import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatChf } from "@shop/rules";
import { createAccountPlatform, codes, h, post, STOREFRONT } from "./account-helpers.js";
import { customer, orderById, placeOrder } from "./payment-fixtures.js";
import { SEED_IDS } from "../src/seed/ids.js";
import { PAYMENT_SESSION_TTL_MS } from "../src/payment/payment-service.js";

const { app, db, clock } = createAccountPlatform();
beforeAll(async () => app.ready());
afterAll(async () => app.close());

const FINISH = `${STOREFRONT}/de/checkout/success/x/paid`;
const ERROR = `${STOREFRONT}/de/checkout/success/x/unpaid`;

const handle = (token: string, payload: Record<string, unknown>) => post(app, "/store-api/handle-payment", payload, token);
const txState = (transactionId: string) =>
  (db.prepare("SELECT state FROM order_transaction WHERE id = ?").get(transactionId) as { state: string }).state;
const simulatorPath = (redirectUrl: string) => new URL(redirectUrl).pathname;
const decide = (path: string, action: string) =>
  app.inject({ method: "POST", url: path, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: `action=${action}` });

describe("handle-payment", () => {
  it("synchronous methods (invoice, prepayment) need no provider: redirectUrl null, transaction stays open", async () => {
    const token = await customer(app, "sync");
    for (const method of ["invoice", "prepayment"]) {
      const order = await placeOrder(app, token, method);
      const res = await handle(token, { orderId: order.id, finishUrl: FINISH, errorUrl: ERROR });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ redirectUrl: null });
      expect(txState(order.transactions[0]!.id)).toBe("open");
    }
  });

  it("asynchronous methods get a simulator URL and the transaction becomes unconfirmed (GET with query works too)", async () => {
    const token = await customer(app, "async");
    for (const method of ["twint", "credit_card", "postfinance_card", "paypal"]) {
      const order = await placeOrder(app, token, method);
      const res = await app.inject({
        method: "GET",
        url: `/store-api/handle-payment?orderId=${order.id}&finishUrl=${encodeURIComponent(FINISH)}&errorUrl=${encodeURIComponent(ERROR)}`,
        headers: h(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().redirectUrl).toMatch(/^http:\/\/platform\.test\/__platform\/payment\/[A-Za-z0-9]{40}$/);
      expect(txState(order.transactions[0]!.id)).toBe("unconfirmed");
    }
  });

  it("refuses return URLs outside the storefront origins (no open redirect), writes nothing", async () => {
    const token = await customer(app, "redirect");
    const order = await placeOrder(app, token, "twint");
    for (const [field, url] of [
      ["finishUrl", "https://evil.example/steal"],
      ["errorUrl", "https://evil.example/steal"],
      ["finishUrl", "javascript:alert(1)"],
      ["finishUrl", "//evil.example/x"],
      ["finishUrl", "http://shop.test@evil.example/x"],
      ["errorUrl", "http://user:pw@shop.test/x"],
      // issue 20: any *.test host and any local port were taken for the storefront
      ["finishUrl", "http://evil.test/x"],
      ["finishUrl", "http://localhost:6666/phish"],
      ["errorUrl", "http://127.0.0.1:5173/back"],
      ["finishUrl", "https://shop.test/x"],
      ["finishUrl", "http://shop.test:8080/x"],
      ["finishUrl", "http://shop.test.evil.example/x"],
    ] as const) {
      const res = await handle(token, { orderId: order.id, finishUrl: FINISH, errorUrl: ERROR, [field]: url });
      expect(res.statusCode, url).toBe(400);
      expect(codes(res)).toEqual(["CHECKOUT__PAYMENT_INVALID_RETURN_URL"]);
      expect(res.json().errors[0].source.pointer).toBe(`/${field}`);
    }
    expect(txState(order.transactions[0]!.id)).toBe("open");
    expect(db.prepare("SELECT COUNT(*) AS n FROM payment_session WHERE transaction_id = ?").get(order.transactions[0]!.id)).toEqual({ n: 0 });
    // exactly the configured storefront origins (PLATFORM_STOREFRONT_URLS / STORE_HOST) pass, with any path
    for (const ok of ["http://shop.test/checkout/finish?x=1", "http://shop.test/"]) {
      expect((await handle(token, { orderId: order.id, finishUrl: ok, errorUrl: ok })).statusCode).toBe(200);
    }
  });

  it("missing orderId → 400 FRAMEWORK__MISSING_REQUEST_PARAMETER; no customer → 403; another customer's order → 404; paid → 400", async () => {
    const token = await customer(app, "errors");
    const res = await handle(token, { finishUrl: FINISH });
    expect(res.statusCode).toBe(400);
    expect(codes(res)).toEqual(["FRAMEWORK__MISSING_REQUEST_PARAMETER"]);
    expect(res.json().errors[0].detail).toContain("orderId");

    const order = await placeOrder(app, token, "twint");
    const anonymous = await post(app, "/store-api/handle-payment", { orderId: order.id });
    expect(anonymous.statusCode).toBe(403);
    expect(codes(anonymous)).toEqual(["CHECKOUT__CUSTOMER_NOT_LOGGED_IN"]);

    const other = await customer(app, "errors-b");
    const foreign = await handle(other, { orderId: order.id, finishUrl: FINISH });
    expect(foreign.statusCode).toBe(404);
    expect(codes(foreign)).toEqual(["CHECKOUT__ORDER_NOT_FOUND"]);
    expect(txState(order.transactions[0]!.id)).toBe("open");

    const { redirectUrl } = (await handle(token, { orderId: order.id, finishUrl: FINISH, errorUrl: ERROR })).json();
    expect((await decide(simulatorPath(redirectUrl), "pay")).statusCode).toBe(303);
    const paid = await handle(token, { orderId: order.id, finishUrl: FINISH });
    expect(paid.statusCode).toBe(400);
    expect(codes(paid)).toEqual(["CHECKOUT__ORDER_ALREADY_PAID"]);
  });
});

describe("payment provider simulator", () => {
  it("shows a labelled test double in the shopper's language with order number, CHF amount and method", async () => {
    const token = await customer(app, "page-it", SEED_IDS.languages.it);
    const order = await placeOrder(app, token, "twint");
    const { redirectUrl } = (await handle(token, { orderId: order.id, finishUrl: FINISH, errorUrl: ERROR })).json();
    const page = await app.inject({ method: "GET", url: simulatorPath(redirectUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.headers["content-security-policy"]).toContain(`form-action 'self' ${STOREFRONT}`);
    const html = page.body;
    expect(html).toContain('<html lang="it-CH">');
    expect(html).toContain("Ambiente di prova");
    expect(html).toContain(`Pagamento dell&#39;ordine ${order.orderNumber}`);
    expect(html).toContain(formatChf(order.amountTotal, "it"));
    expect(html).toContain("TWINT");
    expect(html).toMatch(/<form method="post" action="\/__platform\/payment\/[A-Za-z0-9]{40}">/);
    for (const [action, label] of [["pay", "Paga"], ["fail", "Far fallire il pagamento"], ["cancel", "Annulla il pagamento"]]) {
      expect(html).toContain(`name="action" value="${action}"`);
      expect(html).toContain(`>${label}</button>`);
    }
    expect(html).not.toMatch(/<(script|link|img)\b/);
  });

  it("pay → paid, 303 to finishUrl, downloads granted, link single-use (410 afterwards)", async () => {
    const token = await customer(app, "pay");
    const order = await placeOrder(app, token, "credit_card", ["SW10002", "SW30001"]);
    const tx = order.transactions[0]!.id;
    const { redirectUrl } = (await handle(token, { orderId: order.id, finishUrl: FINISH, errorUrl: ERROR })).json();
    const path = simulatorPath(redirectUrl);
    const res = await decide(path, "pay");
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(FINISH);
    expect(txState(tx)).toBe("paid");
    const after = await orderById(app, token, order.id);
    expect(after.transactions.at(-1)!.stateMachineState.technicalName).toBe("paid");
    expect(after.lineItems.flatMap((l) => l.downloads ?? []).map((d) => d.accessGranted)).toEqual([true]);
    expect((db.prepare('SELECT state FROM "order" WHERE id = ?').get(order.id) as { state: string }).state).toBe("open");

    const again = await decide(path, "fail");
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain("nicht mehr gültig");
    // the 410 page leads back to the shop: the order is paid, so to the finish page
    expect(again.body).toContain(`<a href="${FINISH}">Zurück zum Shop</a>`);
    expect(txState(tx)).toBe("paid");
    expect((await app.inject({ method: "GET", url: path })).statusCode).toBe(410);
  });

  it("fail → failed and cancel → cancelled, both 303 to errorUrl; a retry gets a new link", async () => {
    const token = await customer(app, "fail");
    const order = await placeOrder(app, token, "twint");
    const tx = order.transactions[0]!.id;
    const first = (await handle(token, { orderId: order.id, finishUrl: FINISH, errorUrl: ERROR })).json().redirectUrl as string;
    const failed = await decide(simulatorPath(first), "fail");
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe(ERROR);
    expect(txState(tx)).toBe("failed");

    const second = (await handle(token, { orderId: order.id, finishUrl: FINISH, errorUrl: ERROR })).json().redirectUrl as string;
    expect(second).not.toBe(first);
    expect(txState(tx)).toBe("unconfirmed");
    const cancelled = await decide(simulatorPath(second), "cancel");
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(ERROR);
    expect(txState(tx)).toBe("cancelled");

    const third = (await handle(token, { orderId: order.id, finishUrl: FINISH, errorUrl: ERROR })).json().redirectUrl as string;
    expect((await decide(simulatorPath(third), "pay")).headers.location).toBe(FINISH);
    expect(txState(tx)).toBe("paid");
  });

  it("a newer link replaces an unused older one; an expired link is gone; unknown tokens 404; bad actions 400", async () => {
    const token = await customer(app, "expiry");
    const order = await placeOrder(app, token, "paypal");
    const older = (await handle(token, { orderId: order.id, finishUrl: FINISH, errorUrl: ERROR })).json().redirectUrl as string;
    const newer = (await handle(token, { orderId: order.id, finishUrl: FINISH, errorUrl: ERROR })).json().redirectUrl as string;
    expect((await app.inject({ method: "GET", url: simulatorPath(older) })).statusCode).toBe(410);
    expect((await decide(simulatorPath(older), "pay")).statusCode).toBe(410);

    const bad = await decide(simulatorPath(newer), "refund");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('role="alert"');
    expect(txState(order.transactions[0]!.id)).toBe("unconfirmed");

    clock.advance(3_600_001);
    expect((await app.inject({ method: "GET", url: simulatorPath(newer) })).statusCode).toBe(410);
    expect((await decide(simulatorPath(newer), "pay")).statusCode).toBe(410);
    expect(txState(order.transactions[0]!.id)).toBe("unconfirmed");

    const unknown = await app.inject({ method: "GET", url: "/__platform/payment/doesnotexist" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<html lang="de-CH">');
  });

  it("expired links are deleted a day after they expired, by the next handle-payment call", async () => {
    const token = await customer(app, "purge");
    const order = await placeOrder(app, token, "twint");
    const old = (await handle(token, { orderId: order.id, finishUrl: FINISH, errorUrl: ERROR })).json().redirectUrl as string;
    const oldToken = simulatorPath(old).split("/").pop();
    clock.advance(PAYMENT_SESSION_TTL_MS + 86_400_001);
    await handle(token, { orderId: order.id, finishUrl: FINISH, errorUrl: ERROR });
    expect(db.prepare("SELECT COUNT(*) AS n FROM payment_session WHERE token = ?").get(oldToken)).toEqual({ n: 0 });
    expect((await app.inject({ method: "GET", url: simulatorPath(old) })).statusCode).toBe(404);
  });

  it("an order cancelled while the shopper is at the provider cannot be paid with the open link", async () => {
    const token = await customer(app, "cancelled");
    const order = await placeOrder(app, token, "twint");
    const path = simulatorPath((await handle(token, { orderId: order.id, finishUrl: FINISH, errorUrl: ERROR })).json().redirectUrl);
    const cancel = await post(app, "/store-api/order/state/cancel", { orderId: order.id }, token);
    expect(cancel.statusCode).toBe(200);
    expect((await decide(path, "pay")).statusCode).toBe(410);
    expect(txState(order.transactions[0]!.id)).toBe("cancelled");
    const again = await handle(token, { orderId: order.id, finishUrl: FINISH, errorUrl: ERROR });
    expect(again.statusCode).toBe(400);
    expect(codes(again)).toEqual(["CHECKOUT__ORDER_CANCELLED"]);
  });

  it("two submits of one link at the same moment decide once", async () => {
    const token = await customer(app, "double");
    const order = await placeOrder(app, token, "twint");
    const path = simulatorPath((await handle(token, { orderId: order.id, finishUrl: FINISH, errorUrl: ERROR })).json().redirectUrl);
    const [a, b] = await Promise.all([decide(path, "pay"), decide(path, "fail")]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([303, 410]);
    expect(db.prepare("SELECT COUNT(*) AS n FROM payment_session WHERE used_at IS NOT NULL AND transaction_id = ?").get(order.transactions[0]!.id)).toEqual({ n: 1 });
  });

  it("without return URLs the simulator ends on its own result page", async () => {
    const token = await customer(app, "noreturn", SEED_IDS.languages.fr);
    const order = await placeOrder(app, token, "twint");
    const path = simulatorPath((await handle(token, { orderId: order.id })).json().redirectUrl);
    const res = await decide(path, "cancel");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="fr-CH">');
    expect(res.body).toContain("Le paiement a été annulé.");
  });

  it("over real HTTP: a browser's round trip (handle-payment → page → form POST → 303), and a double submit decides once", async () => {
    const http = createAccountPlatform();
    const base = await http.app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const token = await customer(http.app, "http");
      const order = await placeOrder(http.app, token, "twint");
      const started = await fetch(`${base}/store-api/handle-payment`, {
        method: "POST",
        headers: h(token),
        body: JSON.stringify({ orderId: order.id, finishUrl: FINISH, errorUrl: ERROR }),
      });
      const { redirectUrl } = (await started.json()) as { redirectUrl: string };
      // the link is on the platform's public origin (publicUrl of the test platform)
      expect(redirectUrl).toMatch(/^http:\/\/platform\.test\/__platform\/payment\/[A-Za-z0-9]{40}$/);
      const local = `${base}${new URL(redirectUrl).pathname}`;
      const page = await fetch(local);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(order.orderNumber);
      const submit = (action: string) =>
        fetch(local, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ action }) });
      const answers = await Promise.all([submit("pay"), submit("pay"), submit("fail")]);
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([303, 410, 410]);
      const winner = answers.find((r) => r.status === 303)!;
      const state = (http.db.prepare("SELECT state FROM order_transaction WHERE id = ?").get(order.transactions[0]!.id) as { state: string }).state;
      expect(winner.headers.get("location")).toBe(state === "paid" ? FINISH : ERROR);
      expect(["paid", "failed"]).toContain(state);
    } finally {
      await http.app.close();
    }
  });

  it("PLATFORM_PAYMENT_PUBLIC_URL sets the origin of the simulator links (the browser's name for the platform)", async () => {
    process.env.PLATFORM_PAYMENT_PUBLIC_URL = "http://localhost:8000/";
    const other = createAccountPlatform();
    delete process.env.PLATFORM_PAYMENT_PUBLIC_URL;
    try {
      const token = await customer(other.app, "public-url");
      const order = await placeOrder(other.app, token, "twint");
      const res = await post(other.app, "/store-api/handle-payment", { orderId: order.id, finishUrl: FINISH, errorUrl: ERROR }, token);
      expect(res.json().redirectUrl).toMatch(/^http:\/\/localhost:8000\/__platform\/payment\/[A-Za-z0-9]{40}$/);
    } finally {
      await other.app.close();
    }
  });
});

