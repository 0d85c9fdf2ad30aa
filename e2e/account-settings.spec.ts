import { expect, test } from "./fixtures";
import { gql } from "./helpers";
import { PLATFORM } from "./ports";
import { login, newLoggedInCustomer, PASSWORD, register, uniqueEmail, type Customer, hydrated, waitForMail, shopPath } from "./account-support";

test.describe("account settings", () => {
  test("change the e-mail address, then log in with the new one", async ({ page, request }) => {
    const customer = await newLoggedInCustomer(page, request, "mail");
    await page.goto("/account/profile");
    await hydrated(page);
    const form = page.getByTestId("email-form");
    const next = uniqueEmail("mail-new");
    await form.locator("#email-email").fill(next);
    await form.locator("#email-emailConfirmation").fill(next.replace("@", "x@"));
    await form.locator("#email-password").fill(customer.password);
    await form.getByRole("button", { name: "E-Mail-Adresse ändern" }).click();
    await expect(page.locator("#email-emailConfirmation-error")).toHaveText("Die E-Mail-Adressen stimmen nicht überein");

    await form.locator("#email-emailConfirmation").fill(next);
    await form.getByRole("button", { name: "E-Mail-Adresse ändern" }).click();
    await expect(page.getByTestId("notification").filter({ hasText: "Ihre E-Mail-Adresse wurde geändert." })).toBeVisible();
    await expect(page.getByText(`Aktuelle E-Mail-Adresse: ${next}`)).toBeVisible();

    await page.getByTestId("account-menu").getByRole("button", { name: "Abmelden" }).click();
    await expect(page.getByTestId("notification").filter({ hasText: "Sie haben sich erfolgreich abgemeldet." })).toBeVisible();
    await page.goto("/login");
    await hydrated(page);
    await login(page, next, customer.password);
    await expect(page).toHaveURL(/\/account(\?|$)/);
    await expect(page.getByTestId("overview-email")).toHaveText(next);
  });

  test("default payment method and the (empty) order list", async ({ page, request }) => {
    await newLoggedInCustomer(page, request, "pay");
    await page.goto("/account/payment");
    await hydrated(page);
    await expect(page.getByTestId("breadcrumbs")).toContainText("Zahlungsart");
    // The choices are exactly the sales channel's payment methods, as the API lists them.
    const methods = await gql<{ paymentMethods: { id: string }[] }>(request, "{ paymentMethods { id } }");
    expect(methods.paymentMethods.length).toBeGreaterThan(1);
    const options = page.getByTestId("payment-form").getByRole("radio");
    await expect(options).toHaveCount(methods.paymentMethods.length);
    await options.last().check();
    await page.getByTestId("payment-form").getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByTestId("notification").filter({ hasText: "Die Standard-Zahlungsart wurde gespeichert." })).toBeVisible();
    // Saved on the server: a fresh page load shows the new default.
    await page.reload();
    await expect(page.getByTestId("payment-form").getByRole("radio").last()).toBeChecked();

    // Newsletter setting of the account (a logged-in customer's own address may skip the double opt-in).
    await page.goto("/account/profile");
    await hydrated(page);
    const newsletter = page.locator("#newsletter");
    await expect(newsletter.getByTestId("newsletter-status")).toHaveText("Sie haben den Newsletter nicht abonniert.");
    await newsletter.getByRole("button", { name: "Anmelden" }).click();
    await expect(newsletter.getByTestId("inline-notice")).toContainText(/Anmeldung/);
    await expect(newsletter.getByTestId("newsletter-status")).toHaveText(
      /^(Sie haben den Newsletter abonniert\.|Ihre Anmeldung wartet auf die Bestätigung per E-Mail\.)$/,
    );
    await newsletter.getByRole("button", { name: "Vom Newsletter abmelden" }).click();
    await expect(newsletter.getByTestId("newsletter-status")).toHaveText("Sie haben den Newsletter nicht abonniert.");

    await page.goto("/account/order");
    await hydrated(page);
    await expect(page.getByTestId("breadcrumbs")).toContainText("Bestellungen");
    await expect(page.getByTestId("orders-empty")).toContainText("noch keine Bestellungen");
  });

  test("double opt-in on: registration asks to confirm by mail, the login waits, the mail's link confirms and logs in", async ({ page, request }) => {
    const KEY = `${PLATFORM}/__platform/settings/core.loginRegistration.doubleOptInRegistration`;
    expect((await request.put(KEY, { data: { value: "1" } })).ok()).toBe(true);
    try {
      const customer: Customer = { email: uniqueEmail("doi"), password: PASSWORD, firstName: "Lea", lastName: "Bestätigt" };
      await register(page, customer);
      await expect(page).toHaveURL(/\/login(\?|$)/);
      await expect(page.getByTestId("notification").filter({ hasText: "Bitte bestätigen Sie Ihr Kundenkonto" })).toBeVisible();
      // before the link: the right password is refused with the localised "not confirmed" message
      await login(page, customer.email, customer.password);
      await expect(page.getByTestId("form-error")).toContainText("Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse");
      await expect(page).toHaveURL(/\/login(\?|$)/);

      const mail = await waitForMail(request, customer.email, "registration_double_opt_in");
      expect(mail.subject).toContain("Bitte bestätigen Sie Ihre Registrierung");
      const link = mail.links.find((l) => l.includes("/registration/confirm?"))!;
      expect(link).toBeDefined();
      await page.goto(shopPath(link));
      await expect(page).toHaveURL(/\/account(\?|$)/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // a second click on the link: a clear message, no stack trace
      await page.goto(shopPath(link));
      await expect(page.getByTestId("form-error")).toContainText("bereits bestätigt");
    } finally {
      await request.delete(KEY);
    }
  });

  test("registration switched off: the form says to try again later", async ({ page, request }) => {
    const off = await request.put(`${PLATFORM}/__platform/settings/registration.active`, { data: { value: "0" } });
    expect(off.ok()).toBe(true);
    try {
      const customer: Customer = { email: uniqueEmail("closed"), password: PASSWORD, firstName: "Tim", lastName: "Zu" };
      await register(page, customer);
      await expect(page.getByTestId("form-error")).toContainText("nicht aktiv");
      await expect(page).toHaveURL(/\/register$/);
    } finally {
      await request.delete(`${PLATFORM}/__platform/settings/registration.active`);
    }
  });
});
