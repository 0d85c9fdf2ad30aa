import { expect, test } from "./fixtures";
import { hydrated, langHeaders, localized, productWithCrossSelling, route, someProducts } from "./catalogue-support";
import { gql, htmlEscape, type Locale } from "./helpers";
import { GATEWAY_PORT, PLATFORM_PORT, SHOP } from "./ports";

test.describe("product detail", () => {
  for (const locale of ["de", "fr"] as Locale[]) {
    test(`(${locale}) shows the gateway's product with price, availability, JSON-LD and hreflang`, async ({ page, request }) => {
      const [product] = await someProducts(request, locale, 1);
      const info = await route(request, product!.url, locale);
      expect(info.__typename).toBe("ProductRoute");

      await page.goto(localized(product!.url, locale));
      await expect(page.getByTestId("product-name")).toHaveText(info.product!.name);
      await expect(page.getByTestId("buy-box").getByTestId("price").first()).toContainText("CHF");
      await expect(page.getByTestId("buy-box").getByTestId("availability")).toHaveAttribute("data-state", info.product!.availability.state);
      // Orderable seeded products can be put in the cart (issue 7).
      await expect(page.getByTestId("add-to-cart")).toBeEnabled();

      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
      expect(jsonLd).toMatchObject({ "@type": "Product", name: info.product!.name });

      for (const alternate of info.alternates!) {
        const tag = { de: "de-CH", it: "it-CH", fr: "fr-CH" }[alternate.locale];
        const href = await page.locator(`link[rel="alternate"][hreflang="${tag}"]`).getAttribute("href");
        expect(new URL(href!).pathname).toBe(localized(alternate.path, alternate.locale));
      }
      await expect(page).toHaveTitle(new RegExp(info.seo!.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    });
  }

  test("images come from the shop's own origin: root-relative /media/ URLs that load, never a loopback host (issue 19)", async ({ page, request }) => {
    const [product] = await someProducts(request, "de", 1);
    const mediaRequests: string[] = [];
    page.on("request", (r) => {
      if (/\/(media|thumbnail)\//.test(r.url())) mediaRequests.push(r.url());
    });
    const response = await page.goto(product!.url);
    const html = await response!.text();
    expect(html).toContain('src="/media/');
    // every media URL in the page and its loader data is root-relative; only JSON-LD (checked below) is absolute
    const withoutJsonLd = html.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, "");
    expect(withoutJsonLd).not.toMatch(/https?:\/\/[^"'\s\\]*\/(media|thumbnail)\//);
    // nor does the page name the platform or the gateway
    expect(html).not.toMatch(new RegExp(`:(${PLATFORM_PORT}|${GATEWAY_PORT})/`));
    await hydrated(page);

    const images = await page.locator("img").evaluateAll((nodes) =>
      (nodes as HTMLImageElement[]).map((img) => ({ src: img.getAttribute("src"), srcset: img.getAttribute("srcset") ?? "" })),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const { src, srcset } of images) {
      expect(src).toMatch(/^\/media\//);
      for (const candidate of srcset.split(",").filter(Boolean)) expect(candidate.trim()).toMatch(/^\/(media|thumbnail)\//);
    }
    for (const src of new Set(images.map((image) => image.src!))) {
      const file = await page.request.get(src);
      expect(file.status(), src).toBe(200);
      expect(file.headers()["content-type"]).toMatch(/^image\//);
    }
    // the gallery's picture, above the fold, is shown
    const main = page.getByTestId("product-detail").locator("img").first();
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(mediaRequests.length).toBeGreaterThan(0);
    for (const url of mediaRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);

    // search engines get absolute image URLs, under the shop's public origin
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(jsonLd.image[0]).toMatch(new RegExp(`^${SHOP.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/media/`));

    // opened by another address than STORE_HOST names (here 127.0.0.1 instead of localhost), the pictures still load
    const other = new URL(product!.url, SHOP.replace("localhost", "127.0.0.1")).href;
    mediaRequests.length = 0;
    await page.goto(other);
    const picture = page.getByTestId("product-detail").locator("img").first();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(mediaRequests.length).toBeGreaterThan(0);
    for (const url of mediaRequests) expect(new URL(url).origin).toBe(new URL(other).origin);
  });

  test("the page comes complete from the server: the browser does not fetch the page data again", async ({ page, request }) => {
    const [product] = await someProducts(request, "de", 1);
    // Page data is what React Router fetches as `GET …/X.data?_routes=…` on the client; the page's own GraphQL
    // operations would be `/graphql` requests naming them (GET with a hash, or POST). Session-dependent parts
    // (account menu, wishlist) may ask on their own; the page itself must not.
    const calls: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      const operation = url.searchParams.get("operationName") ?? /"operationName":"(\w+)"/.exec(r.postData() ?? "")?.[1];
      if (url.pathname.endsWith(".data") || (url.pathname === "/graphql" && /^(CatalogRoute|Navigation)$/.test(operation ?? ""))) {
        calls.push(`${r.method()} ${url.pathname}${url.search}`);
      }
    });
    await page.goto(product!.url);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(calls).toEqual([]);
    // Positive control: a client-side navigation does fetch page data, and the filter above sees it.
    await page.getByTestId("breadcrumbs").getByRole("link").last().click();
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(calls[0]).toMatch(/^GET \/.*\.data\?_routes=/);
  });

  test("cross-selling cards arrive as the shopper nears them, in one GET shared caches may keep (issue 26)", async ({ page, request }) => {
    const product = await productWithCrossSelling(request);
    const groups = product.crossSellings;
    // The server's HTML: each group's heading and an empty, busy place of a card's height — no cards.
    const html = await (await request.get(product.url, { headers: langHeaders("de") })).text();
    expect(html.split('data-testid="cross-selling"').length - 1).toBe(groups.length);
    expect(html.slice(html.indexOf('data-testid="cross-selling"'))).not.toContain('data-testid="product-tile"');

    const fetched: string[] = [];
    page.on("response", (r) => {
      if (new URL(r.url()).pathname.startsWith("/cross-selling/")) fetched.push(`${r.status()} ${r.headers()["cache-control"]}`);
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(product.url);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    const first = page.getByTestId("cross-selling").first();
    expect(fetched, "far below the fold: nothing fetched yet").toEqual([]);
    await expect(first).toHaveAttribute("aria-busy", "true");
    await first.scrollIntoViewIfNeeded();
    await expect(first).not.toHaveAttribute("aria-busy");
    for (const [index, group] of groups.entries()) {
      const ids = await page.getByTestId("cross-selling").nth(index).getByTestId("product-tile").evaluateAll((tiles) => tiles.map((t) => t.getAttribute("data-product-id")));
      expect(ids).toEqual(group.products.map((p) => p.id));
    }
    expect(fetched).toEqual(["200 public, max-age=0, s-maxage=60, stale-while-revalidate=600"]);

    // The answer itself: the page's language, private for a session, nothing for a product that is not there.
    const fr = await request.get(`/fr/cross-selling/${product.id}`, { headers: langHeaders("fr") });
    const frNames = await gql<{ product: { crossSellings: { products: { name: string }[] }[] } }>(
      request, `{ product(id: "${product.id}") { crossSellings { products { name } } } }`, "fr",
    );
    expect(((await fr.json()) as { groups: { products: { name: string }[] }[] }).groups.map((g) => g.products.map((p) => p.name))).toEqual(
      frNames.product.crossSellings.map((g) => g.products.map((p) => p.name)),
    );
    const withSession = await request.get(`/cross-selling/${product.id}`, { headers: { cookie: "i18n_redirected=de; sw-context-token=e2e-cross-selling" } });
    expect(withSession.headers()["cache-control"]).toBe("private, no-cache");
    for (const id of ["0".repeat(32), "not-an-id"]) {
      const missing = await request.get(`/cross-selling/${id}`, { headers: langHeaders("de") });
      expect(missing.status(), id).toBe(404);
      expect(missing.headers()["cache-control"], id).toBe("private, no-cache");
      expect(await missing.json(), id).toEqual({ groups: [] });
    }
  });

  test("without JavaScript the cross-selling's empty place is not shown (issue 26)", async ({ browser, request }) => {
    const product = await productWithCrossSelling(request);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(product.url);
      await expect(page.getByTestId("product-name")).toBeVisible();
      await expect(page.getByTestId("cross-selling").first()).toBeAttached();
      await expect(page.getByTestId("cross-selling").first()).toBeHidden();
    } finally {
      await context.close();
    }
  });

  test("the add-to-cart button stays reachable in a sticky bar after scrolling (small screens)", async ({ page, request }) => {
    const [product] = await someProducts(request, "it", 1);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(localized(product!.url, "it"));
    await hydrated(page);
    const sticky = page.getByTestId("sticky-add-to-cart");
    await expect(sticky).toHaveAttribute("data-visible", "false");
    await page.mouse.wheel(0, 2500);
    await expect(sticky).toHaveAttribute("data-visible", "true");
    await expect(sticky.getByRole("button")).toBeEnabled();
  });

  test("the sticky add-to-cart bar stays away when the window is short (≤ 400 px tall, 400 % zoom)", async ({ page, request }) => {
    const [product] = await someProducts(request, "de", 1);
    await page.setViewportSize({ width: 320, height: 360 });
    await page.goto(product!.url);
    await hydrated(page);
    const sticky = page.getByTestId("sticky-add-to-cart");
    await page.mouse.wheel(0, 2500);
    // The bar would show here (the add-to-cart button scrolled away), but it is not drawn over the content.
    await expect(sticky).toHaveAttribute("data-visible", "true");
    await expect(sticky).toBeHidden();
  });

  test("the variant configurator leads to the chosen variant", async ({ page, request }) => {
    const data = await gql<{ products: { items: { url: string; parentId: string | null }[] } }>(request, "{ products(limit: 100) { items { url parentId } } }", "de");
    const variant = data.products.items.find((p) => p.parentId);
    // The seeded catalogue has variant products among the first 100 listed.
    expect(variant, "a variant product in the first 100").toBeDefined();
    const info = await gql<{ route: { product: { configurator: { options: { name: string; selected: boolean; url: string | null }[] }[] } } }>(
      request,
      "query($p: String!) { route(path: $p) { ... on ProductRoute { product { configurator { options { name selected url } } } } } }",
      "de",
      { p: variant!.url },
    );
    const option = info.route.product.configurator.flatMap((g) => g.options).find((o) => !o.selected && o.url)!;
    const target = await route(request, option.url!, "de");
    await page.goto(variant!.url);
    await hydrated(page);
    await page.getByTestId("variant-configurator").getByRole("link", { name: option.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${option.url!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    await expect(page.getByTestId("product-name")).toHaveText(target.product!.name);
  });

  test("switching the language keeps the visitor on the same product", async ({ page, request }) => {
    const [product] = await someProducts(request, "de", 1);
    const de = await route(request, product!.url, "de");
    const frPath = de.alternates!.find((a) => a.locale === "fr")!.path;
    const fr = await route(request, frPath, "fr");
    await page.goto(product!.url);
    await hydrated(page);
    await page.getByTestId("language-switcher").locator('[data-locale="fr"]').click();
    await expect(page).toHaveURL(new RegExp(`${localized(frPath, "fr").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    await expect(page.getByTestId("product-name")).toHaveText(fr.product!.name);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
  });

  test("tier prices read 'bis'/'ab' in German and 'jusqu'à'/'dès' in French", async ({ page, request }) => {
    const products = await someProducts(request, "de", 100);
    const tiered = products.find((p) => p.price.tiers.length > 1);
    expect(tiered, "a product with tier prices in the first 100").toBeDefined();
    const tiers = tiered!.price.tiers;
    await page.goto(tiered!.url);
    const labels = await page.getByTestId("price-tier").locator("th").allTextContents();
    expect(labels).toEqual(tiers.map((t) => (t.kind === "FROM" ? `ab ${t.quantity}` : `bis ${t.quantity}`)));
    const fr = await route(request, tiered!.url, "de");
    const frPath = fr.alternates!.find((a) => a.locale === "fr")!.path;
    await page.goto(localized(frPath, "fr"));
    const frLabels = await page.getByTestId("price-tier").locator("th").allTextContents();
    expect(frLabels).toEqual(tiers.map((t) => (t.kind === "FROM" ? `dès ${t.quantity}` : `jusqu'à ${t.quantity}`)));
  });

  test("/detail/{id} redirects to the SEO path; a malformed id is 'Page Not Found' with 404", async ({ request }) => {
    const [product] = await someProducts(request, "it", 1);
    const res = await request.get(`/it/detail/${product!.id}`, { headers: langHeaders("it"), maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()["location"]).toBe(localized(product!.url, "it"));

    const bad = await request.get("/detail/not-an-id", { headers: langHeaders("de") });
    expect(bad.status()).toBe(404);
    expect(await bad.text()).toContain(htmlEscape("Seite nicht gefunden (ungültige Adresse): /detail/not-an-id"));
  });
});

