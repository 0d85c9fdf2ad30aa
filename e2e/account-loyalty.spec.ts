import { expect, test } from "./fixtures";
import { newLoggedInCustomer, seededCardNumber, waitForMail, hydrated } from "./account-support";

test.describe("loyalty card", () => {
  test("link a card: invalid numbers are refused, a valid one shows points and progress without the threshold", async ({
    page,
    request,
  }) => {
    await newLoggedInCustomer(page, request, "loyal");
    await page.getByRole("link", { name: "Zur Kundenkarte" }).click();
    await expect(page).toHaveURL(/\/account\/loyalty$/);
    await expect(page.getByTestId("breadcrumbs")).toContainText("Kundenkarte");
    const form = page.getByTestId("loyalty-link-form");
    const input = form.locator("#loyalty-cardNumber");

    // Wrong check digit: refused in the browser already.
    await input.fill("2800000000016");
    await form.getByRole("button", { name: "Karte verknüpfen" }).click();
    await expect(page.locator("#loyalty-cardNumber-error")).toHaveText("Die Kartennummer ist ungültig");
    await expect(input).toHaveAttribute("aria-invalid", "true");

    // Well-formed but unknown: refused by the platform, shown on the field.
    const unknown = seededCardNumber(99_999);
    await input.fill(unknown);
    await form.getByRole("button", { name: "Karte verknüpfen" }).click();
    await expect(page.locator("#loyalty-cardNumber-error")).toHaveText("Die Kartennummer ist ungültig");

    // A seeded card (typed with spaces, as printed).
    const number = seededCardNumber(2);
    await input.fill(number.replace(/(\d{4})(?=\d)/g, "$1 "));
    await form.getByRole("button", { name: "Karte verknüpfen" }).click();
    await expect(page.getByTestId("notification").filter({ hasText: "Ihre Kundenkarte wurde verknüpft." })).toBeVisible();
    const card = page.getByTestId("loyalty-card");
    await expect(card.getByTestId("loyalty-card-number")).toHaveText(number.replace(/(\d{4})(?=\d)/g, "$1 "));
    await expect(card.getByTestId("loyalty-points")).toContainText("480");
    const bar = card.getByRole("progressbar");
    await expect(bar).toHaveAttribute("aria-valuetext", /CHF\s?5/);
    // Nothing on the page states the voucher threshold or the missing points.
    const text = await card.innerText();
    expect(text).not.toMatch(/%/);
    expect(text.match(/\d+/g)?.filter((n) => n !== "480" && n !== "5" && !number.includes(n)) ?? []).toEqual([]);
  });

  test("request a new card (prefilled from the account)", async ({ page, request }) => {
    const customer = await newLoggedInCustomer(page, request, "loyal-req");
    await page.goto("/account/loyalty");
    await hydrated(page);
    const form = page.getByTestId("loyalty-request-form");
    await expect(form.locator("#loyalty-request-firstName")).toHaveValue(customer.firstName);
    await expect(form.locator("#loyalty-request-email")).toHaveValue(customer.email);
    await form.locator("#loyalty-request-birthday").fill("1985-06-15");
    await form.locator("#loyalty-request-zipcode").fill("80");
    await form.getByRole("button", { name: "Karte beantragen" }).click();
    await expect(page.locator("#loyalty-request-zipcode-error")).toHaveText("Die Postleitzahl muss 4 Zeichen lang sein");
    await form.locator("#loyalty-request-zipcode").fill("8001");
    await form.getByRole("button", { name: "Karte beantragen" }).click();
    await expect(page.getByTestId("loyalty-requested")).toHaveText("Vielen Dank! Ihre Kundenkarte wurde beantragt.");
    // The request form is gone: either the new card is shown already, or nothing more to fill in.
    await expect(page.getByTestId("loyalty-request-form")).toHaveCount(0);
    const mail = await waitForMail(request, customer.email, "loyalty_card_request");
    expect(mail.subject).not.toBe("");
  });
});
