import type { Row } from "../db/translations.js";
import type { PriceRule } from "../catalog/price.js";
import { cartError, LEVEL, type CartError } from "./cart-errors.js";
import type { CartProduct } from "./cart-products.js";
import type { StoredCart, StoredLineItem } from "./cart-types.js";
import { linePromise } from "@shop/rules";
import { deliveryEstimate, promiseLine, zurichDateTime } from "./delivery-estimate.js";
import { discountAmount, isExpired, isRedeemable, meetsMinimum, type Promotion } from "./promotions.js";
import { applyQuantityRules } from "./quantity-rules.js";
import { shippingCost, shippingKindOf } from "./shipping-rules.js";
import { round05, round2, splitByRate, spreadPrice, taxesOf, type TaxShare } from "./cart-taxes.js";
import { productLineItem, promotionLineItem } from "./cart-line-items.js";

export interface CalculationContext {
  token: string;
  now: Date;
  priceRule: PriceRule | null;
  /** the context's shipping method entity */
  shippingMethod: Row | null;
  location: { country: Row | null; state: Row | null; address: Row | null };
  paymentMethodId: string;
  freeShippingFrom: number;
  findPromotion(code: string): Promotion | undefined;
}

interface ProductLine {
  item: StoredLineItem;
  product: CartProduct;
  json: Row & { price: Row };
}

/**
 * Shopware's cart calculation for a gross sales channel: products (quantity rules, tier and group
 * prices), code promotions, one delivery with shipping costs and date, totals with VAT per rate.
 * Returns the stored cart as it must be persisted (removed items, adjusted quantities) and the cart
 * in the Store API's wire shape. Every change it makes is reported as a cart error in `errors`.
 */
export function calculateCart(stored: StoredCart, products: Map<string, CartProduct>, ctx: CalculationContext, errors: CartError[]): { stored: StoredCart; cart: Row } {
  const productLines = calculateProducts(stored, products, ctx, errors);
  const goods = productLines.map((p) => ({ rate: p.product.taxRate, gross: p.json.price.totalPrice as number }));
  const goodsTotal = round2(goods.reduce((a, g) => a + g.gross, 0));
  const promotions = calculatePromotions(stored, ctx, goods, goodsTotal, errors);

  const lineItems = [...productLines.map((p) => p.json), ...promotions.lines.map((p) => p.json)];
  // keep the order the shopper added things in
  const order = new Map(stored.lineItems.map((li, i) => [li.id, i]));
  lineItems.sort((a, b) => (order.get(a.id as string) ?? 0) - (order.get(b.id as string) ?? 0));

  const delivery = calculateDelivery(productLines, goods, round2(goodsTotal - promotions.discounted), ctx);
  const shippingShares = delivery ? [delivery.shipping] : [];
  const all = [...goods, ...promotions.shares, ...shippingShares];
  const price = cartPrice(all, round2(goodsTotal - promotions.discounted), shippingShares);
  const transactions =
    lineItems.length > 0
      ? [{ paymentMethodId: ctx.paymentMethodId, amount: { ...spreadPrice(price.totalPrice, all), calculatedTaxes: price.calculatedTaxes, taxRules: price.taxRules }, validationStruct: null, apiAlias: "cart_transaction" }]
      : [];

  return {
    stored: { lineItems: [...productLines.map((p) => p.item), ...promotions.lines.map((p) => p.item)] },
    cart: {
      name: ctx.token,
      token: ctx.token,
      price,
      lineItems,
      errors: [],
      deliveries: delivery ? [delivery.json] : [],
      transactions,
      modified: false,
      customerComment: null,
      affiliateCode: null,
      campaignCode: null,
      extensions: [],
      apiAlias: "cart",
    },
  };
}

/** The orderable products with their quantities after the quantity rules; the others are dropped with an error. */
function calculateProducts(stored: StoredCart, products: Map<string, CartProduct>, ctx: CalculationContext, errors: CartError[]): ProductLine[] {
  const lines: ProductLine[] = [];
  for (const item of stored.lineItems) {
    if (item.type !== "product") continue;
    const product = products.get(item.referencedId);
    if (!product) {
      errors.push(cartError("product-not-found", item.referencedId, { id: item.referencedId }));
      continue;
    }
    if (!product.active || product.childCount > 0) {
      errors.push(cartError("product-not-orderable", product.id, { id: product.id, name: product.name }));
      continue;
    }
    const outcome = applyQuantityRules(item.quantity, product);
    if (outcome.kind === "out-of-stock") {
      errors.push(cartError("product-out-of-stock", product.id, { id: product.id, name: product.name }));
      continue;
    }
    if (outcome.kind === "adjusted") {
      const params: Record<string, string | number> = { id: product.id, name: product.name, quantity: outcome.quantity };
      if (outcome.reason === "purchase-steps-quantity") params.steps = product.purchaseSteps;
      errors.push(cartError(outcome.reason, product.id, params));
    }
    const next = { ...item, quantity: outcome.quantity };
    lines.push({ item: next, product, json: productLineItem(next, product, ctx) });
  }
  return lines;
}

