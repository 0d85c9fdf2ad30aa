/**
 * Integration (real platform process, real HTTP): a session does not switch the catalogue cache off.
 * Session-dependent catalogue reads are keyed by the session's price context, so
 * - a shopper with a cart (a session in the default price context) gets the anonymous cache entries
 *   (a warm product page costs 0 upstream calls),
 * - an approved professional customer gets group prices, cached under the group's own key and
 *   shared by every session with that price context,
 * - login and logout change what a session sees at once.
 * The page is the web's own product page request (CatalogRoute + the layout's Navigation, the
 * documents the storefront sends). Upstream calls are counted in the platform's request log.
 */
import { print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CatalogRouteDocument, NavigationDocument } from "../../../web/app/generated/graphql.js";
import { causalWaves } from "../../src/cache/upstreamLog.js";
import { GatewayClient } from "../helpers/client.js";
import { startPlatform, type RunningPlatform } from "../helpers/platform.js";
import { startGateway, type RunningGateway } from "../helpers/gateway.js";

const CATALOG_ROUTE = print(CatalogRouteDocument);
const NAVIGATION = print(NavigationDocument);
const PROFESSIONAL = { email: "fachperson@apotheke-shop.test", password: "Fach-Passwort-1" };
const LOGIN = /* GraphQL */ `
  mutation ($email: String, $password: String) {
    login(email: $email, password: $password) { ok errorCode session { kind } }
  }
`;
const LOGOUT = /* GraphQL */ `mutation { logout { ok session { kind } } }`;
const ADD_TO_CART = /* GraphQL */ `
  mutation ($id: ID!) { addToCart(items: [{ productId: $id, quantity: 1 }]) { ok errorCode cart { itemCount } } }
`;

type Json = Record<string, any>;

