import { expect, test } from "./fixtures";
import { hydrated, uniqueEmail } from "./account-support";
import { gql } from "./helpers";

type Entry = { name: string; url: string; external: boolean; linkType: string; children: Entry[] };

test.describe("footer navigation", () => {
  test("columns and links come from the sales channel's footer navigation, in the page's language", async ({ page, request }) => {
    for (const locale of ["de", "it"] as const) {
      const { navigation } = await gql<{ navigation: Entry[] }>(
        request,
        "{ navigation(kind: FOOTER, depth: 2) { name url external linkType children { name url external linkType children { name url external linkType children { name } } } } }",
        locale,
      );
      expect(navigation.length).toBeGreaterThan(0);
      await page.goto(locale === "de" ? "/" : "/it");
      const columns = page.getByTestId("footer-navigation");
      await expect(columns).toHaveCount(navigation.length);
      for (const [i, column] of navigation.entries()) {
        await expect(columns.nth(i).getByRole("heading")).toHaveText(column.name);
        await expect(columns.nth(i).getByRole("listitem")).toHaveCount(column.children.length);
      }
    }
  });

  test("payment chips and the shipping page's payment list are the methods the checkout offers, named as it names them", async ({ page, request }) => {
    for (const locale of ["de", "fr"] as const) {
      const { checkout } = await gql<{ checkout: { paymentMethods: { name: string }[] } }>(request, "{ checkout { paymentMethods { name } } }", locale);
      const names = checkout.paymentMethods.map((method) => method.name);
      expect(names, "the seeded shop offers TWINT").toContain("TWINT");
      await page.goto(locale === "de" ? "/" : "/fr");
      await expect(page.getByTestId("footer-payments").getByRole("listitem")).toHaveText(names);
      await page.goto(locale === "de" ? "/shipping" : "/fr/shipping");
      await expect(page.getByTestId("static-payment-methods").getByRole("listitem")).toHaveText(names);
      await expect(page.getByText("Wallet-Zahlung")).toHaveCount(0);
    }
  });

  test("a product link of type /detail/{id} leads to the product's SEO page; external links are marked", async ({ page, request }) => {
    const { navigation } = await gql<{ navigation: Entry[] }>(
      request,
      "{ navigation(kind: FOOTER, depth: 2) { name children { name url external linkType children { name } } } }",
    );
    const entries = navigation.flatMap((c) => c.children);
    const product = entries.find((e) => e.linkType === "PRODUCT");
    expect(product, "the seeded footer has a product link").toBeDefined();
    await page.goto("/");
    await page.getByTestId("footer-navigation").getByRole("link", { name: product!.name, exact: true }).click();
    await expect(page.getByTestId("product-name")).toBeVisible();
    expect(new URL(page.url()).pathname).not.toContain("/detail/");

    const external = entries.find((e) => e.external);
    expect(external, "the seeded footer has an external link").toBeDefined();
    await page.goto("/");
    const link = page.getByTestId("footer-navigation").getByRole("link", { name: new RegExp(external!.name) });
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toHaveAttribute("href", new URL(external!.url).href);
  });

  test("the newsletter form is part of the page without JavaScript and signs up with a plain post", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "de-CH" });
    const page = await context.newPage();
    // A long page: React must not move the form out of the HTML into a segment that only a script reveals.
    const response = await page.goto("/Medikamente/");
    expect(await response!.text()).not.toMatch(/<div hidden id="S:\d+">/);
    const form = page.getByTestId("newsletter-form");
    await expect(form).toBeVisible();
    await form.locator('input[name="email"]').fill(uniqueEmail("nojs"));
    await form.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/newsletter-subscribe$/);
    await expect(page.getByRole("main")).toContainText("Bitte bestätigen Sie Ihre Anmeldung");
    await context.close();
  });

  // Italian pages discover German routes too (the language switcher's "/"): the web server renders each locale
  // from that locale's routes only (web/server/localeBuilds.mjs).
  for (const path of ["/Medikamente/", "/it"]) {
    test(`the footer's parts load their code on the first interaction, not when React Router has discovered the page's links (${path})`, async ({ page }) => {
      const parts: string[] = [];
      page.on("request", (request) => {
        if (/\/assets\/(NewsletterForm|SiteFooterContent)-[\w-]+\.js$/.test(request.url())) parts.push(request.url());
      });
      const discovery = page.waitForResponse((response) => response.url().includes("/__manifest"));
      await page.goto(path);
      await discovery; // the layout re-renders with the discovered routes: the dehydrated parts must stay as they are
      await page.waitForTimeout(1_000);
      expect(parts).toEqual([]);
      await expect(page.getByTestId("newsletter-form")).toBeVisible();
      await expect(page.locator("[data-hydration-pending]").first()).toBeAttached();

      await page.locator("#newsletter-email").focus();
      await expect(page.locator("[data-hydration-pending]")).toHaveCount(0);
      expect(parts.length).toBeGreaterThan(0);
    });
  }

  for (const notice of [false, true]) {
    test(`what is typed into the newsletter form before its code is there is kept${notice ? " (page with a notice)" : ""}`, async ({ page }) => {
      // The form's code is held back, so the visitor types into the server's form; react-hook-form registering its
      // fields (and resetting them on a page reached with a notice) must not clear what was typed. The footer around
      // it comes to life first, after the typing: what was typed stays for the form's own part to give back.
      let releaseFooter!: () => void;
      let release!: () => void;
      const footerHeld = new Promise<void>((resolve) => (releaseFooter = resolve));
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/SiteFooterContent-[\w-]+\.js$/, async (route) => {
        await footerHeld;
        await route.continue();
      });
      await page.route(/\/assets\/NewsletterForm-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(notice ? "/Medikamente/?notice=logout" : "/Medikamente/");
      if (notice) await expect(page.getByTestId("notification").first()).toBeVisible();
      else await hydrated(page);

      const address = uniqueEmail("typed");
      const email = page.locator("#newsletter-email");
      await email.click();
      await email.pressSequentially(address);
      releaseFooter();
      await expect(page.locator("[data-hydration-part]:has(> footer.site-footer)")).not.toHaveAttribute("data-hydration-pending");
      release();
      await expect(page.locator("[data-hydration-pending]")).toHaveCount(0);
      await expect(email).toHaveValue(address);
      await expect(email).toBeFocused();
      // The value reached the form's state: it validates and posts what was typed.
      const form = page.getByTestId("newsletter-form");
      await form.getByRole("button", { name: "Anmelden" }).click();
      await expect(form.getByTestId("newsletter-result")).toContainText("Bitte bestätigen Sie Ihre Anmeldung");
    });
  }
});
