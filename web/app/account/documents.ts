/**
 * GraphQL documents of the account, wishlist, newsletter and loyalty pages (schema/account.graphql),
 * typed by `pnpm codegen`. Queries inline their fields, like app/apollo/documents.ts; the typed
 * mutation results share one fragment per result type (defined once here, see catalog/documents.ts).
 * fragmentMasking is off, so the fragment's fields are spread into each mutation's result type.
 */
import { graphql } from "~/generated";

// --- queries -----------------------------------------------------------------------------

/** Who is logged in (the server-side guard of account pages) plus what the overview shows. */
export const AccountOverviewQuery = graphql(`
  query AccountOverview {
    customer {
      id
      customerNumber
      email
      firstName
      lastName
      title
      salutation {
        id
        displayName
      }
      active
      guest
      defaultPaymentMethod {
        id
        name
      }
      defaultBillingAddress {
        id
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
      }
      defaultShippingAddress {
        id
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
      }
      newsletter {
        status
        subscribed
        confirmationPending
      }
      loyaltyCard {
        cardNumber
        points
      }
    }
  }
`);

export const AccountSessionQuery = graphql(`
  query AccountSession {
    session {
      kind
    }
  }
`);

export const ProfilePageQuery = graphql(`
  query ProfilePage {
    customer {
      id
      email
      title
      firstName
      lastName
      birthday
      company
      salutation {
        id
      }
      newsletter {
        status
        subscribed
        confirmationPending
      }
    }
    salutations {
      id
      key
      displayName
    }
  }
`);

export const AddressPageQuery = graphql(`
  query AddressPage {
    customer {
      id
      firstName
      lastName
      defaultBillingAddressId
      defaultShippingAddressId
    }
    addresses {
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
      countryId
      country {
        id
        name
      }
      countryStateId
      countryState {
        id
        name
      }
      phoneNumber
      isDefaultBilling
      isDefaultShipping
    }
    countries {
      id
      iso
      name
      states {
        id
        name
        shortCode
      }
    }
    salutations {
      id
      key
      displayName
    }
  }
`);

export const PaymentPageQuery = graphql(`
  query PaymentPage {
    customer {
      id
      defaultPaymentMethod {
        id
      }
    }
  }
`);

/** Asked separately: without payment methods the page still shows the customer's choice. */
export const PaymentMethodsQuery = graphql(`
  query PaymentMethods {
    paymentMethods {
      id
      name
      description
    }
  }
`);

export const LoyaltyPageQuery = graphql(`
  query LoyaltyPage {
    customer {
      id
      email
      firstName
      lastName
      birthday
      defaultBillingAddress {
        street
        zipcode
        city
      }
    }
    loyaltyCard {
      cardNumber
      points
      pointsNeeded
      progress
      voucherReached
      voucherValue {
        amount
        currency
      }
    }
  }
`);

export const RegisterPageQuery = graphql(`
  query RegisterPage {
    session {
      kind
    }
    countries {
      id
      iso
      name
      states {
        id
        name
        shortCode
      }
    }
    salutations {
      id
      key
      displayName
    }
  }
`);

export const CustomerGroupRegistrationQuery = graphql(`
  query CustomerGroupRegistration($id: ID!) {
    customerGroupRegistration(id: $id) {
      id
      name
      title
      introduction
      onlyCompanyRegistration
    }
  }
`);

export const ServerWishlistQuery = graphql(`
  query ServerWishlist {
    customer {
      id
    }
    wishlist {
      productIds
      total
      products {
        id
        name
        url
        manufacturer
        available
        cover {
          url
          alt
          width
          height
        }
        price {
          unitPrice {
            amount
            currency
          }
          listPrice {
            amount
            currency
          }
        }
      }
    }
  }
`);

/** Ids on the logged-in customer's server wishlist (wishlist buttons). */
export const WishlistIdsQuery = graphql(`
  query WishlistIds {
    wishlist {
      productIds
    }
  }
`);

/** Products of the anonymous (local) wishlist, fetched in the browser by id. */
export const WishlistProductsQuery = graphql(`
  query WishlistProducts($ids: [ID!]!) {
    productsByIds(ids: $ids) {
      id
      name
      url
      manufacturer
      available
      cover {
        url
        alt
        width
        height
      }
      price {
        unitPrice {
          amount
          currency
        }
        listPrice {
          amount
          currency
        }
      }
    }
  }
`);

// --- mutations ---------------------------------------------------------------------------

/*
 * The fields every form reads from a typed result (ok, message, errorCode, fieldErrors), one
 * fragment per result type of schema/account.graphql (the types share no interface). Mutations
 * whose callers read fewer fields keep their own, smaller selection.
 */

export const AccountResultFields = graphql(`
  fragment AccountResultFields on AccountResult {
    ok
    message
    errorCode
    fieldErrors {
      field
      message
    }
  }
`);

export const AddressResultFields = graphql(`
  fragment AddressResultFields on AddressResult {
    ok
    message
    errorCode
    fieldErrors {
      field
      message
    }
    address {
      id
    }
  }
`);

