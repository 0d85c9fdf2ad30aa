import { expect, test } from "./fixtures";
import { hydrated } from "./account-support";
import { gql, persistedHash } from "./helpers";
import { WISHLIST_STORAGE_KEY } from "../web/app/wishlist/store";
import { GATEWAY, SHOP } from "./ports";

// The e2e gateway runs with PERSISTED_DOCUMENTS=require-for-web (playwright.config.ts): everything the shop's origin
// forwards is the storefront's and must be a build-time hash; other API clients keep full GraphQL.
const NAVIGATION_TEXT = "query { navigation(depth: 1) { id name } }";

function hashedRead(operationName: string, variables: Record<string, unknown>): string {
  const search = new URLSearchParams({
    operationName,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: persistedHash(operationName) } }),
  });
  return `/graphql?${search}`;
}

test.describe("persisted documents (require-for-web)", () => {
  test("the shop's origin refuses a full document with a clear, localised error", async ({ request }) => {
    const posted = await request.post(`${SHOP}/graphql`, {
      headers: { "content-type": "application/json", "x-shop-locale": "fr" },
      data: { query: NAVIGATION_TEXT },
    });
    expect(posted.status()).toBe(400);
    expect(posted.headers()["cache-control"]).toBe("private, no-store");
    const body = (await posted.json()) as { data?: unknown; errors: { message: string; extensions: { code: string } }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]!.extensions.code).toBe("PERSISTED_DOCUMENT_REQUIRED");
    expect(body.errors[0]!.message).toBe("La boutique n'accepte du site web que des requêtes connues. Veuillez recharger la page.");

    // A page cannot pass itself off as an app: the proxy marks the request as the storefront's whatever it sends.
    const asGet = await request.get(`${SHOP}/graphql?${new URLSearchParams({ query: NAVIGATION_TEXT })}`, {
      headers: { "apollo-require-preflight": "true", "apollographql-client-name": "kiosk" },
    });
    expect(asGet.status()).toBe(400);
    expect(((await asGet.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/nur bekannte Anfragen/);
  });

  test("a known hash is answered as a cacheable GET from the shop's origin", async ({ request }) => {
    const read = await request.get(`${SHOP}${hashedRead("Navigation", { depth: 2 })}`, {
      headers: { "apollo-require-preflight": "true", "x-shop-locale": "it" },
    });
    expect(read.status()).toBe(200);
    const body = (await read.json()) as { data: { navigation: { name: string }[] }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data.navigation.length).toBeGreaterThan(0);
    // Anonymous catalogue read: a shared cache may keep it as long as the gateway's own cache (navigation: 10 min).
    expect(read.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=600, stale-while-revalidate=3000");
    // The gateway's Vary (plus Accept-Encoding from the web server's compression).
    expect(read.headers()["vary"]).toMatch(/^x-shop-locale, cookie, sw-context-token\b/);
    const etag = read.headers()["etag"] ?? "";
    expect(etag).toMatch(/^W\//);
    const revalidated = await request.get(`${SHOP}${hashedRead("Navigation", { depth: 2 })}`, {
      headers: { "apollo-require-preflight": "true", "x-shop-locale": "it", "if-none-match": etag },
    });
    expect(revalidated.status()).toBe(304);
  });

  test("the pages themselves only send hashes", async ({ page, request }) => {
    const sent: string[] = [];
    page.on("request", (req) => {
      if (new URL(req.url()).pathname !== "/graphql") return;
      const text = req.method() === "GET" ? new URL(req.url()).searchParams.get("query") : (req.postDataJSON() as { query?: string } | null)?.query;
      sent.push(text ? `full:${req.method()}` : `hash:${req.method()}`);
    });
    const failed: number[] = [];
    page.on("response", (res) => {
      if (new URL(res.url()).pathname === "/graphql" && res.status() >= 400) failed.push(res.status());
    });
    await page.goto("/");
    await expect(page.getByTestId("product-tile").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.goto("/fr/search?search=Ratgeber");
    await page.waitForLoadState("networkidle");
    // Pages are server-rendered: so far the browser may have sent nothing. The anonymous wishlist asks the gateway
    // from the browser (its products by the ids kept in localStorage): that must be a hash too.
    const before = sent.length;
    const { products } = await gql<{ products: { items: { id: string; name: string }[] } }>(request, "query { products(limit: 2) { items { id name } } }", "fr");
    await page.goto("/fr/wishlist");
    await hydrated(page);
    const ids = products.items.map((p) => p.id);
    await page.evaluate(([key, list]) => localStorage.setItem(key, JSON.stringify(list)), [WISHLIST_STORAGE_KEY, ids] as const);
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId("wishlist")).toContainText(products.items[0]!.name);
    expect(sent.length).toBeGreaterThan(before);
    expect(sent.filter((entry) => entry.startsWith("full:"))).toEqual([]);
    expect(failed).toEqual([]);
  });

  test("a non-web API client (a mobile or kiosk app) may send full GraphQL to the gateway", async ({ request }) => {
    const app = await request.post(`${GATEWAY}/graphql`, {
      headers: { "content-type": "application/json", "x-shop-locale": "de" },
      data: { query: NAVIGATION_TEXT },
    });
    expect(app.status()).toBe(200);
    const body = (await app.json()) as { data: { navigation: { id: string }[] }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data.navigation.length).toBeGreaterThan(0);
    // Full documents are not stable URLs: never for shared caches.
    expect(app.headers()["cache-control"]).toBe("private, no-store");

    // The same document marked as the storefront's is refused at the gateway too: the mark is what counts.
    const marked = await request.post(`${GATEWAY}/graphql`, {
      headers: { "content-type": "application/json", "apollographql-client-name": "web" },
      data: { query: NAVIGATION_TEXT },
    });
    expect(marked.status()).toBe(400);
  });
});
