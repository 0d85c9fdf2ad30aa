/**
 * Tells the web's page cache (and through it the gateway's response cache) what the catalogue writes changed
 * (issue 26), so a new price or stock level shows on the next page view instead of after the pages' TTL: after
 * every answered request, and once a second for writes by other connections (a seed or import next to the
 * server), the data version (db/data-version.ts) says whether anything was written since the last look (after a
 * request only if this connection's own triggers counted a write, so a read costs no SQLite probe) — stock
 * writes name their products (`product-<id>` and its parent's tag), any other catalogue write purges every page.
 * Fire-and-forget with a short timeout: a web that is away never slows or fails an order. One purge is in flight at
 * a time (http/purge-queue.ts): the stock writes of an order burst reach the web as a few gathered purges, not one
 * each. Customer, cart, order and document writes purge nothing (db/data-version.ts does not watch their tables).
 */
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/connection.js";
import { dataVersion } from "../db/data-version.js";
import { PurgeQueue, type Purge } from "./purge-queue.js";

export interface PagePurgeTarget {
  /** The web's purge endpoint (PAGE_CACHE_PURGE_URL, e.g. http://127.0.0.1:3000/__page-cache/purge). */
  url: string;
  /** PAGE_CACHE_PURGE_SECRET, sent as `Authorization: Bearer`. */
  secret: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 2000;
const EXTERNAL_WRITES_CHECK_MS = 1000;
/** More products than this in one purge: purging everything is cheaper than the list. */
const MAX_TAGS = 500;

export function installPagePurge(app: FastifyInstance, db: Db, target: PagePurgeTarget): void {
  const data = dataVersion(db);
  let structural = data.structural();
  let stockSeq = data.stockSeq();
  const parents = db.prepare("SELECT parent_id AS parentId FROM product WHERE id = ? AND parent_id IS NOT NULL");

  const send = (what: Purge): Promise<void> =>
    fetch(target.url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${target.secret}` },
      body: JSON.stringify(what),
      signal: AbortSignal.timeout(target.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    })
      .then(async (answer) => {
        await answer.arrayBuffer();
        if (!answer.ok) app.log.warn({ status: answer.status }, "page cache purge refused");
      })
      .catch((error: unknown) => app.log.warn({ err: error }, "page cache purge failed"));
  const queue = new PurgeQueue(send, MAX_TAGS);

  let ownWrites = data.ownWrites();

  const check = () => {
    if (db.inTransaction) return;
    ownWrites = data.ownWrites();
    const nowStructural = data.structural();
    const nowStock = data.stockSeq();
    if (nowStructural !== structural) {
      structural = nowStructural;
      stockSeq = nowStock;
      return queue.add({ all: true });
    }
    if (nowStock === stockSeq) return;
    const ids = data.stockWritesSince(stockSeq);
    stockSeq = nowStock;
    const tags = new Set<string>();
    for (const id of ids ?? []) {
      tags.add(`product-${id}`);
      const parent = parents.get(id) as { parentId: string } | undefined;
      if (parent) tags.add(`product-${parent.parentId}`);
    }
    queue.add(ids === null ? { all: true } : { tags: [...tags] });
  };

  // An answer whose handler wrote nothing here needs no probe of the data version: other connections' writes
  // (and schema changes) are the timer's below, within a second either way.
  app.addHook("onResponse", async () => {
    if (data.ownWrites() !== ownWrites) check();
  });
  const timer = setInterval(check, EXTERNAL_WRITES_CHECK_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
