import { translate } from "@shop/rules";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { renderToStaticMarkup } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { afterOrderPath, checkoutAnswer, handleCheckoutAction, orderPlacedContext, placeOrderOutcome } from "~/checkout/actions.server";
import type { CheckoutData, PlaceOrderData } from "~/checkout/documents";
import type { CheckoutActionData } from "~/checkout/intents";
import { guestFieldErrors, guestFormSchema, guestInput, isTicked } from "~/checkout/guest";
import { allowedProviderOrigins, PAYMENT_REDIRECT_DELAY_MS, refreshTarget, safeProviderUrl, secondsLeft } from "~/checkout/payment";
import { loader, shouldRevalidate } from "~/routes/checkout/index";
import { CheckoutAddresses } from "~/components/checkout/CheckoutAddresses";
import { GuestCheckoutForm } from "~/components/checkout/GuestCheckoutForm";
import { PaymentRedirectNotice } from "~/components/checkout/PaymentRedirectNotice";
import { PlaceOrderForm } from "~/components/checkout/PlaceOrderForm";
import { NO_STORE_PAGE_CACHE_CONTROL, pageCacheControl } from "~/http/cachePolicy";
import { MESSAGES } from "~/i18n/messages";
import { receivedOperation } from "./support/graphql-request";

const ID = (n: number) => n.toString(16).padStart(32, "0");

const validGuest = {
  salutationId: ID(1),
  firstName: "Anna",
  lastName: "Muster",
  street: "Bahnhofstrasse 1",
  zipcode: "8001",
  city: "Zürich",
  countryId: ID(2),
  email: "anna@example.ch",
  acceptedDataProtection: true,
};

describe("guest checkout form", () => {
  it("accepts a guest with one address and ignores the hidden shipping fields", () => {
    const result = guestFormSchema("de").safeParse({ ...validGuest, shipping_firstName: "" });
    expect(result.success).toBe(true);
  });

  it("validates the different shipping address only when ticked, on its prefixed fields", () => {
    const result = guestFormSchema("de").safeParse({ ...validGuest, differentShippingAddress: true, shipping_zipcode: "80" });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["shipping_firstName", "shipping_street", "shipping_zipcode", "shipping_countryId"]));
    expect(paths.every((path) => path.startsWith("shipping_"))).toBe(true);
    expect(result.error!.issues.find((i) => i.path[0] === "shipping_zipcode")?.message).toBe("Die Postleitzahl muss 4 Zeichen lang sein");
  });

  it("needs the data protection notice and a valid e-mail, in the shopper's language", () => {
    const result = guestFormSchema("fr").safeParse({ ...validGuest, email: "x", acceptedDataProtection: false });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(["email", "acceptedDataProtection"]));
    expect(result.error!.issues.find((i) => i.path[0] === "email")?.message).not.toMatch(/E-Mail-Adresse/);
  });

  it("builds the mutation input from the posted form", () => {
    const form = new Map<string, string>([
      ["salutationId", ID(1)],
      ["firstName", "Anna"],
      ["lastName", "Muster"],
      ["email", "anna@example.ch"],
      ["street", "Bahnhofstrasse 1"],
      ["zipcode", "8001"],
      ["city", "Zürich"],
      ["countryId", ID(2)],
      ["shipping_firstName", "Beat"],
      ["acceptedDataProtection", "on"],
    ]);
    const read = (name: string) => form.get(name) ?? null;
    const single = guestInput(read, (name) => isTicked(form.get(name)));
    expect(single).toMatchObject({ salutationId: ID(1), firstName: "Anna", email: "anna@example.ch", acceptedDataProtection: true, shippingAddress: null });
    expect(single.address).toMatchObject({ street: "Bahnhofstrasse 1", zipcode: "8001", countryId: ID(2), company: null });
    form.set("differentShippingAddress", "on");
    const twoAddresses = guestInput(read, (name) => isTicked(form.get(name)));
    expect(twoAddresses.shippingAddress).toMatchObject({ firstName: "Beat", street: null });
  });

  it("puts the gateway's field errors on the right controls", () => {
    expect(
      guestFieldErrors([
        { field: "address.zipcode", message: "PLZ" },
        { field: "input.shippingAddress.city", message: "Ort - Der Wert ist erforderlich" },
        { field: "email", message: "E-Mail" },
        { field: "address.zipcode", message: "second" },
      ]),
    ).toEqual({ zipcode: "PLZ", shipping_city: "Ort - Der Wert ist erforderlich", email: "E-Mail" });
    expect(guestFieldErrors([])).toBeUndefined();
  });
});

