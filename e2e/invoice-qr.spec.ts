/**
 * The invoice a customer downloads from the shop (issue 22, item 9): ordered by invoice in de/it/fr through the web,
 * the PDF behind the order page's document link carries a Swiss QR-bill whose decoded payload pays exactly this order
 * (amount, currency, IBAN, a QR reference derived from the order number, the customer as debtor), and its payment
 * part speaks the order's language; the confirmation mail's links carry the language's prefix and open.
 */
import { DEFAULT_SHOP_IDENTITY } from "../rules/src/shop-identity";
import { expect, test } from "./fixtures";
import { newLoggedInCustomer, shopPath, waitForMail } from "./account-support";
import { placeInvoiceOrder, productsForCheckout } from "./checkout-support";
import { LOCALES, prefix } from "./helpers";
import { PLATFORM, PLATFORM_ACCESS_KEY, SHOP } from "./ports";
import { pdfText, qrPayload } from "../platform/test/pdf-read";

/** The payment part's printed headings (SIX style guide) in each language. */
const PAYMENT_PART = { de: "Zahlteil", it: "Sezione pagamento", fr: "Section paiement" } as const;

test.describe("invoice PDF with a Swiss QR-bill", () => {
  test.describe.configure({ timeout: 90_000 });

  for (const locale of LOCALES) {
    test(`${locale}: the invoice downloaded from the order page pays this order`, async ({ page, request }) => {
      const [product] = await productsForCheckout(request, locale);
      const customer = await newLoggedInCustomer(page, request, `qr-${locale}`);
      const orderId = await placeInvoiceOrder(page, locale, [product!.productNumber]);

      // what the platform holds for this order (the session's own token), to compare the payload with
      const token = (await page.context().cookies()).find((c) => c.name === "sw-context-token")!.value;
      const orders = await page.request.post(`${PLATFORM}/store-api/order`, {
        headers: { "sw-access-key": PLATFORM_ACCESS_KEY, "sw-context-token": token, "content-type": "application/json", accept: "application/json" },
        data: { filter: [{ type: "equals", field: "id", value: orderId }] },
      });
      const order = ((await orders.json()) as { orders: { elements: { orderNumber: string; amountTotal: number }[] } }).orders.elements[0]!;

      await page.goto(`${prefix(locale)}/account/order/${orderId}`);
      const link = page.getByTestId("order-document-link").first();
      await expect(link).toBeVisible();
      // opens in the same tab (issue 24: a new tab, unannounced, lost keyboard and screen-reader users)
      await expect(link).not.toHaveAttribute("target", /.+/);
      const pdf = await page.request.get(`${SHOP}${await link.getAttribute("href")}`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toContain("application/pdf");
      const body = await pdf.body();

      const qr = qrPayload(body);
      expect(qr, "a QR code on the payment part").not.toBeNull();
      expect(qr!.slice(0, 3)).toEqual(["SPC", "0200", "1"]);
      expect(qr![3]).toBe(DEFAULT_SHOP_IDENTITY.qrIban);
      expect(qr![18]).toBe(order.amountTotal.toFixed(2));
      expect(qr![19]).toBe("CHF");
      expect(qr![21]).toBe(`${customer.firstName} ${customer.lastName}`);
      expect(qr![27]).toBe("QRR");
      expect(qr![28]).toMatch(/^\d{27}$/);
      expect(qr![28]!.replace(/^0+/, "").slice(0, -1)).toBe(order.orderNumber);
      expect(pdfText(body).replace(/\s+/g, " ")).toContain(PAYMENT_PART[locale]);

      // the confirmation mail's links lead to the shop in the order's language, and open
      const mail = await waitForMail(request, customer.email, "order_confirmation");
      // the invoice's place in the account is written into the text (a plain-text mail has no buttons)
      const links = [...new Set([...mail.links, ...(mail.text.match(/https?:\/\/\S+/g) ?? [])])].map(shopPath);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link, link).toMatch(new RegExp(`^${prefix(locale)}/[^/]`));
        expect((await page.goto(link))?.status(), link).toBe(200);
      }
    });
  }
});
