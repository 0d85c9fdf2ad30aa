import { PAYMENT_REDIRECT_DELAY_MS } from "@shop/rules";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "~/i18n/messages";
import { parseOrderIntent } from "~/order/intents";
import {
  contactPath,
  documentPath,
  downloadPath,
  formatOrderDate,
  orderDetailPath,
  orderErrorMessageId,
  orderListPath,
  pageCount,
  pageParam,
  paymentDueDate,
  paymentKindOf,
  safeExternalUrl,
  successPath,
  successVariantOf,
} from "~/order/format";

describe("order dates", () => {
  it("formats the order date in the shop's time zone for de-CH, it-CH and fr-CH", () => {
    // 23:30 UTC on 24 Nov is already 25 Nov in Zurich.
    expect(formatOrderDate("2026-11-24T23:30:00.000Z", "de")).toBe("25.11.2026");
    expect(formatOrderDate("2026-11-24T23:30:00.000Z", "it")).toBe("25.11.2026");
    expect(formatOrderDate("2026-11-24T23:30:00.000Z", "fr")).toBe("25.11.2026");
    expect(formatOrderDate("not a date", "de")).toBe("not a date");
  });

  it("puts the payment due date 10 days after the order (SPEC §9)", () => {
    expect(paymentDueDate("2026-11-25T10:00:00.000Z", "de")).toBe("05.12.2026");
    expect(paymentDueDate("2026-11-25T10:00:00.000Z", "fr", 30)).toBe("25.12.2026");
    expect(paymentDueDate("nonsense", "it")).toBe("");
  });
});

describe("success pages", () => {
  it("read the variant from the path", () => {
    expect(successVariantOf("/checkout/success/abc")).toBe("placed");
    expect(successVariantOf("/it/checkout/success/abc/paid")).toBe("paid");
    expect(successVariantOf("/fr/checkout/success/abc/unpaid/")).toBe("unpaid");
    // An order id that happens to be "paid" is still the placed page of that order.
    expect(successVariantOf("/checkout/success/paid")).toBe("paid");
  });

  it("build locale-prefixed paths", () => {
    expect(successPath("o1", "placed", "de")).toBe("/checkout/success/o1");
    expect(successPath("o1", "paid", "it")).toBe("/it/checkout/success/o1/paid");
    expect(successPath("o1", "unpaid", "fr")).toBe("/fr/checkout/success/o1/unpaid");
    expect(orderDetailPath("o 1", "fr")).toBe("/fr/account/order/o%201");
    expect(orderListPath(1, "de")).toBe("/account/order");
    expect(orderListPath(3, "it")).toBe("/it/account/order?page=3");
    expect(documentPath("o1", "d1", "it")).toBe("/it/account/order/o1/document/d1");
    expect(downloadPath("o1", "x/y", "de")).toBe("/account/order/o1/download/x%2Fy");
    expect(contactPath("10001", "fr")).toBe("/fr/contact?orderNumber=10001");
    expect(contactPath("10 & 1", "de")).toBe("/contact?orderNumber=10+%26+1");
  });

  it("name the payment terms by method", () => {
    expect(paymentKindOf({ technicalName: "payment_prepayment", asynchronous: false })).toBe("prepayment");
    expect(paymentKindOf({ technicalName: "payment_invoice", asynchronous: false })).toBe("invoice");
    expect(paymentKindOf({ technicalName: "payment_twint", asynchronous: true })).toBe("online");
    expect(paymentKindOf(null)).toBe("online");
  });

  it("waits 5 seconds before the payment redirect (SPEC §4)", () => {
    expect(PAYMENT_REDIRECT_DELAY_MS).toBe(5000);
    expect(MESSAGES.de["checkout.paymentRedirect.text"]).toContain("zur Zahlung weitergeleitet");
  });
});

describe("provider URLs", () => {
  it("follows only http(s)", () => {
    expect(safeExternalUrl("http://127.0.0.1:8000/__platform/payment/tok")).toBe("http://127.0.0.1:8000/__platform/payment/tok");
    expect(safeExternalUrl("https://pay.example/x?y=1")).toBe("https://pay.example/x?y=1");
    expect(safeExternalUrl("javascript:alert(1)")).toBeNull();
    expect(safeExternalUrl("data:text/html,hi")).toBeNull();
    expect(safeExternalUrl("/relative")).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });
});

describe("paging", () => {
  it("reads ?page= defensively", () => {
    expect(pageParam(new URLSearchParams(""))).toBe(1);
    expect(pageParam(new URLSearchParams("page=3"))).toBe(3);
    expect(pageParam(new URLSearchParams("page=0"))).toBe(1);
    expect(pageParam(new URLSearchParams("page=-2"))).toBe(1);
    expect(pageParam(new URLSearchParams("page=1.5"))).toBe(1);
    expect(pageParam(new URLSearchParams("page=abc"))).toBe(1);
  });

  it("counts pages of 10", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(95, 10)).toBe(10);
  });
});

describe("order forms", () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(entries)) data.set(key, value);
    return data;
  };

  it("accept the three intents only", () => {
    expect(parseOrderIntent(form({ intent: "cancel" }))).toEqual({ intent: "cancel", paymentMethodId: null });
    expect(parseOrderIntent(form({ intent: "change-payment", paymentMethodId: " pm1 " }))).toEqual({ intent: "change-payment", paymentMethodId: "pm1" });
    expect(parseOrderIntent(form({ intent: "retry-payment" }))).toEqual({ intent: "retry-payment", paymentMethodId: null });
    expect(parseOrderIntent(form({ intent: "delete" }))).toBeNull();
    expect(parseOrderIntent(form({}))).toBeNull();
  });

  it("have a localised text for every error code", () => {
    for (const code of ["NOT_CANCELLABLE", "PAYMENT_CHANGE_NOT_ALLOWED", "PAYMENT_FAILED", "NOT_FOUND", "FAILED", null]) {
      const id = orderErrorMessageId(code);
      for (const locale of ["de", "it", "fr"] as const) expect(MESSAGES[locale][id], `${locale}:${id}`).toBeTruthy();
    }
    expect(MESSAGES.de[orderErrorMessageId("NOT_CANCELLABLE")]).toBe("Die Bestellung kann nicht mehr storniert werden.");
  });
});

describe("caching of the order pages", () => {
  it("is private, no-store in every locale", async () => {
    const { pageCacheControl } = await import("~/http/cachePolicy");
    const request = new Request("http://shop.test/checkout/success/o1", { headers: { cookie: "sw-context-token=abc" } });
    for (const name of ["checkout-success", "checkout-success-paid", "checkout-success-unpaid", "account-order", "account-order-detail"]) {
      for (const locale of ["de", "it", "fr"]) expect(pageCacheControl(request, 200, `${name}___${locale}`), name).toBe("private, no-store");
    }
  });
});
