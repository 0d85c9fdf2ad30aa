/**
 * Integration (issue 10): document limits, per-address rate limits, stale-if-error, /metrics and
 * request ids — gateway ↔ the REAL platform over HTTP. Between them sits a small recording relay
 * that can be switched off (connection refused), so the outage hits only this test's gateway.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlatform, type RunningPlatform } from "../helpers/platform.js";
import { gql, startGateway, type RunningGateway } from "../helpers/gateway.js";
import { GatewayClient } from "../helpers/client.js";
import { DEFAULT_STALE_IF_ERROR_MS } from "../../src/cache/staleIfError.js";
import { CacheShort } from "../../src/cache/strategies.js";

/** Forwards to the platform and records each call's path and headers; `down()` refuses connections. */
class Relay {
  readonly calls: { path: string; headers: IncomingHttpHeaders }[] = [];
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: string) {}

  async up(): Promise<void> {
    const target = new URL(this.target);
    this.server = createServer((req, res) => {
      this.calls.push({ path: req.url ?? "", headers: req.headers });
      const upstream = httpRequest(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => res.destroy());
      req.pipe(upstream);
    });
    this.server.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Closes the port and the gateway's kept-alive connections: calls fail with ECONNREFUSED. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }
}

async function metric(url: string, pattern: RegExp): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = text.split("\n").find((l) => pattern.test(l));
  return line ? Number(line.split(" ").pop()) : 0;
}

const PRODUCT_PAGE = /* GraphQL */ `
  query ProductPage($path: String!) {
    route(path: $path) {
      __typename
      ... on ProductRoute { product { id name price { unitPrice { amount } } } }
    }
  }
`;

/** A complete registration for `email` (salutation and country from the platform). */
async function registrationInput(gatewayUrl: string, email: string) {
  const data = await new GatewayClient(gatewayUrl).data(`{ countries { id iso } salutations { id key } }`);
  const countryId = data.countries.find((c: { iso: string }) => c.iso === "CH").id;
  const salutationId = data.salutations.find((s: { key: string }) => s.key === "mrs").id;
  return { salutationId, firstName: "Anna", lastName: "Muster", email, emailConfirmation: email, phoneNumber: "+41 44 123 45 67",
    password: "Sicheres-Passwort-42", acceptedDataProtection: true,
    street: "Bahnhofstrasse 12", zipcode: "8001", city: "Zürich", countryId };
}