describe("payment redirect", () => {
  it("waits 5 seconds (SPEC §9) and counts down in whole seconds", () => {
    expect(PAYMENT_REDIRECT_DELAY_MS).toBe(5000);
    expect(secondsLeft(5000, 0)).toBe(5);
    expect(secondsLeft(5000, 1)).toBe(5);
    expect(secondsLeft(5000, 4001)).toBe(1);
    expect(secondsLeft(5000, 5000)).toBe(0);
    expect(secondsLeft(5000, 9000)).toBe(0);
  });

  it("only follows plain http(s) provider URLs", () => {
    expect(safeProviderUrl("http://127.0.0.1:4100/__platform/payment/abc")).toBe("http://127.0.0.1:4100/__platform/payment/abc");
    expect(safeProviderUrl("https://pay.example/x?y=1")).toBe("https://pay.example/x?y=1");
    for (const bad of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,x", "/relative", "//evil.example", "https://u:p@evil.example", "", null, undefined]) {
      expect(safeProviderUrl(bad), String(bad)).toBeNull();
    }
  });

  it("refreshes without JavaScript only to the shop's own origin (as a path) or an allowlisted provider", () => {
    const shop = "https://shop.example.ch";
    expect(refreshTarget("https://shop.example.ch/__platform/payment/abc?t=1", shop, [])).toBe("/__platform/payment/abc?t=1");
    expect(refreshTarget("https://pay.example/x?y=1", shop, ["https://pay.example"])).toBe("https://pay.example/x?y=1");
    for (const bad of ["https://evil.example/x", "http://shop.example.ch/x", "https://shop.example.ch//evil.example/x", "javascript:alert(1)", "https://shop.example.ch.evil.example/"]) {
      expect(refreshTarget(bad, shop, ["https://pay.example"]), bad).toBeNull();
    }
    expect(allowedProviderOrigins(" https://pay.example/path , not a url,https://psp.example:8443")).toEqual(["https://pay.example", "https://psp.example:8443"]);
  });

  it("leaves by itself without JavaScript: a meta refresh inside noscript, only with a refresh target", () => {
    const html = render(
      "/fr/checkout",
      <PaymentRedirectNotice redirect={{ url: "https://shop.example.ch/__platform/payment/t?a=1&b=2", nextPath: null, orderNumber: "10001", refreshUrl: "/__platform/payment/t?a=1&b=2" }} />,
      "fr",
    );
    expect(html).toContain('<noscript><meta http-equiv="refresh" content="5;url=/__platform/payment/t?a=1&amp;b=2"/></noscript>');
    const none = render("/checkout", <PaymentRedirectNotice redirect={{ url: "https://pay.example/t", nextPath: null, orderNumber: null, refreshUrl: null }} />, "de");
    expect(none).not.toContain("refresh");
  });

  it("renders the notice with the countdown text and a plain link (no JS needed)", () => {
    const html = render(
      "/it/checkout",
      <PaymentRedirectNotice redirect={{ url: "https://pay.example/t?a=1&b=2", nextPath: "/it/checkout/success/o1/unpaid", orderNumber: "10001" }} />,
      "it",
    );
    expect(html).toContain('data-testid="payment-redirect-notice"');
    expect(html).toContain("La reindirizzeremo al pagamento tra 5 secondi");
    expect(html).toContain('<a href="https://pay.example/t?a=1&amp;b=2" class="button" data-testid="payment-redirect-now">Vai subito al pagamento</a>');
    expect(html).toContain("10001");
    const de = render("/checkout", <PaymentRedirectNotice redirect={{ url: "https://pay.example/t", nextPath: null, orderNumber: null }} />, "de");
    expect(de).toContain("Sie werden in 5 Sekunden zur Zahlung weitergeleitet");
    expect(de).toContain(">Jetzt zur Zahlung</a>");
  });
});

