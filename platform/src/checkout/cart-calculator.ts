import type { Row } from "../db/translations.js";
import { calculatedPrice, type PriceRule } from "../catalog/price.js";
import { cartError, type CartError } from "./cart-errors.js";
import { unitGrossFor, type CartProduct } from "./cart-products.js";
import type { StoredCart, StoredLineItem } from "./cart-types.js";
import { deliveryEstimate, zurichDateTime } from "./delivery-estimate.js";
import { discountAmount, isRedeemable, meetsMinimum, type Promotion } from "./promotions.js";
import { applyQuantityRules, calculatedMaxPurchase } from "./quantity-rules.js";
import { shippingCost, shippingKindOf } from "./shipping-rules.js";

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

const round2 = (n: number) => Math.round(n * 100) / 100;
/** Swiss cash rounding of the cart total (currency totalRounding 0.05), half up, in whole cents. */
const round05 = (n: number) => (Math.round(Math.round(n * 100) / 5) * 5) / 100;
/** VAT contained in a gross amount: gross × rate / (100 + rate), rounded to 0.01. */
const taxOf = (gross: number, rate: number) => round2((gross * rate) / (100 + rate));

interface TaxShare {
  rate: number;
  gross: number;
}

function taxesOf(shares: TaxShare[]) {
  const byRate = new Map<number, number>();
  for (const s of shares) byRate.set(s.rate, (byRate.get(s.rate) ?? 0) + s.gross);
  const rates = [...byRate.keys()].sort((a, b) => a - b);
  const total = [...byRate.values()].reduce((a, b) => a + b, 0);
  return {
    calculatedTaxes: rates.map((rate) => {
      const price = round2(byRate.get(rate)!);
      return { tax: taxOf(price, rate), taxRate: rate, price, apiAlias: "cart_tax_calculated" };
    }),
    taxRules: rates.map((rate) => ({
      taxRate: rate,
      percentage: total === 0 ? round2(100 / rates.length) : round2((byRate.get(rate)! / total) * 100),
      apiAlias: "cart_tax_rule",
    })),
  };
}

/** A CalculatedPrice for an amount spread over tax rates (promotions, shipping). */
function spreadPrice(total: number, shares: TaxShare[]): Row {
  const { calculatedTaxes, taxRules } = taxesOf(shares);
  return {
    unitPrice: total,
    quantity: 1,
    totalPrice: total,
    calculatedTaxes,
    taxRules,
    referencePrice: null,
    listPrice: null,
    regulationPrice: null,
    apiAlias: "calculated_price",
  };
}

/** Splits an amount over the goods' tax rates in proportion to their gross, cents adding up exactly. */
function splitByRate(amount: number, goods: TaxShare[]): TaxShare[] {
  const byRate = new Map<number, number>();
  for (const g of goods) byRate.set(g.rate, (byRate.get(g.rate) ?? 0) + g.gross);
  const total = [...byRate.values()].reduce((a, b) => a + b, 0);
  const rates = [...byRate.keys()].sort((a, b) => b - a);
  if (total <= 0 || rates.length === 0) return [];
  let left = Math.round(amount * 100);
  return rates.map((rate, i) => {
    const cents = i === rates.length - 1 ? left : Math.round((Math.round(amount * 100) * byRate.get(rate)!) / total);
    left -= cents;
    return { rate, gross: cents / 100 };
  });
}

/**
 * Shopware's cart calculation for a gross sales channel: products (quantity rules, tier and group
 * prices), code promotions, one delivery with shipping costs and date, totals with VAT per rate.
 * Returns the stored cart as it must be persisted (removed items, adjusted quantities) and the cart
 * in the Store API's wire shape. Every change it makes is reported as a cart error in `errors`.
 */
