/**
 * GraphQL documents of the cart (schema/cart.graphql), typed by `pnpm codegen`. Every mutation
 * answers with the same CartResultFields (the new cart plus the messages it caused), so the
 * pages never refetch after a change. Each fragment is defined exactly once, here.
 */
import { graphql } from "~/generated";
import type { CartFieldsFragment, CartLineFieldsFragment, CartResultFieldsFragment } from "~/generated/graphql";

export const CartMessageFields = graphql(`
  fragment CartMessageFields on CartMessage {
    level
    key
    message
    lineItemId
    subject
  }
`);

/** The delivery promise (@shop/rules) of a cart, a line or a product, for the sentences of cart/format.ts. */
export const DeliveryEstimateFields = graphql(`
  fragment DeliveryEstimateFields on DeliveryEstimate {
    shipsOn
    earliest
    latest
    shipsToday
    orderBefore
    onOrder
  }
`);

export const CartLineFields = graphql(`
  fragment CartLineFields on CartLineItem {
    id
    type
    referencedId
    label
    quantity
    productNumber
    product {
      id
      name
      url
      sku
      cover {
        url
        alt
        width
        height
      }
    }
    options {
      group
      option
    }
    unitPrice {
      amount
      currency
    }
    totalPrice {
      amount
      currency
    }
    listPrice {
      amount
      currency
    }
    nextTier {
      fromQuantity
      unitPrice {
        amount
        currency
      }
    }
    minPurchase
    purchaseSteps
    maxPurchase
    stock
    isDownload
    clickAndCollect
    deliveryEstimate {
      ...DeliveryEstimateFields
    }
    removable
    stackable
  }
`);

export const CartFields = graphql(`
  fragment CartFields on Cart {
    lineItems {
      ...CartLineFields
    }
    itemCount
    isEmpty
    fulfilment
    pharmacy {
      id
      name
      street
      zipcode
      city
      phone
      openNow
      todayHours {
        opens
        closes
      }
    }
    shippingMethod {
      id
      name
      fulfilment
    }
    promotionCodes
    subtotal {
      amount
      currency
    }
    discount {
      amount
      currency
    }
    shippingCosts {
      amount
      currency
    }
    rounding {
      amount
      currency
    }
    total {
      amount
      currency
    }
    netTotal {
      amount
      currency
    }
    taxes {
      rate
      amount {
        amount
        currency
      }
    }
    freeShipping {
      threshold {
        amount
        currency
      }
      remaining {
        amount
        currency
      }
      reached
      progress
    }
    deliveryEstimate {
      ...DeliveryEstimateFields
    }
    pickupEstimate {
      pharmacyName
      readyOn
      readyFrom
    }
    issues {
      ...CartMessageFields
    }
    customerKind
  }
`);

export const CartResultFields = graphql(`
  fragment CartResultFields on CartResult {
    ok
    errorCode
    message
    messages {
      ...CartMessageFields
    }
    conflict {
      cartFulfilment
      requestedFulfilment
      cartItems {
        id
        label
        quantity
      }
      requestedItems {
        productId
        productNumber
        quantity
        product {
          id
          name
        }
      }
    }
    cart {
      ...CartFields
    }
  }
`);

export const CartQuery = graphql(`
  query Cart {
    cart {
      ...CartFields
    }
  }
`);

/** What every page's header needs: the session kind and the badge (read only with a session cookie). */
export const HeaderCartQuery = graphql(`
  query HeaderCart {
    session {
      kind
    }
    cart {
      itemCount
      fulfilment
    }
  }
`);

export const AddToCartMutation = graphql(`
  mutation AddToCart($items: [CartItemInput!]!, $fulfilment: Fulfilment, $replaceCart: Boolean) {
    addToCart(items: $items, fulfilment: $fulfilment, replaceCart: $replaceCart) {
      ...CartResultFields
    }
  }
`);

/** 'Nochmals bestellen' (account order detail): the order's lines as one add, plus what was left out. */
export const ReorderMutation = graphql(`
  mutation Reorder($orderId: ID!) {
    reorder(orderId: $orderId) {
      ok
      errorCode
      message
      addedCount
      notAdded {
        reason
        message
      }
      cartResult {
        ...CartResultFields
      }
    }
  }
`);

export const UpdateCartItemMutation = graphql(`
  mutation UpdateCartItem($lineItemId: ID!, $quantity: Int!) {
    updateCartItem(lineItemId: $lineItemId, quantity: $quantity) {
      ...CartResultFields
    }
  }
`);

export const RemoveCartItemMutation = graphql(`
  mutation RemoveCartItem($lineItemId: ID!) {
    removeCartItem(lineItemId: $lineItemId) {
      ...CartResultFields
    }
  }
`);

export const ApplyPromotionCodeMutation = graphql(`
  mutation ApplyPromotionCode($code: String!) {
    applyPromotionCode(code: $code) {
      ...CartResultFields
    }
  }
`);

export const RemovePromotionCodeMutation = graphql(`
  mutation RemovePromotionCode($code: String!) {
    removePromotionCode(code: $code) {
      ...CartResultFields
    }
  }
`);

export const SetFulfilmentMutation = graphql(`
  mutation SetFulfilment($fulfilment: Fulfilment!) {
    setFulfilment(fulfilment: $fulfilment) {
      ...CartResultFields
    }
  }
`);

export const SelectPharmacyMutation = graphql(`
  mutation SelectPharmacy($pharmacyId: ID!) {
    selectPharmacy(pharmacyId: $pharmacyId) {
      ...CartResultFields
    }
  }
`);

export type CartData = CartFieldsFragment;
export type CartLine = CartLineFieldsFragment;
export type CartResultData = CartResultFieldsFragment;
export type CartMessageData = CartResultData["messages"][number];
export type CartConflict = NonNullable<CartResultData["conflict"]>;