export const NewsletterResultFields = graphql(`
  fragment NewsletterResultFields on NewsletterResult {
    ok
    message
    errorCode
    status
    fieldErrors {
      field
      message
    }
  }
`);

export const LoyaltyCardResultFields = graphql(`
  fragment LoyaltyCardResultFields on LoyaltyCardResult {
    ok
    message
    errorCode
    fieldErrors {
      field
      message
    }
  }
`);

export const WishlistResultFields = graphql(`
  fragment WishlistResultFields on WishlistResult {
    ok
    message
    errorCode
    wishlist {
      productIds
    }
  }
`);

export const LoginMutation = graphql(`
  mutation Login($email: String, $password: String, $wishlistProductIds: [ID!]) {
    login(email: $email, password: $password, wishlistProductIds: $wishlistProductIds) {
      ...AccountResultFields
      session {
        kind
      }
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      ok
      message
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!, $wishlistProductIds: [ID!]) {
    register(input: $input, wishlistProductIds: $wishlistProductIds) {
      ok
      message
      errorCode
      confirmationRequired
      fieldErrors {
        field
        message
      }
      session {
        kind
      }
    }
  }
`);

export const ConfirmRegistrationMutation = graphql(`
  mutation ConfirmRegistration($hash: String, $em: String) {
    confirmRegistration(hash: $hash, em: $em) {
      ok
      message
      errorCode
      session {
        kind
      }
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...AccountResultFields
    }
  }
`);

export const ChangeEmailMutation = graphql(`
  mutation ChangeEmail($input: ChangeEmailInput!) {
    changeEmail(input: $input) {
      ...AccountResultFields
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ...AccountResultFields
    }
  }
`);

export const RequestPasswordRecoveryMutation = graphql(`
  mutation RequestPasswordRecovery($email: String) {
    requestPasswordRecovery(email: $email) {
      ...AccountResultFields
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ...AccountResultFields
    }
  }
`);

export const CreateAddressMutation = graphql(`
  mutation CreateAddress($input: AddressInput!) {
    createAddress(input: $input) {
      ...AddressResultFields
    }
  }
`);

export const UpdateAddressMutation = graphql(`
  mutation UpdateAddress($id: ID!, $input: AddressInput!) {
    updateAddress(id: $id, input: $input) {
      ...AddressResultFields
    }
  }
`);

export const DeleteAddressMutation = graphql(`
  mutation DeleteAddress($id: ID!) {
    deleteAddress(id: $id) {
      ok
      message
      errorCode
    }
  }
`);

export const SetDefaultBillingAddressMutation = graphql(`
  mutation SetDefaultBillingAddress($id: ID!) {
    setDefaultBillingAddress(id: $id) {
      ok
      message
      errorCode
    }
  }
`);

export const SetDefaultShippingAddressMutation = graphql(`
  mutation SetDefaultShippingAddress($id: ID!) {
    setDefaultShippingAddress(id: $id) {
      ok
      message
      errorCode
    }
  }
`);

export const SetDefaultPaymentMethodMutation = graphql(`
  mutation SetDefaultPaymentMethod($id: ID!) {
    setDefaultPaymentMethod(id: $id) {
      ok
      message
      errorCode
    }
  }
`);

export const SubscribeNewsletterMutation = graphql(`
  mutation SubscribeNewsletter($input: NewsletterSubscribeInput!) {
    subscribeNewsletter(input: $input) {
      ...NewsletterResultFields
    }
  }
`);

export const ConfirmNewsletterMutation = graphql(`
  mutation ConfirmNewsletter($hash: String, $em: String) {
    confirmNewsletter(hash: $hash, em: $em) {
      ok
      message
      errorCode
      status
    }
  }
`);

export const UnsubscribeNewsletterMutation = graphql(`
  mutation UnsubscribeNewsletter($email: String, $token: String) {
    unsubscribeNewsletter(email: $email, token: $token) {
      ...NewsletterResultFields
    }
  }
`);

export const AddToWishlistMutation = graphql(`
  mutation AddToWishlist($productId: ID!) {
    addToWishlist(productId: $productId) {
      ...WishlistResultFields
    }
  }
`);

export const RemoveFromWishlistMutation = graphql(`
  mutation RemoveFromWishlist($productId: ID!) {
    removeFromWishlist(productId: $productId) {
      ...WishlistResultFields
    }
  }
`);

export const LinkLoyaltyCardMutation = graphql(`
  mutation LinkLoyaltyCard($cardNumber: String, $pin: String) {
    linkLoyaltyCard(cardNumber: $cardNumber, pin: $pin) {
      ...LoyaltyCardResultFields
    }
  }
`);

export const RequestLoyaltyCardMutation = graphql(`
  mutation RequestLoyaltyCard($input: LoyaltyCardRequestInput!) {
    requestLoyaltyCard(input: $input) {
      ...LoyaltyCardResultFields
    }
  }
`);
