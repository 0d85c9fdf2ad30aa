import { randomUUID } from "node:crypto";
import type { Db } from "../db/connection.js";
import type { Row } from "../db/translations.js";
import type { RequestContext } from "../context/context-service.js";
import type { ContextService } from "../context/context-service.js";
import type { SystemRepository } from "../context/system-repository.js";
import { contextCustomer, contextLang, type AccountServices } from "../account/services.js";
import type { CustomerRow } from "../account/customer-repository.js";
import { priceRuleFor } from "../catalog/customer-group-pricing.js";
import { ShopwareError } from "../http/errors.js";
import { isUuid } from "../ids.js";
import { availabilityErrors } from "./availability-rules.js";
import { calculateCart, type CalculationContext } from "./cart-calculator.js";
import { cartError, serializeErrors, type CartError } from "./cart-errors.js";
import { loadCartProducts, type CartProduct } from "./cart-products.js";
import { CartRepository, parseCart } from "./cart-repository.js";
import { calculationInputs, keptCalculations, type KeptCalculations } from "./kept-calculations.js";
import { emptyCart, type StoredCart, type StoredLineItem } from "./cart-types.js";
import { findPromotion } from "./promotions.js";
import { applyQuantityRules } from "./quantity-rules.js";

export interface CheckoutConfig {
  /** goods total (CHF, after promotions) from which parcel shipping is free */
  freeShippingFrom: number;
}

export interface AddItem {
  id?: string;
  type: "product" | "promotion";
  referencedId: string;
  quantity: number;
  clickAndCollect?: boolean;
}

export interface UpdateItem {
  id: string;
  quantity?: number;
  clickAndCollect?: boolean;
}

type Change = (cart: StoredCart, errors: CartError[], products: Map<string, CartProduct>) => { addedPromotions?: string[] } | void;

const lineItemNotFound = (id: string) =>
  new ShopwareError(404, "CHECKOUT__CART_LINE_ITEM_NOT_FOUND", 'Line item with identifier "{{ id }}" not found.', { id });

/**
 * The cart of a context token. Every call is one SQLite transaction (BEGIN IMMEDIATE): read the
 * stored cart, apply the change, recalculate against the current catalogue, write it back. Two
 * concurrent adds to one token are serialised by SQLite's write lock, so neither is lost.
 *
 * Errors are events, as Shopware's non-persistent cart errors: they are returned by the call whose
 * calculation produced them (the add that hit the stock, the read that found a product gone) and
 * not stored. The calculation also stores its fix (reduced quantity, removed item), so the next
 * read has nothing to report and the same message never shows twice.
 */
export class CartService {
  readonly carts: CartRepository;
  /** each token's last plain read, for the order that follows it (kept-calculations.ts says when it is used) */
  readonly kept: KeptCalculations;

  constructor(
    private readonly db: Db,
    private readonly system: SystemRepository,
    private readonly contexts: ContextService,
    private readonly accounts: AccountServices,
    readonly config: CheckoutConfig,
    private readonly now: () => Date,
  ) {
    this.carts = new CartRepository(db);
    this.kept = keptCalculations(db);
  }

  read(ctx: RequestContext, baseUrl: string): Row {
    return this.run(ctx, baseUrl, [], undefined);
  }

  /**
   * The cart to order, inside the order's transaction (`customer`: the context's, read inside it): the token's last read when nothing it depends on
   * changed since (kept-calculations.ts), else the cart calculated now — what is ordered is what a
   * calculation at this moment gives either way.
   */
  forOrder(ctx: RequestContext, baseUrl: string, customer: CustomerRow): Row {
    const payload = this.carts.payload(ctx.token, ctx.salesChannel.id);
    const kept = this.kept.take(ctx.token, payload, () => this.inputs(ctx, baseUrl, customer), this.now());
    return kept ?? this.read(ctx, baseUrl);
  }