/** The redeemable codes, each discounting what the previous ones left, spread over the goods' tax rates. */
function calculatePromotions(stored: StoredCart, ctx: CalculationContext, goods: TaxShare[], goodsTotal: number, errors: CartError[]) {
  const lines: { item: StoredLineItem; json: Row }[] = [];
  const shares: TaxShare[] = [];
  let discounted = 0;
  for (const item of stored.lineItems) {
    if (item.type !== "promotion") continue;
    const promotion = ctx.findPromotion(item.referencedId);
    if (promotion && isExpired(promotion, ctx.now)) {
      // Shopware's not-eligible key with the reason, at error level: the code is dropped, as an unknown one
      const params = { name: promotion.name, code: promotion.code, reason: "expired" };
      errors.push(cartError("promotion-not-eligible", item.referencedId, params, "cart.promotionExpired", LEVEL.error));
      continue;
    }
    if (!isRedeemable(promotion, ctx.now)) {
      errors.push(cartError("promotion-not-found", item.referencedId, { code: item.referencedId }));
      continue;
    }
    if (goodsTotal <= 0 || !meetsMinimum(promotion, goodsTotal)) {
      errors.push(
        cartError("promotion-not-eligible", item.id, { name: promotion.name, code: promotion.code, minOrderValue: promotion.minOrderValue ?? 0 }),
      );
      continue;
    }
    const amount = discountAmount(promotion, goodsTotal, discounted);
    discounted = round2(discounted + amount);
    const itemShares = splitByRate(amount, goods).map((s) => ({ rate: s.rate, gross: -s.gross }));
    shares.push(...itemShares);
    lines.push({ item, json: promotionLineItem(item, promotion, round2(-amount), itemShares) });
  }
  return { lines, shares, discounted };
}

/** One delivery of the physical goods (none for downloads only), with its shipping costs and dates. */
function calculateDelivery(productLines: ProductLine[], goods: TaxShare[], goodsAfterPromotions: number, ctx: CalculationContext): { json: Row; shipping: TaxShare } | null {
  const physical = productLines.filter((p) => p.product.type === "physical");
  if (physical.length === 0) return null;
  const technicalName = (ctx.shippingMethod?.technicalName as string | undefined) ?? null;
  const cost = shippingCost({
    kind: shippingKindOf(technicalName),
    goodsTotal: goodsAfterPromotions,
    weightKg: physical.reduce((kg, p) => kg + (p.product.shippingFree ? 0 : p.product.weight * p.item.quantity), 0),
    hasPhysicalItems: true,
    allShippingFree: physical.every((p) => p.product.shippingFree),
    freeShippingFrom: ctx.freeShippingFrom,
  });
  // Shipping is taxed at the highest rate among the goods (Shopware's tax type "highest"):
  // 8.1 % as soon as one standard-rate article is in the cart, 2.6 % for reduced-rate-only carts.
  const shipping = { rate: Math.max(...goods.map((g) => g.rate)), gross: cost };
  // One parcel: the delivery's dates are its slowest position's (on-order lead time, cut-off, holidays).
  const lines = physical.map((p) => promiseLine(p.product, p.item.quantity));
  const estimate = deliveryEstimate(ctx.now, lines);
  const dateOf = (e: { earliest: string; latest: string }) => ({ earliest: zurichDateTime(e.earliest), latest: zurichDateTime(e.latest), apiAlias: "cart_delivery_date" });
  const json = {
    deliveryDate: dateOf(estimate),
    location: { ...ctx.location, apiAlias: "cart_delivery_shipping_location" },
    positions: physical.map((p, i) => ({
      identifier: p.item.id,
      lineItem: p.json,
      quantity: p.item.quantity,
      price: p.json.price,
      deliveryDate: dateOf(linePromise(lines[i]!, ctx.now)),
      apiAlias: "cart_delivery_position",
    })),
    shippingMethod: ctx.shippingMethod,
    shippingCosts: spreadPrice(cost, [shipping]),
    // not part of Shopware's delivery: when the parcel leaves the warehouse (SPEC §9), for the storefront's text
    extensions: {
      deliveryEstimate: {
        shipsOn: estimate.shipsOn,
        shipsToday: estimate.shipsToday,
        orderBefore: estimate.orderBefore,
        earliest: estimate.earliest,
        latest: estimate.latest,
        onOrder: estimate.onOrder,
      },
    },
    apiAlias: "cart_delivery",
  };
  return { json, shipping };
}

/** The cart's totals: VAT per rate over all shares, the total cash-rounded to 0.05. */
function cartPrice(all: TaxShare[], positionPrice: number, shippingShares: TaxShare[]) {
  const { calculatedTaxes, taxRules } = taxesOf(all);
  const rawTotal = round2(positionPrice + shippingShares.reduce((a, s) => a + s.gross, 0));
  const totalPrice = round05(rawTotal);
  const taxAmount = calculatedTaxes.reduce((a, t) => a + t.tax, 0);
  return {
    netPrice: round2(totalPrice - taxAmount),
    totalPrice,
    calculatedTaxes,
    taxStatus: "gross",
    taxRules,
    positionPrice,
    rawTotal,
    apiAlias: "cart_price",
  };
}