export function calculateCart(stored: StoredCart, products: Map<string, CartProduct>, ctx: CalculationContext, errors: CartError[]): { stored: StoredCart; cart: Row } {
  const kept: StoredLineItem[] = [];
  const productItems: { item: StoredLineItem; product: CartProduct; json: Row }[] = [];
  const goods: TaxShare[] = [];

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
    kept.push(next);
    const json = productLineItem(next, product, ctx);
    productItems.push({ item: next, product, json });
    goods.push({ rate: product.taxRate, gross: json.price.totalPrice as number });
  }

  const goodsTotal = round2(goods.reduce((a, g) => a + g.gross, 0));
  const promotionItems: Row[] = [];
  const promotionShares: TaxShare[] = [];
  let discounted = 0;
  for (const item of stored.lineItems) {
    if (item.type !== "promotion") continue;
    const promotion = ctx.findPromotion(item.referencedId);
    if (!isRedeemable(promotion, ctx.now)) {
      errors.push(cartError("promotion-not-found", item.referencedId, { code: item.referencedId }));
      continue;
    }
    if (goodsTotal <= 0 || !meetsMinimum(promotion, goodsTotal)) {
      errors.push(
        cartError("promotion-not-eligible", item.id, { name: promotion.name, code: promotion.code, minOrderValue: (promotion.minOrderValue ?? 0).toFixed(2) }),
      );
      continue;
    }
    const amount = discountAmount(promotion, goodsTotal, discounted);
    discounted = round2(discounted + amount);
    const shares = splitByRate(amount, goods).map((s) => ({ rate: s.rate, gross: -s.gross }));
    promotionShares.push(...shares);
    kept.push(item);
    promotionItems.push(promotionLineItem(item, promotion, round2(-amount), shares));
  }

  const lineItems = [...productItems.map((p) => p.json), ...promotionItems];
  // keep the order the shopper added things in
  const order = new Map(stored.lineItems.map((li, i) => [li.id, i]));
  lineItems.sort((a, b) => (order.get(a.id as string) ?? 0) - (order.get(b.id as string) ?? 0));

  const goodsAfterPromotions = round2(goodsTotal - discounted);
  const physical = productItems.filter((p) => p.product.type === "physical");
  const deliveries: Row[] = [];
  const shippingShares: TaxShare[] = [];
  if (physical.length > 0) {
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
    const rate = Math.max(...goods.map((g) => g.rate));
    shippingShares.push({ rate, gross: cost });
    const estimate = deliveryEstimate(ctx.now);
    const deliveryDate = { earliest: zurichDateTime(estimate.earliest), latest: zurichDateTime(estimate.latest), apiAlias: "cart_delivery_date" };
    deliveries.push({
      deliveryDate,
      location: { ...ctx.location, apiAlias: "cart_delivery_shipping_location" },
      positions: physical.map((p) => ({
        identifier: p.item.id,
        lineItem: p.json,
        quantity: p.item.quantity,
        price: p.json.price,
        deliveryDate,
        apiAlias: "cart_delivery_position",
      })),
      shippingMethod: ctx.shippingMethod,
      shippingCosts: spreadPrice(cost, shippingShares),
      // not part of Shopware's delivery: when the parcel leaves the warehouse (SPEC §9), for the storefront's text
      extensions: {
        deliveryEstimate: {
          shipsOn: estimate.shipsOn,
          shipsToday: estimate.shipsToday,
          orderBefore: estimate.orderBefore.toISOString(),
          earliest: estimate.earliest,
          latest: estimate.latest,
        },
      },
      apiAlias: "cart_delivery",
    });
  }

  const all = [...goods, ...promotionShares, ...shippingShares];
  const { calculatedTaxes, taxRules } = taxesOf(all);
  const positionPrice = round2(goodsTotal - discounted);
  const rawTotal = round2(positionPrice + shippingShares.reduce((a, s) => a + s.gross, 0));
  const totalPrice = round05(rawTotal);
  const taxAmount = calculatedTaxes.reduce((a, t) => a + t.tax, 0);
  const price = {
    netPrice: round2(totalPrice - taxAmount),
    totalPrice,
    calculatedTaxes,
    taxStatus: "gross",
    taxRules,
    positionPrice,
    rawTotal,
    apiAlias: "cart_price",
  };
  const transactions =
    lineItems.length > 0
      ? [{ paymentMethodId: ctx.paymentMethodId, amount: { ...spreadPrice(totalPrice, all), calculatedTaxes, taxRules }, validationStruct: null, apiAlias: "cart_transaction" }]
      : [];

  return {
    stored: { lineItems: kept },
    cart: {
      name: ctx.token,
      token: ctx.token,
      price,
      lineItems,
      errors: [],
      deliveries,
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

function productLineItem(item: StoredLineItem, p: CartProduct, ctx: CalculationContext): Row & { price: Row } {
  const unitGross = unitGrossFor(p, item.quantity);
  const price = calculatedPrice({ gross: unitGross, listGross: p.listGross, taxRate: p.taxRate, quantity: item.quantity, reference: p.reference, rule: ctx.priceRule });
  const isDownload = p.type === "digital";
  return {
    id: item.id,
    referencedId: p.id,
    label: p.name,
    quantity: item.quantity,
    type: "product",
    good: true,
    description: null,
    cover: p.cover,
    deliveryInformation: {
      stock: p.stock,
      weight: p.weight,
      freeDelivery: p.shippingFree,
      restockTime: null,
      deliveryTime: p.deliveryTime ? { ...p.deliveryTime, apiAlias: "cart_delivery_time" } : null,
      height: p.height,
      width: p.width,
      length: p.length,
      apiAlias: "cart_delivery_information",
    },
    children: [],
    modified: false,
    removable: true,
    stackable: true,
    states: [isDownload ? "is-download" : "is-physical"],
    modifiedByApp: false,
    uniqueIdentifier: item.id,
    payload: {
      isCloseout: p.isCloseout,
      // Shopware copies the product's custom fields; these two are the ones the shop reads back.
      customFields: { product_click_collect: p.clickCollectAvailable, ...(p.sku ? { product_sku: p.sku } : {}) },
      createdAt: p.createdAt,
      releaseDate: p.releaseDate,
      isNew: false,
      markAsTopseller: p.markAsTopseller,
      productNumber: p.productNumber,
      manufacturerId: p.manufacturerId,
      taxId: p.taxId,
      optionIds: p.optionIds,
      options: p.options,
      productType: p.type,
      clickAndCollect: item.payload.clickAndCollect === true,
    },
    price,
    priceDefinition: {
      price: price.unitPrice,
      taxRules: [{ taxRate: p.taxRate, percentage: 100, apiAlias: "cart_tax_rule" }],
      quantity: item.quantity,
      isCalculated: true,
      referencePriceDefinition: null,
      listPrice: null,
      regulationPrice: null,
      type: "quantity",
      apiAlias: "cart_price_quantity",
    },
    quantityInformation: {
      minPurchase: Math.max(1, p.minPurchase),
      maxPurchase: calculatedMaxPurchase(p),
      purchaseSteps: Math.max(1, p.purchaseSteps),
      apiAlias: "cart_line_item_quantity_information",
    },
    dataTimestamp: ctx.now.toISOString(),
    shippingCostAware: !isDownload,
    extensions: [],
    apiAlias: "cart_line_item",
  } as Row & { price: Row };
}

function promotionLineItem(item: StoredLineItem, promotion: Promotion, total: number, shares: TaxShare[]): Row {
  return {
    id: item.id,
    referencedId: item.referencedId,
    label: promotion.name,
    quantity: 1,
    type: "promotion",
    good: false,
    description: promotion.name,
    cover: null,
    deliveryInformation: null,
    children: [],
    modified: false,
    removable: true,
    stackable: false,
    states: [],
    modifiedByApp: false,
    uniqueIdentifier: item.id,
    payload: {
      code: promotion.code,
      discountType: promotion.discountType,
      value: promotion.value,
      promotionId: promotion.id,
      discountScope: "cart",
      minOrderValue: promotion.minOrderValue,
    },
    price: spreadPrice(total, shares),
    // Shopware sends a percentage/absolute price definition here, which the official document does
    // not allow (it only knows the quantity definition): payload.discountType/value say the same.
    priceDefinition: null,
    quantityInformation: null,
    shippingCostAware: false,
    extensions: [],
    apiAlias: "cart_line_item",
  };
}
