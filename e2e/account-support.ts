/**
 * Helpers of the account end-to-end tests (e2e/account*.spec.ts): unique customers, the platform's
 * mail outbox (GET /__platform/mails?to=) and following the links of its mails on the shop under test.
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { PLATFORM, SHOP } from "./ports";

let counter = 0;
/** A fresh address per test and run: the platform database is shared by the whole run. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `e2e-${tag}-${Date.now()}-${counter}@example.ch`;
}

export const PASSWORD = "Sicher-Passwort-42";

export interface Mail {
  id: string;
  to: string;
  template: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** Waits for a mail to `to` (optionally of one template) and returns the newest. */
export async function waitForMail(request: APIRequestContext, to: string, template?: string | RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${PLATFORM}/__platform/mails?to=${encodeURIComponent(to)}`);
        const body = (await res.json()) as { mails: Mail[] };
        const matching = body.mails.filter((m) =>
          template === undefined ? true : typeof template === "string" ? m.template === template : template.test(m.template),
        );
        found = matching.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
        return found !== undefined;
      },
      { timeout: 10_000, message: `mail to ${to}` },
    )
    .toBe(true);
  return found!;
}

/**
 * The link of a mail on the shop under test: the platform builds links from the storefront URL the
 * gateway sends (STORE_HOST), which may name another port than this test run's shop.
 */
export function shopPath(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function linkMatching(mail: Mail, pattern: RegExp): string {
  const link = mail.links.find((l) => pattern.test(l)) ?? mail.text.match(/https?:\/\/\S+/g)?.find((l) => pattern.test(l));
  expect(link, `link ${pattern} in mail "${mail.subject}"`).toBeDefined();
  return shopPath(link!);
}

/** Loyalty card numbers of the platform's seed: "2800" + 8-digit serial + EAN-13 check digit. */
/** A new, unlinked loyalty card with the PIN printed on it, issued by the platform's dev tools (a pharmacy at the counter). */
export async function issueLoyaltyCard(request: APIRequestContext, points: number): Promise<{ cardNumber: string; pin: string }> {
  const res = await request.post(`${PLATFORM}/__platform/loyalty-cards`, { data: { points } });
  expect(res.status()).toBe(201);
  return (await res.json()) as { cardNumber: string; pin: string };
}

/** A well-formed number (right check digit) with the given 8-digit body: no card unless one happens to have it. */
export function cardNumberWithBody(body: number): string {
  const first12 = `2800${String(body).padStart(8, "0")}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

export interface Customer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Fills and sends the registration form (German page unless a prefix is given). */
/** Waits until React owns the page (the root sets <html data-hydrated>): forms validate in the browser from then on. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}

export async function register(page: Page, customer: Customer, prefix = "", path = "/register"): Promise<void> {
  await page.goto(`${prefix}${path}`);
  await hydrated(page);
  const form = page.getByTestId("register-form");
  await form.locator("#register-salutationId").selectOption({ index: 1 });
  await form.locator("#register-firstName").fill(customer.firstName);
  await form.locator("#register-lastName").fill(customer.lastName);
  await form.locator("#register-street").fill("Bahnhofstrasse 12");
  await form.locator("#register-zipcode").fill("8001");
  await form.locator("#register-city").fill("Zürich");
  await form.locator("#register-phoneNumber").fill("079 123 45 67");
  await form.locator("#register-email").fill(customer.email);
  await form.locator("#register-emailConfirmation").fill(customer.email);
  await form.locator("#register-password").fill(customer.password);
  await form.locator("#register-passwordConfirmation").fill(customer.password);
  await form.locator("#register-acceptedDataProtection").check();
  await form.getByRole("button", { name: "Kundenkonto erstellen" }).click();
}

/** Registers and, when the shop asks for it, follows the confirmation link of the mail. */
export async function registerConfirmed(page: Page, request: APIRequestContext, customer: Customer): Promise<void> {
  await register(page, customer);
  await expect(page).toHaveURL(/\/(login|account)(\?|$)/);
  if (new URL(page.url()).pathname === "/login") {
    const mail = await waitForMail(request, customer.email, /regist/);
    const confirm = mail.links.find((l) => /confirm/.test(l));
    if (confirm) {
      await page.goto(shopPath(confirm));
      await expect(page).toHaveURL(/\/(login|account)(\?|$)/);
    }
  }
}

export async function login(page: Page, email: string, password: string): Promise<void> {
  await hydrated(page);
  const form = page.getByTestId("login-form");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole("button", { name: "Anmelden" }).click();
}

/** A new customer, registered (and confirmed), logged in at /account. */
export async function newLoggedInCustomer(page: Page, request: APIRequestContext, tag: string): Promise<Customer> {
  const customer: Customer = { email: uniqueEmail(tag), password: PASSWORD, firstName: "Anna", lastName: "Muster" };
  await registerConfirmed(page, request, customer);
  if (new URL(page.url()).pathname !== "/account") {
    await page.goto("/login");
    await login(page, customer.email, customer.password);
  }
  await expect(page).toHaveURL(/\/account(\?|$)/);
  return customer;
}

export { SHOP };
