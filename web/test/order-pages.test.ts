/**
 * Loaders and actions of the order pages against a real HTTP server that executes the real schema
 * (schema/*.graphql) with per-test answers: the shop's server code talks to it exactly as it talks
 * to the gateway (cookie, locale header, variables), so what is checked here is the wiring — 404 for
 * an order of somebody else, the paid/unpaid guard, the login guard, paging, and the order actions.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { graphql } from "graphql";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runOrderAction } from "~/order/actions.server";
import { money, orderFixture } from "./support/order-fixture";
import { receivedOperation } from "./support/graphql-request";
import { shopSchema } from "./support/schema";

const schema = shopSchema;

type Root = Record<string, unknown>;
let root: Root = {};
const calls: { operation: string; variables: Record<string, unknown>; cookie?: string; locale?: string; method?: string; byHash?: boolean; client?: unknown }[] = [];
let server: Server;
let previousGateway: string | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", async () => {
      const { query, variables, byHash } = receivedOperation(req.method, req.url, body);
      calls.push({ operation: /(?:query|mutation) (\w+)/.exec(query)?.[1] ?? "?", variables, cookie: req.headers.cookie, locale: req.headers["x-shop-locale"] as string,
        method: req.method, byHash, client: req.headers["apollographql-client-name"] });
      const result = await graphql({ schema, source: query, variableValues: variables, rootValue: root });
      const headers: Record<string, string | string[]> = { "content-type": "application/json" };
      if (root.__setCookie) headers["set-cookie"] = root.__setCookie as string;
      res.writeHead(200, headers).end(JSON.stringify(result));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  previousGateway = process.env.GATEWAY_URL;
  process.env.GATEWAY_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  process.env.GATEWAY_URL = previousGateway;
  if (previousGateway === undefined) delete process.env.GATEWAY_URL;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  calls.length = 0;
  root = {};
});

/** The fixture plus the schema fields the pages do not select (the stand-in executes the whole schema). */
function order(overrides: Record<string, unknown> = {}) {
  const base = orderFixture({
    paymentMethod: { __typename: "OrderPaymentMethod" as const, id: "pm-twint", name: "Mobile Payment", technicalName: "payment_twint", asynchronous: true, afterOrderEnabled: true },
    canChangePaymentMethod: true,
    canRetryPayment: true,
  });
  return {
    ...base,
    customer: { ...base.customer, customerNumber: null },
    paymentMethod: { ...base.paymentMethod!, active: true },
    taxes: base.taxes.map((tax) => ({ ...tax, base: money(32.7) })),
    ...overrides,
  };
}

const methods = [
  { id: "pm-twint", name: "Mobile Payment", technicalName: "payment_twint", asynchronous: true, afterOrderEnabled: true },
  { id: "pm-card", name: "Kreditkarte", technicalName: "payment_credit_card", asynchronous: true, afterOrderEnabled: true },
  { id: "pm-invoice", name: "Rechnung", technicalName: "payment_invoice", asynchronous: false, afterOrderEnabled: false },
];

const shop = (path: string, init: RequestInit = {}) =>
  new Request(`http://shop.test${path}`, { ...init, headers: { cookie: "sw-context-token=abc", ...(init.headers as Record<string, string>) } });

const post = (path: string, fields: Record<string, string>) => {
  const body = new URLSearchParams(fields);
  return shop(path, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } });
};

/** React Router's data() value: { data, init }. */
const unwrap = (value: unknown) => value as { data: Record<string, unknown>; init: { status?: number; headers?: HeadersInit } };

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw");
}

