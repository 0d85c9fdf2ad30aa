import { cashRounding, creditorReference, formatChf, formatDate, groupIban, pickupPromise, groupReference, INVOICE_TECHNICAL_NAME, PREPAYMENT_TECHNICAL_NAME } from "@shop/rules";
import { SHOP } from "../shop-identity.js";
import { invoiceDocumentId } from "../document/document-service.js";
import { storefrontLink } from "../mail/links.js";
import type { LaterMail, LaterRenderer } from "../mail/outbox.js";
import type { MailLang } from "../mail/templates.js";
import type { Db } from "../db/connection.js";
import type { Row } from "../db/translations.js";
import type { AccountServices } from "../account/services.js";
import type { OrderRepository } from "./order-repository.js";
import { PharmacyRepository } from "../pharmacy/repository.js";
import { pickupHours } from "../pharmacy/opening-hours.js";

/**
 * The order confirmation (`order_confirmation`), rendered after the order's commit from the committed order
 * (mail/outbox.ts `sendLater`): the order's rows are a snapshot, so the mail is the one the order was placed
 * with, whenever it is rendered. Only the payment method's name and a pickup pharmacy's opening hours are read
 * as they are at rendering (as the order's own answer reads them), milliseconds to a second after the commit.
 */
export function orderConfirmationRenderer(db: Db, accounts: AccountServices, orders: OrderRepository): LaterRenderer {
  return (orderId, lang) => {
    const placed = orders.byId(orderId);
    const order = placed ? orders.loadStoreApiOrders([orderId], placed.language_id)[0] : undefined;
    if (!order) throw new Error(`order ${orderId} not found`);
    return confirmationMail(order, lang, accounts, db);
  };
}

function confirmationMail(order: Row, lang: MailLang, accounts: AccountServices, db: Db): LaterMail {
  const oc = order.orderCustomer as Row;
  const chf = (amount: unknown) => formatChf(Number(amount), lang);
  const items = (order.lineItems as Row[]).map((li) => `${li.quantity} × ${li.label} — ${chf(li.totalPrice)}`).join("\n");
  const price = order.price as Row | undefined;
  const rounding = cashRounding(price?.rawTotal as number | undefined, price?.totalPrice as number | undefined);
  const cf = order.customFields as Row;
  const delivery = (order.deliveries as Row[])[0];
  const address = delivery?.shippingOrderAddress as Row | undefined;
  // the method the order was placed with (oldest first): a payment change before the rendering is not this mail's
  const paymentMethod = (order.transactions as Row[])[0]?.paymentMethod as Row | null | undefined;
  const technicalName = String(paymentMethod?.technicalName ?? "");
  return {
    vars: {
      name: `${oc.firstName} ${oc.lastName}`,
      orderNumber: String(order.orderNumber),
      total: chf(order.amountTotal),
      shipping: chf(order.shippingTotal),
      rounding: rounding === 0 ? "" : chf(rounding),
      items,
      fulfilment: String(cf.shop_fulfilment),
      address: address ? [address.company, `${address.street}`, `${address.zipcode ?? ""} ${address.city}`.trim()].filter(Boolean).join(", ") : "",
      payment: String((paymentMethod?.translated as Row | undefined)?.name ?? ""),
      ...paymentMailVars(order, lang, technicalName, accounts),
      ...promiseMailVars(delivery, cf, lang, technicalName, db),
    },
  };
}

/**
 * The promise the order was placed with (its delivery's dates: the slowest line's, `@shop/rules`):
 * the parcel's arrival range, or when the goods are ready at the pickup pharmacy (its first opening
 * on the arrival day). A prepayment ships only after the money arrives: no dates then.
 */
function promiseMailVars(delivery: Row | undefined, cf: Row, lang: MailLang, technicalName: string, db: Db): Record<string, string> {
  const earliest = String(delivery?.shippingDateEarliest ?? "").slice(0, 10);
  const latest = String(delivery?.shippingDateLatest ?? "").slice(0, 10);
  if (!earliest || !latest || technicalName === PREPAYMENT_TECHNICAL_NAME) return {};
  if (cf.shop_fulfilment !== "click_and_collect") return { deliveryEarliest: formatDate(earliest, lang), deliveryLatest: formatDate(latest, lang) };
  const pharmacy = new PharmacyRepository(db).all().find((p) => p.id === cf.shop_pharmacy_id);
  const ready = pharmacy ? pickupPromise({ earliest }, pickupHours(pharmacy, earliest)) : null;
  return ready ? { pickupDate: formatDate(ready.readyOn, lang), pickupTime: ready.readyFrom } : {};
}

/**
 * Prepayment: the bank details to transfer to (ordinary IBAN with a creditor reference from the order
 * number — a QR reference would need the QR-IBAN); prepayment and invoice: the link to the invoice
 * PDF under the account's order pages (the document's id is known before its row is written).
 */
function paymentMailVars(order: Row, lang: MailLang, technicalName: string, accounts: AccountServices): Record<string, string> {
  if (technicalName !== PREPAYMENT_TECHNICAL_NAME && technicalName !== INVOICE_TECHNICAL_NAME) return {};
  const storefront = accounts.config.storefrontUrls.at(-1)!;
  const invoiceLink = storefrontLink(storefront, lang, `/account/order/${order.id as string}/document/${invoiceDocumentId(order.id as string)}`);
  if (technicalName === INVOICE_TECHNICAL_NAME) return { invoiceLink };
  return { invoiceLink, iban: groupIban(SHOP.iban), accountHolder: SHOP.accountHolder, reference: groupReference(creditorReference(String(order.orderNumber))) };
}
