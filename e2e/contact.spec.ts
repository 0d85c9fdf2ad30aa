/**
 * Contact form and editorial polls (issue 8) in the browser: the contact page in every language
 * (footer link, prefilled order subject, browser validation, the mails), the CMS form element with
 * its confirmation text, and a poll that counts one vote per session.
 * At most 3 messages per run: the platform limits contact messages per client address like Shopware.
 */
import { expect, test } from "./fixtures";
import { hydrated, uniqueEmail, waitForMail } from "./account-support";
import { prefix, type Locale } from "./helpers";

const TITLE: Record<Locale, string> = { de: "Kontakt", it: "Contatto", fr: "Contact" };

test.describe("contact form", () => {
  for (const locale of ["de", "it", "fr"] as const) {
    test(`footer link and ?orderNumber= subject (${locale})`, async ({ page }) => {
      await page.goto(`${prefix(locale)}/`);
      await page.getByTestId("footer-contact-link").click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/contact$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE[locale]);
      await page.goto(`${prefix(locale)}/contact?orderNumber=10001`);
      await expect(page.locator("#contact-subject")).toHaveValue({ de: "Bestellung 10001", it: "Ordine 10001", fr: "Commande 10001" }[locale]);
    });
  }

  test("French: browser validation, then the message goes to the shop with a copy to the sender", async ({ page, request }) => {
    const email = uniqueEmail("contact");
    await page.goto("/fr/contact");
    await hydrated(page);
    await page.getByTestId("contact-submit").click();
    await expect(page.getByTestId("field-error").first()).toHaveText("La valeur est obligatoire");
    await page.locator("#contact-firstName").fill("Claire");
    await page.locator("#contact-email").fill(email);
    await page.locator("#contact-subject").fill("Question sur une commande");
    await page.locator("#contact-comment").fill("Bonjour,\n\nquand ma commande arrivera-t-elle ?");
    await page.getByTestId("contact-submit").click();
    await expect(page.getByTestId("contact-success")).toHaveText("Merci pour votre message. Nous vous répondrons dans les meilleurs délais.");
    const copy = await waitForMail(request, email, "contact_form_copy");
    expect(copy.subject).toContain("Question sur une commande");
    const shop = await waitForMail(request, "info@apotheke-alpenblick.ch", "contact_form");
    expect(shop.text).toContain(email);
  });

  test("the CMS form element (contact page of the footer navigation) answers with its confirmation text", async ({ page }) => {
    await page.goto("/Service/Kontakt/");
    await hydrated(page);
    const form = page.getByTestId("contact-form");
    await form.locator('input[name="email"]').fill(uniqueEmail("cms-contact"));
    await form.locator('input[name="subject"]').fill("Frage");
    await form.locator('textarea[name="comment"]').fill("Guten Tag");
    await form.getByTestId("contact-submit").click();
    await expect(page.getByTestId("contact-success")).toHaveText("Vielen Dank für Ihre Nachricht.");
    await expect(page).toHaveURL(/\/Service\/Kontakt\/$/);
  });
});

test.describe("editorial poll", () => {
  test("a vote shows the results; the same session sees its vote after a reload, another session the vote form", async ({ page, browser }) => {
    await page.goto("/it/e/dormire-bene");
    await hydrated(page);
    const poll = page.getByTestId("cms-poll");
    await poll.locator('input[type="radio"]').first().check();
    await page.getByTestId("poll-vote-submit").click();
    await expect(page.getByTestId("poll-message")).toHaveText("Grazie per il suo voto.");
    await expect(page.getByTestId("poll-results").locator('li[data-voted="true"]')).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId("poll-results").locator('li[data-voted="true"]')).toHaveCount(1);

    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const otherPage = await other.newPage();
    await otherPage.goto("/it/e/dormire-bene");
    await expect(otherPage.getByTestId("poll-vote-submit")).toBeVisible();
    await other.close();
  });
});
