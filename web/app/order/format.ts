/**
 * Formatting and paths of the order pages. Nothing here decides a business rule: what an order
 * allows (cancel, change or retry payment) comes from the gateway; this module only turns its
 * typed answers into text parts, dates and shop paths.
 */
import { formatDate, INVOICE_TERMS, PREPAYMENT_TECHNICAL_NAME } from "@shop/rules";
import type { MessageId } from "~/i18n/messages";
import { localizePath, type Locale } from "~/i18n/locales";

/** Orders per page in the account (SPEC default). */
export const ORDERS_PER_PAGE = 10;


/** "2026-11-25T10:15:00Z" -> "25.11.2026" in every locale (the shop's formatDate, Zurich time). */
export function formatOrderDate(isoDateTime: string, locale: Locale): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return isoDateTime;
  return formatDate(date, locale);
}

/** The payment due date of prepayment and invoice: the order date plus INVOICE_TERMS.dueDays (SPEC §9: 10 days). */
export function paymentDueDate(isoDateTime: string, locale: Locale, days: number = INVOICE_TERMS.dueDays): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return "";
  return formatOrderDate(new Date(date.getTime() + days * 86_400_000).toISOString(), locale);
}

/** Which of the three pages after the order: /checkout/success/{id}, …/paid or …/unpaid. */
export type SuccessVariant = "placed" | "paid" | "unpaid";

export function successVariantOf(pathname: string): SuccessVariant {
  const last = pathname.replace(/\/+$/, "").split("/").pop();
  return last === "paid" ? "paid" : last === "unpaid" ? "unpaid" : "placed";
}

/** How the "what happens next" text reads for the order's payment method. */
export type PaymentKind = "prepayment" | "invoice" | "online";

export function paymentKindOf(method: { technicalName?: string | null; asynchronous: boolean } | null | undefined): PaymentKind {
  if (method?.technicalName === PREPAYMENT_TECHNICAL_NAME) return "prepayment";
  if (method?.technicalName === "payment_invoice") return "invoice";
  return "online";
}

/** A payment provider's URL is followed only when it is http(s): never javascript: or data:. */
export function safeExternalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Page number from ?page= (1 when missing or nonsense). */
export function pageParam(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get("page"));
  return Number.isInteger(page) && page > 0 && page <= 10_000 ? page : 1;
}

export function pageCount(total: number, limit: number): number {
  return limit > 0 ? Math.max(1, Math.ceil(total / limit)) : 1;
}

export function successPath(orderId: string, variant: SuccessVariant, locale: Locale): string {
  const base = `/checkout/success/${encodeURIComponent(orderId)}`;
  return localizePath(variant === "placed" ? base : `${base}/${variant}`, locale);
}

export function orderDetailPath(orderId: string, locale: Locale): string {
  return localizePath(`/account/order/${encodeURIComponent(orderId)}`, locale);
}

/** 'Nochmals bestellen': the form's action (POST), which ends in the cart. */
export function reorderPath(orderId: string, locale: Locale): string {
  return localizePath(`/account/order/${encodeURIComponent(orderId)}/reorder`, locale);
}

export function orderListPath(page: number, locale: Locale): string {
  const path = localizePath("/account/order", locale);
  return page > 1 ? `${path}?page=${page}` : path;
}

/** The shop's own path that streams an invoice after the gateway's ownership check. */
export function documentPath(orderId: string, documentId: string, locale: Locale): string {
  return localizePath(`/account/order/${encodeURIComponent(orderId)}/document/${encodeURIComponent(documentId)}`, locale);
}

export function downloadPath(orderId: string, downloadId: string, locale: Locale): string {
  return localizePath(`/account/order/${encodeURIComponent(orderId)}/download/${encodeURIComponent(downloadId)}`, locale);
}

/** "Contact the shop" with the order number prefilled (the contact page reads ?orderNumber=). */
export function contactPath(orderNumber: string, locale: Locale): string {
  return `${localizePath("/contact", locale)}?${new URLSearchParams({ orderNumber })}`;
}

type Tone = "success" | "warning" | "danger" | "info";

/** Colour of a payment state badge. */
export function paymentTone(state: string): Tone {
  return state === "PAID" ? "success" : state === "FAILED" || state === "CANCELLED" ? "danger" : state === "UNCONFIRMED" ? "info" : "warning";
}

export function orderTone(state: string): Tone {
  return state === "CANCELLED" ? "danger" : state === "COMPLETED" ? "success" : "info";
}

/** The localised message of an order action's error code (the gateway's message wins when it sent one). */
export function orderErrorMessageId(code: string | null | undefined): MessageId {
  switch (code) {
    case "NOT_CANCELLABLE":
      return "order.error.notCancellable";
    case "PAYMENT_CHANGE_NOT_ALLOWED":
      return "order.error.paymentChange";
    case "PAYMENT_FAILED":
      return "order.error.paymentFailed";
    case "NOT_FOUND":
      return "order.error.notFound";
    default:
      return "order.error.generic";
  }
}
