/**
 * The web server's page cache (server/pageCache.mjs, issue 26) in the real shop: the built web server, gateway and
 * embedded platform on a SQLite file, over HTTP. Prices are changed in that file between requests, as an import
 * next to the platform would.
 * Needs the builds of platform, gateway and web (scripts/test.sh builds before the tests).
 */
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet, type RawAnswer } from "./support/httpGet";
import { startShop, type RunningShop } from "./support/shop";
import { freePort } from "./support/webServer";

const SECRET = "page-cache-test-secret";
const LOCALE = { cookie: "i18n_redirected=de" };
const Database = createRequire(fileURLToPath(new URL("../../platform/package.json", import.meta.url)))("better-sqlite3");

type Answer = RawAnswer;
const get = rawGet;

const state = (answer: Answer) => answer.headers["x-page-cache"];

/** Sets a product's gross price in the platform's database (another connection, as an import would). */
function setPrice(dbPath: string, productId: string, gross: number): void {
  const db = new Database(dbPath);
  try {
    const row = db.prepare("SELECT price FROM product WHERE id = ?").get(productId) as { price: string };
    const price = JSON.parse(row.price) as { gross: number; net: number }[];
    for (const entry of price) {
      entry.gross = gross;
      entry.net = Math.round((gross / 1.026) * 10000) / 10000;
    }
    db.prepare("UPDATE product SET price = ? WHERE id = ?").run(JSON.stringify(price), productId);
  } finally {
    db.close();
  }
}