describe("after placing the order", () => {
  const order = (over: Partial<PlaceOrderData>): PlaceOrderData => ({
    __typename: "PlaceOrderResult",
    ok: true,
    errorCode: null,
    message: null,
    fieldErrors: [],
    next: "SUCCESS",
    redirectUrl: null,
    nextPath: null,
    order: { __typename: "Order" as const, id: "o1", orderNumber: "10001" },
    ...over,
  });

  it("goes to the gateway's next page, same-origin only", () => {
    expect(afterOrderPath("it", order({ nextPath: "/it/checkout/success/o1" }))).toBe("/it/checkout/success/o1");
    expect(afterOrderPath("it", order({ nextPath: "https://evil.example/x" }))).toBe("/it/checkout/success/o1");
    expect(afterOrderPath("fr", order({ next: "UNPAID", nextPath: "//evil.example" }))).toBe("/fr/checkout/success/o1/unpaid");
  });

  it("shows the notice only with a usable provider URL, else the unpaid page (never a second order)", () => {
    expect(placeOrderOutcome("de", order({ next: "PAYMENT_REDIRECT", redirectUrl: "https://pay.example/t" }))).toEqual({
      kind: "notice",
      redirect: { url: "https://pay.example/t", nextPath: "/checkout/success/o1/unpaid", orderNumber: "10001", refreshUrl: null },
    });
    // The simulator behind the shop's own origin: the page leaves by itself without JavaScript too.
    const own = placeOrderOutcome("it", order({ next: "PAYMENT_REDIRECT", redirectUrl: "https://shop.example.ch/__platform/payment/t1?x=1" }), "https://shop.example.ch", []);
    expect(own).toMatchObject({ kind: "notice", redirect: { refreshUrl: "/__platform/payment/t1?x=1" } });
    expect(placeOrderOutcome("de", order({ next: "PAYMENT_REDIRECT", redirectUrl: "javascript:alert(1)", nextPath: "/checkout/success/o1" }))).toEqual({
      kind: "redirect",
      to: "/checkout/success/o1/unpaid",
    });
    expect(placeOrderOutcome("de", order({ next: "UNPAID", nextPath: "/checkout/success/o1/unpaid" }))).toEqual({ kind: "redirect", to: "/checkout/success/o1/unpaid" });
  });

  it("puts rule failures on their checkbox and the message at the top", () => {
    const answer = checkoutAnswer("de", "place-order", { ok: false, errorCode: "TERMS_NOT_ACCEPTED", message: "Bitte AGB akzeptieren", fieldErrors: [] });
    expect(answer).toEqual({ intent: "place-order", ok: false, formError: "Bitte AGB akzeptieren", fieldErrors: { acceptedTerms: "Bitte AGB akzeptieren" } });
    // No typed result (a GraphQL error): SPEC §8's generic text.
    expect(checkoutAnswer("de", "place-order", null)).toEqual({ intent: "place-order", ok: false, formError: translate("de", "checkout.generic") });
    expect(translate("de", "checkout.generic")).toBe("Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.");
    // The gateway's per-address limit (like LOGIN_THROTTLED at the login): its localised wait message on top.
    const limited = "Troppe richieste. Riprovi tra 42 secondi.";
    expect(checkoutAnswer("it", "place-order", { ok: false, errorCode: "RATE_LIMITED", message: limited, fieldErrors: [] })).toEqual({
      intent: "place-order",
      ok: false,
      formError: limited,
    });
    expect(checkoutAnswer("it", "guest", { ok: false, errorCode: "RATE_LIMITED", message: limited, fieldErrors: [] }).formError).toBe(limited);
  });
});

describe("cache headers", () => {
  it("never stores the checkout (it carries a one-time idempotency key)", () => {
    for (const id of ["checkout___de", "checkout___it", "checkout___fr"]) {
      expect(pageCacheControl(new Request("http://shop.test/checkout"), 200, id)).toBe(NO_STORE_PAGE_CACHE_CONTROL);
    }
    expect(NO_STORE_PAGE_CACHE_CONTROL).toBe("private, no-store");
    expect(pageCacheControl(new Request("http://shop.test/checkout/cart"), 200, "checkout-cart___de")).not.toBe(NO_STORE_PAGE_CACHE_CONTROL);
  });
});

