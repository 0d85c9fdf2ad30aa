import { expect, test } from "./fixtures";
import { categoryWithProducts, hydrated, langHeaders, localized, route } from "./catalogue-support";
import { gql, htmlEscape, type Locale } from "./helpers";

interface BrandGroups {
  brands: { letter: string; brands: { name: string; url: string }[] }[];
}

test.describe("brands, topics, editorials and landing pages", () => {
  for (const locale of ["de", "it"] as Locale[]) {
    test(`brands A–Z (${locale}) lists the gateway's groups and leads to a brand page`, async ({ page, request }) => {
      const { brands } = await gql<BrandGroups>(request, "{ brands { letter brands { name url } } }", locale);
      expect(brands.length).toBeGreaterThan(0);
      await page.goto(localized("/brands", locale));
      await hydrated(page);
      const letters = await page.getByTestId("brand-group").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-letter")));
      expect(letters).toEqual(brands.map((g) => g.letter));

      const brand = brands[0]!.brands[0]!;
      await page.getByTestId("brand-link").filter({ hasText: brand.name }).first().click();
      await expect(page).toHaveURL(new RegExp(`${localized(brand.url, locale)}$`));
      const info = await route(request, brand.url, locale);
      await expect(page.getByTestId("page-title")).toHaveText(info.brand!.name);
      if (info.brand!.products.total === 0) await expect(page.getByTestId("brand-no-products")).toBeVisible();
      else await expect(page.getByTestId("listing-total")).toHaveAttribute("data-total", String(info.brand!.products.total));
    });
  }

  for (const locale of ["de", "fr"] as Locale[]) {
    test(`/t/bestseller (${locale}) is a topic page with its FAQ`, async ({ page, request }) => {
      const info = await route(request, "/t/bestseller", locale);
      expect(info.__typename).toBe("TopicRoute");
      await page.goto(localized("/t/bestseller", locale));
      await expect(page.getByTestId("topic-page")).toBeVisible();
      await expect(page.locator("h1").first()).toContainText(info.title!);
      for (const faq of info.faqs!) await expect(page.getByText(faq.question, { exact: true })).toBeVisible();
    });
  }

  test("an editorial page (de, it) shows its title, quote, fact and poll", async ({ page, request }) => {
    const de = await route(request, "/e/gesunder-schlaf", "de");
    expect(de.__typename).toBe("EditorialRoute");
    for (const [locale, path] of [["de", "/e/gesunder-schlaf"], ["it", de.alternates!.find((a) => a.locale === "it")!.path]] as const) {
      const info = await route(request, path, locale);
      await page.goto(localized(path, locale));
      await expect(page.locator("h1").first()).toContainText(info.title!);
      await expect(page.getByTestId("cms-quote")).toBeVisible();
      await expect(page.getByTestId("cms-fact")).toBeVisible();
      await expect(page.getByTestId("cms-poll")).toBeVisible();
    }
  });

  test("a /cp/ landing page renders its CMS content in de and fr", async ({ page, request }) => {
    const de = await route(request, "/cp/winteraktion", "de");
    expect(de.__typename).toBe("LandingPageRoute");
    const frPath = de.alternates!.find((a) => a.locale === "fr")!.path;
    for (const [locale, path] of [["de", "/cp/winteraktion"], ["fr", frPath]] as const) {
      const res = await page.goto(localized(path, locale));
      expect(res!.status()).toBe(200);
      await expect(page.getByTestId("landing-page").getByTestId("cms-page")).toBeVisible();
    }
  });
});

