import { createHash } from "node:crypto";
import { expect, test } from "./fixtures";
import { login, PASSWORD, register, uniqueEmail, waitForMail, linkMatching, type Customer, hydrated } from "./account-support";
import { PLATFORM } from "./ports";

test.describe("customer account", () => {
  test("register → confirm → log in → edit profile and addresses → log out", async ({ page, request }) => {
    const customer: Customer = { email: uniqueEmail("flow"), password: PASSWORD, firstName: "Anna", lastName: "Muster" };
    await register(page, customer);
    await expect(page).toHaveURL(/\/(login|account)(\?|$)/);

    // The registration mail is in the outbox, in German.
    const mail = await waitForMail(request, customer.email, /regist/);
    expect(mail.subject.length).toBeGreaterThan(0);
    const confirm = mail.links.find((link) => /confirm/.test(link));
    if (confirm) {
      await page.goto(linkMatching(mail, /confirm/));
      await hydrated(page);
    }
    if (new URL(page.url()).pathname !== "/account") {
      await page.goto("/login");
      await hydrated(page);
      await login(page, customer.email, customer.password);
    }
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId("account-greeting")).toContainText("Anna Muster");
    await expect(page.getByTestId("breadcrumbs")).toContainText("Mein Konto");
    await expect(page.getByTestId("account-menu").getByRole("button", { name: "Abmelden" })).toBeVisible();

    // Profile: change the first name.
    await page.getByRole("link", { name: "Persönliche Daten", exact: true }).first().click();
    await expect(page).toHaveURL(/\/account\/profile$/);
    await page.locator("#profile-firstName").fill("Annina");
    await page.getByTestId("profile-form").getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByTestId("notification").filter({ hasText: "Ihre persönlichen Daten wurden gespeichert." })).toBeVisible();
    await expect(page.locator("#profile-firstName")).toHaveValue("Annina");

    // Password: a wrong current password is refused on its field; then the change succeeds.
    const newPassword = "Anderes-Passwort-88";
    const passwordForm = page.getByTestId("password-form");
    await passwordForm.locator("#password-password").fill("nicht-das-richtige");
    await passwordForm.locator("#password-newPassword").fill(newPassword);
    await passwordForm.locator("#password-newPasswordConfirmation").fill(newPassword);
    await passwordForm.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(passwordForm.getByTestId("form-error")).toBeVisible();
    // The action's answer shows first; the page's loaders revalidate after it and re-render the form.
    await page.waitForLoadState("networkidle");
    await passwordForm.locator("#password-password").fill(customer.password);
    await passwordForm.locator("#password-newPassword").fill(newPassword);
    await passwordForm.locator("#password-newPasswordConfirmation").fill(newPassword);
    // What was typed stays typed (a refused submit must not reset the form).
    await expect(passwordForm.locator("#password-password")).toHaveValue(customer.password);
    await passwordForm.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(page.getByTestId("notification").filter({ hasText: "Ihr Passwort wurde geändert." })).toBeVisible();
    // The saved form starts afresh: no password stays in a field.
    await expect(passwordForm.locator("#password-newPassword")).toHaveValue("");
    customer.password = newPassword;

    // Addresses: the registration address is the default; add a second one, make it the shipping address.
    await page.goto("/account/address");
    await hydrated(page);
    await expect(page.getByTestId("address-card")).toHaveCount(1);
    await page.getByTestId("address-add").click();
    const form = page.getByTestId("address-form");
    await form.locator("#address-firstName").fill("Beat");
    await form.locator("#address-lastName").fill("Keller");
    await form.locator("#address-street").fill("Via Cantonale 3a");
    await form.locator("#address-zipcode").fill("6900");
    await form.locator("#address-city").fill("Lugano");
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByTestId("notification").filter({ hasText: "Die Adresse wurde gespeichert." })).toBeVisible();
    await expect(page.getByTestId("address-card")).toHaveCount(2);

    const second = page.getByTestId("address-card").filter({ hasText: "Beat Keller" });
    await second.getByRole("button", { name: "Als Lieferadresse verwenden" }).click();
    await expect(page.getByTestId("notification").filter({ hasText: "Die Standard-Lieferadresse wurde geändert." })).toBeVisible();
    await expect(second.getByTestId("default-shipping")).toBeVisible();
    // A default address offers no delete button.
    await expect(second.getByRole("button", { name: /löschen/ })).toHaveCount(0);

    // Edit it.
    await second.getByRole("link", { name: /bearbeiten/ }).click();
    await page.getByTestId("address-form").locator("#address-city").fill("Lugano-Paradiso");
    await page.getByTestId("address-form").getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByTestId("address-card").filter({ hasText: "Lugano-Paradiso" })).toBeVisible();

    // Back to the first address as shipping address, then the second can be deleted.
    const first = page.getByTestId("address-card").filter({ hasNotText: "Beat Keller" });
    await first.getByRole("button", { name: "Als Lieferadresse verwenden" }).click();
    await expect(first.getByTestId("default-shipping")).toBeVisible();
    await page.getByTestId("address-card").filter({ hasText: "Beat Keller" }).getByRole("button", { name: /löschen/ }).click();
    await expect(page.getByTestId("notification").filter({ hasText: "Die Adresse wurde gelöscht." })).toBeVisible();
    await expect(page.getByTestId("address-card")).toHaveCount(1);

    // Log out: back to anonymous, the account page asks for a login again.
    await page.getByTestId("account-menu").getByRole("button", { name: "Abmelden" }).click();
    await expect(page.getByTestId("account-menu").getByRole("link", { name: "Anmelden" })).toBeVisible();
    await page.goto("/account/profile");
    await hydrated(page);
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fprofile$/);

    // Logging in again (with the new password) leads back to the page asked for.
    await login(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/account\/profile(\?|$)/);
    await expect(page.getByTestId("notification").filter({ hasText: "Sie haben sich erfolgreich angemeldet." })).toBeVisible();
    await expect(page.locator("#profile-firstName")).toHaveValue("Annina");
  });

  test("customer-group registration page: the group's own page registers a customer", async ({ page }) => {
    // The platform seeds the professionals group (id = md5 of its key, see platform/src/seed/accounts.ts).
    const groupId = createHash("md5").update("customer_group:professionals").digest("hex");
    await page.goto(`/register/${groupId}`);
    await hydrated(page);
    await expect(page.getByTestId("group-registration")).toBeVisible();
    await expect(page.getByTestId("breadcrumbs")).toContainText("Registrieren");
    const customer: Customer = { email: uniqueEmail("group"), password: PASSWORD, firstName: "Eva", lastName: "Arzt" };
    await register(page, customer, "", `/register/${groupId}`);
    await expect(page).toHaveURL(/\/(login|account)(\?|$)/);

    // Unknown groups have no page.
    const res = await page.goto("/register/0123456789abcdef0123456789abcdef");
    expect(res?.status()).toBe(404);
  });

  test("wrong password: the login says so and stays on the page", async ({ page }) => {
    const customer: Customer = { email: uniqueEmail("wrongpw"), password: PASSWORD, firstName: "Carla", lastName: "Rossi" };
    await register(page, customer);
    await expect(page).toHaveURL(/\/(login|account)(\?|$)/);
    await page.context().clearCookies();
    await page.goto("/login");
    await hydrated(page);
    await login(page, customer.email, "falsches-Passwort");
    await expect(page.getByTestId("form-error")).toHaveText("Ungültiger Benutzername oder Passwort");
    await expect(page).toHaveURL(/\/login/);
  });

  test("client-side validation: localised messages linked to the fields, focus on the first error", async ({ page }) => {
    await page.goto("/login");
    await hydrated(page);
    const form = page.getByTestId("login-form");
    await form.getByRole("button", { name: "Anmelden" }).click();
    const email = form.locator('input[name="email"]');
    await expect(email).toHaveAttribute("aria-invalid", "true");
    // The error summary at the top takes the focus and leads to the fields (issue 24).
    await expect(form.getByTestId("error-summary")).toBeFocused();
    await expect(form.getByTestId("error-summary").getByRole("link").first()).toContainText("E-Mail-Adresse");
    const describedBy = await email.getAttribute("aria-describedby");
    expect(describedBy).toBeTruthy();
    await expect(page.locator(`#${describedBy}`)).toHaveText("Der Wert ist erforderlich");

    await email.fill("keine-adresse");
    await form.locator('input[name="password"]').fill("x");
    await form.getByRole("button", { name: "Anmelden" }).click();
    await expect(form.getByTestId("field-error").first()).toHaveText("Der Wert ist keine gültige E-Mail-Adresse");

    // The same rules in French.
    await page.goto("/fr/register");
    await hydrated(page);
    const register = page.getByTestId("register-form");
    await register.locator("#register-zipcode").fill("12");
    await register.getByRole("button").last().click();
    await expect(register.locator("#register-zipcode-error")).toHaveText("Le code postal doit comporter 4 caractères");
    await expect(register.locator("#register-firstName-error")).toHaveText("La valeur est obligatoire");

    // Markup in a name is refused with a clear message, never rendered as markup.
    await register.locator("#register-lastName").fill("<script>alert(1)</script>");
    await register.getByRole("button").last().click();
    await expect(register.locator("#register-lastName-error")).toHaveText("La valeur contient des caractères non autorisés");
    await expect(page.locator("script", { hasText: "alert(1)" })).toHaveCount(0);
  });

  test("account pages send anonymous visitors to the login and back (same-origin only)", async ({ page }) => {
    const customer: Customer = { email: uniqueEmail("redir"), password: PASSWORD, firstName: "Luca", lastName: "Bianchi" };
    await register(page, customer);
    await expect(page).toHaveURL(/\/(login|account)(\?|$)/);
    await page.context().clearCookies();

    await page.goto("/it/account/address");
    await hydrated(page);
    await expect(page).toHaveURL(/\/it\/login\?redirect=%2Fit%2Faccount%2Faddress$/);
    // Back to German (the Italian page set the language cookie).
    await page.context().clearCookies();

    // A crafted redirect to another site is ignored after login.
    await page.goto("/login?redirect=https%3A%2F%2Fevil.example%2F");
    await hydrated(page);
    await login(page, customer.email, customer.password);
    await expect(page).toHaveURL(/localhost:\d+\/account(\?|$)/);
  });

  test("password recovery: mail link → new password → log in with it", async ({ page, request }) => {
    const customer: Customer = { email: uniqueEmail("recover"), password: PASSWORD, firstName: "Sven", lastName: "Huber" };
    await register(page, customer);
    await expect(page).toHaveURL(/\/(login|account)(\?|$)/);
    await page.context().clearCookies();

    await page.goto("/login");
    await hydrated(page);
    await page.getByRole("link", { name: "Passwort vergessen?" }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByTestId("breadcrumbs")).toContainText("Passwort zurücksetzen");

    // Unknown address: the same confirmation as for a customer's (nobody learns who is a customer), and no mail.
    const nobody = uniqueEmail("nobody");
    await page.locator("#recovery-email").fill(nobody);
    await page.getByRole("button", { name: "Link anfordern" }).click();
    const sameAnswer = "Falls ein Kundenkonto mit dieser E-Mail-Adresse besteht, haben wir Ihnen eine E-Mail mit einem Link zum Zurücksetzen Ihres Passworts gesendet.";
    await expect(page.getByTestId("recovery-sent")).toHaveText(sameAnswer);
    expect((await (await request.get(`${PLATFORM}/__platform/mails?to=${encodeURIComponent(nobody)}`)).json()).mails).toEqual([]);

    await page.goto("/reset-password");
    await hydrated(page);
    await page.locator("#recovery-email").fill(customer.email);
    await page.getByRole("button", { name: "Link anfordern" }).click();
    await expect(page.getByTestId("recovery-sent")).toHaveText(sameAnswer);

    const mail = await waitForMail(request, customer.email, /recover/);
    await page.goto(linkMatching(mail, /recover/));
    await hydrated(page);
    await expect(page.getByTestId("breadcrumbs")).toContainText("Passwort wiederherstellen");
    const newPassword = "Neues-Passwort-77";
    await page.locator("#reset-newPassword").fill(newPassword);
    await page.locator("#reset-newPasswordConfirmation").fill("etwas-anderes-1");
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page.locator("#reset-newPasswordConfirmation-error")).toHaveText("Die Passwörter stimmen nicht überein");
    await page.locator("#reset-newPasswordConfirmation").fill(newPassword);
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByTestId("notification").filter({ hasText: "Ihr Passwort wurde zurückgesetzt" })).toBeVisible();

    await login(page, customer.email, newPassword);
    await expect(page).toHaveURL(/\/account(\?|$)/);

    // The link works only once.
    await page.context().clearCookies();
    await page.goto(linkMatching(mail, /recover/));
    await hydrated(page);
    await page.locator("#reset-newPassword").fill("Noch-ein-Passwort-9");
    await page.locator("#reset-newPasswordConfirmation").fill("Noch-ein-Passwort-9");
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page.getByTestId("form-error")).toBeVisible();
  });
});
