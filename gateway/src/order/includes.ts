/**
 * Shopware's `includes` (apiAlias → fields) for createOrder: the Store API answers every route with the
 * request's field lists (its StoreApiResponseListener), and the full Order entity with every association
 * is ≈ 46 KB of which `toOrder` and placeOrder read a tenth. These are the fields mapping.ts reads
 * (OrderEntity and the types it nests) plus what placeOrder reads (the latest transaction's payment
 * method and state). The address's `salutation` and `country` are handed to their GraphQL resolvers as they are
 * (account/resolvers.ts `Salutation`, `Country`, `CountryState`): only what those read is asked for — the whole
 * entities were half of a placed order's answer, kept up to 10 minutes in the idempotency map. Structs not
 * listed stay whole: the prices (`cart_price`, `calculated_tax`: `rounding`, taxes).
 *
 * A mapper that starts reading another order field must add it here — gateway/test/integration/
 * orders.test.ts compares placeOrder's order with the same order read back without includes.
 */
import { MEDIA, MEDIA_THUMBNAIL } from "../catalog/includes.js";
import { fields } from "../storeApi/fieldList.js";
import type { DocumentEntity, OrderAddressEntity, OrderEntity, OrderLineItemEntity, PaymentMethodEntity, TransactionEntity } from "./mapping.js";
import type { CountryRow, CountryStateRow, SalutationRow } from "../account/rows.js";

const NAMED = ["name", "translated"] as const;
const STATE = ["technicalName", ...NAMED] as const;
const ADDRESS = fields<OrderAddressEntity>(
  "id", "salutation", "firstName", "lastName", "company", "street", "additionalAddressLine1", "zipcode", "city", "country", "phoneNumber",
);

export const ORDER_INCLUDES: Record<string, readonly string[]> = {
  order: fields<OrderEntity>(
    "id", "orderNumber", "orderDateTime", "createdAt", "stateMachineState", "orderCustomer", "lineItems", "addresses", "billingAddressId",
    "billingAddress", "deliveries", "transactions", "price", "amountTotal", "amountNet", "shippingTotal", "customerComment", "documents",
    "customFields",
  ),
  state_machine_state: STATE,
  order_customer: ["email", "firstName", "lastName", "customerNumber"],
  order_line_item: fields<OrderLineItemEntity>(
    "id", "type", "label", "quantity", "productId", "referencedId", "payload", "states", "cover", "unitPrice", "totalPrice", "price", "downloads",
    "position",
  ),
  order_line_item_download: ["id", "orderLineItemId", "accessGranted", "media"],
  media: MEDIA,
  media_thumbnail: MEDIA_THUMBNAIL,
  order_address: ADDRESS,
  salutation: fields<SalutationRow>("id", "salutationKey", "displayName", "letterName", "translated"),
  country: fields<CountryRow>("id", "iso", "name", "translated", "states"),
  country_state: fields<CountryStateRow>("id", "name", "shortCode", "position", "translated"),
  order_delivery: ["id", "shippingMethod", "shippingOrderAddress", "stateMachineState", "shippingDateEarliest", "shippingDateLatest"],
  shipping_method: ["id", ...NAMED, "technicalName"],
  order_transaction: fields<TransactionEntity>("id", "createdAt", "paymentMethodId", "paymentMethod", "stateMachineState"),
  payment_method: fields<PaymentMethodEntity>("id", ...NAMED, "technicalName", "active", "asynchronous", "afterOrderEnabled"),
  document: fields<DocumentEntity>("id", "documentNumber", "documentType", "fileType", "createdAt", "config"),
  document_type: ["technicalName", "name"],
};
