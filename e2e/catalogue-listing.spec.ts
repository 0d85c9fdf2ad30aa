import { expect, test } from "./fixtures";
import { categoryWithProducts, hydrated, langHeaders, localized, route } from "./catalogue-support";
import { htmlEscape, type Locale } from "./helpers";

test.describe("home and category pages", () => {
  for (const locale of ["de", "fr"] as Locale[]) {
    test(`home (${locale}) is the sales channel's navigation category, rendered on the server`, async ({ request }) => {
      const home = await route(request, "/", locale);
      expect(home.__typename).toBe("CategoryRoute");
      const res = await request.get(localized("/", locale), { headers: langHeaders(locale), maxRedirects: 0 });
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain('data-page-kind="CategoryRoute"');
      expect(html).toContain(`data-category-id="${home.category!.id}"`);
    });
  }

  for (const locale of ["de", "it"] as Locale[]) {
    test(`a category page (${locale}) shows the gateway's name, total and products`, async ({ page, request }) => {
      const { path, route: info, listing } = await categoryWithProducts(request, locale);
      await page.goto(localized(path, locale));
      await expect(page.locator("h1")).toHaveText(info.category!.name);
      await expect(page.getByTestId("listing-total")).toHaveAttribute("data-total", String(listing.total));
      const names = await page.getByTestId("product-grid").getByTestId("product-link").allTextContents();
      expect(names).toEqual(listing.items.map((item) => item.name));
      await expect(page.getByTestId("breadcrumbs")).toContainText(info.category!.name);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname).toBe(localized(info.canonicalPath!, locale));
    });
  }

  test("a property filter changes the URL ('|'-joined) and the results, and can be reset", async ({ page, request }) => {
    const locale: Locale = "de";
    const { path, listing } = await categoryWithProducts(request, locale);
    const group = listing.filters.properties.find((g) => g.options.length >= 2)!;
    const [first, second] = group.options;
    await page.goto(localized(path, locale));
    await hydrated(page);

    await page.getByTestId("filters").getByLabel(first!.name, { exact: true }).check();
    await expect(page).toHaveURL(new RegExp(`properties=${first!.id}`));
    const filtered = await route(request, path, locale, { limit: 10, properties: [first!.id] });
    await expect(page.getByTestId("listing-total")).toHaveAttribute("data-total", String(filtered.listing!.total));

    await page.getByTestId("filters").getByLabel(second!.name, { exact: true }).check();
    await expect(page).toHaveURL(new RegExp(`properties=${first!.id}\\|${second!.id}`));
    const both = await route(request, path, locale, { limit: 10, properties: [first!.id, second!.id] });
    await expect(page.getByTestId("listing-total")).toHaveAttribute("data-total", String(both.listing!.total));
    await expect(page.getByTestId("active-filters")).toContainText(first!.name);

    await page.getByTestId("active-filters").getByTestId("reset-filters").click();
    await expect(page).not.toHaveURL(/properties=/);
    await expect(page.getByTestId("listing-total")).toHaveAttribute("data-total", String(listing.total));
  });

  test("the filter form's code loads on the first interaction; on a phone the panel starts folded and a tap opens it", async ({ page, request }) => {
    const locale: Locale = "de";
    const { path, listing } = await categoryWithProducts(request, locale);
    const group = listing.filters.properties.find((g) => g.options.length >= 1)!;
    const scripts: string[] = [];
    page.on("request", (req) => {
      if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
    });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(localized(path, locale));
    await hydrated(page);
    // Folded once the listing is hydrated; the form is not (its code is no part of the first load).
    await expect(page.getByTestId("filters")).not.toHaveAttribute("open");
    await page.waitForTimeout(1000); // past React Router's link discovery, which re-renders the layout
    expect(scripts.filter((script) => /\/FilterForm-/.test(script))).toEqual([]);

    await page.getByTestId("filters").locator("summary").click();
    await expect(page.getByTestId("filters")).toHaveAttribute("open", "");
    await page.getByTestId("filters").getByLabel(group.options[0]!.name, { exact: true }).check();
    await expect(page).toHaveURL(new RegExp(`properties=${group.options[0]!.id}`));
    expect(scripts.some((script) => /\/FilterForm-/.test(script))).toBe(true);
  });

  test("sorting and paging live in the URL and match the gateway", async ({ page, request }) => {
    const locale: Locale = "it";
    const { path, listing } = await categoryWithProducts(request, locale);
    await page.goto(localized(path, locale));
    await hydrated(page);
    await page.getByTestId("sort-select").selectOption("price-asc");
    await expect(page).toHaveURL(/order=price-asc/);
    const sorted = await route(request, path, locale, { limit: 10, sort: "price-asc" });
    await expect(page.getByTestId("product-link").first()).toHaveText(sorted.listing!.items[0]!.name);

    // The category was chosen with more than 10 products, so there is a second page.
    expect(listing.pageCount).toBeGreaterThan(1);
    await page.getByTestId("pagination-next").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByTestId("pagination-next").click();
    await expect(page).toHaveURL(/[?&]p=2/);
    const second = await route(request, path, locale, { limit: 10, sort: "price-asc", page: 2 });
    await expect(page.getByTestId("product-link").first()).toHaveText(second.listing!.items[0]!.name);
    // SPEC §2: a param change scrolls the page back to the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("bad listing input gets a localised 400 page, never a stack trace", async ({ request }) => {
    const { path, listing } = await categoryWithProducts(request, "de");
    for (const query of ["p=0", "limit=1000", "properties=drop-table", "min-price=9&max-price=1", `p=${listing.pageCount + 50}`]) {
      const res = await request.get(`${path}?${query}`, { headers: langHeaders("de") });
      expect(res.status(), query).toBe(400);
      const html = await res.text();
      expect(html, query).toContain(htmlEscape("Ungültige Angaben in der Adresse"));
      expect(html, query).not.toMatch(/at \w+ \(|node_modules/);
    }
    const fr = await request.get(`/fr${path}?limit=1000`, { headers: langHeaders("fr") });
    expect(fr.status()).toBe(400);
    expect(await fr.text()).toContain(htmlEscape("Données non valides dans l'adresse"));
  });
});
