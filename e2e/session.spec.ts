import { expect, test } from "./fixtures";
import { persistedHash } from "./helpers";

test.describe("session token stays on the server side", () => {
  test("browsing the catalogue sets no session cookie", async ({ page, context }) => {
    await page.goto("/");
    await expect(page.getByTestId("product-tile").first()).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "sw-context-token")).toBeUndefined();
  });

  test("the context-token cookie is httpOnly and invisible to document.cookie", async ({ page, context }) => {
    await page.goto("/fr");
    // A session-creating mutation, sent the way the shop's own code sends it: the build's document hash, POSTed to
    // the same-origin /graphql (the gateway refuses full documents from the storefront in these tests).
    const setFulfilment = persistedHash("SetFulfilment");
    const result = await page.evaluate(async (sha256Hash) => {
      const res = await fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", "x-shop-locale": "fr" },
        body: JSON.stringify({
          operationName: "SetFulfilment",
          variables: { fulfilment: "CLICK_AND_COLLECT" },
          extensions: { persistedQuery: { version: 1, sha256Hash } },
        }),
      });
      return { status: res.status, body: await res.text() };
    }, setFulfilment);
    expect(result.status, result.body).toBe(200);
    expect(JSON.parse(result.body).data.setFulfilment.ok).toBe(true);

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
    const accountSession = persistedHash("AccountSession");
    const again = await page.evaluate(async (sha256Hash) => {
      const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash } });
      const res = await fetch(`/graphql?operationName=AccountSession&extensions=${encodeURIComponent(extensions)}`, {
        headers: { "x-shop-locale": "fr", "apollo-require-preflight": "true" },
      });
      return { cacheControl: res.headers.get("cache-control"), body: await res.json() };
    }, accountSession);
    expect(again.body.data.session).toEqual({ __typename: "Session", kind: "GUEST" });
    // A read with a session is never for a shared cache.
    expect(again.cacheControl).toBe("private, no-store");
    const after = (await context.cookies()).find((c) => c.name === "sw-context-token");
    expect(after!.value).toBe(cookie!.value);
  });
});
