import { expect, test } from "./fixtures";
import { cardNumberWithBody, issueLoyaltyCard, newLoggedInCustomer, waitForMail, hydrated } from "./account-support";

test.describe("loyalty card", () => {
  test("link a card: invalid numbers and PINs are refused, a wrong PIN is refused like an unknown card, the card's PIN links it", async ({
    page,
    request,
  }) => {
    const issued = await issueLoyaltyCard(request, 480);
    await newLoggedInCustomer(page, request, "loyal");
    await page.getByRole("link", { name: "Zur Kundenkarte" }).click();
    await expect(page).toHaveURL(/\/account\/loyalty$/);
    await expect(page.getByTestId("breadcrumbs")).toContainText("Kundenkarte");
    const form = page.getByTestId("loyalty-link-form");
    const input = form.locator("#loyalty-cardNumber");
    const pin = form.locator("#loyalty-pin");
    const submit = form.getByRole("button", { name: "Karte verknüpfen" });
    await expect(form.getByText("Die 4- bis 6-stellige PIN neben der Kartennummer.")).toBeVisible();

    // Wrong check digit and a short PIN: refused in the browser already.
    await input.fill("2800000000016");
    await pin.fill("12");
    await submit.click();
    await expect(page.locator("#loyalty-cardNumber-error")).toHaveText("Die Kartennummer ist ungültig");
    await expect(page.locator("#loyalty-pin-error")).toHaveText("Die PIN besteht aus 4 bis 6 Ziffern");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(pin).toHaveAttribute("aria-invalid", "true");

    // Well-formed but unknown, and a real card with a wrong PIN: the platform's one answer for both.
    const refusal = "Kartennummer und PIN passen zu keiner Karte, die Sie verknüpfen können.";
    await input.fill(cardNumberWithBody(99_999));
    await pin.fill("123456");
    await submit.click();
    await expect(page.getByTestId("loyalty-link-form").getByText(refusal)).toBeVisible();
    await input.fill(issued.cardNumber);
    await pin.fill(issued.pin === "000000" ? "000001" : "000000");
    await submit.click();
    await expect(page.getByTestId("loyalty-link-form").getByText(refusal)).toBeVisible();

    // The card with its PIN (number typed with spaces, as printed).
    const number = issued.cardNumber;
    await input.fill(number.replace(/(\d{4})(?=\d)/g, "$1 "));
    await pin.fill(issued.pin);
    await submit.click();
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
