import { SHIPPING_METHOD_NAMES } from "@shop/rules";
import type { Db } from "../db/connection.js";
import type { Row } from "../db/translations.js";
import type { RequestContext } from "../context/context-service.js";
import type { SystemRepository } from "../context/system-repository.js";
import { contextCustomer, contextLang, type AccountServices } from "../account/services.js";
import type { CustomerRow, AddressRow } from "../account/customer-repository.js";
import type { CartService } from "../checkout/cart-service.js";
import { ShopwareError } from "../http/errors.js";
import { Violations } from "../account/violations.js";
import { randomToken } from "../ids.js";
import { nextOrderNumber } from "./order-number.js";
import { OrderRepository, type NewOrder, type OrderAddressInput, type OrderRow } from "./order-repository.js";
import { newId, NO_SHIPPING_COSTS, orderCustomer, orderLineItem, pickupAddress, toOrderAddress, transactionAmount } from "./order-draft.js";
import { assertTransition, canTransition, stateEntity } from "./order-states.js";
import { orderConfirmationRenderer } from "./confirmation-mail.js";

const round2 = (n: number) => Math.round(n * 100) / 100;

export interface PlaceOrderInput {
  customerComment?: string | null;
  affiliateCode?: string | null;
  campaignCode?: string | null;
  idempotencyKey?: string | null;
  /** Shopware's `revocation`: the shopper waives the right of withdrawal for digital content (required when the cart holds downloads) */
  revocation?: string | null;
  /** query selectedCheckoutPharmacyId: must equal the context's pharmacy when sent */
  selectedCheckoutPharmacyId?: string | null;
}

export type OrderPlacedListener = (orderId: string) => void;

const listeners = new Set<OrderPlacedListener>();

/**
 * Registers a listener called inside the new order's transaction, after its rows are written (once per
 * new order, never for an idempotent replay), so what it writes commits with the order or not at all.
 * The documents module writes the invoice row here. Returns an unsubscribe function. Each listener runs
 * in its own savepoint: its error is logged, its writes are rolled back and the order stands.
 */