// --- rendering ------------------------------------------------------------------------------

function render(path: string, element: React.ReactNode, locale: "de" | "it" | "fr" = "de"): string {
  const Stub = createRoutesStub([{ path, Component: () => <>{element}</> }]);
  return renderToStaticMarkup(
    <IntlProvider locale={locale} messages={MESSAGES[locale]}>
      <Stub initialEntries={[path]} />
    </IntlProvider>,
  );
}

const money = (amount: number) => ({ __typename: "Money" as const, amount, currency: "CHF" });

function checkoutFixture(over: Partial<CheckoutData> = {}): CheckoutData {
  return {
    __typename: "Checkout",
    cart: {} as CheckoutData["cart"],
    customerKind: "LOGGED_IN",
    customer: { __typename: "Customer" as const, id: "c1", email: "anna@example.ch", firstName: "Anna", lastName: "Muster", guest: false },
    addresses: [],
    billingAddress: null,
    shippingAddress: null,
    billingDiffersFromShipping: false,
    fulfilment: "DELIVERY",
    pharmacy: null,
    shippingMethods: [
      { __typename: "CheckoutShippingMethod", id: "s1", name: "Post Paket", description: null, technicalName: "shipping_post_parcel", fulfilment: "DELIVERY", price: money(7.7), selected: true, available: true, unavailableReason: null },
      { __typename: "CheckoutShippingMethod", id: "s2", name: "Click & Collect", description: null, technicalName: "shipping_click_and_collect", fulfilment: "CLICK_AND_COLLECT", price: money(0), selected: false, available: false, unavailableReason: "Nicht mit Lieferung kombinierbar" },
    ],
    paymentMethods: [
      { __typename: "CheckoutPaymentMethod" as const, id: "p1", name: "Rechnung", description: "Zahlbar in 10 Tagen", technicalName: "payment_invoice", asynchronous: false, selected: false, available: false, unavailableCode: "BILLING_DIFFERS_FROM_SHIPPING", unavailableReason: "Rechnung nur mit gleicher Rechnungs- und Lieferadresse" },
      { __typename: "CheckoutPaymentMethod" as const, id: "p2", name: "TWINT", description: null, technicalName: "payment_twint", asynchronous: true, selected: true, available: true, unavailableCode: null, unavailableReason: null },
    ],
    selectedShippingMethodId: "s1",
    selectedPaymentMethodId: "p2",
    requiresWithdrawalWaiver: false,
    issues: [],
    canPlaceOrder: true,
    cartRevision: "rev-1",
    ...over,
  };
}

describe("order form", () => {
  it("shows unavailable payment methods disabled, with the reason linked by aria-describedby", () => {
    const html = render("/checkout", <PlaceOrderForm checkout={checkoutFixture()} idempotencyKey="key-1" />);
    const invoice = html.slice(html.indexOf('data-testid="checkout-payment-method-payment_invoice"'));
    const input = invoice.slice(invoice.indexOf("<input"), invoice.indexOf(">", invoice.indexOf("<input")) + 1);
    expect(input).toContain("disabled");
    const describedBy = /aria-describedby="([^"]+)"/.exec(input)![1]!.split(" ");
    const reasonId = describedBy.find((id) => id.endsWith("-reason"))!;
    expect(html).toContain(`id="${reasonId}" class="checkout-method__reason">Rechnung nur mit gleicher Rechnungs- und Lieferadresse</p>`);
    expect(html).toMatch(/data-testid="checkout-payment-method-payment_twint"[^]*?<input[^>]*checked/);
    expect(html).toContain('data-testid="checkout-shipping-method-shipping_click_and_collect"');
    expect(html).toContain("Nicht mit Lieferung kombinierbar");
  });

  it("carries the page view's idempotency key, the revision of the cart it shows and the terms link; the waiver only for digital content", () => {
    const html = render("/fr/checkout", <PlaceOrderForm checkout={checkoutFixture()} idempotencyKey="key-1" />, "fr");
    expect(html).toContain('name="idempotencyKey" value="key-1"');
    expect(html).toContain('name="cartRevision" value="rev-1"');
    expect(html).toMatch(/data-testid="checkout-terms"/);
    expect(html).toContain('href="/fr/terms"');
    expect(html).not.toContain('data-testid="checkout-waiver"');
    expect(html).toContain(">Commander avec obligation de paiement</button>");
    const digital = render("/checkout", <PlaceOrderForm checkout={checkoutFixture({ requiresWithdrawalWaiver: true })} idempotencyKey="k" />);
    expect(digital).toContain('data-testid="checkout-waiver"');
  });

  it("disables the order button while the order cannot be placed and shows why; field errors at their checkbox", () => {
    const html = render(
      "/checkout",
      <PlaceOrderForm
        checkout={checkoutFixture({ canPlaceOrder: false, issues: [{ __typename: "CheckoutIssue" as const, code: "NO_SHIPPING_ADDRESS", message: "Bitte Lieferadresse wählen" }] })}
        idempotencyKey="k"
        fieldErrors={{ acceptedTerms: "Bitte akzeptieren Sie die AGB" }}
        posted={{ customerComment: "Bitte <klingeln>", acceptedWithdrawalWaiver: "on" }}
      />,
    );
    expect(html).toContain("Bitte &lt;klingeln&gt;</textarea>");
    expect(html).not.toMatch(/id="checkout-acceptedTerms"[^>]*checked=""/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="checkout-place-order"/);
    expect(html).toContain("Bitte Lieferadresse wählen");
    expect(html).toMatch(/id="checkout-acceptedTerms"[^>]*aria-invalid="true"/);
    expect(html).toContain('id="checkout-acceptedTerms-error" data-testid="field-error">Bitte akzeptieren Sie die AGB</p>');
  });
});

