/** The order pages as HTML: what the shopper reads and the data-testids the end-to-end tests use. */
import { renderToStaticMarkup } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "~/i18n/messages";
import { LOCALE_TAGS, type Locale } from "~/i18n/locales";
import type { OrderData } from "~/order/documents";
import type { OrderActionData } from "~/order/intents";
import OrderDetailPage from "~/routes/account/order.$id";
import Orders from "~/routes/account/order";
import SuccessPage from "~/routes/checkout/success";
import { orderFixture } from "./support/order-fixture";
import { prepaymentBankDetails, type BankDetails } from "~/shop/identity.server";

type DetailProps = Parameters<typeof OrderDetailPage>[0];
type ListProps = Parameters<typeof Orders>[0];
type SuccessProps = Parameters<typeof SuccessPage>[0];

function render(path: string, element: React.ReactNode, locale: Locale = "de"): string {
  const Stub = createRoutesStub([{ path: path.split("?")[0], Component: () => <>{element}</> }]);
  return renderToStaticMarkup(
    <IntlProvider locale={LOCALE_TAGS[locale]} messages={MESSAGES[locale]}>
      <Stub initialEntries={[path]} />
    </IntlProvider>,
  ).replace(/[\u00a0\u202f]/g, " ");
}

const order = orderFixture;

const twint = { __typename: "OrderPaymentMethod" as const, id: "pm-twint", name: "Mobile Payment", technicalName: "payment_twint", asynchronous: true, afterOrderEnabled: true };
const card = { id: "pm-card", name: "Kreditkarte", afterOrderEnabled: true };

const success = (path: string, variant: "placed" | "paid" | "unpaid", data: OrderData, actionData?: OrderActionData, locale: Locale = "de", bank: BankDetails | null = null) =>
  render(path, <SuccessPage {...({ loaderData: { order: data, variant, methods: [card], head: {}, bank }, actionData } as unknown as SuccessProps)} />, locale);

describe("success page", () => {
  it("thanks, names the order number and the prepayment terms (10 days)", () => {
    const html = success("/checkout/success/o1", "placed", order(), undefined, "de", prepaymentBankDetails("10001"));
    expect(html).toContain('data-testid="order-success"');
    expect(html).toContain("Vielen Dank für Ihre Bestellung!");
    expect(html).toMatch(/data-testid="order-number">10001</);
    expect(html).toContain("Bitte überweisen Sie CHF 33.50 innerhalb von 10 Tagen (bis 05.12.2026) auf folgendes Konto:");
    // The account the sentence announces (issue 22): holder, IBAN and the reference from the order number.
    expect(html).toMatch(/data-testid="order-bank-iban">CH\d{2}( \w{4}){4} \w</);
    expect(html).toMatch(/data-testid="order-bank-reference">RF\d{2} /);
    expect(html).toContain("Bahnhofstrasse 1");
    expect(html).toContain("Post Paket");
    expect(html).toContain("Bepanthen 30 g");
    expect(html).toContain('src="http://media.test/a.png');
    expect(html).not.toContain('data-testid="retry-payment"');
  });

  it("shows the pharmacy for click & collect", () => {
    const html = success(
      "/fr/checkout/success/o1",
      "placed",
      order({ fulfilment: "CLICK_AND_COLLECT", pharmacy: { __typename: "Pharmacy" as const, id: "ph1", name: "Apotheke am See", street: "Seeweg 2", zipcode: "6300", city: "Zug", phone: null }, paymentMethod: { ...twint, name: "TWINT" }, paid: true }),
      undefined,
      "fr",
    );
    expect(html).toContain('data-testid="order-pharmacy"');
    expect(html).toContain("Apotheke am See");
    expect(html).toContain("Retrait en pharmacie");
    expect(html).not.toContain("Adresse de livraison");
  });

  it("says the payment arrived on /paid", () => {
    const html = success("/it/checkout/success/o1/paid", "paid", order({ paid: true, paymentState: "PAID", paymentMethod: { ...twint } }), undefined, "it");
    expect(html).toContain('data-testid="order-paid"');
    expect(html).toContain("Abbiamo ricevuto il suo pagamento di CHF 33.50");
  });

  it("offers retry, another method, the cart and the shop's contact on /unpaid (SPEC §4)", () => {
    const html = success("/it/checkout/success/o1/unpaid", "unpaid", order({ paymentMethod: twint, canRetryPayment: true, canChangePaymentMethod: true }), undefined, "it");
    expect(html).toContain('data-testid="order-unpaid"');
    expect(html).toContain("non è stato elaborato perché il pagamento è stato interrotto");
    expect(html).toContain('data-testid="retry-payment"');
    expect(html).toContain('data-testid="change-payment-method"');
    expect(html).toContain('<option value="pm-card">Kreditkarte</option>');
    expect(html).toContain('data-testid="contact-shop" href="/it/contact?orderNumber=10001"');
    expect(html).toContain('data-testid="back-to-cart" href="/it/checkout/cart"');
  });

  it("counts down to the provider only with a URL from the action", () => {
    const html = success("/checkout/success/o1/unpaid", "unpaid", order({ paymentMethod: twint, canRetryPayment: true }), {
      intent: "retry-payment",
      ok: true,
      redirectUrl: "http://127.0.0.1:8000/__platform/payment/tok",
    });
    expect(html).toContain('data-testid="payment-redirect-notice"');
    expect(html).toContain("Sie werden in 5 Sekunden zur Zahlung weitergeleitet");
    expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:8000\/__platform\/payment\/tok" class="button" data-testid="payment-redirect-now"/);
    expect(html).not.toContain('data-testid="retry-payment"');
  });
});