  add(ctx: RequestContext, baseUrl: string, items: AddItem[]): Row {
    const productIds = items.filter((i) => i.type === "product" && isUuid(i.referencedId)).map((i) => i.referencedId);
    return this.run(ctx, baseUrl, productIds, (cart, errors, products) => {
      const addedPromotions: string[] = [];
      for (const item of items) {
        if (item.type === "promotion") {
          // the code as the shop spells it when it exists (shoppers type "gesund10")
          const code = findPromotion(this.db, item.referencedId, ctx.languageIdChain)?.code ?? item.referencedId.trim();
          if (cart.lineItems.some((li) => li.type === "promotion" && li.referencedId.toLowerCase() === code.toLowerCase())) continue;
          const id = item.id ?? randomUUID().replace(/-/g, "");
          cart.lineItems.push({ id, type: "promotion", referencedId: code, quantity: 1, payload: {} });
          addedPromotions.push(id);
          continue;
        }
        const product = products.get(item.referencedId);
        if (!product) {
          errors.push(cartError("product-not-found", item.referencedId, { id: item.referencedId }));
          continue;
        }
        if (!product.active || product.childCount > 0 || applyQuantityRules(item.quantity, product).kind === "out-of-stock") {
          errors.push(cartError("product-not-orderable", product.id, { id: product.id, name: product.name }));
          continue;
        }
        const id = item.id ?? product.id;
        const existing = cart.lineItems.find((li) => li.id === id);
        if (existing) {
          existing.quantity += item.quantity;
          if (item.clickAndCollect !== undefined) existing.payload = { ...existing.payload, clickAndCollect: item.clickAndCollect };
        } else {
          const payload: StoredLineItem["payload"] = item.clickAndCollect === undefined ? {} : { clickAndCollect: item.clickAndCollect };
          cart.lineItems.push({ id, type: "product", referencedId: product.id, quantity: item.quantity, payload });
        }
      }
      return { addedPromotions };
    });
  }

  update(ctx: RequestContext, baseUrl: string, items: UpdateItem[]): Row {
    return this.run(ctx, baseUrl, [], (cart) => {
      for (const item of items) {
        const li = cart.lineItems.find((l) => l.id === item.id);
        if (!li) throw lineItemNotFound(item.id);
        if (item.quantity !== undefined && item.quantity !== li.quantity) {
          if (li.type !== "product") {
            throw new ShopwareError(400, "CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE", 'Line item with identifier "{{ id }}" is not stackable and the quantity cannot be changed.', { id: li.id });
          }
          li.quantity = item.quantity;
        }
        if (item.clickAndCollect !== undefined && li.type === "product") li.payload = { ...li.payload, clickAndCollect: item.clickAndCollect };
      }
    });
  }

  remove(ctx: RequestContext, baseUrl: string, ids: string[]): Row {
    return this.run(ctx, baseUrl, [], (cart) => {
      for (const id of ids) if (!cart.lineItems.some((l) => l.id === id)) throw lineItemNotFound(id);
      cart.lineItems = cart.lineItems.filter((l) => !ids.includes(l.id));
    });
  }

  clear(ctx: RequestContext): void {
    this.carts.delete(ctx.token);
  }

