/**
 * Integration: gateway ↔ REAL platform process over HTTP (no mocks).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startPlatform, type RunningPlatform } from "../helpers/platform.js";
import { gql, startGateway, type RunningGateway } from "../helpers/gateway.js";
import { createStoreApiClient } from "../../src/storeApi/client.js";
import { normalizeError, toGraphQLError } from "../../src/errors/index.js";

const PRODUCTS = /* GraphQL */ `
  query Products($limit: Int) {
    products(limit: $limit) {
      total
      page
      limit
      items { id name url productNumber price { unitPrice { amount currency } } available }
    }
  }
`;

type ProductsData = {
  products: { total: number; page: number; limit: number; items: { id: string; name: string; url: string }[] };
};

describe("gateway against the real platform", () => {
  let platform: RunningPlatform;
  let gateway: RunningGateway;

  beforeAll(async () => {
    platform = await startPlatform();
    gateway = await startGateway(platform.url, platform.accessKey);
  });

  afterAll(async () => {
    await gateway?.close();
    await platform?.stop();
  });

  it("answers ping and introspection", async () => {
    const res = await gql(gateway.url, "{ ping __schema { queryType { name } } }");
    expect(res.body.data).toEqual({ ping: true, __schema: { queryType: { name: "Query" } } });
  });

  it("returns translated product names in de, it and fr", async () => {
    const byLocale: Record<string, Map<string, string>> = {};
    for (const locale of ["de", "it", "fr"]) {
      const res = await gql<ProductsData>(gateway.url, PRODUCTS, { limit: 10 }, { "x-shop-locale": locale });
      expect(res.body.errors).toBeUndefined();
      const items = res.body.data!.products.items;
      expect(items.length).toBeGreaterThan(0);
      byLocale[locale] = new Map(items.map((p) => [p.id, p.name]));
    }
    const ids = [...byLocale.de!.keys()].filter((id) => byLocale.it!.has(id) && byLocale.fr!.has(id));
    expect(ids.length).toBeGreaterThan(0);
    const differing = ids.filter((id) => {
      const names = new Set([byLocale.de!.get(id), byLocale.it!.get(id), byLocale.fr!.get(id)]);
      return names.size === 3;
    });
    expect(differing.length).toBeGreaterThan(0);

    // accept-language is used when x-shop-locale is absent.
    const viaAccept = await gql<ProductsData>(gateway.url, PRODUCTS, { limit: 10 }, { "accept-language": "fr-CH,fr;q=0.9" });
    const id = differing[0]!;
    expect(viaAccept.body.data!.products.items.find((p) => p.id === id)?.name).toBe(byLocale.fr!.get(id));
  });

  it("pages products and rejects limit > 100 with BAD_USER_INPUT", async () => {
    const res = await gql<ProductsData>(gateway.url, PRODUCTS, { limit: 2 });
    expect(res.body.data!.products).toMatchObject({ page: 1, limit: 2 });
    expect(res.body.data!.products.items.length).toBeLessThanOrEqual(2);
    expect(res.body.data!.products.total).toBeGreaterThanOrEqual(res.body.data!.products.items.length);
    for (const item of res.body.data!.products.items) expect(item.url.startsWith("/")).toBe(true);

    const tooMany = await gql(gateway.url, PRODUCTS, { limit: 101 });
    expect(tooMany.body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT" });
    // Localised by x-shop-locale (default de).
    expect(tooMany.body.errors?.[0]?.message).toMatch(/\(limit\) muss zwischen 1 und 100 liegen/);
  });

  it("productsByIds with 3 ids (plus product) makes ONE upstream product call, in the asked order", async () => {
    const list = await gql<ProductsData>(gateway.url, PRODUCTS, { limit: 3 });
    const ids = list.body.data!.products.items.map((p) => p.id);
    expect(ids).toHaveLength(3);
    const asked = [ids[2]!, ids[0]!, "0".repeat(32), ids[1]!];

    // Warm the language cache, then count only this query's calls.
    await platform.clearRequests();
    const res = await gql(
      gateway.url,
      `query ($ids: [ID!]!, $one: ID!) { productsByIds(ids: $ids) { id name } product(id: $one) { id } }`,
      { ids: asked, one: ids[0] },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.productsByIds.map((p: { id: string }) => p.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(res.body.data!.product).toEqual({ id: ids[0] });

    const calls = (await platform.requests()).filter((r) => r.path === "/store-api/product");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe("POST");
  });

  it("returns null for an unknown product", async () => {
    const res = await gql(gateway.url, `query ($id: ID!) { product(id: $id) { id } }`, { id: "f".repeat(32) });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ product: null });
  });

  it("serves the main navigation with shop URLs", async () => {
    const res = await gql(
      gateway.url,
      `{ navigation(depth: 2) { id name url external linkType children { id name url external linkType } } }`,
      {},
      { "x-shop-locale": "de" },
    );
    expect(res.body.errors).toBeUndefined();
    const entries = res.body.data!.navigation as {
      name: string;
      url: string;
      external: boolean;
      children: { url: string; external: boolean }[];
    }[];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of [...entries, ...entries.flatMap((e) => e.children)]) {
      expect(entry.url).toMatch(entry.external ? /^https?:\/\// : /^\//);
    }
    expect(entries.some((e) => e.children.length > 0)).toBe(true);

    const deep = await gql(gateway.url, `{ navigation(depth: 9) { id } }`);
    expect(deep.body.errors).toBeUndefined();
  });

  it("catalogue queries set no cookie and no token header", async () => {
    const res = await gql(gateway.url, `{ products(limit: 1) { total } navigation { id } session { kind } }`);
    expect(res.body.errors).toBeUndefined();
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("sw-context-token")).toBeNull();
    expect((res.body.data!.session as { kind: string }).kind).toBe("ANONYMOUS");
  });

  it("lists the shop languages", async () => {
    const res = await gql(gateway.url, `{ languages { id locale code name } }`);
    expect(res.body.errors).toBeUndefined();
    const locales = (res.body.data!.languages as { locale: string }[]).map((l) => l.locale).sort();
    expect(locales).toEqual(["de", "fr", "it"]);
  });

  it("setSessionLocale sets an httpOnly cookie and keeps the token out of the body", async () => {
    const res = await gql(
      gateway.url,
      `mutation { setSessionLocale(locale: fr) { kind locale currency { isoCode } taxState navigationCategoryId } }`,
    );
    expect(res.body.errors).toBeUndefined();
    const setCookie = res.headers.get("set-cookie") ?? "";
    const match = /^sw-context-token=([^;]+)/.exec(setCookie);
    expect(match).not.toBeNull();
    const token = match![1]!;
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*Max-Age=31536000/i);
    expect(setCookie).toMatch(/;\s*Path=\//i);
    expect(setCookie).not.toMatch(/;\s*Secure/i);
    expect(res.headers.get("sw-context-token")).toBeNull();
    expect(res.text).not.toContain(token);
    expect(res.body.data!.setSessionLocale).toMatchObject({ kind: "GUEST", locale: "fr", currency: { isoCode: "CHF" } });

    // The cookie identifies the session on later requests; no new cookie when the token is unchanged.
    const again = await gql(gateway.url, `{ session { kind } }`, {}, { cookie: `sw-context-token=${token}`, "x-shop-locale": "fr" });
    expect(again.body.data).toEqual({ session: { kind: "GUEST" } });
    expect(again.headers.get("set-cookie")).toBeNull();
    expect(again.text).not.toContain(token);
  });

  it("marks the cookie Secure when the request came over https", async () => {
    const res = await gql(gateway.url, `mutation { setSessionLocale(locale: it) { kind } }`, {}, { "x-forwarded-proto": "https" });
    expect(res.headers.get("set-cookie") ?? "").toMatch(/;\s*Secure/i);
  });

  it("believes x-forwarded-proto and x-forwarded-for only from GATEWAY_TRUST_PROXY", async () => {
    // 127.0.0.1 is not the configured proxy here: its forwarding headers are a client's claim.
    const strict = await startGateway(platform.url, platform.accessKey, { GATEWAY_TRUST_PROXY: "10.9.9.9", RATE_LIMIT_LOGIN: "2/60" });
    try {
      const res = await gql(strict.url, `mutation { setSessionLocale(locale: it) { kind } }`, {}, { "x-forwarded-proto": "https" });
      expect(res.headers.get("set-cookie") ?? "").not.toMatch(/;\s*Secure/i);
      const login = `mutation { login(email: "nobody@example.ch", password: "falsch-falsch") { ok errorCode } }`;
      const codes: unknown[] = [];
      for (const address of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
        const answer = await gql(strict.url, login, {}, { "x-forwarded-for": address });
        codes.push(answer.body.data?.login?.errorCode);
      }
      // One bucket (the socket's address) for all three "addresses": the third is throttled.
      expect(codes.at(-1)).toBe("LOGIN_THROTTLED");
    } finally {
      await strict.close();
    }
  });

  it("header-token clients get the token back in a header, never a cookie", async () => {
    const first = await gql(gateway.url, `mutation { setSessionLocale(locale: de) { kind } }`, {}, { "sw-context-token": "" });
    expect(first.body.errors).toBeUndefined();
    const token = first.headers.get("sw-context-token");
    expect(token).toBeTruthy();
    expect(first.headers.get("set-cookie")).toBeNull();
    expect(first.text).not.toContain(token!);

    const second = await gql(gateway.url, `{ session { kind locale } }`, {}, { "sw-context-token": token! });
    expect(second.body.data).toEqual({ session: { kind: "GUEST", locale: "de" } });
    expect(second.headers.get("sw-context-token")).toBe(token);
    expect(second.headers.get("set-cookie")).toBeNull();
  });

  it("blocks a GET query without a preflight header (CSRF prevention)", async () => {
    const blocked = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent("{ ping }")}`);
    expect(blocked.status).toBe(400);
    expect(await blocked.text()).toMatch(/CSRF/);
    const allowed = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent("{ ping }")}`, {
      headers: { "apollo-require-preflight": "true" },
    });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ data: { ping: true } });
  });

  it("reports health 200 when the upstream answers", async () => {
    const res = await fetch(`${gateway.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok" });
  });

  it("answers unknown routes with a JSON 404", async () => {
    const res = await fetch(`${gateway.url}/does-not-exist`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ error: "Not Found" });
  });

  it("with a wrong access key: GraphQL error carrying the upstream status and Shopware code", async () => {
    // Like real Shopware (SalesChannelAuthenticationListener), an unknown key is 412
    // FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND; only a missing key is 401 (next test).
    const wrong = await startGateway(platform.url, "WRONGKEY0000000000000000");
    try {
      const res = await gql(wrong.url, PRODUCTS, { limit: 1 });
      expect(res.body.errors?.[0]?.extensions).toMatchObject({
        status: 412,
        code: "FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND",
      });
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
      const health = await fetch(`${wrong.url}/health`);
      expect(health.status).toBe(503);
    } finally {
      await wrong.close();
    }
  });

  it("a missing access key is normalised to status 401 (real HTTP, client level)", async () => {
    // The gateway's config refuses an empty key, so exercise the client directly.
    const client = createStoreApiClient({ baseUrl: platform.url, accessKey: "", timeoutMs: 5000 });
    try {
      const error = await client.invoke("readLanguagesGet get /language").catch((e: unknown) => e);
      expect(normalizeError(error).status).toBe(401);
      expect(toGraphQLError(error).extensions).toMatchObject({ status: 401 });
    } finally {
      await client.close();
    }
  });
});

describe("gateway with the upstream down", () => {
  let gateway: RunningGateway;

  beforeAll(async () => {
    const port = await freePort(); // nothing listens there
    gateway = await startGateway(`http://127.0.0.1:${port}`, "SWSCAPOTHEKESHOPDEMOKEY012");
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it("returns a GraphQL error with extensions.status 0 and no internals", async () => {
    const res = await gql(gateway.url, `{ products(limit: 1) { total } }`, {}, { "x-shop-locale": "it" });
    expect(res.status).toBe(200);
    const error = res.body.errors?.[0];
    expect(error?.extensions).toMatchObject({ code: "UPSTREAM_UNAVAILABLE", status: 0 });
    expect(error?.message).toBe("Si è verificato un errore. Riprovi più tardi.");
    expect(res.text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stacktrace/);
  });

  it("/health answers 503 with a clear JSON message", async () => {
    const res = await fetch(`${gateway.url}/health`);
    expect(res.status).toBe(503);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: "unavailable", message: "Store API is not reachable" });
    expect(JSON.stringify(body)).not.toMatch(/stack|ECONNREFUSED/);
  });

  it("still answers ping (no upstream needed)", async () => {
    const res = await gql(gateway.url, `{ ping }`);
    expect(res.body.data).toEqual({ ping: true });
  });
});