describe("account orders", () => {
  it("lists number, date, states and total with a link to the detail", () => {
    const html = render("/fr/account/order", <Orders {...({ loaderData: { orders: [order()], total: 12, page: 1, limit: 10, head: {} } } as unknown as ListProps)} />, "fr");
    expect(html).toContain('data-testid="orders-list"');
    expect(html).toMatch(/data-testid="order-row"[^>]*data-order-number="10001"/);
    expect(html).toContain("25.11.2026");
    expect(html).toContain('data-testid="order-state" data-state="OPEN"');
    expect(html).toContain('data-testid="order-payment-state" data-state="OPEN"');
    expect(html).toContain("CHF 33.50");
    expect(html).toContain('href="/fr/account/order/o1"');
    expect(html).toContain('href="/fr/account/order?page=2"');
  });

  it.each([
    ["de", "Rundung"],
    ["it", "Arrotondamento"],
    ["fr", "Arrondi"],
  ] as const)("%s: the detail shows the 5-Rappen rounding line, negative amounts as CHF -…, only when there is one", (locale, label) => {
    // 37.80 − 3.78 + 7.70 = 41.72 → payable 41.70 (issue 22)
    const rounded = order({ subtotal: { __typename: "Money" as const, amount: 37.8, currency: "CHF" }, discount: { __typename: "Money" as const, amount: -3.78, currency: "CHF" }, rounding: { __typename: "Money" as const, amount: -0.02, currency: "CHF" }, total: { __typename: "Money" as const, amount: 41.7, currency: "CHF" } });
    const html = render(`/${locale}/account/order/o1`, <OrderDetailPage {...({ loaderData: { order: rounded, methods: [], head: {} } } as unknown as DetailProps)} />, locale);
    expect(html).toContain(`<dt>${label}</dt><dd data-testid="order-rounding">CHF -0.02</dd>`);
    expect(html).toContain('<dd data-testid="order-discount">CHF -3.78</dd>');
    expect(html).toContain('<dd data-testid="order-total">CHF 41.70</dd>');
    const plain = render(`/${locale}/account/order/o1`, <OrderDetailPage {...({ loaderData: { order: order(), methods: [], head: {} } } as unknown as DetailProps)} />, locale);
    expect(plain).not.toContain("order-rounding");
  });

  it("keeps the empty state", () => {
    const html = render("/account/order", <Orders {...({ loaderData: { orders: [], total: 0, page: 1, limit: 10, head: {} } } as unknown as ListProps)} />);
    expect(html).toContain('data-testid="orders-empty"');
    expect(html).not.toContain('data-testid="orders-list"');
  });

  it("shows the detail with cancel, documents and downloads", () => {
    const data = order({
      documents: [{ __typename: "OrderDocument" as const, id: "d1", type: "invoice", number: "1000", createdAt: "2026-11-25T10:00:00.000Z", fileName: "invoice_1000.pdf", url: "/account/order/o1/document/d1" }],
      downloads: [
        { __typename: "OrderDownload" as const, id: "dl1", lineItemId: "l1", fileName: "guide.pdf", accessGranted: false, url: null },
        { __typename: "OrderDownload" as const, id: "dl2", lineItemId: "l1", fileName: "video.mp4", accessGranted: true, url: "/account/order/o1/download/dl2" },
      ],
    });
    const html = render("/account/order/o1", <OrderDetailPage {...({ loaderData: { order: data, methods: [], head: {} } } as unknown as DetailProps)} />);
    expect(html).toContain('data-testid="order-detail"');
    expect(html).toContain('data-testid="order-cancel"');
    expect(html).not.toContain('data-testid="order-cancel-confirm"');
    expect(html).toContain('href="/account/order/o1/document/d1"');
    expect(html).toContain("Rechnung 1000");
    expect(html).toContain('data-testid="order-download-locked">guide.pdf');
    expect(html).toContain("verfügbar nach Zahlungseingang");
    expect(html).toContain('href="/account/order/o1/download/dl2" download="video.mp4" data-testid="order-download-link"');
  });

  it("asks before cancelling", () => {
    const html = render("/account/order/o1?cancel=1", <OrderDetailPage {...({ loaderData: { order: order(), methods: [], head: {} } } as unknown as DetailProps)} />);
    expect(html).toContain("Möchten Sie die Bestellung 10001 wirklich stornieren?");
    expect(html).toContain('data-testid="order-cancel-confirm"');
    expect(html).toContain('name="intent" value="cancel"');
  });

  it("offers no cancel for a paid order and confirms a cancellation", () => {
    const paid = render("/account/order/o1", <OrderDetailPage {...({ loaderData: { order: order({ canCancel: false, paid: true }), methods: [], head: {} } } as unknown as DetailProps)} />);
    expect(paid).not.toContain('data-testid="order-cancel"');
    const done = render(
      "/account/order/o1",
      <OrderDetailPage {...({ loaderData: { order: order({ canCancel: false, state: "CANCELLED" }), methods: [], head: {} }, actionData: { intent: "cancel", ok: true, message: "Die Bestellung wurde storniert." } } as unknown as DetailProps)} />,
    );
    expect(done).toContain('data-testid="order-cancelled"');
    expect(done).toContain('data-state="CANCELLED"');
  });
});