  private run(ctx: RequestContext, baseUrl: string, extraProductIds: string[], change: Change | undefined): Row {
    const sc = ctx.salesChannel;
    const errors: CartError[] = [];
    const customerRow = contextCustomer(this.accounts, ctx);
    // a plain read may be kept for the order: what it reads outside the watched tables, read before the entity renders it
    const inputs = change ? "" : this.inputs(ctx, baseUrl, customerRow);
    const customer = customerRow ? this.accounts.customers.entity(customerRow, ctx.languageIdChain, ctx.payload) : null;
    const calc = this.calculationContext(ctx, customer);
    let kept: { seen: ReturnType<KeptCalculations["seen"]>; payload: string | undefined; stored: StoredCart; changed: boolean } | undefined;
    const tx = this.db.transaction(() => {
      const seen = change ? undefined : this.kept.seen();
      const payload = this.carts.payload(ctx.token, sc.id);
      const existing = payload === undefined ? undefined : parseCart(payload);
      const before = existing ?? emptyCart();
      const working: StoredCart = structuredClone(before);
      const ids = [...working.lineItems.filter((l) => l.type === "product").map((l) => l.referencedId), ...extraProductIds];
      const products = loadCartProducts(this.db, ids, ctx.languageIdChain, ctx.currencyId, baseUrl);
      const outcome = change?.(working, errors, products) ?? {};
      const result = calculateCart(working, products, calc, errors);
      if (result.stored.lineItems.some((l) => l.type === "product")) errors.push(...this.availability(ctx, calc, customer, result.stored));
      const changed = JSON.stringify(result.stored) !== JSON.stringify(before);
      // A read of a cart nobody stored creates nothing (browsing stays session-free); any write
      // persists the context too, so a freshly minted token keeps its cart.
      if (change || (existing && changed)) {
        if (ctx.isNewToken) this.contexts.save(ctx.token, sc.id, ctx.payload);
        this.carts.save(ctx.token, sc.id, ctx.customerId, result.stored, calc.now);
      }
      for (const id of outcome.addedPromotions ?? []) {
        const li = (result.cart.lineItems as Row[]).find((l) => l.id === id);
        if (li) errors.push(cartError("promotion-discount-added", id, { name: li.label as string, discountLineItemId: id }));
      }
      if (seen) kept = { seen, payload, stored: result.stored, changed };
      return result.cart;
    });
    const cart = tx.immediate();
    cart.errors = serializeErrors(errors, contextLang(this.accounts, ctx.languageId));
    if (kept) this.kept.keep(ctx.token, kept.seen, kept.payload, kept.stored, kept.changed, errors.length, inputs, calc.now, cart);
    return cart;
  }

  private inputs(ctx: RequestContext, baseUrl: string, customer: CustomerRow | undefined): string {
    return calculationInputs(ctx, baseUrl, customer, customer ? this.accounts.customers.addresses(customer.id) : []);
  }

  /** Shopware's availability rules on the context's payment and shipping method (availability-rules.ts). */
  private availability(ctx: RequestContext, calc: CalculationContext, customer: Row | null, cart: StoredCart): CartError[] {
    const offered = this.db
      .prepare("SELECT 1 FROM sales_channel_payment_method WHERE sales_channel_id = ? AND payment_method_id = ?")
      .get(ctx.salesChannel.id, ctx.paymentMethodId);
    const pharmacyId = ctx.payload.pharmacyId ?? null;
    return availabilityErrors({
      paymentMethod: this.system.paymentMethods([ctx.paymentMethodId], ctx.languageIdChain)[0] ?? null,
      paymentOffered: offered !== undefined,
      billingAddress: (customer?.activeBillingAddress as Row | null | undefined) ?? null,
      shippingAddress: (customer?.activeShippingAddress as Row | null | undefined) ?? null,
      shippingMethod: calc.shippingMethod,
      pickupRequested: cart.lineItems.some((l) => l.payload?.clickAndCollect === true),
      hasPharmacy: pharmacyId !== null && this.db.prepare("SELECT 1 FROM pharmacy WHERE id = ?").get(pharmacyId) !== undefined,
    });
  }

  private calculationContext(ctx: RequestContext, customer: Row | null): CalculationContext {
    const chain = ctx.languageIdChain;
    const address = (customer?.activeShippingAddress as Row | null | undefined) ?? null;
    const countryId = (address?.countryId as string | undefined) ?? ctx.countryId;
    const stateId = address ? ((address.countryStateId as string | null) ?? null) : ctx.countryStateId;
    const country = this.system.countries([countryId], chain, false)[0] ?? null;
    const state = stateId ? (this.system.states(countryId, chain).find((s) => s.id === stateId) ?? null) : null;
    return {
      token: ctx.token,
      now: this.now(),
      priceRule: customer ? priceRuleFor(this.db, customer.id as string) : null,
      shippingMethod: this.system.shippingMethods([ctx.shippingMethodId], chain)[0] ?? null,
      location: { country, state, address },
      paymentMethodId: ctx.paymentMethodId,
      freeShippingFrom: this.config.freeShippingFrom,
      findPromotion: (code) => findPromotion(this.db, code, chain),
    };
  }
}
