import { expect, test } from "@playwright/test";

test.describe("session token stays on the server side", () => {
  test("browsing the catalogue sets no session cookie", async ({ page, context }) => {
    await page.goto("/");
    await expect(page.getByTestId("product-tile").first()).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "sw-context-token")).toBeUndefined();
  });

  test("the context-token cookie is httpOnly and invisible to document.cookie", async ({ page, context }) => {
    await page.goto("/fr");
    // A session-creating mutation, sent the way the shop's own code sends it: same-origin /graphql.
    const result = await page.evaluate(async () => {
      const res = await fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", "x-shop-locale": "fr" },
        body: JSON.stringify({ query: "mutation { setSessionLocale(locale: fr) { kind locale } }" }),
      });
      return { status: res.status, body: await res.text() };
    });
    expect(result.status).toBe(200);
    expect(JSON.parse(result.body).data.setSessionLocale).toEqual({ kind: "GUEST", locale: "fr" });

    const cookie = (await context.cookies()).find((c) => c.name === "sw-context-token");
    expect(cookie).toBeDefined();
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.sameSite).toBe("Lax");
    expect(cookie!.path).toBe("/");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    expect(result.body).not.toContain(cookie!.value);

    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain("sw-context-token");
    expect(visible).not.toContain(cookie!.value);

    // The same session is reused on the next request rather than replaced.
    const again = await page.evaluate(async () => {
      const res = await fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", "x-shop-locale": "fr" },
        body: JSON.stringify({ query: "{ session { kind locale } }" }),
      });
      return res.json();
    });
    expect(again.data.session).toEqual({ kind: "GUEST", locale: "fr" });
    const after = (await context.cookies()).find((c) => c.name === "sw-context-token");
    expect(after!.value).toBe(cookie!.value);
  });
});