export function onOrderPlaced(listener: OrderPlacedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const notLoggedIn = () => new ShopwareError(403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN", "Customer is not logged in.");
const idempotencyKeyReused = () =>
  new ShopwareError(409, "CHECKOUT__IDEMPOTENCY_KEY_REUSED", "This idempotencyKey already placed an order for another cart.");
const orderNotFound = (id: string) => new ShopwareError(404, "CHECKOUT__ORDER_NOT_FOUND", 'Order with id "{{ orderId }}" not found.', { orderId: id });

/**
 * Orders: placing one from the context's cart (one BEGIN IMMEDIATE transaction: read and recalculate
 * the cart, validate, write the order, decrement stock, delete the cart), listing the caller's
 * orders, cancelling, changing the payment method.
 */
export class OrderService {
  readonly repo: OrderRepository;
  private readonly placing;
  private readonly savepoint;

  constructor(
    private readonly db: Db,
    private readonly system: SystemRepository,
    private readonly accounts: AccountServices,
    private readonly cart: CartService,
    private readonly now: () => Date,
    private readonly log: (err: unknown, msg: string) => void = () => {},
  ) {
    this.repo = new OrderRepository(db, system, accounts.reference);
    // made once: better-sqlite3 builds a transaction function's wrappers anew on every db.transaction()
    this.placing = db.transaction((ctx: RequestContext, baseUrl: string, input: PlaceOrderInput) => this.placeInLock(ctx, baseUrl, input));
    this.savepoint = db.transaction((write: () => void) => write());
    accounts.outbox.renderLater("order_confirmation", orderConfirmationRenderer(db, accounts, this.repo), log);
  }

  /** The context's customer (registered or guest), else 403. */
  customerOf(ctx: RequestContext): CustomerRow {
    const c = contextCustomer(this.accounts, ctx);
    if (!c) throw notLoggedIn();
    return c;
  }

  place(ctx: RequestContext, baseUrl: string, input: PlaceOrderInput): Row {
    const outcome = this.placing.immediate(ctx, baseUrl, input);
    return outcome.entity ?? this.repo.loadStoreApiOrders([outcome.orderId], ctx.languageId, baseUrl)[0]!;
  }

  /** The order's transaction (see place); the customer is read inside the lock, once, for the cart's inputs too. */
  private placeInLock(ctx: RequestContext, baseUrl: string, input: PlaceOrderInput): { orderId: string; entity: Row | undefined } {
    const customer = this.customerOf(ctx);
    if (input.idempotencyKey) {
      const existing = this.repo.byIdempotencyKey(customer.id, input.idempotencyKey);
      if (existing) {
        // The key's cart was deleted when it was ordered: a cart with items now is another cart,
        // and answering the old order would tell the shopper this one was ordered.
        const now = this.cart.carts.load(ctx.token, ctx.salesChannel.id);
        if (now && now.lineItems.length > 0) throw idempotencyKeyReused();
        return { orderId: existing.id, entity: undefined };
      }
    }
    // The cart as a calculation inside this transaction gives it — the last read's when nothing it
    // depends on changed since (checkout/kept-calculations.ts), else calculated here (a savepoint):
    // what is read here is what gets ordered; nobody can change or order the same cart in between.
    const cart = this.cart.forOrder(ctx, baseUrl, customer);
    const lineItems = cart.lineItems as Row[];
    if (lineItems.length === 0) throw new ShopwareError(400, "CHECKOUT__CART_EMPTY", "Cart is empty");
    const blocking = (Array.isArray(cart.errors) ? [] : Object.values(cart.errors as Record<string, Row>)).filter((e) => Number(e.level) >= 10);
    if (blocking.length > 0) {
      throw ShopwareError.many(
        400,
        blocking.map((e) => new ShopwareError(400, "CHECKOUT__CART_INVALID", String(e.message ?? e.messageKey), { ...e })),
      );
    }
    // SPEC §5 / Shopware's storefront OrderService: digital content needs the waiver of the right of withdrawal
    if (!input.revocation && lineItems.some((li) => ((li.states as string[] | undefined) ?? []).includes("is-download"))) {
      new Violations().blank("/revocation", input.revocation ?? null).throwIfAny();
    }
    const order = this.buildOrder(ctx, customer, cart, input);
    this.repo.insert(order);
    const stock = this.db.prepare("UPDATE product SET stock = stock - ?, available_stock = available_stock - ?, sales = sales + ? WHERE id = ?");
    for (const li of order.lineItems) if (li.type === "product" && li.product_id) stock.run(li.quantity, li.quantity, li.quantity, li.product_id);
    this.cart.carts.delete(ctx.token);
    // retention (SPEC §9) counts from the last order
    this.db.prepare("UPDATE customer SET last_activity_at = ? WHERE id = ?").run(order.order.created_at, customer.id);
    // The answer is rendered from the rows just written (not read back) before the invoice row is
    // written: it has always been the order as placed (documents: []); GET /order shows the invoice. The mail's
    // outbox row and the invoice row commit with the order — one commit (one WAL sync) per order, and a crash can
    // lose neither; the mail itself is rendered after the commit, outside the burst.
    const entity = this.repo.renderInserted(order, ctx.languageId, baseUrl);
    this.afterPlaced(entity, customer);
    return { orderId: order.order.id, entity };
  }

  /** Runs `write` in a savepoint of the order's transaction: a failure rolls back only its own writes and is logged. */
  private besideOrder(write: () => void, failure: string): void {
    try {
      this.savepoint(write);
    } catch (err) {
      this.log(err, failure);
    }
  }

  /**
   * Inside the order's transaction: the confirmation mail's outbox row (rendered after the commit, from the
   * committed order — ./confirmation-mail.ts) and the listeners' rows (the invoice).
   */
  private afterPlaced(order: Row, customer: CustomerRow): void {
    const mailTo = String((order.orderCustomer as Row).email ?? customer.email);
    this.besideOrder(
      () => this.accounts.outbox.sendLater(mailTo, "order_confirmation", contextLang(this.accounts, order.languageId as string), order.id as string),
      "order confirmation mail failed",
    );
    for (const listener of listeners) this.besideOrder(() => listener(order.id as string), "order placed listener failed");
  }

  private buildOrder(ctx: RequestContext, customer: CustomerRow, cart: Row, input: PlaceOrderInput): NewOrder {
    const now = this.now().toISOString();
    const cartDelivery = (cart.deliveries as Row[])[0];
    const shippingMethod = (cartDelivery?.shippingMethod as Row | null | undefined) ?? this.system.shippingMethods([ctx.shippingMethodId], ctx.languageIdChain)[0] ?? null;
    const clickAndCollect =
      shippingMethod?.technicalName === SHIPPING_METHOD_NAMES.clickAndCollect || (cart.lineItems as Row[]).some((li) => (li.payload as Row | undefined)?.clickAndCollect === true);
    const pharmacy = this.pickupPharmacy(ctx, clickAndCollect, input);
    const { billing, addresses, shippingAddressId } = this.orderAddresses(ctx, customer, pharmacy);
    const shippingCosts = (cartDelivery?.shippingCosts as Row | undefined) ?? NO_SHIPPING_COSTS;
    const downloadsOf = this.db.prepare(
      `SELECT pd.id, pd.media_id, pd.position, m.file_name, m.file_extension FROM product_download pd JOIN media m ON m.id = pd.media_id
       WHERE pd.product_id = ? ORDER BY pd.position`,
    );
    const items = (cart.lineItems as Row[]).map((li, position) => orderLineItem(li, position, (productId) => downloadsOf.all(productId) as never));
    const row = this.orderRow(ctx, customer, cart, input, { now, shippingCosts, billingAddressId: billing.id, clickAndCollect, pharmacyId: (pharmacy?.id as string | undefined) ?? null });
    const date = (cartDelivery?.deliveryDate as Row | undefined) ?? null;
    return {
      order: row,
      customer: orderCustomer(customer, billing.company),
      addresses,
      lineItems: items,
      delivery:
        cartDelivery && shippingMethod
          ? {
              id: newId(),
              shipping_method_id: shippingMethod.id as string,
              shipping_order_address_id: shippingAddressId,
              shipping_date_earliest: String(date?.earliest ?? now),
              shipping_date_latest: String(date?.latest ?? now),
              shipping_costs_json: JSON.stringify(shippingCosts),
            }
          : null,
      transaction: { id: newId(), payment_method_id: ctx.paymentMethodId, amount: Number((cart.price as Row).totalPrice), amount_json: JSON.stringify(transactionAmount(cart)) },
    };
  }

  /** Click & collect needs the context's pharmacy; a sent selectedCheckoutPharmacyId must be the checkout's. */
  private pickupPharmacy(ctx: RequestContext, clickAndCollect: boolean, input: PlaceOrderInput): Row | undefined {
    let pharmacy: Row | undefined;
    if (clickAndCollect) {
      const chosen = ctx.payload.pharmacyId ?? null;
      pharmacy = chosen ? (this.db.prepare("SELECT * FROM pharmacy WHERE id = ?").get(chosen) as Row | undefined) : undefined;
      if (!pharmacy) throw new ShopwareError(400, "CHECKOUT__NO_PHARMACY_SELECTED", "No pharmacy has been selected for click & collect.");
    }
    const sent = input.selectedCheckoutPharmacyId?.trim();
    if (sent && sent !== (pharmacy?.id ?? ctx.payload.pharmacyId ?? null)) {
      throw new ShopwareError(400, "CHECKOUT__PHARMACY_MISMATCH", 'The selected pharmacy "{{ pharmacyId }}" is not the pharmacy of this checkout.', { pharmacyId: sent });
    }
    return pharmacy;
  }

  /** Billing address, and a shipping address when it differs: the pickup pharmacy, or the customer's other address. */
  private orderAddresses(ctx: RequestContext, customer: CustomerRow, pharmacy: Row | undefined) {
    const billingRow = this.addressRow(customer, ctx.payload.billingAddressId ?? customer.default_billing_address_id);
    const shippingRow = this.addressRow(customer, ctx.payload.shippingAddressId ?? customer.default_shipping_address_id) ?? billingRow;
    if (!billingRow) throw new ShopwareError(400, "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND", "The customer has no billing address.");
    const billing = toOrderAddress(billingRow, "billing");
    const addresses: OrderAddressInput[] = [billing];
    let shipping: OrderAddressInput | undefined;
    if (pharmacy) {
      const country = this.db.prepare("SELECT id FROM country WHERE iso = ?").get(pharmacy.country_iso) as { id: string } | undefined;
      shipping = pickupAddress(customer, pharmacy, country?.id ?? billing.country_id);
    } else if (shippingRow && shippingRow.id !== billingRow.id) {
      shipping = toOrderAddress(shippingRow, "shipping");
    }
    if (shipping) addresses.push(shipping);
    return { billing, addresses, shippingAddressId: shipping?.id ?? billing.id };
  }

  private orderRow(
    ctx: RequestContext,
    customer: CustomerRow,
    cart: Row,
    input: PlaceOrderInput,
    o: { now: string; shippingCosts: Row; billingAddressId: string; clickAndCollect: boolean; pharmacyId: string | null },
  ): OrderRow {
    const price = cart.price as Row;
    const currency = this.system.currency(ctx.currencyId, ctx.languageIdChain);
    return {
      id: newId(),
      sales_channel_id: ctx.salesChannel.id,
      customer_id: customer.id,
      order_number: nextOrderNumber(this.db),
      order_date_time: o.now,
      state: "open",
      currency_id: ctx.currencyId,
      currency_iso: (currency?.isoCode as string | undefined) ?? "CHF",
      currency_factor: Number(currency?.factor ?? 1),
      language_id: ctx.languageId,
      amount_total: Number(price.totalPrice),
      amount_net: Number(price.netPrice),
      position_price: Number(price.positionPrice),
      shipping_total: Number(o.shippingCosts.totalPrice ?? 0),
      price_json: JSON.stringify({ ...price, apiAlias: "cart_price" }),
      shipping_costs_json: JSON.stringify(o.shippingCosts),
      billing_address_id: o.billingAddressId,
      customer_comment: input.customerComment ?? null,
      affiliate_code: input.affiliateCode ?? null,
      campaign_code: input.campaignCode ?? null,
      custom_fields: JSON.stringify({
        shop_fulfilment: o.clickAndCollect ? "click_and_collect" : "delivery",
        shop_pharmacy_id: o.pharmacyId,
        // readable (and filterable in GET/POST /order) so a client that lost the answer can find its order
        ...(input.idempotencyKey ? { shop_idempotency_key: input.idempotencyKey } : {}),
      }),
      idempotency_key: input.idempotencyKey ?? null,
      cart_token: ctx.token,
      deep_link_code: randomToken(32),
      created_at: o.now,
      updated_at: null,
    };
  }

  /** A payment method that is active and offered by the sales channel. */
  private availablePaymentMethod(ctx: RequestContext, id: string): { id: string; after_order_enabled: number } | undefined {
    return this.db
      .prepare(
        `SELECT pm.* FROM payment_method pm JOIN sales_channel_payment_method scp ON scp.payment_method_id = pm.id
         WHERE pm.id = ? AND scp.sales_channel_id = ? AND pm.active = 1`,
      )
      .get(id, ctx.salesChannel.id) as { id: string; after_order_enabled: number } | undefined;
  }

  private addressRow(customer: CustomerRow, id: string | null | undefined): AddressRow | undefined {
    return id ? this.accounts.customers.address(customer.id, id) : undefined;
  }

  /** The caller's order, else 404 (another customer's order does not exist for the caller). */
  ownOrder(ctx: RequestContext, orderId: unknown): OrderRow {
    const customer = this.customerOf(ctx);
    if (typeof orderId !== "string" || orderId === "") {
      throw new ShopwareError(400, "FRAMEWORK__MISSING_REQUEST_PARAMETER", 'Parameter "orderId" is missing.', { parameterName: "orderId" }, { pointer: "/orderId" });
    }
    const order = this.repo.byId(orderId);
    if (!order || order.customer_id !== customer.id || order.sales_channel_id !== ctx.salesChannel.id) throw orderNotFound(orderId);
    return order;
  }

  /** Orders of the context's customer as Store API entities, newest first. */
  customerOrders(ctx: RequestContext, baseUrl: string): Row[] {
    const customer = this.customerOf(ctx);
    return this.repo.loadStoreApiOrders(this.repo.idsOfCustomer(customer.id, ctx.salesChannel.id), ctx.languageId, baseUrl);
  }

  /** One page of the customer's orders, newest first: `page` picks ids, only those are rendered. */
  customerOrderPage<R extends { elements: { id: unknown }[] }>(ctx: RequestContext, baseUrl: string, page: (ids: string[]) => R): Omit<R, "elements"> & { elements: Row[] } {
    const customer = this.customerOf(ctx);
    const picked = page(this.repo.idsOfCustomer(customer.id, ctx.salesChannel.id));
    return { ...picked, elements: this.repo.loadStoreApiOrders(picked.elements.map((e) => e.id as string), ctx.languageId, baseUrl) };
  }

  /**
   * Shopware's paymentChangeable: the order is open, its latest transaction is not paid (nor
   * cancelled/refunded) and its payment method allows changes after ordering.
   */
  paymentChangeable(order: Row): boolean {
    if ((order.stateMachineState as Row).technicalName !== "open") return false;
    const t = (order.transactions as Row[]).at(-1);
    if (!t) return false;
    const state = (t.stateMachineState as Row).technicalName as string;
    if (!["open", "unconfirmed", "failed", "cancelled"].includes(state)) return false;
    return ((t.paymentMethod as Row | null)?.afterOrderEnabled as boolean | undefined) === true;
  }

  /**
   * Cancels an open order whose latest transaction is not paid and whose deliveries have not
   * shipped: the order, its open transaction and delivery become cancelled, and the stock comes back.
   */
  cancel(ctx: RequestContext, orderId: unknown): Row {
    const own = this.ownOrder(ctx, orderId);
    this.db
      .transaction(() => {
        const order = this.repo.byId(own.id)!;
        const tx = this.repo.latestTransaction(order.id);
        const deliveries = this.repo.deliveries(order.id);
        if (order.state !== "open" || tx?.state === "paid" || deliveries.some((d) => d.state === "shipped")) {
          throw new ShopwareError(400, "CHECKOUT__ORDER_NOT_CANCELLABLE", 'The order "{{ orderNumber }}" cannot be cancelled any more.', { orderNumber: order.order_number, orderId: order.id });
        }
        assertTransition("order.state", order.state, "cancelled");
        const now = this.now().toISOString();
        this.db.prepare('UPDATE "order" SET state = ?, updated_at = ? WHERE id = ?').run("cancelled", now, order.id);
        for (const t of this.repo.transactions(order.id)) {
          if (canTransition("order_transaction.state", t.state, "cancelled")) {
            this.db.prepare("UPDATE order_transaction SET state = 'cancelled', updated_at = ? WHERE id = ?").run(now, t.id);
          }
        }
        for (const d of deliveries) {
          if (canTransition("order_delivery.state", d.state, "cancelled")) {
            this.db.prepare("UPDATE order_delivery SET state = 'cancelled', updated_at = ? WHERE id = ?").run(now, d.id);
          }
        }
        this.db
          .prepare(
            `UPDATE product SET stock = stock + li.quantity, available_stock = available_stock + li.quantity, sales = MAX(0, sales - li.quantity)
             FROM (SELECT product_id, SUM(quantity) AS quantity FROM order_line_item WHERE order_id = ? AND type = 'product' AND product_id IS NOT NULL GROUP BY product_id) AS li
             WHERE product.id = li.product_id`,
          )
          .run(order.id);
      })
      .immediate();
    return stateEntity("order.state", "cancelled", contextLang(this.accounts, ctx.languageId));
  }

  /**
   * Shopware's SetPaymentOrderRoute: a new transaction (state open) with the new method; the
   * previous open ones are cancelled. Only while the order is open and unpaid, and when both the
   * old and the new method allow changes after ordering (afterOrderEnabled).
   */
  changePayment(ctx: RequestContext, orderId: unknown, paymentMethodId: unknown): void {
    const own = this.ownOrder(ctx, orderId);
    if (typeof paymentMethodId !== "string" || paymentMethodId === "") {
      throw new ShopwareError(400, "FRAMEWORK__MISSING_REQUEST_PARAMETER", 'Parameter "paymentMethodId" is missing.', { parameterName: "paymentMethodId" }, { pointer: "/paymentMethodId" });
    }
    const method = this.availablePaymentMethod(ctx, paymentMethodId);
    if (!method) {
      throw new ShopwareError(404, "CHECKOUT__UNKNOWN_PAYMENT_METHOD", 'The payment method "{{ paymentMethodId }}" could not be found.', { paymentMethodId });
    }
    this.db
      .transaction(() => {
        const order = this.repo.byId(own.id)!;
        const latest = this.repo.latestTransaction(order.id);
        const oldMethod = latest
          ? (this.db.prepare("SELECT after_order_enabled FROM payment_method WHERE id = ?").get(latest.payment_method_id) as { after_order_enabled: number } | undefined)
          : undefined;
        const changeable =
          order.state === "open" &&
          !!latest &&
          ["open", "unconfirmed", "failed", "cancelled"].includes(latest.state) &&
          oldMethod?.after_order_enabled === 1 &&
          method.after_order_enabled === 1;
        if (!changeable) {
          throw new ShopwareError(403, "CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE", 'The payment method of order "{{ orderNumber }}" cannot be changed.', {
            orderNumber: order.order_number,
            orderId: order.id,
          });
        }
        const now = this.now().toISOString();
        for (const t of this.repo.transactions(order.id)) {
          if (["open", "unconfirmed"].includes(t.state)) this.db.prepare("UPDATE order_transaction SET state = 'cancelled', updated_at = ? WHERE id = ?").run(now, t.id);
        }
        // strictly after the old ones, so "latest" is unambiguous even within one millisecond
        const createdAt = latest && latest.created_at >= now ? new Date(Date.parse(latest.created_at) + 1).toISOString() : now;
        this.repo.insertTransaction(order.id, { id: newId(), payment_method_id: method.id, amount: round2(order.amount_total), amount_json: latest?.amount_json ?? JSON.stringify({ unitPrice: order.amount_total, quantity: 1, totalPrice: order.amount_total, calculatedTaxes: [], taxRules: [], apiAlias: "calculated_price" }) }, createdAt);
        this.db.prepare('UPDATE "order" SET updated_at = ? WHERE id = ?').run(now, order.id);
      })
      .immediate();
  }
}