describe("guest form and addresses", () => {
  const countries = [{ id: ID(2), name: "Schweiz", iso: "CH", states: [{ id: ID(3), name: "Zürich" }] }];
  const salutations = [{ id: ID(1), displayName: "Frau" }];

  it("renders billing and (prefixed) shipping fields and shows the server's field errors without JavaScript", () => {
    const html = render(
      "/checkout",
      <GuestCheckoutForm
        countries={countries}
        salutations={salutations}
        result={{
          ok: false,
          intent: "guest",
          fieldErrors: { zipcode: "PLZ falsch", shipping_city: "Ort - Der Wert ist erforderlich" },
          values: { firstName: "Anna", email: "anna@example.ch", shipping_street: "Marktgasse 3", differentShippingAddress: "on" },
        }}
      />,
    );
    expect(html).toContain('data-testid="checkout-guest-form"');
    expect(html).toContain('name="intent" value="guest"');
    for (const id of ["guest-firstName", "guest-email", "guest-shipping-street", "guest-differentShippingAddress", "guest-acceptedDataProtection"]) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('name="shipping_street"');
    expect(html).toContain('id="guest-zipcode-error" data-testid="field-error">PLZ falsch</p>');
    expect(html).toContain('id="guest-shipping-city-error" data-testid="field-error">Ort - Der Wert ist erforderlich</p>');
    expect(html).toContain('href="/privacy"');
    // The typed values are shown again, the different shipping address stays open.
    expect(html).toMatch(/id="guest-firstName"[^>]*value="Anna"/);
    expect(html).toMatch(/id="guest-email"[^>]*value="anna@example.ch"/);
    expect(html).toMatch(/id="guest-shipping-street"[^>]*value="Marktgasse 3"/);
    expect(html).toMatch(/id="guest-differentShippingAddress"[^>]*checked=""/);
    expect(html).not.toMatch(/id="guest-acceptedDataProtection"[^>]*checked=""/);
  });

  const address = (id: string, firstName: string, street: string) => ({
    __typename: "CustomerAddress" as const,
    id,
    salutation: null,
    firstName,
    lastName: "Muster",
    company: null,
    street,
    additionalAddressLine1: null,
    zipcode: "8001",
    city: "Zürich",
    country: { __typename: "Country" as const, id: ID(2), name: "Schweiz" },
    countryState: null,
    phoneNumber: null,
    isDefaultBilling: false,
    isDefaultShipping: false,
  });

  it("shows the billing address only when it differs from the shipping address", () => {
    const home = address("a1", "Anna", "Bahnhofstrasse 1");
    const office = address("a2", "Beat", "Seeweg 2");
    const same = render("/checkout", <CheckoutAddresses checkout={checkoutFixture({ addresses: [home, office], billingAddress: home, shippingAddress: home })} />);
    expect(same).toContain('data-testid="checkout-shipping-address"');
    expect(same).not.toContain('data-testid="checkout-billing-address"');
    expect(same).toContain("Die Rechnungsadresse entspricht der Lieferadresse.");
    expect(same).toMatch(/<option value="a2">Beat Muster, Seeweg 2, 8001 Zürich<\/option>/);
    const differs = render(
      "/it/checkout",
      <CheckoutAddresses checkout={checkoutFixture({ addresses: [home, office], billingAddress: office, shippingAddress: home, billingDiffersFromShipping: true })} />,
      "it",
    );
    expect(differs).toContain('data-testid="checkout-billing-address"');
    expect(differs).toContain("Seeweg 2");
    expect(differs).toContain('href="/it/account/address"');
  });
});

