/**
 * GraphQL documents of the /checkout page (schema/checkout.graphql), typed by `pnpm codegen`.
 * The page reads everything in one query (the gateway answers it in one upstream wave); the cart
 * part is the cart domain's CartFields, so the cart's totals, pharmacy and fulfilment components
 * render it unchanged. Every set-method mutation shares CheckoutResultFields.
 */
import { graphql } from "~/generated";
import type { CheckoutFieldsFragment, PlaceOrderFieldsFragment } from "~/generated/graphql";

export const CheckoutAddressFields = graphql(`
  fragment CheckoutAddressFields on CustomerAddress {
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
    countryState {
      id
      name
    }
    phoneNumber
    isDefaultBilling
    isDefaultShipping
  }
`);

export const CheckoutFields = graphql(`
  fragment CheckoutFields on Checkout {
    cart {
      ...CartFields
    }
    customerKind
    customer {
      id
      email
      firstName
      lastName
      guest
    }
    addresses {
      ...CheckoutAddressFields
    }
    billingAddress {
      ...CheckoutAddressFields
    }
    shippingAddress {
      ...CheckoutAddressFields
    }
    billingDiffersFromShipping
    fulfilment
    pharmacy {
      id
      name
    }
    shippingMethods {
      id
      name
      description
      technicalName
      fulfilment
      price {
        amount
        currency
      }
      selected
      available
      unavailableReason
    }
    paymentMethods {
      id
      name
      description
      technicalName
      asynchronous
      selected
      available
      unavailableCode
      unavailableReason
    }
    selectedShippingMethodId
    selectedPaymentMethodId
    requiresWithdrawalWaiver
    issues {
      code
      message
    }
    canPlaceOrder
    cartRevision
  }
`);

/** The page: the checkout plus what the guest form needs (countries, salutations). */
export const CheckoutPageQuery = graphql(`
  query CheckoutPage {
    checkout {
      ...CheckoutFields
    }
    countries {
      id
      iso
      name
      states {
        id
        name
      }
    }
    salutations {
      id
      displayName
    }
  }
`);

export const CheckoutResultFields = graphql(`
  fragment CheckoutResultFields on CheckoutResult {
    ok
    errorCode
    message
    fieldErrors {
      field
      message
    }
  }
`);

export const CheckoutAsGuestMutation = graphql(`
  mutation CheckoutAsGuest($input: GuestCheckoutInput!) {
    checkoutAsGuest(input: $input) {
      ...CheckoutResultFields
    }
  }
`);

export const SetCheckoutShippingMethodMutation = graphql(`
  mutation SetCheckoutShippingMethod($id: ID) {
    setCheckoutShippingMethod(id: $id) {
      ...CheckoutResultFields
    }
  }
`);

export const SetCheckoutPaymentMethodMutation = graphql(`
  mutation SetCheckoutPaymentMethod($id: ID) {
    setCheckoutPaymentMethod(id: $id) {
      ...CheckoutResultFields
    }
  }
`);

export const SetCheckoutAddressesMutation = graphql(`
  mutation SetCheckoutAddresses($billingAddressId: ID, $shippingAddressId: ID) {
    setCheckoutAddresses(billingAddressId: $billingAddressId, shippingAddressId: $shippingAddressId) {
      ...CheckoutResultFields
    }
  }
`);

export const PlaceOrderFields = graphql(`
  fragment PlaceOrderFields on PlaceOrderResult {
    ok
    errorCode
    message
    fieldErrors {
      field
      message
    }
    next
    redirectUrl
    nextPath
    order {
      id
      orderNumber
    }
  }
`);

export const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      ...PlaceOrderFields
    }
  }
`);

export type CheckoutData = CheckoutFieldsFragment;
export type CheckoutAddress = CheckoutData["addresses"][number];
export type PlaceOrderData = PlaceOrderFieldsFragment;