test.describe("search", () => {
  for (const [locale, typo] of [["de", "aspirn"], ["it", "dafalgn"]] as [Locale, string][]) {
    test(`a typo (${locale}: '${typo}') still finds what the gateway finds`, async ({ page, request }) => {
      const data = await gql<{ search: { listing: { total: number; items: { name: string }[] } } }>(
        request,
        "query($term: String!) { search(term: $term, input: { limit: 10 }) { listing { total items { name } } } }",
        locale,
        { term: typo },
      );
      expect(data.search.listing.total).toBeGreaterThan(0);
      await page.goto(`${localized("/search", locale)}?search=${typo}`);
      await expect(page.getByTestId("listing-total")).toHaveAttribute("data-total", String(data.search.listing.total));
      await expect(page.getByTestId("product-link").first()).toHaveText(data.search.listing.items[0]!.name);
    });
  }

  test("nothing found shows the no-results state; an over-long term is a localised 400", async ({ page, request }) => {
    await page.goto("/fr/search?search=qqqzzzxxyy");
    await expect(page.getByTestId("search-no-results")).toBeVisible();
    await expect(page.getByTestId("search-no-results")).toContainText("Aucun résultat");
    const res = await request.get(`/search?search=${"x".repeat(300)}`, { headers: langHeaders("de") });
    expect(res.status()).toBe(400);
    expect(await res.text()).toContain(htmlEscape("Der Suchbegriff ist zu lang"));
  });

  test("the header's search form holds the term on the search page only (the server renders it once for the others)", async ({ request }) => {
    const headerInput = (html: string) => html.match(/<input[^>]*data-testid="search-input"[^>]*>/)?.[0] ?? "";
    for (const path of ["/fr/Medicaments/", "/fr/search?search=aspirine", "/fr/Medicaments/"]) {
      const html = await (await request.get(path)).text();
      expect(headerInput(html), path).toContain(path.includes("search?") ? 'value="aspirine"' : 'value=""');
    }
  });

  test("the header suggests products while typing and opens the chosen one", async ({ page, request }) => {
    const data = await gql<{ searchSuggest: { products: { name: string; url: string }[] } }>(
      request,
      '{ searchSuggest(term: "dafalg", limit: 6) { products { name url } } }',
      "de",
    );
    expect(data.searchSuggest.products.length).toBeGreaterThan(0);
    await page.goto("/shipping");
    await hydrated(page);
    await page.getByTestId("search-input").fill("dafalg");
    await expect(page.getByTestId("suggest-item").first()).toHaveText(new RegExp(data.searchSuggest.products[0]!.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await page.getByTestId("search-input").press("ArrowDown");
    await page.getByTestId("search-input").press("Enter");
    await expect(page).toHaveURL(new RegExp(`${data.searchSuggest.products[0]!.url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    await expect(page.getByTestId("product-name")).toHaveText(data.searchSuggest.products[0]!.name);
  });
});

test.describe("not found and static pages", () => {
  for (const [locale, text] of [["de", "Seite nicht gefunden:"], ["fr", "Page introuvable\u00a0:"]] as [Locale, string][]) {
    test(`an unknown path (${locale}) answers 404 with the localised text`, async ({ request }) => {
      const path = localized("/gibt-es-nicht/wirklich-nicht", locale);
      const res = await request.get(path, { headers: langHeaders(locale) });
      expect(res.status()).toBe(404);
      expect(await res.text()).toContain(htmlEscape(`${text} ${path}`));
    });
  }

  test("a malformed /navigation id fails validation with 'Page Not Found' (404)", async ({ page }) => {
    const res = await page.goto("/it/navigation/123");
    expect(res!.status()).toBe(404);
    await expect(page.getByTestId("error-page")).toHaveAttribute("data-reason", "invalid");
    await expect(page.getByTestId("error-page")).toContainText("Pagina non trovata (indirizzo non valido): /it/navigation/123");
  });

  for (const locale of ["de", "fr"] as Locale[]) {
    test(`static pages (${locale}) use the business constants, in the shop's one Swiss notation`, async ({ page }) => {
      // "CHF 1'234.50" in every locale (issue 22: no "7.70 CHF" in French)
      const chf = (amount: number) => `CHF ${amount.toFixed(2).replace(/\B(?=(\d{3})+\.)/g, "'")}`;
      await page.goto(localized("/shipping", locale));
      await expect(page.getByTestId("static-page")).toContainText(chf(7.7));
      await expect(page.getByTestId("static-page")).toContainText(chf(1.5));
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description).toContain(chf(7.7));
      expect(description).not.toMatch(/[{}]/);
      await page.goto(localized("/terms", locale));
      await expect(page.getByTestId("collection-costs")).toContainText(chf(860));
      await expect(page.getByTestId("static-page")).toContainText(chf(25));
      await page.goto(localized("/returns", locale));
      await expect(page.getByTestId("static-page")).toContainText("14");
      for (const path of ["/guarantee", "/privacy", "/imprint"]) {
        const res = await page.goto(localized(path, locale));
        expect(res!.status(), path).toBe(200);
        await expect(page.locator("h1")).not.toBeEmpty();
      }
    });
  }
});

test.describe("header parts", () => {
  test("the side menu opens from the keyboard, lists the navigation and closes with Escape", async ({ page, request }) => {
    const nav = await gql<{ navigation: { name: string }[] }>(request, "{ navigation(depth: 2) { name } }", "it");
    await page.goto("/it/shipping");
    await hydrated(page);
    await page.getByTestId("side-menu-toggle").focus();
    await page.keyboard.press("Enter");
    const menu = page.getByTestId("side-menu");
    await expect(menu).toBeVisible();
    for (const entry of nav.navigation) await expect(menu.getByText(entry.name, { exact: true }).first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("filters work without JavaScript (plain GET form, repeated parameters accepted)", async ({ browser, request }) => {
    const { path, listing } = await categoryWithProducts(request, "de");
    const option = listing.filters.properties[0]!.options[0]!;
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "de-CH" });
    const page = await context.newPage();
    await page.goto(path);
    await page.getByTestId("filters").getByLabel(option.name, { exact: true }).check();
    await page.getByTestId("filters").getByRole("button").click();
    await expect(page).toHaveURL(new RegExp(`properties=${option.id}`));
    const filtered = await route(request, path, "de", { limit: 10, properties: [option.id] });
    await expect(page.getByTestId("listing-total")).toHaveAttribute("data-total", String(filtered.listing!.total));
    await context.close();
  });
});
