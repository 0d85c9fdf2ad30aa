/**
 * Cart domain: `cart` query, cart mutations, and the Cart / CartLineItem fields mapped from the
 * upstream rows. The rules live beside this file (fulfilment, totals, messages, validation, delivery).
 */
import type { Resolvers } from "../generated/graphql.js";
import { sessionKind } from "../session/kind.js";
import { toPharmacy } from "../pharmacy/mapping.js";
import { cartFulfilment, freeShippingThreshold, fulfilmentOfShippingMethod, isPromotionItem, productItems } from "./fulfilment.js";
import { cartDeliveryEstimate, lineDeliveryEstimate, pickupEstimate } from "./delivery.js";
import {
  isDownloadItem,
  isPickupItem,
  listPriceOf,
  nextTier,
  optionsOf,
  productNumberOf,
  quantityRules,
  referencedIdOf,
  stockOf,
  unitPriceOf,
} from "./lineItem.js";
import { loadCart } from "./load.js";
import { toGraphQLError } from "../errors/graphql.js";
import { argumentsAt } from "../routing/selection.js";
import { cartIssues } from "./messages.js";
import * as mutations from "./mutations.js";
import { reorder } from "./reorder.js";
import { resolveCart } from "./results.js";
import type { CartRow, UpstreamLineItem } from "./rows.js";
import { discount, freeShipping, itemCount, money, netTotal, rounding, shippingCosts, subtotal, taxes, total } from "./totals.js";

const fulfilmentOf = (row: CartRow) => cartFulfilment(row.cart, row.context?.shippingMethod);

function shippingMethodOf(row: CartRow) {
  return row.cart?.deliveries?.[0]?.shippingMethod ?? row.context?.shippingMethod ?? null;
}

function isProductLine(item: UpstreamLineItem): boolean {
  return !isPromotionItem(item);
}

/** The goods that travel: the parcel's, or the pharmacy's for click & collect. */
function physicalItems(row: CartRow): UpstreamLineItem[] {
  return productItems(row.cart).filter((i) => !isDownloadItem(i));
}

export const cartResolvers: Resolvers = {
  Query: {
    // The header badge asks for itemCount only: the chosen pharmacy is read when the selection needs it.
    // An upstream outage is the clean localised error with its status (0, 408, 5xx), not an internal one.
    cart: (_parent, _args, ctx, info) =>
      loadCart(ctx, { pharmacy: ["pharmacy", "issues", "pickupEstimate"].some((field) => argumentsAt(info, "Cart", [field]).length > 0) }).catch(
        (error: unknown) => {
          throw toGraphQLError(error, ctx.locale);
        },
      ),
  },
  Mutation: {
    addToCart: (_parent, args, ctx) => mutations.addToCart(ctx, args),
    updateCartItem: (_parent, { lineItemId, quantity }, ctx) => mutations.updateCartItem(ctx, lineItemId, quantity),
    removeCartItem: (_parent, { lineItemId }, ctx) => mutations.removeCartItem(ctx, lineItemId),
    applyPromotionCode: (_parent, { code }, ctx) => mutations.applyPromotionCode(ctx, code),
    removePromotionCode: (_parent, { code }, ctx) => mutations.removePromotionCode(ctx, code),
    setFulfilment: (_parent, { fulfilment }, ctx) => mutations.setFulfilment(ctx, fulfilment),
    selectPharmacy: (_parent, { pharmacyId }, ctx) => mutations.selectPharmacy(ctx, pharmacyId),
    reorder: (_parent, { orderId }, ctx) => reorder(ctx, orderId),
  },
  CartResult: {
    cart: (row) => resolveCart(row.cart),
  },
  Cart: {
    lineItems: (row) => (row.cart?.lineItems ?? []).map((item) => ({ item })),
    itemCount: (row) => itemCount(row.cart),
    isEmpty: (row) => productItems(row.cart).length === 0,
    fulfilment: (row) => fulfilmentOf(row),
    pharmacy: (row) =>
      row.pharmacy && fulfilmentOf(row) === "CLICK_AND_COLLECT" ? toPharmacy(row.pharmacy, row.pharmacy.id) : null,
    shippingMethod: (row) => {
      const method = shippingMethodOf(row);
      if (!method?.id) return null;
      return {
        id: method.id,
        name: method.translated?.name || method.name || "",
        technicalName: method.technicalName ?? null,
        fulfilment: fulfilmentOfShippingMethod(method) ?? "DELIVERY",
      };
    },
    promotionCodes: (row) => (row.cart?.lineItems ?? []).filter(isPromotionItem).map(referencedIdOf),
    subtotal: (row) => subtotal(row.cart),
    discount: (row) => discount(row.cart),
    shippingCosts: (row) => shippingCosts(row.cart),
    rounding: (row) => rounding(row.cart?.price),
    total: (row) => total(row.cart),
    netTotal: (row) => netTotal(row.cart),
    taxes: (row) => taxes(row.cart),
    freeShipping: (row) =>
      fulfilmentOf(row) === "DELIVERY" ? freeShipping(row.cart, freeShippingThreshold(row.shippingMethods)) : null,
    deliveryEstimate: (row) => (fulfilmentOf(row) === "DELIVERY" ? cartDeliveryEstimate(physicalItems(row)) : null),
    pickupEstimate: (row) =>
      row.pharmacy && fulfilmentOf(row) === "CLICK_AND_COLLECT" ? pickupEstimate(physicalItems(row), row.pharmacy) : null,
    issues: (row) => cartIssues(fulfilmentOf(row), row.pharmacy !== null, row.locale),
    customerKind: (row) => sessionKind(row.hasToken, row.context?.customer ?? null),
  },
  CartLineItem: {
    id: ({ item }) => item.id,
    type: ({ item }) => (isProductLine(item) ? "PRODUCT" : "PROMOTION"),
    referencedId: ({ item }) => referencedIdOf(item),
    label: ({ item }) => item.label ?? "",
    quantity: ({ item }) => item.quantity ?? 1,
    product: async ({ item }, _args, ctx) => {
      if (!isProductLine(item) || !item.referencedId) return null;
      return ctx.loaders.productById.load(item.referencedId).catch(() => null);
    },
    productNumber: ({ item }) => productNumberOf(item),
    options: ({ item }) => optionsOf(item),
    unitPrice: ({ item }) => unitPriceOf(item),
    totalPrice: ({ item }) => money(item.price?.totalPrice ?? 0),
    listPrice: ({ item }) => listPriceOf(item),
    nextTier: async ({ item }, _args, ctx) => {
      if (!isProductLine(item) || !item.referencedId) return null;
      const product = await ctx.loaders.productById.load(item.referencedId).catch(() => null);
      return nextTier(product, item.quantity ?? 1, item.price?.unitPrice ?? 0);
    },
    minPurchase: ({ item }) => quantityRules(item).minPurchase,
    purchaseSteps: ({ item }) => quantityRules(item).purchaseSteps,
    maxPurchase: ({ item }) => quantityRules(item).maxPurchase,
    stock: ({ item }) => stockOf(item),
    isDownload: ({ item }) => isDownloadItem(item),
    clickAndCollect: ({ item }) => isPickupItem(item),
    // a line reserved for pickup has no parcel date of its own: the cart's pickupEstimate speaks for it
    deliveryEstimate: ({ item }) =>
      isProductLine(item) && !isDownloadItem(item) && !isPickupItem(item) ? lineDeliveryEstimate(item) : null,
    removable: ({ item }) => item.removable !== false,
    stackable: ({ item }) => item.stackable !== false,
  },
  RequestedCartItem: {
    product: (row) => row.product,
  },
};