describe("catalogue cache with a session (real platform)", () => {
  let platform: RunningPlatform;
  let gateway: RunningGateway;
  let productPath: string;
  let productId: string;
  let anonymousPrice: number;

  /** The storefront's product page: the page request and the layout request, as the web sends them. */
  async function openProductPage(client: GatewayClient): Promise<Json> {
    const [page] = await Promise.all([
      client.data(CATALOG_ROUTE, { path: productPath, home: false }),
      client.data(NAVIGATION, { depth: 2 }),
    ]);
    expect(page.route.__typename).toBe("ProductRoute");
    return page.route.product;
  }

  const priceOf = (product: Json): number => product.price.unitPrice.amount;

  async function resetLogs(): Promise<void> {
    gateway.app.upstreamLog.clear();
    await platform.clearRequests();
  }

  /** Store API calls since the last reset: the catalogue ones and the context reads apart. */
  async function upstreamCalls() {
    const calls = (await platform.requests()).filter((c) => c.path.startsWith("/store-api/"));
    const context = calls.filter((c) => c.path === "/store-api/context");
    return { all: calls.length, catalogue: calls.length - context.length, context: context.length };
  }

  beforeAll(async () => {
    platform = await startPlatform();
    gateway = await startGateway(platform.url, platform.accessKey);
    const anonymous = new GatewayClient(gateway.url);
    const { products } = await anonymous.data(`{ products(limit: 20) { items { id url available } } }`);
    const product = products.items.find((p: Json) => p.available);
    productPath = product.url;
    productId = product.id;
    // Warm, as any visitor before the shoppers below would have.
    anonymousPrice = priceOf(await openProductPage(anonymous));
  });

  afterAll(async () => {
    await gateway?.close();
    await platform?.stop();
  });

  it("a shopper with a cart (default price context): a warm product page costs 0 upstream calls", async () => {
    const shopper = new GatewayClient(gateway.url);
    // Adding to the cart creates the session (context token cookie).
    const added = await shopper.data(ADD_TO_CART, { id: productId });
    expect(added.addToCart).toMatchObject({ ok: true, cart: { itemCount: 1 } });
    expect(shopper.token).toBeTruthy();

    await resetLogs();
    const first = await openProductPage(shopper);
    // No catalogue call; at most one context read to learn the new session's price context.
    const firstView = await upstreamCalls();
    expect(firstView.catalogue).toBe(0);
    expect(firstView.context).toBeLessThanOrEqual(1);
    expect(priceOf(first)).toBe(anonymousPrice);

    // A new gateway process knows nothing about the token: one context read, no catalogue call.
    gateway.app.priceContexts.clear();
    await resetLogs();
    await openProductPage(shopper);
    expect(await upstreamCalls()).toEqual({ all: 1, catalogue: 0, context: 1 });

    await resetLogs();
    const warm = await openProductPage(shopper);
    expect(await upstreamCalls()).toEqual({ all: 0, catalogue: 0, context: 0 });
    expect(warm).toEqual(first);
    console.info(`shopper with a cart, warm product page: 0 upstream calls (price CHF ${priceOf(warm)})`);
  });

  it("one GET /context per request, shared by the session fields and the catalogue's price context", async () => {
    const shopper = new GatewayClient(gateway.url);
    await shopper.data(`mutation { setSessionLocale(locale: de) { kind } }`);
    gateway.app.priceContexts.clear();
    await resetLogs();
    const data = await shopper.data(
      `query ($path: String!) { session { kind currency { isoCode } } route(path: $path) { ... on ProductRoute { product { price { unitPrice { amount } } } } } }`,
      { path: productPath },
    );
    expect(data.session).toEqual({ kind: "GUEST", currency: { isoCode: "CHF" } });
    expect(data.route.product.price.unitPrice.amount).toBe(anonymousPrice);
    expect(await upstreamCalls()).toEqual({ all: 1, catalogue: 0, context: 1 });
  });

  it("a professional customer gets group prices, cached under the group's key and shared by its sessions", async () => {
    const professional = new GatewayClient(gateway.url);
    const login = await professional.data(LOGIN, PROFESSIONAL);
    expect(login.login).toMatchObject({ ok: true, session: { kind: "LOGGED_IN" } });

    await resetLogs();
    const first = await openProductPage(professional);
    expect(priceOf(first)).toBeLessThan(anonymousPrice);
    const cold = await upstreamCalls();
    // Only the price-dependent reads go upstream (with the token); SEO URLs and navigation stay cached.
    expect(cold.catalogue).toBeGreaterThan(0);
    expect(cold.context).toBe(0);
    expect(causalWaves(gateway.app.upstreamLog.list()).length).toBeLessThanOrEqual(1);

    await resetLogs();
    const warm = await openProductPage(professional);
    expect(await upstreamCalls()).toEqual({ all: 0, catalogue: 0, context: 0 });
    expect(priceOf(warm)).toBe(priceOf(first));

    // Another session of the same price context (a second device): the group's entries, no catalogue call.
    const secondDevice = new GatewayClient(gateway.url);
    await secondDevice.data(LOGIN, PROFESSIONAL);
    gateway.app.priceContexts.clear();
    await resetLogs();
    expect(priceOf(await openProductPage(secondDevice))).toBe(priceOf(first));
    expect(await upstreamCalls()).toEqual({ all: 1, catalogue: 0, context: 1 });

    // The anonymous entries were never touched by the group's prices.
    await resetLogs();
    expect(priceOf(await openProductPage(new GatewayClient(gateway.url)))).toBe(anonymousPrice);
    expect((await upstreamCalls()).all).toBe(0);
    console.info(`product price: anonymous CHF ${anonymousPrice}, professional group CHF ${priceOf(first)}`);
  });

  it("login and logout change the session's prices at once (the gateway forgets the old price context)", async () => {
    const shopper = new GatewayClient(gateway.url);
    await shopper.data(`mutation { setSessionLocale(locale: de) { kind } }`);
    expect(priceOf(await openProductPage(shopper))).toBe(anonymousPrice);
    const guestToken = shopper.token!;
    expect(gateway.app.priceContexts.get(guestToken)).toBeNull();

    await shopper.data(LOGIN, PROFESSIONAL);
    const customerToken = shopper.token!;
    expect(gateway.app.priceContexts.get(guestToken)).toBeUndefined();
    const asCustomer = await openProductPage(shopper);
    expect(priceOf(asCustomer)).toBeLessThan(anonymousPrice);
    expect(gateway.app.priceContexts.get(customerToken)).toMatch(/^g=/);

    const logout = await shopper.data(LOGOUT);
    expect(logout.logout.ok).toBe(true);
    expect(gateway.app.priceContexts.get(customerToken)).toBeUndefined();
    await resetLogs();
    expect(priceOf(await openProductPage(shopper))).toBe(anonymousPrice);
    expect((await upstreamCalls()).catalogue).toBe(0);
  });
});
