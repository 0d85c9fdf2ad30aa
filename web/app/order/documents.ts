/**
 * GraphQL documents of the order pages (schema/order.graphql), typed by `pnpm codegen`: the success
 * pages after placing an order, the account's order list and detail, and the order actions (cancel,
 * change of payment method, retry of an asynchronous payment). Each fragment is defined once, here.
 */
import { graphql } from "~/generated";
import type { OrderFieldsFragment, OrderResultFieldsFragment, OrderRowFieldsFragment } from "~/generated/graphql";

export const OrderAddressFields = graphql(`
  fragment OrderAddressFields on OrderAddress {
    id
    salutation {
      id
      displayName
    }
    firstName
    lastName
    company
    street
    additionalAddressLine1
    zipcode
    city
    country {
      id
      name
    }
    phoneNumber
  }
`);

/** One row of the order list (and the account overview's latest order). */
export const OrderRowFields = graphql(`
  fragment OrderRowFields on Order {
    id
    orderNumber
    orderDate
    state
    stateName
    paymentState
    paymentStateName
    paid
    total {
      amount
      currency
    }
  }
`);

/** Everything the success pages and the order detail show. */
export const OrderFields = graphql(`
  fragment OrderFields on Order {
    ...OrderRowFields
    deliveryState
    fulfilment
    customer {
      email
      firstName
      lastName
    }
    lineItems {
      id
      type
      label
      quantity
      productNumber
      sku
      productId
      cover {
        url
        alt
        width
        height
        thumbnails {
          url
          width
          height
        }
      }
      unitPrice {
        amount
        currency
      }
      totalPrice {
        amount
        currency
      }
      isDownload
      options {
        group
        option
      }
    }
    billingAddress {
      ...OrderAddressFields
    }
    shippingAddress {
      ...OrderAddressFields
    }
    pharmacy {
      id
      name
      street
      zipcode
      city
      phone
    }
    deliveryDates {
      earliest
      latest
    }
    pickupEstimate {
      pharmacyName
      readyOn
      readyFrom
    }
    shippingMethod {
      id
      name
      technicalName
    }
    paymentMethod {
      id
      name
      technicalName
      asynchronous
      afterOrderEnabled
    }
    subtotal {
      amount
      currency
    }
    discount {
      amount
      currency
    }
    shippingTotal {
      amount
      currency
    }
    rounding {
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
    customerComment
    documents {
      id
      type
      number
      createdAt
      fileName
      url
    }
    downloads {
      id
      lineItemId
      fileName
      accessGranted
      url
    }
    canCancel
    canChangePaymentMethod
    canRetryPayment
  }
`);

export const OrderPageQuery = graphql(`
  query OrderPage($id: ID!) {
    order(id: $id) {
      ...OrderFields
    }
  }
`);

/** The detail page in the account: the guard's customer and the order. */
export const AccountOrderQuery = graphql(`
  query AccountOrder($id: ID!) {
    customer {
      id
    }
    order(id: $id) {
      ...OrderFields
    }
  }
`);

export const AccountOrdersQuery = graphql(`
  query AccountOrders($page: Int!, $limit: Int!) {
    customer {
      id
    }
    orders(page: $page, limit: $limit) {
      orders {
        ...OrderRowFields
      }
      total
      page
      limit
    }
  }
`);

/** The account overview's card: the newest order only. */
export const LatestOrderQuery = graphql(`
  query LatestOrder {
    orders(page: 1, limit: 1) {
      orders {
        ...OrderRowFields
      }
      total
    }
  }
`);

/** Methods the shopper may switch an unpaid order to (afterOrderEnabled ones are offered). */
export const OrderPaymentMethodsQuery = graphql(`
  query OrderPaymentMethods {
    checkout {
      paymentMethods {
        id
        name
        technicalName
        asynchronous
        afterOrderEnabled
      }
    }
  }
`);

export const OrderResultFields = graphql(`
  fragment OrderResultFields on OrderResult {
    ok
    errorCode
    message
    redirectUrl
    order {
      ...OrderFields
    }
  }
`);

export const CancelOrderMutation = graphql(`
  mutation CancelOrder($orderId: ID!) {
    cancelOrder(orderId: $orderId) {
      ...OrderResultFields
    }
  }
`);

export const ChangeOrderPaymentMethodMutation = graphql(`
  mutation ChangeOrderPaymentMethod($orderId: ID!, $paymentMethodId: ID) {
    changeOrderPaymentMethod(orderId: $orderId, paymentMethodId: $paymentMethodId) {
      ...OrderResultFields
    }
  }
`);

export const RetryOrderPaymentMutation = graphql(`
  mutation RetryOrderPayment($orderId: ID!) {
    retryOrderPayment(orderId: $orderId) {
      ...OrderResultFields
    }
  }
`);

export type OrderData = OrderFieldsFragment;
export type OrderRow = OrderRowFieldsFragment;
export type OrderLine = OrderData["lineItems"][number];
export type OrderResultData = OrderResultFieldsFragment;
