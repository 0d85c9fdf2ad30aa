/**
 * Two web instances' page caches sharing one real redis-server (REDIS_URL, server/sharedPages.mjs, issue 26): a page
 * rendered by one is answered by the other without rendering, a purge at either drops the page at both (in Redis and
 * in the other's memory), and without Redis each keeps answering from its own memory.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisAvailable, startRedis, type RunningRedis } from "../../gateway/test/helpers/redis";
import { rawGet } from "./support/httpGet";
import { page, serve, settle } from "./support/pageCacheServer";

/** Instances behind one proxy all see the shop's public host (part of the cache key). */
const HEADERS = { cookie: "i18n_redirected=de", host: "shop.test" };
async function get(instance: { url: string }, path: string) {
  const answer = await rawGet(`${instance.url}${path}`, HEADERS);
  return { state: answer.headers["x-page-cache"], body: answer.body.toString("utf8") };
}

describe("page cache shared through Redis", () => {
  let redis: RunningRedis;

  beforeAll(async () => {
    if (!redisAvailable()) throw new Error("redis-server is not installed: apt-get install -y redis-server (scripts/test.sh does it)");
    redis = await startRedis();
  }, 60_000);
  afterAll(async () => redis?.stop());

  /** Two instances of the shop in front of one Redis; `answer` renders per instance. */
  async function twoInstances(answer: (instance: string, path: string) => string) {
    const settings = { redisUrl: redis.url, purgeSecret: "s3cret", gatewayUrl: "http://127.0.0.1:9" };
    const tagged = (instance: string) => (path: string) => page(answer(instance, path), { "x-cache-tags": `product-${path.slice(1)} navigation` });
    const a = await serve(tagged("a"), settings);
    const b = await serve(tagged("b"), settings);
    // both subscribed to the purge channel before the test purges
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { a, b };
  }

  it("a page rendered by one instance is answered by the other without rendering", async () => {
    const { a, b } = await twoInstances((instance, path) => `${instance} rendered ${path}`);
    const first = await get(a, "/p1");
    expect(first.state).toBe("MISS");
    await settle();
    const other = await get(b, "/p1");
    expect(other.state).toBe("HIT");
    expect(other.body).toContain("a rendered /p1");
    expect(b.renders()).toBe(0);
    // and kept in b's memory from then on
    expect(b.cache.store.size).toBe(1);
  });

  it("a purge at one instance drops the page in Redis and in the other instance's memory", async () => {
    const { a, b } = await twoInstances((instance, path) => `${instance} rendered ${path}`);
    await get(a, "/p2");
    await get(a, "/p3");
    await settle();
    expect((await get(b, "/p2")).state).toBe("HIT");
    expect((await get(b, "/p3")).state).toBe("HIT");

    const purged = await fetch(`${a.url}/__page-cache/purge`, {
      method: "POST",
      headers: { authorization: "Bearer s3cret", "content-type": "application/json" },
      body: JSON.stringify({ tags: ["product-p2"] }),
    });
    expect(purged.status).toBe(502); // the stand-in has no gateway; the pages are dropped all the same
    // the purge reaches b over Redis' channel: b keeps only /p3
    await expect.poll(() => b.cache.store.size, { timeout: 5000 }).toBe(1);
    // gone at b (its memory and Redis): b renders it anew; the other page stays shared
    const again = await get(b, "/p2");
    expect(again.state).toBe("MISS");
    expect(again.body).toContain("b rendered /p2");
    expect((await get(b, "/p3")).state).toBe("HIT");
    // a dropped its own old copy too: it answers b's new render from Redis
    await settle();
    const atA = await get(a, "/p2");
    expect(atA.state).toBe("HIT");
    expect(atA.body).toContain("b rendered /p2");
  });

  it("a purge of everything reaches every instance", async () => {
    const { a, b } = await twoInstances((instance, path) => `${instance} rendered ${path}`);
    await get(a, "/p4");
    await settle();
    expect((await get(b, "/p4")).state).toBe("HIT");
    await b.cache.purge({ all: true });
    await expect.poll(() => a.cache.store.size, { timeout: 5000 }).toBe(0);
    expect((await get(a, "/p4")).state).toBe("MISS");
  });

  it("keeps answering from its own memory and by rendering when Redis cannot be reached", async () => {
    const down = await serve((path) => page(`alone ${path}`), { redisUrl: "redis://127.0.0.1:9" });
    expect((await get(down, "/p5")).state).toBe("MISS");
    await settle();
    const hit = await get(down, "/p5");
    expect(hit.state).toBe("HIT");
    expect(hit.body).toContain("alone /p5");
  });
});
