/**
 * Integration (issue 10, scale-out): TWO gateway processes with one real redis-server (REDIS_URL)
 * in front of the REAL platform. An answer cached by gateway A is served by gateway B without a
 * Store API call (the platform's own request log is the witness), a cold entry asked of both at once
 * is loaded once (the shared load lock), rate limits count one client across both, and when Redis
 * goes away both keep answering from their own state.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlatform, type RunningPlatform } from "../helpers/platform.js";
import { gql, startGatewayProcess, type GatewayProcess } from "../helpers/gateway.js";
import { redisAvailable, startRedis, type RunningRedis } from "../helpers/redis.js";

const PRODUCT_PAGE = /* GraphQL */ `
  query ProductPage($path: String!) {
    route(path: $path) {
      __typename
      ... on ProductRoute { product { id name price { unitPrice { amount } } } }
    }
  }
`;
const PRODUCTS = "{ products(limit: 3) { items { id url } } }";
const PURGE_SECRET = "redis-shared-purge";
const LOGIN = `mutation { login(email: "nobody@example.ch", password: "falsch-falsch") { ok errorCode message } }`;

describe("two gateway instances sharing one Redis", () => {
  let platform: RunningPlatform;
  let redis: RunningRedis;
  let a: GatewayProcess;
  let b: GatewayProcess;

  beforeAll(async () => {
    if (!redisAvailable()) throw new Error("redis-server is not installed: apt-get install -y redis-server (scripts/test.sh does it)");
    [platform, redis] = await Promise.all([startPlatform(), startRedis()]);
    const env = { REDIS_URL: redis.url, RATE_LIMIT_LOGIN: "3/60", PAGE_CACHE_PURGE_SECRET: PURGE_SECRET };
    [a, b] = await Promise.all([
      startGatewayProcess(platform.url, platform.accessKey, env),
      startGatewayProcess(platform.url, platform.accessKey, env),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([redis?.stop(), platform?.stop()]);
  });

  const storeApiCalls = async () => (await platform.requests()).filter((r) => r.path.startsWith("/store-api/"));
  /**
   * Waits until the platform has seen no new request for 200 ms: what an instance does after answering (a shared
   * write without a lock is not awaited, a stale entry refreshes in the background) must not be counted as the
   * next request's upstream calls.
   */
  const settled = async () => {
    let last = -1;
    for (let i = 0; i < 50; i++) {
      const count = (await platform.requests()).length;
      if (count === last) return;
      last = count;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it("serves on gateway B what gateway A cached, without asking the Store API", async () => {
    const list = await gql(a.url, PRODUCTS);
    expect(list.body.errors).toBeUndefined();
    const [first, second] = list.body.data!.products.items as { id: string; url: string }[];
    // B's first request loads its language list (per process, once); the product list itself comes from Redis.
    const listOnB = await gql(b.url, PRODUCTS);
    expect(listOnB.body.data).toEqual(list.body.data);

    await platform.clearRequests();
    const onA = await gql(a.url, PRODUCT_PAGE, { path: first!.url });
    expect(onA.body.errors).toBeUndefined();
    expect(onA.body.data!.route.product.id).toBe(first!.id);
    expect((await storeApiCalls()).length).toBeGreaterThan(0);

    await settled();
    await platform.clearRequests();
    const onB = await gql(b.url, PRODUCT_PAGE, { path: first!.url });
    expect(onB.body.errors).toBeUndefined();
    expect(onB.body.data).toEqual(onA.body.data);
    expect(await storeApiCalls()).toEqual([]);

    // And the other way round.
    const fromB = await gql(b.url, PRODUCT_PAGE, { path: second!.url });
    expect(fromB.body.errors).toBeUndefined();
    await settled();
    await platform.clearRequests();
    const fromA = await gql(a.url, PRODUCT_PAGE, { path: second!.url });
    expect(fromA.body.data).toEqual(fromB.body.data);
    expect(await storeApiCalls()).toEqual([]);
  });

  it("a purge at gateway A drops the product's answers at gateway B too (Redis and B's memory)", async () => {
    const list = await gql(a.url, "{ products(limit: 12) { items { id url } } }");
    const product = (list.body.data!.products.items as { id: string; url: string }[]).at(-3)!;
    // both instances hold the product page in their memory
    expect((await gql(a.url, PRODUCT_PAGE, { path: product.url })).body.errors).toBeUndefined();
    await settled();
    expect((await gql(b.url, PRODUCT_PAGE, { path: product.url })).body.errors).toBeUndefined();
    await settled();
    await platform.clearRequests();
    await gql(b.url, PRODUCT_PAGE, { path: product.url });
    expect(await storeApiCalls()).toEqual([]);

    const purge = await fetch(`${a.url}/__cache/purge`, {
      method: "POST",
      headers: { authorization: `Bearer ${PURGE_SECRET}`, "content-type": "application/json" },
      body: JSON.stringify({ tags: [`product-${product.id}`] }),
    });
    expect(purge.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await platform.clearRequests();
    const afterPurge = await gql(b.url, PRODUCT_PAGE, { path: product.url });
    expect(afterPurge.body.data!.route.product.id).toBe(product.id);
    expect((await storeApiCalls()).length).toBeGreaterThan(0);
  });

  it("loads a cold entry once for both instances when they are asked for it at the same time", async () => {
    // Both instances know their language list already (per process, read once).
    await Promise.all([gql(a.url, PRODUCTS), gql(b.url, PRODUCTS)]);
    const list = await gql(a.url, "{ products(limit: 8) { items { id url } } }");
    const items = list.body.data!.products.items as { id: string; url: string }[];
    const [reference, cold] = items.slice(-2) as [{ id: string; url: string }, { id: string; url: string }];
    const byPath = (calls: { method: string; path: string }[]) => {
      const counts: Record<string, number> = {};
      for (const call of calls) {
        const path = `${call.method} ${call.path.replace(/[0-9a-f]{32}/g, ":id")}`;
        counts[path] = (counts[path] ?? 0) + 1;
      }
      return counts;
    };

    // What one request for a cold product page costs upstream (another product, one instance, nobody waiting).
    await platform.clearRequests();
    expect((await gql(a.url, PRODUCT_PAGE, { path: reference.url })).body.errors).toBeUndefined();
    const single = byPath(await storeApiCalls());
    expect(Object.keys(single).length).toBeGreaterThan(0);

    // Ten shoppers at once, spread over both instances: the same upstream calls as one shopper.
    await platform.clearRequests();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => gql((i % 2 === 0 ? a : b).url, PRODUCT_PAGE, { path: cold.url })),
    );
    for (const answer of answers) {
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data).toEqual(answers[0]!.body.data);
    }
    expect(answers[0]!.body.data!.route.product.id).toBe(cold.id);
    expect(byPath(await storeApiCalls())).toEqual(single);
  });

  it("counts one client's logins across both instances", async () => {
    const client = { "x-forwarded-for": "203.0.113.99", "x-shop-locale": "it" };
    const answers = [];
    for (const gateway of [a, b, a]) answers.push((await gql(gateway.url, LOGIN, {}, client)).body.data!.login.errorCode);
    expect(answers).toEqual(["INVALID_CREDENTIALS", "INVALID_CREDENTIALS", "INVALID_CREDENTIALS"]);

    await platform.clearRequests();
    const refused = await gql(b.url, LOGIN, {}, client);
    expect(refused.body.data!.login).toMatchObject({ ok: false, errorCode: "LOGIN_THROTTLED" });
    expect(refused.body.data!.login.message).toMatch(/^Troppi tentativi di accesso\. Riprovi tra \d+ secondi\.$/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await storeApiCalls()).filter((r) => r.path.startsWith("/store-api/account/login"))).toEqual([]);
    // Another address is counted on its own.
    const other = await gql(a.url, LOGIN, {}, { "x-forwarded-for": "203.0.113.100" });
    expect(other.body.data!.login.errorCode).toBe("INVALID_CREDENTIALS");
  });

  it("keeps answering from each instance's own state when Redis goes away", async () => {
    const list = await gql(a.url, PRODUCTS);
    const [, , third] = list.body.data!.products.items as { id: string; url: string }[];
    await redis.stop();
    const page = await gql(b.url, PRODUCT_PAGE, { path: third!.url });
    expect(page.status).toBe(200);
    expect(page.body.errors).toBeUndefined();
    expect(page.body.data!.route.product.id).toBe(third!.id);
    // Rate limits fall back to counting in the process: still answered, still limited.
    const client = { "x-forwarded-for": "203.0.113.101" };
    const logins = [];
    for (let i = 0; i < 4; i++) logins.push((await gql(a.url, LOGIN, {}, client)).body.data!.login.errorCode);
    expect(logins).toEqual(["INVALID_CREDENTIALS", "INVALID_CREDENTIALS", "INVALID_CREDENTIALS", "LOGIN_THROTTLED"]);
    expect((await fetch(`${a.url}/health`)).status).toBe(200);
  });
});
