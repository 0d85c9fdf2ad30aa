/** One order as the gateway answers it (every field of schema/order.graphql's Order the pages read). */
import type { OrderData } from "~/order/documents";

export const money = (amount: number) => ({ __typename: "Money" as const, amount, currency: "CHF" });

export const fixtureAddress = {
  __typename: "OrderAddress" as const,
  id: "a1",
  salutation: null,
  firstName: "Anna",
  lastName: "Muster",
  company: null,
  street: "Bahnhofstrasse 1",
  additionalAddressLine1: null,
  zipcode: "8001",
  city: "Zürich",
  country: { __typename: "Country" as const, id: "ch", name: "Schweiz" },
  phoneNumber: null,
};

export function orderFixture(over: Partial<OrderData> = {}): OrderData {
  return {
    __typename: "Order",
    id: "o1",
    orderNumber: "10001",
    orderDate: "2026-11-25T10:00:00.000Z",
    state: "OPEN",
    stateName: "Offen",
    paymentState: "OPEN",
    paymentStateName: "Offen",
    paid: false,
    total: money(33.5),
    deliveryState: "OPEN",
    fulfilment: "DELIVERY",
    deliveryDates: { __typename: "OrderDeliveryDates" as const, earliest: "2026-11-26", latest: "2026-11-27" },
    pickupEstimate: null,
    customer: { __typename: "OrderCustomer" as const, email: "anna@example.ch", firstName: "Anna", lastName: "Muster" },
    lineItems: [
      {
        __typename: "OrderLineItem" as const,
        id: "l1",
        type: "PRODUCT",
        label: "Bepanthen 30 g",
        quantity: 2,
        productNumber: "SW-1",
        sku: "100068",
        productId: "p1",
        cover: { __typename: "Image" as const, url: "http://media.test/a.png", alt: null, width: 400, height: 400, thumbnails: [] },
        unitPrice: money(12.9),
        totalPrice: money(25.8),
        isDownload: false,
        options: [],
      },
    ],
    billingAddress: fixtureAddress,
    shippingAddress: fixtureAddress,
    pharmacy: null,
    shippingMethod: { __typename: "OrderMethod" as const, id: "s1", name: "Post Paket", technicalName: "shipping_post_parcel" },
    paymentMethod: { __typename: "OrderPaymentMethod" as const, id: "pm-pre", name: "Vorauskasse", technicalName: "payment_prepayment", asynchronous: false, afterOrderEnabled: true },
    subtotal: money(25.8),
    discount: null,
    shippingTotal: money(7.7),
    rounding: null,
    netTotal: money(31),
    taxes: [{ __typename: "CartTax" as const, rate: 2.6, amount: money(0.85) }],
    customerComment: null,
    documents: [],
    downloads: [],
    canCancel: true,
    canChangePaymentMethod: false,
    canRetryPayment: false,
    ...over,
  };
}
