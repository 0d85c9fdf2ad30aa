/**
 * The platform's purges of the web's page cache (http/page-purge.ts, http/purge-queue.ts) as the web receives
 * them over HTTP: a real listening server stands in for the web's purge endpoint and can hold its answer, so a
 * purge stays in flight while orders are placed.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDb } from "../src/db/connection.js";
import { dataVersion } from "../src/db/data-version.js";
import { migrate } from "../src/db/migrate.js";
import { seed } from "../src/seed/seed.js";
import { buildPlatform } from "../src/server.js";
import { STOREFRONT } from "./cart-helpers.js";
import { ACCESS_KEY } from "./helpers.js";
import { add, pid, placeOrder, registerCustomer } from "./order-helpers.js";

const SECRET = "page-purge-test-secret";

/** The web's purge endpoint: records each purge; while `hold` is set, answers only when released. */
const web = {
  received: [] as { authorization?: string; body: { all?: true; tags?: string[] } }[],
  hold: false,
  held: [] as ServerResponse[],
  release() {
    this.hold = false;
    for (const res of this.held.splice(0)) res.writeHead(200).end("{}");
  },
};
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    web.received.push({ authorization: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString()) });
    if (web.hold) web.held.push(res);
    else res.writeHead(200).end("{}");
  });
});

const db = openDb(":memory:");
migrate(db);
seed(db, { size: "small" });
let app: ReturnType<typeof buildPlatform>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__page-cache/purge`;
  app = buildPlatform({ db, accessKey: ACCESS_KEY, publicUrl: "http://platform.test", accounts: { storefrontUrls: [STOREFRONT] }, pagePurge: { url, secret: SECRET } });
});

afterAll(async () => {
  web.release();
  await app.close();
  server.close();
});

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; received ${JSON.stringify(web.received)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A guest with `productNumber` in the cart, ready to order (the registration and cart writes happen here). */
async function readyGuest(email: string, productNumber: string): Promise<string> {
  const token = await registerCustomer(app, email, { guest: true });
  await add(app, token, [[pid(productNumber), 1]]);
  return token;
}

async function order(token: string): Promise<void> {
  const placed = await placeOrder(app, token, { revocation: "1" });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
}

describe("page cache purges by the platform", () => {
  it("purges nothing for a guest's registration and cart, and only the ordered product's tag for an order", async () => {
    const token = await readyGuest("purge-eins@example.ch", "SW10002");
    // the writes above are answered; any purge they caused would be on its way by now
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(web.received).toEqual([]);
    await order(token);
    await until(() => web.received.length === 1, "the order's purge");
    expect(web.received[0]).toEqual({ authorization: `Bearer ${SECRET}`, body: { tags: [`product-${pid("SW10002")}`] } });
    web.received.length = 0;
  });

  it("gathers the writes made while a purge is in flight into the next purge, dropping none", async () => {
    const guests = await Promise.all([
      readyGuest("purge-zwei@example.ch", "SW10002"),
      readyGuest("purge-drei@example.ch", "SW30001"),
      readyGuest("purge-vier@example.ch", "SW10001"),
    ]);
    web.hold = true;
    await order(guests[0]!);
    await until(() => web.held.length === 1, "the first purge in flight");
    await order(guests[1]!);
    await order(guests[2]!);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // one purge at a time: the two later orders wait for the first purge's answer
    expect(web.received.map((r) => r.body)).toEqual([{ tags: [`product-${pid("SW10002")}`] }]);
    web.release();
    await until(() => web.received.length === 2, "the gathered purge");
    expect(web.received[1]!.body.tags!.sort()).toEqual([`product-${pid("SW30001")}`, `product-${pid("SW10001")}`].sort());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(web.received).toHaveLength(2);
  });

  it("probes the data version after an answer only when the request wrote", async () => {
    // The same platform without purges: what a request probes by itself (its handler's caches).
    const bare = buildPlatform({ db, accessKey: ACCESS_KEY, publicUrl: "http://platform.test", accounts: { storefrontUrls: [STOREFRONT] } });
    const probes = vi.spyOn(dataVersion(db), "structural");
    // The fewest of three reads: the purge's once-a-second timer may probe during one of them.
    const probesOf = async (platform: typeof app) => {
      const counts = [];
      for (let i = 0; i < 3; i++) {
        probes.mockClear();
        const read = await platform.inject({ method: "GET", url: "/store-api/context", headers: { "sw-access-key": ACCESS_KEY } });
        expect(read.statusCode).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 20)); // the answer's onResponse hooks have run
        counts.push(probes.mock.calls.length);
      }
      return Math.min(...counts);
    };
    try {
      await probesOf(app); // warm: the first read of each platform builds its caches
      await probesOf(bare);
      expect(await probesOf(app)).toBe(await probesOf(bare));
      // An order's stock write is still seen at its answer and purged.
      web.received.length = 0;
      await order(await readyGuest("purge-fuenf@example.ch", "SW10002"));
      await until(() => web.received.length === 1, "the order's purge");
      expect(web.received[0]!.body).toEqual({ tags: [`product-${pid("SW10002")}`] });
    } finally {
      probes.mockRestore();
      await bare.close();
    }
  });
});
