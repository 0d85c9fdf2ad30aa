import type { Row } from "../db/translations.js";
import { calculatedPrice } from "../catalog/price.js";
import { unitGrossFor, type CartProduct } from "./cart-products.js";
import type { StoredLineItem } from "./cart-types.js";
import type { Promotion } from "./promotions.js";
import { calculatedMaxPurchase } from "./quantity-rules.js";
import { spreadPrice, type TaxShare } from "./cart-taxes.js";
import type { CalculationContext } from "./cart-calculator.js";

/** A product in the cart as Shopware's LineItem, priced for its quantity and the context's price rule. */
export function productLineItem(item: StoredLineItem, p: CartProduct, ctx: CalculationContext): Row & { price: Row } {
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

/** A code promotion as Shopware's LineItem: `total` is the (negative) discount spread over `shares`. */
export function promotionLineItem(item: StoredLineItem, promotion: Promotion, total: number, shares: TaxShare[]): Row {
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
