/**
 * Issue 19: forwarding headers are a proxy's word, not a client's. A client that talks to the web server directly
 * (not from the trusted proxy's address) and sends its own X-Forwarded-For/-Proto/-Host changes nothing: not the
 * rate-limit bucket, not the cookie's Secure flag, not where redirects and links point. Through the proxy, a client's
 * own X-Forwarded-For is ignored too: the proxy appends the real address, and that is the one counted.
 */
import { request as httpRequest } from "node:http";
import { expect, test } from "../fixtures";
import { uniqueEmail } from "../account-support";
import { orderableProducts } from "../cart-support";
import { WEB_PORT } from "../ports";
import { SHOP_TLS } from "./stack";

/** Not the proxy (127.0.0.2) and not the browser's 127.0.0.1: a client of its own, with its own rate-limit bucket. */
const DIRECT_CLIENT = "127.0.0.3";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An HTTP request straight to the web server from DIRECT_CLIENT, with whatever headers a client may send. */
function direct(path: string, { method = "GET", headers = {}, form }: { method?: string; headers?: Record<string, string>; form?: Record<string, string> } = {}): Promise<Answer> {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: WEB_PORT,
        path,
        method,
        localAddress: DIRECT_CLIENT,
        headers: { ...headers, ...(body ? { "content-type": "application/x-www-form-urlencoded", "content-length": String(Buffer.byteLength(body)) } : {}) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const forged = (address: string) => ({
  "x-forwarded-for": address,
  "x-forwarded-proto": "https",
  "x-forwarded-host": "evil.test",
  forwarded: `for=${address};proto=https;host=evil.test`,
});

const THROTTLED = "Zu viele Anmeldeversuche";
const WRONG = "Ungültiger Benutzername oder Passwort";

test("a forged X-Forwarded-For does not open a new login bucket; the proxy's clients keep their own", async ({ page }) => {
  // RATE_LIMIT_LOGIN is 8/60 in this stack: eight failed logins, each "from" another address, then the ninth.
  const answers: string[] = [];
  for (let attempt = 1; attempt <= 9; attempt++) {
    const answer = await direct("/login", {
      method: "POST",
      headers: forged(`198.51.100.${attempt}`),
      form: { email: uniqueEmail(`forged-${attempt}`), password: "Falsches-Passwort-1", redirect: "" },
    });
    answers.push(answer.body.includes(THROTTLED) ? "throttled" : answer.body.includes(WRONG) ? "wrong" : `status ${answer.status}`);
  }
  expect(answers).toEqual([...Array(8).fill("wrong"), "throttled"]);

  // Through the TLS proxy (another client address) the same forged header is ignored and nothing is throttled.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": "127.0.0.3" });
  await page.goto("/login");
  const login = page.getByTestId("login-form");
  await login.locator('input[name="email"]').fill(uniqueEmail("through-proxy"));
  await login.locator('input[name="password"]').fill("Falsches-Passwort-1");
  await login.locator('button[type="submit"]').click();
  await expect(page.getByText(WRONG).first()).toBeVisible();
  await expect(page.getByText(THROTTLED)).toHaveCount(0);
});

test("a forged X-Forwarded-Proto over plain http gets no Secure cookie and no HSTS", async ({ request }) => {
  const [product] = await orderableProducts(request, "de");
  const answer = await direct("/cart-action", {
    method: "POST",
    headers: forged("198.51.100.77"),
    form: { intent: "add", productId: product!.id, quantity: "1" },
  });
  expect(answer.status).toBe(302);
  const cookies = ([] as string[]).concat(answer.headers["set-cookie"] ?? []);
  const session = cookies.find((cookie) => cookie.startsWith("sw-context-token="));
  expect(session, "the cart created a session").toBeDefined();
  expect(session).toMatch(/HttpOnly/i);
  expect(session).not.toMatch(/;\s*Secure/i);
  expect(answer.headers["strict-transport-security"]).toBeUndefined();
});

test("a forged X-Forwarded-Host changes no redirect, no link and not the origin a form post must come from", async () => {
  // React Router refuses an action whose Origin is not the request's: a forged host would make evil.test "ours".
  const post = await direct("/login", {
    method: "POST",
    headers: { ...forged("198.51.100.92"), origin: "https://evil.test" },
    form: { email: uniqueEmail("cross-site"), password: "Falsches-Passwort-1", redirect: "" },
  });
  expect(post.status).toBe(400);
  expect(post.body).not.toContain(WRONG);

  // The language redirect of a French browser, and a page's canonical and alternate links.
  const redirect = await direct("/", { headers: { ...forged("198.51.100.90"), "accept-language": "fr-CH,fr;q=0.9" } });
  expect(redirect.status).toBe(302);
  expect(String(redirect.headers.location)).not.toMatch(/evil\.test|^https:/);
  const page = await direct("/", { headers: forged("198.51.100.91") });
  expect(page.status).toBe(200);
  expect(page.body).not.toContain("evil.test");
  expect(page.body).toContain(`<link rel="canonical" href="${SHOP_TLS}/"`);
});