// --- the action, against a stand-in gateway over real HTTP ---------------------------------

interface Seen {
  operation: string;
  variables: Record<string, unknown>;
  cookie: string | undefined;
  locale: string | undefined;
}

describe("checkout action (real HTTP to a stand-in gateway)", () => {
  let server: Server;
  const seen: Seen[] = [];
  let answers: Record<string, unknown> = {};
  let previousUrl: string | undefined;

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        const { query, variables } = receivedOperation(req.method, req.url, body);
        const operation = /(?:mutation|query)\s+(\w+)/.exec(query)?.[1] ?? "?";
        seen.push({ operation, variables, cookie: req.headers.cookie, locale: req.headers["x-shop-locale"] as string | undefined });
        res.setHeader("content-type", "application/json");
        res.setHeader("set-cookie", "sw-context-token=rotated; Path=/; HttpOnly");
        res.end(JSON.stringify({ data: answers[operation] ?? null }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    previousUrl = process.env.GATEWAY_URL;
    process.env.GATEWAY_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    process.env.GATEWAY_URL = previousUrl;
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    seen.length = 0;
    answers = {};
  });

  const post = (path: string, fields: Record<string, string>) => {
    const body = new URLSearchParams(fields);
    return new Request(`http://shop.test${path}`, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: "sw-context-token=abc" },
    });
  };
  const placed = (over: Partial<PlaceOrderData>) => ({
    placeOrder: { ok: true, errorCode: null, message: null, fieldErrors: [], next: "SUCCESS", redirectUrl: null, nextPath: null, order: { id: "o1", orderNumber: "10001" }, ...over },
  });

  it("places the order with the page's key and redirects to the success page with the gateway's cookie", async () => {
    answers.PlaceOrder = placed({ nextPath: "/it/checkout/success/o1" });
    const context = new RouterContextProvider();
    const response = (await handleCheckoutAction(
      post("/it/checkout", { intent: "place-order", idempotencyKey: "k-1", cartRevision: "rev-1", acceptedTerms: "on", customerComment: "  ", js: "1" }),
      context,
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/it/checkout/success/o1");
    expect(response.headers.get("set-cookie")).toContain("sw-context-token=rotated");
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      operation: "PlaceOrder",
      cookie: "sw-context-token=abc",
      variables: { input: { idempotencyKey: "k-1", cartRevision: "rev-1", acceptedTerms: true, acceptedWithdrawalWaiver: false, customerComment: null } },
    });
    expect(context.get(orderPlacedContext)).toBe(false);
  });

  it("answers the payment notice as data and tells the loader the order was placed", async () => {
    answers.PlaceOrder = placed({ next: "PAYMENT_REDIRECT", redirectUrl: "http://127.0.0.1:4100/__platform/payment/tok", nextPath: "/checkout/success/o1/paid" });
    const context = new RouterContextProvider();
    const result = (await handleCheckoutAction(post("/checkout", { intent: "place-order", idempotencyKey: "k-2", acceptedTerms: "on", js: "1" }), context)) as unknown as {
      data: unknown;
      init: ResponseInit | null;
    };
    expect(result.data).toEqual({
      intent: "place-order",
      ok: true,
      // another origin than the shop's (STORE_HOST) and not allowlisted: no refresh without JavaScript
      paymentRedirect: { url: "http://127.0.0.1:4100/__platform/payment/tok", nextPath: "/checkout/success/o1/unpaid", orderNumber: "10001", refreshUrl: null },
    });
    expect(context.get(orderPlacedContext)).toBe(true);
  });

  it("a changed cart (CART_CHANGED) is a 400 that still reloads the page's data, so the fresh checkout is shown", async () => {
    const message = translate("de", "checkout.cartChanged");
    answers.PlaceOrder = placed({ ok: false, errorCode: "CART_CHANGED", message, order: null, next: null });
    const result = (await handleCheckoutAction(
      post("/checkout", { intent: "place-order", idempotencyKey: "k-5", cartRevision: "old", acceptedTerms: "on", js: "1" }),
      new RouterContextProvider(),
    )) as unknown as { data: CheckoutActionData; init: ResponseInit | null };
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({ ok: false, formError: message, refresh: true });
    const revalidate = (actionResult: unknown) => shouldRevalidate({ actionResult, defaultShouldRevalidate: false } as never);
    expect(revalidate(result.data)).toBe(true);
    expect(revalidate({ intent: "place-order", ok: false, formError: "Bitte akzeptieren Sie die AGB" })).toBe(false);
  });

  it("without JavaScript saves a changed payment method before ordering; a refusal stops there", async () => {
    answers.SetCheckoutPaymentMethod = { setCheckoutPaymentMethod: { ok: true, errorCode: null, message: null, fieldErrors: [] } };
    answers.PlaceOrder = placed({ ok: false, errorCode: "TERMS_NOT_ACCEPTED", message: "Bitte akzeptieren Sie die AGB", order: null, next: null });
    const result = (await handleCheckoutAction(
      post("/checkout", {
        intent: "place-order",
        idempotencyKey: "k-3",
        shippingMethodId: "s1",
        current_shippingMethodId: "s1",
        paymentMethodId: "p2",
        current_paymentMethodId: "p1",
        customerComment: "Bitte klingeln",
        acceptedWithdrawalWaiver: "on",
      }),
      new RouterContextProvider(),
    )) as unknown as { data: unknown; init: ResponseInit | null };
    expect(seen.map((s) => s.operation)).toEqual(["SetCheckoutPaymentMethod", "PlaceOrder"]);
    expect(seen[0]!.variables).toEqual({ id: "p2" });
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({ ok: false, formError: "Bitte akzeptieren Sie die AGB", fieldErrors: { acceptedTerms: "Bitte akzeptieren Sie die AGB" },
      values: { customerComment: "Bitte klingeln", acceptedWithdrawalWaiver: "on" },
    });

    seen.length = 0;
    answers.SetCheckoutPaymentMethod = { setCheckoutPaymentMethod: { ok: false, errorCode: "PAYMENT_METHOD_UNAVAILABLE", message: "Nicht verfügbar", fieldErrors: [] } };
    await handleCheckoutAction(
      post("/checkout", { intent: "place-order", idempotencyKey: "k-4", paymentMethodId: "p1", current_paymentMethodId: "p2" }),
      new RouterContextProvider(),
    );
    expect(seen.map((s) => s.operation)).toEqual(["SetCheckoutPaymentMethod"]);
  });

  it("continues as guest and comes back to the checkout; field errors stay on the form", async () => {
    answers.CheckoutAsGuest = { checkoutAsGuest: { ok: true, errorCode: null, message: null, fieldErrors: [] } };
    const ok = (await handleCheckoutAction(
      post("/fr/checkout", { intent: "guest", ...Object.fromEntries(Object.entries(validGuest).map(([k, v]) => [k, String(v)])), acceptedDataProtection: "on" }),
      new RouterContextProvider(),
    )) as Response;
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/fr/checkout");
    expect(ok.headers.get("set-cookie")).toContain("rotated");
    expect(seen[0]!.variables).toMatchObject({ input: { email: "anna@example.ch", acceptedDataProtection: true, shippingAddress: null, address: { city: "Zürich" } } });

    answers.CheckoutAsGuest = {
      checkoutAsGuest: { ok: false, errorCode: "INVALID_INPUT", message: null, fieldErrors: [{ field: "shippingAddress.zipcode", message: "NPA" }] },
    };
    const posted = Object.fromEntries(Object.entries(validGuest).map(([k, v]) => [k, String(v)]));
    const refused = (await handleCheckoutAction(post("/fr/checkout", { intent: "guest", ...posted, acceptedDataProtection: "on" }), new RouterContextProvider())) as unknown as {
      data: unknown;
    };
    expect(refused.data).toMatchObject({ intent: "guest", ok: false, fieldErrors: { shipping_zipcode: "NPA" } });
  });

  it("refuses a guest form without salutation and privacy consent itself: localised, values kept, the gateway never called", async () => {
    answers.CheckoutAsGuest = { checkoutAsGuest: { ok: true, errorCode: null, message: null, fieldErrors: [] } };
    const { salutationId: _none, acceptedDataProtection: _unticked, ...rest } = validGuest;
    const fields = { intent: "guest", ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)])), password: "never" };
    const refused = (await handleCheckoutAction(post("/fr/checkout", fields), new RouterContextProvider())) as unknown as {
      data: CheckoutActionData;
      init: { status: number };
    };
    expect(seen).toEqual([]);
    expect(refused.init.status).toBe(400);
    expect(refused.data).toMatchObject({ intent: "guest", ok: false, formError: translate("fr", "checkout.invalidInput") });
    expect(refused.data.fieldErrors).toEqual({
      salutationId: translate("fr", "validation.required"),
      acceptedDataProtection: translate("fr", "validation.accepted"),
    });
    // What was typed comes back (for the page rendered without JavaScript), never the password.
    expect(refused.data.values).toEqual({ ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)])) });
  });

  it("logs in and stays on the checkout", async () => {
    answers.Login = { login: { ok: true, message: null, errorCode: null, fieldErrors: [], session: { kind: "LOGGED_IN" } } };
    const response = (await handleCheckoutAction(post("/checkout", { intent: "login", email: "a@b.ch", password: "secret123" }), new RouterContextProvider())) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/checkout?notice=login");
  });

  it("saves a chosen shipping method (id posted) and refuses unknown intents", async () => {
    answers.SetCheckoutShippingMethod = { setCheckoutShippingMethod: { ok: true, errorCode: null, message: null, fieldErrors: [] } };
    const saved = (await handleCheckoutAction(post("/checkout", { intent: "shipping-method", shippingMethodId: "s2", js: "1" }), new RouterContextProvider())) as unknown as {
      data: unknown;
    };
    expect(saved.data).toEqual({ intent: "shipping-method", ok: true });
    expect(seen[0]).toMatchObject({ operation: "SetCheckoutShippingMethod", variables: { id: "s2" } });
    seen.length = 0;
    const unknown = (await handleCheckoutAction(post("/checkout", { intent: "drop-tables" }), new RouterContextProvider())) as unknown as { data: { ok: boolean } };
    expect(unknown.data.ok).toBe(false);
    expect(seen).toHaveLength(0);
  });

  it("the page: empty cart → the cart page, unless this request just placed the order; a fresh key per view; no-store", async () => {
    const page = (isEmpty: boolean) => ({ checkout: checkoutFixture({ cart: { isEmpty } as CheckoutData["cart"] }), countries: [], salutations: [] });
    const get = (path: string) => new Request(`http://shop.test${path}`, { headers: { cookie: "sw-context-token=abc" } });
    const run = (path: string, context = new RouterContextProvider()) => loader({ request: get(path), context, params: {} } as never);

    answers.CheckoutPage = page(true);
    const thrown = await run("/it/checkout").then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/it/checkout/cart");

    const placedHere = new RouterContextProvider();
    placedHere.set(orderPlacedContext, true);
    const afterOrder = (await run("/checkout", placedHere)) as unknown as { data: { idempotencyKey: string } };
    expect(afterOrder.data.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    answers.CheckoutPage = page(false);
    const first = (await run("/checkout")) as unknown as { data: { idempotencyKey: string }; init: ResponseInit };
    const second = (await run("/checkout")) as unknown as { data: { idempotencyKey: string } };
    expect(first.data.idempotencyKey).not.toBe(second.data.idempotencyKey);
    expect(new Headers(first.init.headers).get("cache-control")).toBe("private, no-store");
    expect(seen.every((s) => s.operation === "CheckoutPage" && s.cookie === "sw-context-token=abc")).toBe(true);
  });
});