describe("success pages", async () => {
  const { loader } = await import("~/routes/checkout/success");
  const args = (path: string, id = "o1") => ({ request: shop(path), params: { id }, context: {} }) as unknown as Parameters<typeof loader>[0];

  it("answer 404 when the order is not the session's", async () => {
    root = { order: () => null };
    const error = unwrap(await thrown(loader(args("/it/checkout/success/o2", "o2"))));
    expect(error.init.status).toBe(404);
    expect(calls[0]).toMatchObject({ operation: "OrderPage", variables: { id: "o2" }, cookie: "sw-context-token=abc", locale: "it" });
    // Persisted documents: a read goes out as GET with the build-time hash only, marked as the storefront.
    expect(calls[0]).toMatchObject({ method: "GET", byHash: true, client: "web" });
  });

  it("show the order with the methods it may switch to, privately", async () => {
    root = { order: () => order(), checkout: () => ({ paymentMethods: methods.map((m) => ({ ...m, description: null, selected: false, available: true, unavailableCode: null, unavailableReason: null })) }) };
    const result = unwrap(await loader(args("/checkout/success/o1/unpaid")));
    expect(result.data.variant).toBe("unpaid");
    expect((result.data.order as { orderNumber: string }).orderNumber).toBe("10001");
    expect((result.data.methods as { id: string }[]).map((m) => m.id)).toEqual(["pm-twint", "pm-card"]);
    expect(new Headers(result.init.headers).get("cache-control")).toBe("private, no-store");
  });

  it("send /paid of an unpaid order to /unpaid and /unpaid of a paid one to /paid", async () => {
    root = { order: () => order() };
    const toUnpaid = (await thrown(loader(args("/fr/checkout/success/o1/paid")))) as Response;
    expect(toUnpaid.status).toBe(302);
    expect(toUnpaid.headers.get("location")).toBe("/fr/checkout/success/o1/unpaid");
    root = { order: () => order({ paid: true, paymentState: "PAID", paymentStateName: "Bezahlt", canRetryPayment: false, canChangePaymentMethod: false }) };
    const toPaid = (await thrown(loader(args("/checkout/success/o1/unpaid")))) as Response;
    expect(toPaid.headers.get("location")).toBe("/checkout/success/o1/paid");
    calls.length = 0;
    const paid = unwrap(await loader(args("/checkout/success/o1/paid")));
    expect(paid.data.variant).toBe("paid");
    expect(paid.data.methods).toEqual([]);
    // A paid order never asks for payment methods.
    expect(calls.some((call) => call.operation === "OrderPaymentMethods")).toBe(false);
  });
});

