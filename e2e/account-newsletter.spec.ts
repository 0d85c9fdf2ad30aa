import { expect, test } from "./fixtures";
import { linkMatching, uniqueEmail, waitForMail, hydrated } from "./account-support";

test.describe("newsletter double opt-in", () => {
  test("footer sign-up → confirmation mail → confirm → unsubscribe link; used and broken links are refused", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("news");
    await page.goto("/");
    await hydrated(page);
    const form = page.getByTestId("newsletter-form");

    // The shared rules check the address in the browser first.
    await form.locator('input[name="email"]').fill("nicht-gültig");
    await form.getByRole("button", { name: "Anmelden" }).click();
    await expect(form.getByTestId("field-error")).toHaveText("Der Wert ist keine gültige E-Mail-Adresse");

    await form.locator('input[name="email"]').fill(email);
    await form.getByRole("button", { name: "Anmelden" }).click();
    await expect(form.getByTestId("newsletter-result")).toContainText("Bitte bestätigen Sie Ihre Anmeldung");
    // The page stayed where it was (the form posts through a fetcher).
    await expect(page).toHaveURL(/\/$/);

    const optIn = await waitForMail(request, email, "newsletter_double_opt_in");
    const confirmLink = linkMatching(optIn, /newsletter-subscribe\?/);
    expect(confirmLink).toMatch(/em=.+&hash=.+|hash=.+&em=.+/);
    await page.goto(confirmLink);
    await hydrated(page);
    await expect(page.getByTestId("newsletter-confirmed")).toHaveText("Ihre Anmeldung zum Newsletter ist bestätigt.");

    // The welcome mail carries the unsubscribe link /newsletter-unsubscribe/{token}.
    const welcome = await waitForMail(request, email, "newsletter_welcome");
    const unsubscribe = linkMatching(welcome, /newsletter-unsubscribe\//);
    await page.goto(unsubscribe);
    await hydrated(page);
    await page.getByTestId("unsubscribe-form").getByRole("button", { name: "Vom Newsletter abmelden" }).click();
    await expect(page.getByTestId("newsletter-unsubscribed")).toHaveText("Sie wurden vom Newsletter abgemeldet.");

    // The old confirmation link has expired now.
    await page.goto(confirmLink);
    await hydrated(page);
    await expect(page.getByTestId("form-error")).toHaveText("Der Link ist ungültig oder abgelaufen.");

    // A tampered link and an unknown unsubscribe token are refused as well.
    await page.goto(confirmLink.replace(/hash=[^&]+/, "hash=0123456789abcdef0123456789abcdef"));
    await hydrated(page);
    await expect(page.getByTestId("form-error")).toHaveText("Der Link ist ungültig oder abgelaufen.");
    await page.goto("/newsletter-unsubscribe/unknowntoken0123456789");
    await hydrated(page);
    await page.getByTestId("unsubscribe-form").getByRole("button", { name: "Vom Newsletter abmelden" }).click();
    await expect(page.getByTestId("form-error")).toBeVisible();
  });

  test("the sign-up works in French, with French texts and French links in the mails", async ({ page, request }) => {
    const email = uniqueEmail("news-fr");
    await page.goto("/fr/newsletter-subscribe");
    await hydrated(page);
    const form = page.getByTestId("newsletter-page-form");
    await form.locator('input[name="email"]').fill(email);
    await form.getByRole("button", { name: "S'abonner" }).click();
    await expect(form.getByTestId("newsletter-result")).toBeVisible();
    const optIn = await waitForMail(request, email, "newsletter_double_opt_in");
    expect(optIn.subject).not.toBe("");
    // The links open the French shop (the sales-channel domain of the request's language).
    const confirmLink = linkMatching(optIn, /newsletter-subscribe\?/);
    expect(confirmLink).toMatch(/^\/fr\/newsletter-subscribe\?/);
    await page.goto(confirmLink);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
    await expect(page.getByTestId("newsletter-confirmed")).toBeVisible();
    const welcome = await waitForMail(request, email, "newsletter_welcome");
    expect(linkMatching(welcome, /newsletter-unsubscribe\//)).toMatch(/^\/fr\/newsletter-unsubscribe\/[A-Za-z0-9]+$/);
  });
});
