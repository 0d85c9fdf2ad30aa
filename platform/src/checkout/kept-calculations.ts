import { promiseHoldsUntil } from "@shop/rules";
import type { Db } from "../db/connection.js";
import { dataVersion, deepFreeze, type DataVersion } from "../db/data-version.js";
import type { Row } from "../db/translations.js";
import type { RequestContext } from "../context/context-service.js";
import type { AddressRow, CustomerRow } from "../account/customer-repository.js";
import type { StoredCart } from "./cart-types.js";

/** How many tokens' last calculations are kept (a placeOrder reads its cart moments before it orders). */
const KEPT_TOKENS = 2_000;

/**
 * Everything a cart calculation reads that no DataVersion watches: the request's context, the base URL of
 * media, the customer row and its addresses (customer tables are shopper tables, unwatched).
 */
export function calculationInputs(ctx: RequestContext, baseUrl: string, customer: CustomerRow | undefined, addresses: AddressRow[]): string {
  return JSON.stringify([
    ctx.token, ctx.salesChannel.id, ctx.languageId, ctx.languageIdChain, ctx.currencyId, ctx.countryId, ctx.countryStateId,
    ctx.paymentMethodId, ctx.shippingMethodId, ctx.customerId, ctx.payload, baseUrl, customer ?? null, addresses,
  ]);
}

interface Kept {
  /** the cart row's payload as the calculation read it (and left it) */
  payload: string;
  inputs: string;
  /** DataVersion.structural() and stockSeq() inside the calculation's lock */
  structural: number;
  stockSeq: number;
  productIds: ReadonlySet<string>;
  /** the delivery promise in the cart changes at this instant (cut-off, midnight) */
  holdsUntil: number;
  cart: Row;
}

/** What the calculation saw: taken inside its transaction, before it reads anything. */
export interface Seen {
  structural: number;
  stockSeq: number;
}

/**
 * The last calculation of each token's cart, for placing the order without calculating the same cart again
 * (placeOrder reads the cart, with the whole calculation, moments before it orders). A kept calculation is
 * used only when it is provably what a calculation now would give:
 * - it was a plain read that changed nothing and reported no cart error (errors are one-time events; a read
 *   that fixed the cart or found a blocked method is calculated again), and the cart holds no promotion
 *   (promotions start and end at any instant);
 * - the cart row still holds the same payload (another tab's change, a concurrent order of the same cart,
 *   another platform process: all change or delete it);
 * - no catalogue or system table was written since, by this connection or another (DataVersion, probed
 *   afresh inside the order's lock), except stock writes of products the cart does not hold;
 * - the context, the base URL, the customer row and its addresses are the same (read again inside the lock);
 * - the delivery promise still holds (`promiseHoldsUntil`: the 16:00 cut-off, midnight).
 * Anything else: the cart is calculated again, inside the order's lock, as before.
 */
export class KeptCalculations {
  private readonly kept = new Map<string, Kept>();
  private readonly data: DataVersion;
  /** how often an order used a kept calculation and how often it calculated (tests and benchmarks read it) */
  readonly stats = { reused: 0, calculated: 0 };

  constructor(private readonly db: Db) {
    this.data = dataVersion(db);
  }

  /** Inside a calculation's transaction, before it reads: the data generation it is about to read. */
  seen(): Seen {
    return { structural: this.data.settledStructural(), stockSeq: this.data.stockSeq() };
  }

  /**
   * After a plain read's transaction committed (outside any other): keeps its result when it may be reused.
   * `cart` is the answer (frozen here: the route and the order only read it).
   */
  keep(token: string, seen: Seen, payload: string | undefined, stored: StoredCart, changed: boolean, errorCount: number, inputs: string, now: Date, cart: Row): void {
    this.kept.delete(token);
    if (this.db.inTransaction || payload === undefined || changed || errorCount > 0) return;
    if (stored.lineItems.some((li) => li.type !== "product")) return;
    if (this.data.structural() !== seen.structural) return;
    if (this.kept.size >= KEPT_TOKENS) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(token, {
      payload,
      inputs,
      structural: seen.structural,
      stockSeq: seen.stockSeq,
      productIds: new Set(stored.lineItems.map((li) => li.referencedId)),
      holdsUntil: promiseHoldsUntil(now).getTime(),
      cart: deepFreeze(cart),
    });
  }

  /** Inside the order's lock: the token's kept calculation if nothing it depends on changed since; it is used up. */
  take(token: string, payload: string | undefined, inputs: () => string, now: Date): Row | undefined {
    const kept = this.kept.get(token);
    this.kept.delete(token);
    const reusable =
      kept !== undefined &&
      payload === kept.payload &&
      now.getTime() < kept.holdsUntil &&
      this.data.settledStructural() === kept.structural &&
      this.stockUnchanged(kept) &&
      inputs() === kept.inputs;
    if (reusable) this.stats.reused += 1;
    else this.stats.calculated += 1;
    return reusable ? kept.cart : undefined;
  }

  private stockUnchanged(kept: Kept): boolean {
    const written = this.data.stockWritesSince(kept.stockSeq);
    return written !== null && !written.some((id) => kept.productIds.has(id));
  }
}

const perConnection = new WeakMap<Db, KeptCalculations>();

/** The one KeptCalculations of a connection (its DataVersion is that connection's). */
export function keptCalculations(db: Db): KeptCalculations {
  let kept = perConnection.get(db);
  if (!kept) perConnection.set(db, (kept = new KeptCalculations(db)));
  return kept;
}
