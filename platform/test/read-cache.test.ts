import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "../src/db/connection.js";
import { migrate } from "../src/db/migrate.js";
import { seed } from "../src/seed/seed.js";
import { add, call, createCartPlatform, pid, placeOrder, registerCustomer, stockOf } from "./order-helpers.js";
import { h, LANG } from "./cart-helpers.js";
import { ProductRepository } from "../src/catalog/product-repository.js";
import { CategoryRepository } from "../src/catalog/category-repository.js";
import { dataVersion, MAX_STOCK_LOG, VersionedCache } from "../src/db/data-version.js";
import { SEED_IDS } from "../src/seed/ids.js";

/**
 * Issue 9: catalogue reads are served from caches (read models and serialised answers). Every write
 * that changes what a read returns must show in the very next read, over real HTTP — whichever code
 * path (or connection) wrote.
 */
const { app, db } = createCartPlatform();
let base = "";
beforeAll(async () => {
  base = await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await app.close();
});

const PRODUCT = pid("SW10002");

async function read(url: string, body: unknown = {}, origin = base): Promise<Record<string, any>> {
  const res = await fetch(`${origin}/store-api${url}`, { method: "POST", headers: { ...h(), "sw-include-seo-urls": "true" }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, any>;
}
const detail = async (origin = base) => (await read(`/product/${PRODUCT}`, {}, origin)).product;
const listed = async () => {
  const categoryId = (await detail()).categoryIds[0] as string;
  const listing = await read(`/product-listing/${categoryId}`, { limit: 100, filter: [{ type: "equals", field: "id", value: PRODUCT }] });
  return listing.elements.find((p: { id: string }) => p.id === PRODUCT);
};

describe("catalogue read caches follow every write", () => {
  it("an order lowers the stock in product detail and listing at once; a cancel restores it", async () => {
    const before = (await detail()).stock as number;
    expect(before).toBe(stockOf(db, PRODUCT).stock);
    expect((await detail()).stock).toBe(before); // now answered from the cache
    expect((await listed()).stock).toBe(before);

    const token = await registerCustomer(app, "lager@example.ch");
    await add(app, token, [[PRODUCT, 3]]);
    const order = (await placeOrder(app, token)).body;
    expect(order.id).toBeTruthy();
    expect((await detail()).stock).toBe(before - 3);
    expect((await detail()).availableStock).toBe(stockOf(db, PRODUCT).available_stock);
    expect((await listed()).stock).toBe(before - 3);

    const cancelled = await call(app, "POST", "/store-api/order/state/cancel", token, { orderId: order.id });
    expect(cancelled.status).toBe(200);
    expect((await detail()).stock).toBe(before);
    expect((await listed()).stock).toBe(before);
  });

  it("a sold-out closeout product turns unavailable at once", async () => {
    expect((await detail()).available).toBe(true);
    db.prepare("UPDATE product SET is_closeout = 1, stock = 0, available_stock = 0 WHERE id = ?").run(PRODUCT);
    expect((await detail()).available).toBe(false);
    db.prepare("UPDATE product SET is_closeout = 0, stock = 300, available_stock = 300 WHERE id = ?").run(PRODUCT);
    expect((await detail()).available).toBe(true);
  });

  it("a price change and an approved review show in the next read", async () => {
    const gross = (await detail()).calculatedPrice.totalPrice as number;
    const prices = JSON.parse((db.prepare("SELECT price FROM product WHERE id = ?").get(PRODUCT) as { price: string }).price) as { gross: number; net: number }[];
    db.prepare("UPDATE product SET price = ? WHERE id = ?").run(JSON.stringify(prices.map((p) => ({ ...p, gross: p.gross + 1, net: p.net + 1 }))), PRODUCT);
    expect((await detail()).calculatedPrice.totalPrice).toBeCloseTo(gross + 1, 2);

    const reviews = async () => (await read(`/product/${PRODUCT}/reviews`, { limit: 100, "total-count-mode": "exact" })).total as number;
    const shown = await reviews();
    const hidden = db.prepare("SELECT id FROM product_review WHERE product_id = ? AND status = 0 LIMIT 1").get(PRODUCT) as { id: string } | undefined;
    if (hidden) {
      db.prepare("UPDATE product_review SET status = 1 WHERE id = ?").run(hidden.id);
      expect(await reviews()).toBe(shown + 1);
    } else {
      db.prepare("UPDATE product_review SET status = 0 WHERE id = (SELECT id FROM product_review WHERE product_id = ? AND status = 1 LIMIT 1)").run(PRODUCT);
      expect(await reviews()).toBe(shown - 1);
    }
  });

  it("nothing rendered inside a transaction that is rolled back is kept", () => {
    const products = new ProductRepository(db);
    const pricing = { currencyId: SEED_IDS.currencyChf, customerId: null };
    const stock = () => products.map([LANG.de], pricing, "http://platform.test").get(PRODUCT)!.entity.stock as number;
    const before = stock();
    const rollback = db.transaction(() => {
      db.prepare("UPDATE product SET stock = stock - 50 WHERE id = ?").run(PRODUCT);
      expect(stock()).toBe(before - 50); // rendered from the uncommitted write …
      throw new Error("rolled back");
    });
    expect(() => rollback()).toThrow("rolled back");
    expect(stock()).toBe(before); // … and not kept
  });

  it("a shopper's own pending review is shown to them only, and never cached for others", async () => {
    const reviews = async (token?: string) => {
      const res = await fetch(`${base}/store-api/product/${PRODUCT}/reviews`, { method: "POST", headers: h(token), body: JSON.stringify({ limit: 100 }) });
      expect(res.status).toBe(200);
      return ((await res.json()) as { elements: { title: string }[] }).elements.map((r) => r.title);
    };
    const anonymous = await reviews();
    const token = await registerCustomer(app, "rezension@example.ch");
    const written = await fetch(`${base}/store-api/product/${PRODUCT}/review`, {
      method: "POST",
      headers: h(token),
      body: JSON.stringify({ title: "Hilft schnell", content: "Wirkt bei mir zuverlässig innert einer halben Stunde, gut verträglich.", points: 5 }),
    });
    expect(written.status).toBe(204);
    expect(await reviews(token)).toContain("Hilft schnell");
    expect(await reviews()).toEqual(anonymous);
    expect(await reviews(token)).toContain("Hilft schnell");
  });
});

describe("a write by another connection to the same database file", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "platform-read-cache-"));
  const file = path.join(dir, "shop.sqlite");
  const seeded = openDb(file);
  migrate(seeded);
  seed(seeded, { size: "small" });
  seeded.close();
  const server = createCartPlatform({ db: openDb(file) });
  let origin = "";
  beforeAll(async () => {
    origin = await server.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await server.app.close();
    server.db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("shows in the next read (e.g. stock changed by a seed or an import next to the server)", async () => {
    const before = (await detail(origin)).stock as number;
    expect((await detail(origin)).stock).toBe(before);
    const other = openDb(file);
    other.prepare("UPDATE product SET stock = stock - 7 WHERE id = ?").run(PRODUCT);
    other.close();
    expect((await detail(origin)).stock).toBe(before - 7);
  });
});

describe("stock writes (orders, cancels) re-render only the products written", () => {
  const db = openDb(":memory:");
  migrate(db);
  seed(db, { size: "small" });
  const products = new ProductRepository(db);
  const categories = new CategoryRepository(db);
  const pricing = { currencyId: SEED_IDS.currencyChf, customerId: null };
  const items = () => products.map([LANG.de], pricing, "http://platform.test");
  const fresh = () => new ProductRepository(db).map([LANG.de], pricing, "http://platform.test");
  const sell = db.prepare("UPDATE product SET stock = stock - ?, available_stock = available_stock - ?, sales = sales + ? WHERE id = ?");
  const others = () => [...items().keys()].filter((id) => id !== PRODUCT);

  it("keeps every other product's rendering and the read models that render no stock", () => {
    const before = items();
    const tree = categories.all([LANG.de]);
    const was = before.get(PRODUCT)!;
    sell.run(2, 2, 2, PRODUCT);
    const after = items();
    const now = after.get(PRODUCT)!;
    expect(now.entity.stock).toBe((was.entity.stock as number) - 2);
    expect(now.entity.availableStock).toBe((was.entity.availableStock as number) - 2);
    expect(now.entity.sales).toBe((was.entity.sales as number) + 2);
    expect(now.index?.topseller).toBe((was.index?.topseller as number) + 2);
    expect(was.entity.stock).toBe((now.entity.stock as number) + 2); // the earlier rendering is left as it was
    for (const id of others()) expect(after.get(id)).toBe(before.get(id));
    expect(categories.all([LANG.de])).toBe(tree);
    // the patched rendering is the full rendering, in the same order
    expect(JSON.stringify([...after.values()])).toBe(JSON.stringify([...fresh().values()]));
  });

  it("a closeout selling out turns unavailable; a rolled-back stock write leaves nothing behind", () => {
    db.prepare("UPDATE product SET is_closeout = 1 WHERE id = ?").run(PRODUCT);
    const stock = items().get(PRODUCT)!.entity.stock as number;
    expect(items().get(PRODUCT)!.entity.available).toBe(true);
    sell.run(stock, stock, stock, PRODUCT);
    expect(items().get(PRODUCT)!.entity.available).toBe(false);
    const before = items();
    expect(() =>
      db.transaction(() => {
        sell.run(-5, -5, -5, PRODUCT);
        expect(items().get(PRODUCT)!.entity.available).toBe(true);
        throw new Error("rolled back");
      })(),
    ).toThrow("rolled back");
    expect(items().get(PRODUCT)!.entity.available).toBe(false);
    expect(items().get(PRODUCT)!.entity.stock).toBe(0);
    for (const id of others()) expect(items().get(id)).toBe(before.get(id));
    db.prepare("UPDATE product SET is_closeout = 0, stock = 300, available_stock = 300 WHERE id = ?").run(PRODUCT);
  });

  it("read models that render no stock (categories, SEO URLs) stay cached across stock writes, not across other writes", () => {
    const stockFree = new VersionedCache<string>(db, { rendersStock: false });
    const any = new VersionedCache<string>(db);
    const built = (cache: VersionedCache<string>) => {
      let ran = false;
      cache.get("entry", () => ((ran = true), "value"));
      return ran;
    };
    expect(built(stockFree) && built(any)).toBe(true);
    sell.run(1, 1, 1, PRODUCT);
    expect(built(stockFree)).toBe(false);
    expect(built(any)).toBe(true);
    db.prepare("UPDATE category SET position = position WHERE id = (SELECT id FROM category LIMIT 1)").run();
    expect(built(stockFree)).toBe(true);
  });

  it("a write that changes any other column of a product renders everything again", () => {
    const before = items();
    const tree = categories.all([LANG.de]);
    const other = others()[0]!;
    const shippingFree = before.get(PRODUCT)!.entity.shippingFree as boolean;
    db.prepare("UPDATE product SET stock = stock - 1, shipping_free = ? WHERE id = ?").run(shippingFree ? 0 : 1, PRODUCT);
    expect(items().get(PRODUCT)!.entity.shippingFree).toBe(!shippingFree);
    expect(items().get(other)).not.toBe(before.get(other));
    expect(categories.all([LANG.de])).not.toBe(tree);
  });

  it("a product column added later is never taken for a stock column", () => {
    const version = dataVersion(db);
    db.exec("ALTER TABLE product ADD COLUMN shop_test_note TEXT");
    const structural = version.structural();
    const stockSeq = version.stockSeq();
    sell.run(1, 1, 1, PRODUCT);
    expect(version.structural()).toBe(structural);
    expect(version.stockSeq()).toBe(stockSeq + 1);
    db.prepare("UPDATE product SET shop_test_note = 'x' WHERE id = ?").run(PRODUCT);
    expect(version.structural()).toBe(structural + 1);
    expect(version.stockSeq()).toBe(stockSeq + 1);
  });

  it("stock writes nobody read beyond the log's bound count as one catalogue write", () => {
    const version = dataVersion(db);
    const before = items();
    const structural = version.structural();
    const seq = version.stockSeq();
    db.transaction(() => {
      for (let i = 0; i <= MAX_STOCK_LOG; i += 1) sell.run(0, 0, 0, PRODUCT);
    })();
    expect(version.stockWritesSince(seq)).toBeNull();
    expect(version.structural()).toBeGreaterThan(structural);
    const other = others()[0]!;
    expect(items().get(other)).not.toBe(before.get(other));
    expect(JSON.stringify([...items().values()])).toBe(JSON.stringify([...fresh().values()]));
  });
});

describe("what a transaction builds is kept once the transactions before it have ended", () => {
  const stockFree = () => new VersionedCache<string>(db, { rendersStock: false });
  const keptInTransaction = (cache: VersionedCache<string>) =>
    db.transaction(() => {
      cache.get("entry", () => "value");
      return cache.size === 1;
    }).immediate();

  it("after an order's transaction wrote stock, the next transaction (a cart calculation) keeps what it builds", () => {
    db.transaction(() => db.prepare("UPDATE product SET stock = stock - 1, available_stock = available_stock - 1 WHERE id = ?").run(PRODUCT)).immediate();
    // nothing read outside a transaction in between: every cart calculation and order runs inside one
    expect(keptInTransaction(stockFree())).toBe(true);
  });

  it("also after a transaction that was rolled back", () => {
    expect(() =>
      db.transaction(() => {
        db.prepare("UPDATE category SET position = position WHERE id = (SELECT id FROM category LIMIT 1)").run();
        throw new Error("rolled back");
      })(),
    ).toThrow("rolled back");
    expect(keptInTransaction(stockFree())).toBe(true);
  });

  it("never what is built after the transaction's own watched write, nor inside a savepoint after it", () => {
    const cache = stockFree();
    db.transaction(() => {
      db.prepare("UPDATE product SET stock = stock + 1, available_stock = available_stock + 1 WHERE id = ?").run(PRODUCT);
      db.transaction(() => cache.get("entry", () => "value"))();
      expect(cache.size).toBe(0);
    }).immediate();
    expect(keptInTransaction(cache)).toBe(true);
  });
});

describe("after an order, cached answers that show none of the ordered products are kept (HTTP)", () => {
  /** Reads of products or categories: a cache hit answers before any handler reads them. */
  let built = 0;
  beforeAll(() => {
    const count = () => (built += 1);
    const spy = <T extends object>(proto: T, method: keyof T & string) => {
      const original = proto[method] as (...args: unknown[]) => unknown;
      vi.spyOn(proto, method as never).mockImplementation(function (this: unknown, ...args: unknown[]) {
        count();
        return original.apply(this, args);
      } as never);
    };
    for (const method of ["map", "list", "listedIn"] as const) spy(ProductRepository.prototype, method);
    spy(CategoryRepository.prototype, "all");
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  const text = async (url: string, body: unknown = {}) => {
    const res = await fetch(`${base}/store-api${url}`, { method: "POST", headers: { ...h(), "sw-include-seo-urls": "true" }, body: JSON.stringify(body) });
    expect(res.status).toBe(200);
    return res.text();
  };
  /** The answer, and whether its handler ran (false: it came from the read cache). */
  const fetched = async (url: string, body: unknown = {}) => {
    const before = built;
    const answer = await text(url, body);
    return { answer, rebuilt: built !== before };
  };
  const order = async (email: string, items: [string, number][]) => {
    const token = await registerCustomer(app, email);
    await add(app, token, items);
    const placed = (await placeOrder(app, token)).body;
    expect(placed.id).toBeTruthy();
    return { token, orderId: placed.id as string };
  };
  type Read = [url: string, body: unknown];
  const listingOf = (categoryId: string, extra: Record<string, unknown> = {}): Read => [`/product-listing/${categoryId}`, { limit: 24, ...extra }];

  it("keeps the other products' pages, listings without the product and the navigation; rebuilds what shows it or is chosen by stock", async () => {
    const shown = JSON.parse(await text(`/product/${PRODUCT}`)).product;
    // a category whose listing does not show the product, and one of its products whose page does not either
    const rootId = (db.prepare("SELECT navigation_category_id AS id FROM sales_channel LIMIT 1").get() as { id: string }).id;
    const tree = JSON.parse(await text(`/navigation/${rootId}/${rootId}`, { depth: 5, buildTree: false })) as { id: string }[];
    let other: { categoryId: string; productId: string } | null = null;
    for (const category of tree) {
      const listing = await text(...listingOf(category.id));
      const elements = JSON.parse(listing).elements as { id: string }[];
      if (!elements.length || listing.includes(PRODUCT)) continue;
      const productId = elements.map((e) => e.id).find((id) => id !== PRODUCT);
      if (productId && !(await text(`/product/${productId}`)).includes(PRODUCT)) {
        other = { categoryId: category.id, productId };
        break;
      }
    }
    expect(other).not.toBeNull();
    const { categoryId, productId } = other!;
    const kept: Read[] = [
      [`/product/${productId}`, {}],
      listingOf(categoryId),
      [`/navigation/${rootId}/${rootId}`, { depth: 5, buildTree: false }],
      [`/product/${productId}/reviews`, {}],
    ];
    const withProduct: Read[] = [[`/product/${PRODUCT}`, {}], listingOf(shown.categoryIds[0])];
    const byStock: Read[] = [
      listingOf(categoryId, { order: "topseller" }),
    ];
    // answers chosen or summed by stock that show none of the products ordered: before the order nothing
    // matches (the product has more stock), after it the product does; the sum is over every product (post-filters
    // narrow the elements only)
    const soldDown: Read = ["/product", { filter: [{ type: "range", field: "stock", parameters: { lte: shown.stock - 2 } }, { type: "equals", field: "id", value: PRODUCT }], includes: { product: ["id"] } }];
    const stockSum: Read = ["/product", { limit: 1, postFilter: [{ type: "equals", field: "id", value: productId }], aggregations: [{ name: "stock", type: "sum", field: "stock" }], includes: { product: ["id"] } }];
    const sumOf = (answer: string) => JSON.parse(answer).aggregations.stock.sum as number;
    expect(JSON.parse(await text(...soldDown)).total).toBe(0);
    const sumBefore = sumOf(await text(...stockSum));
    byStock.push(soldDown, stockSum);
    const warm = new Map<string, string>();
    for (const [url, body] of [...kept, ...withProduct, ...byStock]) {
      await text(url, body);
      const second = await fetched(url, body);
      expect(second.rebuilt, url).toBe(false); // served from the cache before the order
      warm.set(url + JSON.stringify(body), second.answer);
    }

    const { token, orderId } = await order("behalten@example.ch", [[PRODUCT, 2]]);
    for (const [url, body] of kept) {
      const after = await fetched(url, body);
      expect(after.rebuilt, url).toBe(false);
      expect(after.answer).toBe(warm.get(url + JSON.stringify(body)));
    }
    for (const [url, body] of [...withProduct, ...byStock]) expect((await fetched(url, body)).rebuilt, url).toBe(true);
    expect(JSON.parse(await text(...soldDown)).elements.map((p: { id: string }) => p.id)).toEqual([PRODUCT]);
    expect(sumOf(await text(...stockSum))).toBe(sumBefore - 2);
    const detailAfter = JSON.parse(await text(`/product/${PRODUCT}`)).product;
    expect(detailAfter.stock).toBe(shown.stock - 2);
    expect(detailAfter.stock).toBe(stockOf(db, PRODUCT).stock);
    const listed = JSON.parse(await text(...withProduct[1]!)).elements.find((p: { id: string }) => p.id === PRODUCT);
    expect(listed.stock).toBe(shown.stock - 2);

    // a cancel gives the stock back: shown at once, the others still from the cache
    expect((await call(app, "POST", "/store-api/order/state/cancel", token, { orderId })).status).toBe(200);
    expect(JSON.parse(await text(`/product/${PRODUCT}`)).product.stock).toBe(shown.stock);
    for (const [url, body] of kept) expect((await fetched(url, body)).rebuilt, url).toBe(false);
  });

  it("a variant parent's page is rebuilt when a variant it does not show is ordered (the best variant is chosen by availability)", async () => {
    const { parent } = db
      .prepare("SELECT parent_id AS parent FROM product WHERE parent_id IS NOT NULL AND active = 1 GROUP BY parent_id HAVING COUNT(*) > 1 LIMIT 1")
      .get() as { parent: string };
    const page = JSON.parse(await text(`/product/${parent}`)).product;
    expect(page.parentId).toBe(parent);
    expect((await fetched(`/product/${parent}`)).rebuilt).toBe(false);
    const { child } = db.prepare("SELECT id AS child FROM product WHERE parent_id = ? AND id <> ? AND active = 1 AND stock > 0 LIMIT 1").get(parent, page.id) as { child: string };
    await order("variante@example.ch", [[child, 1]]);
    const after = await fetched(`/product/${parent}`);
    expect(after.rebuilt).toBe(true);
    const product = JSON.parse(after.answer).product;
    expect(product.stock).toBe(stockOf(db, product.id).stock);
  });
});
