/**
 * Prepayment (issue 22): the success page gives the bank details the confirmation mail gives — the
 * shop's account holder and IBAN, a creditor reference derived from the order number, the amount —
 * in the shopper's language.
 */
import { expect, test } from "./fixtures";
import { uniqueEmail, waitForMail } from "./account-support";
import { hydrated } from "./cart-support";
import { checkoutPath, choosePayment, continueAsGuest, fillCart, placeOrder, productsForCheckout } from "./checkout-support";

// the seeded (fictitious) shop identity of @shop/rules, as a shopper reads it
const HOLDER = "Apotheke Alpenblick AG";
const IBAN = "CH12 0700 0110 0045 6789 0";

const LABELS = {
  de: { intro: "auf folgendes Konto:", reference: "Referenz (bitte angeben)", mailReference: "Referenz (bitte angeben):" },
  it: { intro: "sul conto seguente:", reference: "Riferimento (da indicare)", mailReference: "Riferimento (da indicare):" },
  fr: { intro: "sur le compte suivant :", reference: "Référence (à indiquer)", mailReference: "Référence (à indiquer)\u00a0:" },
} as const;

test.describe("prepayment bank details", () => {
  test.describe.configure({ timeout: 60_000 });

  for (const locale of ["de", "it", "fr"] as const) {
    test(`${locale}: the success page and the confirmation mail show holder, IBAN, reference and amount`, async ({ page, request }) => {
      const [product] = await productsForCheckout(request, locale);
      await fillCart(page, locale, [product!.productNumber]);
      await page.goto(checkoutPath(locale));
      await hydrated(page);
      const email = uniqueEmail(`prepay-${locale}`);
      await continueAsGuest(page, { email });
      await choosePayment(page, "payment_prepayment");
      await placeOrder(page);

      await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}$/);
      const number = (await page.getByTestId("order-number").textContent())!.replace(/\D/g, "");
      await expect(page.getByTestId("order-payment-terms")).toContainText(LABELS[locale].intro);
      const bank = page.getByTestId("order-bank-details");
      await expect(bank).toContainText(LABELS[locale].reference);
      await expect(page.getByTestId("order-bank-holder")).toHaveText(HOLDER);
      await expect(page.getByTestId("order-bank-iban")).toHaveText(IBAN);
      const reference = (await page.getByTestId("order-bank-reference").textContent())!;
      // ISO 11649 creditor reference: RF, two check digits, the order number
      expect(reference.replace(/ /g, "")).toMatch(new RegExp(`^RF\\d{2}${number}$`));
      const amount = (await page.getByTestId("order-bank-amount").textContent())!;
      expect(amount).toMatch(/CHF/);

      // the mail says the same
      const mail = await waitForMail(request, email, "order_confirmation");
      expect(mail.text).toContain(IBAN);
      expect(mail.text).toContain(`${LABELS[locale].mailReference} ${reference}`);
    });
  }
});