describe("account order pages", async () => {
  const list = await import("~/routes/account/order");
  const detail = await import("~/routes/account/order.$id");

  it("send anonymous visitors to the login", async () => {
    root = { customer: () => null, orders: () => ({ orders: [], total: 0, page: 1, limit: 10 }) };
    const response = (await thrown(list.loader({ request: shop("/it/account/order?page=2"), params: {}, context: {} } as never))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/it/login?redirect=%2Fit%2Faccount%2Forder%3Fpage%3D2");
  });

  it("list a page of 10", async () => {
    root = { customer: () => ({ id: "c1" }), orders: ({ page, limit }: { page: number; limit: number }) => ({ orders: [order()], total: 23, page, limit }) };
    const result = unwrap(await list.loader({ request: shop("/account/order?page=3"), params: {}, context: {} } as never));
    expect(calls[0]).toMatchObject({ operation: "AccountOrders", variables: { page: 3, limit: 10 } });
    expect(result.data).toMatchObject({ total: 23, page: 3, limit: 10 });
    expect(new Headers(result.init.headers).get("cache-control")).toBe("private, no-store");
  });

  it("answer 404 for another customer's order", async () => {
    root = { customer: () => ({ id: "c1" }), order: () => null };
    const error = unwrap(await thrown(detail.loader({ request: shop("/account/order/o9"), params: { id: "o9" }, context: {} } as never)));
    expect(error.init.status).toBe(404);
  });
});

describe("order actions", () => {
  const ok = (extra: Record<string, unknown> = {}) => ({ ok: true, errorCode: null, message: null, order: order(), redirectUrl: null, ...extra });

  it("cancel the route's order", async () => {
    root = { cancelOrder: ({ orderId }: { orderId: string }) => ok({ order: order({ id: orderId, state: "CANCELLED" }) }) };
    const result = unwrap(await runOrderAction(post("/it/account/order/o1", { intent: "cancel", orderId: "forged" }), "o1"));
    expect(calls[0]).toMatchObject({ operation: "CancelOrder", variables: { orderId: "o1" }, cookie: "sw-context-token=abc" });
    // A mutation: POST, still the hash only.
    expect(calls[0]).toMatchObject({ method: "POST", byHash: true, client: "web" });
    expect(result.data).toEqual({ intent: "cancel", ok: true, message: "L'ordine è stato annullato." });
  });

  it("show why an order cannot be cancelled", async () => {
    root = { cancelOrder: () => ({ ok: false, errorCode: "NOT_CANCELLABLE", message: null, order: null, redirectUrl: null }) };
    const result = unwrap(await runOrderAction(post("/account/order/o1", { intent: "cancel" }), "o1"));
    expect(result.init.status).toBe(400);
    expect(result.data.message).toBe("Die Bestellung kann nicht mehr storniert werden.");
  });

  it("retry the payment and hand back the provider's URL", async () => {
    root = { retryOrderPayment: () => ok({ redirectUrl: "http://127.0.0.1:8000/__platform/payment/tok1" }) };
    const result = unwrap(await runOrderAction(post("/checkout/success/o1/unpaid", { intent: "retry-payment" }), "o1"));
    expect(result.data).toEqual({ intent: "retry-payment", ok: true, redirectUrl: "http://127.0.0.1:8000/__platform/payment/tok1" });
  });

  it("never follow a non-http provider URL", async () => {
    root = { retryOrderPayment: () => ok({ redirectUrl: "javascript:alert(1)" }) };
    const result = unwrap(await runOrderAction(post("/fr/checkout/success/o1/unpaid", { intent: "retry-payment" }), "o1"));
    expect(result.data.ok).toBe(false);
    expect(result.data.redirectUrl).toBeUndefined();
    expect(result.data.message).toMatch(/paiement/);
  });

  it("change to an online method, then start its payment with the same session", async () => {
    root = {
      __setCookie: "sw-context-token=rotated; Path=/; HttpOnly",
      changeOrderPaymentMethod: ({ paymentMethodId }: { paymentMethodId: string }) =>
        ok({ order: order({ paymentMethod: { ...order().paymentMethod, id: paymentMethodId, name: "Kreditkarte", technicalName: "payment_credit_card" } }) }),
      retryOrderPayment: () => ok({ redirectUrl: "http://127.0.0.1:8000/__platform/payment/tok2" }),
    };
    const response = await runOrderAction(post("/checkout/success/o1/unpaid", { intent: "change-payment", paymentMethodId: "pm-card" }), "o1");
    const result = unwrap(response);
    expect(calls.map((call) => call.operation)).toEqual(["ChangeOrderPaymentMethod", "RetryOrderPayment"]);
    expect(calls[0]!.variables).toEqual({ orderId: "o1", paymentMethodId: "pm-card" });
    expect(calls[1]!.cookie).toBe("sw-context-token=rotated");
    expect(result.data).toMatchObject({ intent: "change-payment", ok: true, redirectUrl: "http://127.0.0.1:8000/__platform/payment/tok2" });
    expect(new Headers(result.init.headers).getSetCookie()).toContain("sw-context-token=rotated; Path=/; HttpOnly");
  });

  it("change to prepayment: back to the order's success page, nothing to start", async () => {
    root = {
      changeOrderPaymentMethod: () =>
        ok({ order: order({ paymentMethod: { id: "pm-pre", name: "Vorauskasse", technicalName: "payment_prepayment", active: true, asynchronous: false, afterOrderEnabled: true } }) }),
    };
    const response = (await thrown(runOrderAction(post("/it/checkout/success/o1/unpaid", { intent: "change-payment", paymentMethodId: "pm-pre" }), "o1"))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/it/checkout/success/o1");
    expect(calls.map((call) => call.operation)).toEqual(["ChangeOrderPaymentMethod"]);
  });

  it("pass on the gateway's refusal of a method change and ignore unknown intents", async () => {
    root = { changeOrderPaymentMethod: () => ({ ok: false, errorCode: "MISSING_ID", message: "You need to provide paymentMethod id", order: null, redirectUrl: null }) };
    const refused = unwrap(await runOrderAction(post("/account/order/o1", { intent: "change-payment" }), "o1"));
    expect(refused.data).toMatchObject({ ok: false, message: "You need to provide paymentMethod id" });
    const unknown = unwrap(await runOrderAction(post("/account/order/o1", { intent: "refund" }), "o1"));
    expect(unknown.data).toMatchObject({ intent: null, ok: false });
    expect(calls).toHaveLength(1);
  });
});