describe("page cache of the web server", () => {
  let shop: RunningShop;
  /** The platform's purge calls arrive here first; forwarded to the web only when `forwardPurges` is on. */
  let relay: Server;
  const purgesSeen: string[] = [];
  let forwardPurges = false;
  /** SEO paths of products of the home page, by product id. */
  const products: { id: string; path: string }[] = [];

  beforeAll(async () => {
    const relayPort = await freePort();
    const webPort = await freePort();
    relay = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", async () => {
        const body = Buffer.concat(chunks).toString();
        if (!forwardPurges) {
          purgesSeen.push(body);
          return res.writeHead(204).end();
        }
        const answer = await fetch(`http://127.0.0.1:${webPort}/__page-cache/purge`, {
          method: "POST",
          headers: { authorization: req.headers.authorization ?? "", "content-type": "application/json" },
          body,
        });
        res.writeHead(answer.status).end(await answer.text());
        // Seen once the web has purged: the test's next request must find the page gone.
        purgesSeen.push(body);
      });
    });
    await new Promise<void>((resolve) => relay.listen(relayPort, "127.0.0.1", resolve));
    shop = await startShop({
      webPort,
      platformEnv: { PAGE_CACHE_PURGE_URL: `http://127.0.0.1:${relayPort}/`, PAGE_CACHE_PURGE_SECRET: SECRET },
      webEnv: { PAGE_CACHE_PURGE_SECRET: SECRET },
    });
    const db = new Database(shop.dbPath, { readonly: true });
    const ids = (db.prepare("SELECT id FROM product WHERE parent_id IS NULL AND active = 1 ORDER BY product_number LIMIT 6").all() as { id: string }[]).map((row) => row.id);
    db.close();
    for (const id of ids) {
      const location = (await get(`${shop.web}/detail/${id}`, LOCALE)).headers.location;
      expect(location, id).toMatch(/^\/[^/]/);
      products.push({ id, path: String(location) });
    }
    expect(products).toHaveLength(6);
  }, 180_000);

  afterAll(() => {
    shop?.stop();
    relay?.close();
  });

  it("renders an anonymous product page once, then answers it from the cache without the internal tag header", async () => {
    const url = `${shop.web}${products[0]!.path}`;
    const first = await get(url, LOCALE);
    expect(first.status).toBe(200);
    expect(state(first)).toBe("MISS");
    await new Promise((resolve) => setTimeout(resolve, 200)); // stored after compression
    const second = await get(url, LOCALE);
    expect(state(second)).toBe("HIT");
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers["cache-control"]).toBe(first.headers["cache-control"]);
    expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect(second.headers["etag"]).toBe(first.headers["etag"]);
    expect(second.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(second.headers.age).toMatch(/^\d+$/);
    for (const answer of [first, second]) expect(answer.headers["x-cache-tags"]).toBeUndefined();
  });

  it("never answers a shopper with a session from the cache, and never keeps the page rendered for one", async () => {
    const url = `${shop.web}${products[1]!.path}`;
    const session = { cookie: "i18n_redirected=de; sw-context-token=abcdefabcdefabcdefabcdefabcdefab" };
    for (let i = 0; i < 2; i++) {
      const answer = await get(url, session);
      expect(answer.status).toBe(200);
      expect(state(answer)).toBeUndefined();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(state(await get(url, LOCALE))).toBe("MISS");
  });

  it("passes requests with other query parameters or other cookies by", async () => {
    for (const headers of [{}, { ...LOCALE, cookie: "i18n_redirected=de; tracking=1" }, { cookie: "i18n_redirected=it" }]) {
      for (let i = 0; i < 2; i++) expect(state(await get(`${shop.web}/`, headers)), JSON.stringify(headers)).toBeUndefined();
    }
    const url = `${shop.web}${products[2]!.path}?utm_source=${Math.random()}`;
    for (let i = 0; i < 2; i++) expect(state(await get(url, LOCALE))).toBeUndefined();
    // The listing's own parameters are part of the key, in any order.
    const listing = `${shop.web}/search?search=aspirin&order=name-asc`;
    expect(state(await get(listing, LOCALE))).toBe("MISS");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(state(await get(`${shop.web}/search?order=name-asc&search=aspirin`, LOCALE))).toBe("HIT");
  });

  it("sends the stored page brotli, gzip or as is, the same HTML each way, and 304 for its ETag", async () => {
    const url = `${shop.web}${products[3]!.path}`;
    const plain = await get(url, LOCALE);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const br = await get(url, { ...LOCALE, "accept-encoding": "gzip, deflate, br" });
    const gzip = await get(url, { ...LOCALE, "accept-encoding": "gzip" });
    const identity = await get(url, LOCALE);
    expect([br, gzip, identity].map(state)).toEqual(["HIT", "HIT", "HIT"]);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(identity.body.equals(plain.body)).toBe(true);

    const notModified = await get(url, { ...LOCALE, "if-none-match": String(plain.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(state(notModified)).toBe("HIT");
    expect(notModified.body.length).toBe(0);
  });

  it("refuses purges without the secret or with a wrong one and drops nothing", async () => {
    const url = `${shop.web}${products[0]!.path}`;
    expect(state(await get(url, LOCALE))).toBe("HIT");
    const tag = `product-${products[0]!.id}`;
    const attempts = [
      fetch(`${shop.web}/`, { method: "PURGE", headers: { xkey: tag } }),
      fetch(`${shop.web}/`, { method: "PURGE", headers: { xkey: tag, authorization: "Bearer wrong" } }),
      fetch(`${shop.web}/__page-cache/purge`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ all: true }) }),
      fetch(`${shop.web}/__page-cache/purge`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${SECRET}x` },
        body: JSON.stringify({ all: true }),
      }),
      fetch(`${shop.gateway}/__cache/purge`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ all: true }) }),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.status).toBe(401);
    expect(state(await get(url, LOCALE))).toBe("HIT");
  });

  it("shows a changed price on the next request after a purge by the product's tag, and keeps other pages", async () => {
    const target = products[4]!;
    const other = products[5]!;
    for (const product of [target, other]) await get(`${shop.web}${product.path}`, LOCALE);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The gateway keeps the product a minute too: the page's render must read the new price, not its answer.
    setPrice(shop.dbPath, target.id, 7.35);
    const cached = await get(`${shop.web}${target.path}`, LOCALE);
    expect(state(cached)).toBe("HIT");
    expect(cached.body.toString()).not.toContain("7.35");

    const purge = await fetch(`${shop.web}/`, { method: "PURGE", headers: { xkey: `product-${target.id}`, authorization: `Bearer ${SECRET}` } });
    expect(purge.status).toBe(200);
    expect(await purge.json()).toEqual({ dropped: 1, gateway: "purged" });

    const fresh = await get(`${shop.web}${target.path}`, LOCALE);
    expect(state(fresh)).toBe("MISS");
    expect(fresh.body.toString()).toContain("7.35");
    expect(state(await get(`${shop.web}${other.path}`, LOCALE))).toBe("HIT");
  });

  it("is purged by the platform when the catalogue changes", async () => {
    const target = products[5]!;
    expect(state(await get(`${shop.web}${target.path}`, LOCALE))).toBe("HIT");
    forwardPurges = true;
    purgesSeen.length = 0;
    setPrice(shop.dbPath, target.id, 6.45);
    const deadline = Date.now() + 5000;
    while (purgesSeen.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(purgesSeen).toContain(JSON.stringify({ all: true }));
    const fresh = await get(`${shop.web}${target.path}`, LOCALE);
    expect(state(fresh)).toBe("MISS");
    expect(fresh.body.toString()).toContain("6.45");
  });
});