describe("gateway hardening against the real platform", () => {
  let platform: RunningPlatform;
  let relay: Relay;
  let gateway: RunningGateway;
  let now = Date.now();

  beforeAll(async () => {
    platform = await startPlatform();
    relay = new Relay(platform.url);
    await relay.up();
    gateway = await startGateway(
      relay.url,
      platform.accessKey,
      { RATE_LIMIT_LOGIN: "3/60", RATE_LIMIT_PASSWORD_RECOVERY: "1/60", RATE_LIMIT_PLACE_ORDER: "2/60", RATE_LIMIT_GUEST_CHECKOUT: "1/60", RATE_LIMIT_LOYALTY_LINK: "2/60" },
      () => now,
    );
  });

  afterAll(async () => {
    await gateway?.app.close();
    await relay?.down();
    await platform?.stop();
  });

  describe("document limits", () => {
    it("answers 3,000 aliased product fields with a localised 400, before anything goes upstream", async () => {
      const before = relay.calls.length;
      const query = `{ ${Array.from({ length: 3000 }, (_, i) => `p${i}: product(id: "0190d0b0a7c67a3c8c9f6b2f3e4d5c6b") { id }`).join(" ")} }`;
      const res = await gql(gateway.url, query, {}, { "x-shop-locale": "it" });
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      const error = res.body.errors!.find((e) => e.extensions?.limit === "tokens" || e.extensions?.limit === "aliases")!;
      // 3,000 fields are also far beyond the token limit, which the parser checks first.
      expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", limit: "tokens", max: 3000 });
      expect(error.message).toBe("La richiesta è troppo lunga (al massimo 3000 token).");
      expect(relay.calls.length).toBe(before);
    });

    it("answers 300 distinct searches with a 400, and 40 with a 400 naming the alias limit", async () => {
      const searches = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `s${i}: search(term: "t${i}") { term }`).join(" ")} }`;
      const many = await gql(gateway.url, searches(300), {}, { "x-shop-locale": "fr" });
      expect(many.status).toBe(400);
      expect(many.body.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", limit: "tokens" });
      const forty = await gql(gateway.url, searches(40), {}, { "x-shop-locale": "fr" });
      expect(forty.status).toBe(400);
      expect(forty.body.errors).toHaveLength(1);
      expect(forty.body.errors![0]).toMatchObject({
        message: "La requête contient trop d'alias (au maximum 30, reçu\u00a0: 40).",
        extensions: { code: "BAD_USER_INPUT", limit: "aliases", max: 30, found: 40 },
      });
    });

    it("answers a subscription operation with a clean, localised 400 (no subscription transport)", async () => {
      for (const [locale, text] of [["de", /^Abonnements \(subscription\) werden nicht unterstützt/], ["it", /^Le sottoscrizioni/], ["fr", /^Les abonnements/]] as const) {
        const res = await gql(gateway.url, "subscription { x }", {}, { "x-shop-locale": locale });
        expect(res.status).toBe(400);
        expect(res.body.errors![0]).toMatchObject({ message: expect.stringMatching(text), extensions: { code: "BAD_REQUEST" } });
      }
      const named = await gql(gateway.url, "subscription Watch { cart { id } }");
      expect(named.status).toBe(400);
    });

    it("answers nesting deeper than the limit with a 400 in German by default", async () => {
      const query = `{ navigation { ${"children { ".repeat(16)} id ${"} ".repeat(16)} } }`;
      const res = await gql(gateway.url, query);
      expect(res.status).toBe(400);
      expect(res.body.errors![0]!.message).toMatch(/^Die Anfrage ist zu tief verschachtelt \(höchstens 15 Ebenen/);
      expect(res.body.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", limit: "depth" });
    });

    it("keeps introspection and suggestions by default and switches both off for production", async () => {
      const open = await gql(gateway.url, "{ __schema { queryType { name } } produkt }");
      expect(open.body.errors![0]!.message).toMatch(/Did you mean "product/);
      expect((await gql(gateway.url, "{ __schema { queryType { name } } }")).body.data).toEqual({ __schema: { queryType: { name: "Query" } } });

      const closed = await startGateway(relay.url, platform.accessKey, { GRAPHQL_INTROSPECTION: "0", GRAPHQL_SUGGESTIONS: "0" });
      try {
        const typo = await gql(closed.url, "{ produkt }");
        expect(typo.status).toBe(400);
        expect(typo.body.errors![0]!.message).not.toMatch(/Did you mean/);
        const schema = await gql(closed.url, "{ __schema { queryType { name } } }");
        expect(schema.status).toBe(400);
        expect(schema.body.errors![0]!.message).toMatch(/introspection/i);
      } finally {
        await closed.app.close();
      }
    });
  });

  describe("rate limits per client address", () => {
    const LOGIN = `mutation { login(email: "nobody@example.ch", password: "falsch-falsch") { ok errorCode message } }`;

    it("refuses the 4th login in a minute with the typed LOGIN_THROTTLED result and Retry-After, without calling upstream", async () => {
      const client = { "x-forwarded-for": "203.0.113.7" };
      for (let i = 0; i < 3; i++) {
        const res = await gql(gateway.url, LOGIN, {}, client);
        expect(res.body.data!.login).toMatchObject({ ok: false, errorCode: "INVALID_CREDENTIALS" });
      }
      const loginCalls = () => relay.calls.filter((c) => c.path.startsWith("/store-api/account/login")).length;
      const before = loginCalls();
      const refused = await gql(gateway.url, LOGIN, {}, { ...client, "x-shop-locale": "fr" });
      expect(refused.status).toBe(200);
      expect(refused.body.data!.login).toMatchObject({ ok: false, errorCode: "LOGIN_THROTTLED" });
      expect(refused.body.data!.login.message).toMatch(/^Trop de tentatives de connexion\. Veuillez réessayer dans \d+ secondes\.$/);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(loginCalls()).toBe(before);

      // Another shopper (another address behind the trusted proxy) is not affected.
      const other = await gql(gateway.url, LOGIN, {}, { "x-forwarded-for": "203.0.113.8" });
      expect(other.body.data!.login).toMatchObject({ errorCode: "INVALID_CREDENTIALS" });
      expect(await metric(gateway.url, /^gateway_rate_limit_rejections_total\{bucket="login"\}/)).toBe(1);
    });

    it("refuses a third loyalty card link with the typed RATE_LIMITED result in the shopper's language, Retry-After, nothing upstream", async () => {
      const mutation = `mutation { linkLoyaltyCard(cardNumber: "2800123456782", pin: "1234") { ok errorCode message loyaltyCard { cardNumber } } }`;
      const client = { "x-forwarded-for": "198.51.100.61" };
      for (let i = 0; i < 2; i++) expect((await gql(gateway.url, mutation, {}, client)).body.data!.linkLoyaltyCard.errorCode).not.toBe("RATE_LIMITED");
      const loyaltyCalls = () => relay.calls.filter((c) => c.path.startsWith("/store-api/loyalty")).length;
      const before = loyaltyCalls();
      const refused = await gql(gateway.url, mutation, {}, { ...client, "x-shop-locale": "fr" });
      expect(refused.body.data!.linkLoyaltyCard).toEqual({
        ok: false,
        errorCode: "RATE_LIMITED",
        message: expect.stringMatching(/^Trop de tentatives de lier une carte de fidélité\. Veuillez réessayer dans \d+ secondes\.$/),
        loyaltyCard: null,
      });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(loyaltyCalls()).toBe(before);
      expect(await metric(gateway.url, /^gateway_rate_limit_rejections_total\{bucket="loyaltyLink"\}/)).toBe(1);
    });

    it("refuses a second password recovery mail with RATE_LIMITED, HTTP 429 and Retry-After", async () => {
      const mutation = `mutation { requestPasswordRecovery(email: "someone@example.ch") { ok } }`;
      const client = { "x-forwarded-for": "198.51.100.23" };
      const first = await gql(gateway.url, mutation, {}, client);
      expect(first.body.errors).toBeUndefined();
      const second = await gql(gateway.url, mutation, {}, { ...client, "x-shop-locale": "de" });
      expect(second.status).toBe(429);
      expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(second.body.errors![0]).toMatchObject({
        extensions: { code: "RATE_LIMITED", status: 429 },
        message: expect.stringMatching(/^Zu viele Anfragen\. Bitte versuchen Sie es in \d+ Sekunden erneut\.$/),
      });
    });
  });

  describe("rate limits on ordering", () => {
    const GUEST = `mutation ($input: GuestCheckoutInput!) { checkoutAsGuest(input: $input) {
      ok errorCode message checkout { customerKind } } }`;
    const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { ok errorCode message order { id } nextPath } }`;

    async function guestInput(gatewayUrl: string, email: string) {
      const data = await new GatewayClient(gatewayUrl).data(`{ countries { id iso } salutations { id key } }`);
      const countryId = data.countries.find((c: { iso: string }) => c.iso === "CH").id;
      const salutationId = data.salutations.find((s: { key: string }) => s.key === "mrs").id;
      const address = { salutationId, firstName: "Anna", lastName: "Muster", street: "Bahnhofstrasse 12", zipcode: "8001", city: "Zürich", countryId };
      return { firstName: "Anna", lastName: "Muster", email, address, acceptedDataProtection: true };
    }

    it("refuses a second guest checkout and a third placeOrder from one address with the typed RATE_LIMITED, Retry-After, nothing upstream", async () => {
      const client = { "x-forwarded-for": "192.0.2.50" };
      const shopper = new GatewayClient(gateway.url, "it", client);
      const input = await guestInput(gateway.url, `ratelimit.${Date.now().toString(36)}@example.ch`);
      expect((await shopper.data(GUEST, { input })).checkoutAsGuest).toMatchObject({ ok: true, checkout: { customerKind: "GUEST" } });

      const second = await new GatewayClient(gateway.url, "fr", client).data(GUEST, { input: { ...input, email: `x.${input.email}` } });
      expect(second.checkoutAsGuest).toMatchObject({
        ok: false,
        errorCode: "RATE_LIMITED",
        message: expect.stringMatching(/^Trop de requêtes\. Veuillez réessayer dans \d+ secondes\.$/),
        checkout: { customerKind: "ANONYMOUS" },
      });

      // Two attempts without the terms are answered by the rules (they count: each reads the cart)…
      for (let i = 0; i < 2; i++) {
        const refused = await shopper.data(PLACE, { input: { idempotencyKey: `rl-${i}`, acceptedTerms: false } });
        expect(refused.placeOrder).toMatchObject({ ok: false, errorCode: "TERMS_NOT_ACCEPTED" });
      }
      // …the third, even with the terms accepted, is refused before anything goes upstream.
      const before = relay.calls.length;
      const limited = await shopper.data(PLACE, { input: { idempotencyKey: "rl-2", acceptedTerms: true } });
      expect(limited.placeOrder).toEqual({
        ok: false,
        errorCode: "RATE_LIMITED",
        message: expect.stringMatching(/^Troppe richieste\. Riprovi tra \d+ secondi\.$/),
        order: null,
        nextPath: null,
      });
      const retryAfter = Number(shopper.lastHeaders.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(relay.calls.length).toBe(before);
      expect(await metric(gateway.url, /^gateway_rate_limit_rejections_total\{bucket="placeOrder"\}/)).toBe(1);
      expect(await metric(gateway.url, /^gateway_rate_limit_rejections_total\{bucket="guestCheckout"\}/)).toBe(1);

      // The same shopper behind another address orders normally (the limit is per address, not per session).
      const elsewhere = new GatewayClient(gateway.url, "de", { "x-forwarded-for": "192.0.2.51" });
      elsewhere.cookies.set("sw-context-token", shopper.token!);
      const other = await elsewhere.data(PLACE, { input: { idempotencyKey: "rl-3", acceptedTerms: false } });
      expect(other.placeOrder).toMatchObject({ ok: false, errorCode: "TERMS_NOT_ACCEPTED" });
    });
  });

  describe("request ids and metrics", () => {
    it("keeps a trusted proxy's x-request-id, answers it and sends it upstream", async () => {
      const res = await gql(gateway.url, "query Nav { navigation { id } }", {}, { "x-request-id": "web-4711" });
      expect(res.body.errors).toBeUndefined();
      expect(res.headers.get("x-request-id")).toBe("web-4711");
      expect(relay.calls.some((c) => c.headers["x-request-id"] === "web-4711")).toBe(true);
    });

    it("generates an id when none is given and sends that one upstream", async () => {
      const res = await gql(gateway.url, `query Search { search(term: "vitamin") { term } }`);
      const id = res.headers.get("x-request-id")!;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(relay.calls.some((c) => c.headers["x-request-id"] === id)).toBe(true);
    });

    it("serves Prometheus metrics per GraphQL operation, per Store API operation and per cache result", async () => {
      const res = await fetch(`${gateway.url}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
      const text = await res.text();
      expect(text).toMatch(/^gateway_graphql_request_duration_seconds_count\{operation="Nav",result="ok"\} [1-9]/m);
      expect(text).toMatch(/^gateway_graphql_request_duration_seconds_bucket\{le="\+Inf",operation="Search",result="ok"\} 1$/m);
      expect(text).toMatch(/^gateway_upstream_request_duration_seconds_count\{operation="readNavigation",status="2xx"\} [1-9]/m);
      expect(text).toMatch(/^gateway_cache_lookups_total\{result="miss"\} [1-9]/m);
      expect(text).toMatch(/^gateway_process_resident_memory_bytes /m);
    });
  });

  describe("stale-if-error", () => {
    it("cart, checkout and account say in the shopper's language that the shop is unavailable for now, and lose nothing", async () => {
      const list = await gql(gateway.url, "{ products(limit: 1) { items { id } } }");
      const productId = list.body.data!.products.items[0].id as string;
      const email = `outage.${Date.now().toString(36)}@example.ch`;
      const shopper = new GatewayClient(gateway.url, "it", { "x-forwarded-for": "192.0.2.77" });
      const registered = await shopper.data(`mutation ($input: RegisterInput!) { register(input: $input) { ok errorCode message fieldErrors { field message } } }`, {
        input: await registrationInput(gateway.url, email),
      });
      expect(registered.register, JSON.stringify(registered.register)).toMatchObject({ ok: true });
      expect((await shopper.data(`mutation { addToCart(items: [{ productId: "${productId}", quantity: 2 }]) { ok } }`)).addToCart.ok).toBe(true);

      await relay.down();
      try {
        const GENERIC_IT = "Si è verificato un errore. Riprovi più tardi.";
        // Reads: a GraphQL error with the SPEC §8 generic text and the upstream status 0 — never a stack or a 500.
        for (const query of ["{ cart { itemCount } }", "{ checkout { canPlaceOrder } }", "{ customer { email } }", "{ orders { total } }"]) {
          const res = await shopper.gql(query);
          expect(res.errors?.[0], query).toMatchObject({ message: GENERIC_IT, extensions: { code: "UPSTREAM_UNAVAILABLE", status: 0 } });
          expect(shopper.lastText, query).not.toMatch(/INTERNAL_SERVER_ERROR|stack|ECONNREFUSED/);
        }
        // Mutations: their typed results, with the same text.
        const placed = await shopper.data(`mutation { placeOrder(input: { idempotencyKey: "outage-1", acceptedTerms: true }) { ok errorCode message order { id } } }`);
        expect(placed.placeOrder).toEqual({ ok: false, errorCode: "UNAVAILABLE", message: GENERIC_IT, order: null });
        const added = await shopper.data(`mutation { addToCart(items: [{ productId: "${productId}", quantity: 1 }]) { ok message } }`);
        expect(added.addToCart).toMatchObject({ ok: false, message: GENERIC_IT });
        const profile = await shopper.data(`mutation { updateProfile(input: { firstName: "Anna", lastName: "Muster" }) { ok errorCode message } }`);
        expect(profile.updateProfile).toMatchObject({ ok: false, message: GENERIC_IT });
      } finally {
        await relay.up();
      }
      // Back up: the same session, the same cart, no order placed by the failed attempt.
      expect(await shopper.data("{ cart { itemCount } customer { email } orders { total } }")).toEqual({
        cart: { itemCount: 2 },
        customer: { email },
        orders: { total: 0 },
      });
    });

    it("serves a warmed product page past its stale window while the upstream is down; uncached reads fail cleanly", async () => {
      const list = await gql(gateway.url, "{ products(limit: 2) { items { id url } } }");
      const [warm, cold] = list.body.data!.products.items as { id: string; url: string }[];
      const first = await gql(gateway.url, PRODUCT_PAGE, { path: warm!.url });
      expect(first.body.errors).toBeUndefined();
      expect(first.body.data!.route.product.id).toBe(warm!.id);
      const shopper = new GatewayClient(gateway.url);
      const added = await shopper.data(`mutation { addToCart(items: [{ productId: "${warm!.id}", quantity: 1 }]) { ok cart { itemCount } } }`);
      expect(added.addToCart).toMatchObject({ ok: true, cart: { itemCount: 1 } });

      await relay.down();
      const short = CacheShort();
      now += short.maxAgeMs + short.staleWhileRevalidateMs + 60_000;
      const staleBefore = await metric(gateway.url, /^gateway_cache_lookups_total\{result="stale_if_error"\}/);

      const during = await gql(gateway.url, PRODUCT_PAGE, { path: warm!.url });
      expect(during.status).toBe(200);
      expect(during.body.errors).toBeUndefined();
      expect(during.body.data).toEqual(first.body.data);
      expect(await metric(gateway.url, /^gateway_cache_lookups_total\{result="stale_if_error"\}/)).toBeGreaterThan(staleBefore);

      // Never cached: the clean localised error with status 0, as before.
      const uncached = await gql(gateway.url, PRODUCT_PAGE, { path: cold!.url }, { "x-shop-locale": "fr" });
      expect(uncached.body.errors![0]).toMatchObject({
        message: "Une erreur est survenue. Veuillez réessayer plus tard.",
        extensions: { code: "UPSTREAM_UNAVAILABLE", status: 0 },
      });
      // The cart is never cached: it says so instead of showing something old (or empty).
      const cart = await shopper.gql("{ cart { itemCount } }");
      expect(cart.errors![0]).toMatchObject({
        message: "Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
        extensions: { code: "UPSTREAM_UNAVAILABLE", status: 0 },
      });
      expect((await fetch(`${gateway.url}/health`)).status).toBe(503);

      // Past the stale-if-error time the entry is gone too.
      now += DEFAULT_STALE_IF_ERROR_MS;
      const expired = await gql(gateway.url, PRODUCT_PAGE, { path: warm!.url });
      expect(expired.body.errors![0]!.extensions).toMatchObject({ code: "UPSTREAM_UNAVAILABLE", status: 0 });

      // Nothing was lost: once the upstream is back, so is the shopper's cart.
      await relay.up();
      const back = await gql(gateway.url, PRODUCT_PAGE, { path: warm!.url });
      expect(back.body.errors).toBeUndefined();
      expect(await shopper.data("{ cart { itemCount } }")).toEqual({ cart: { itemCount: 1 } });
    });
  });
});
