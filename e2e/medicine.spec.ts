import { expect, test } from "./fixtures";
import { localized } from "./catalogue-support";
import type { Locale } from "./helpers";

/** Pharmacy trust content on a medicine's page (issue 23): notice, category, leaflet, rating summary, reviews' language. */
const ASPIRIN = { de: "/Aspirin-500-mg-20-Tabletten/SW10001", fr: "/Aspirin-500-mg-20-comprimes/SW10001" } as const;
const TEXTS = {
  de: {
    notice: "Dies ist ein Arzneimittel. Lassen Sie sich von einer Fachperson beraten und lesen Sie die Packungsbeilage.",
    category: "Abgabekategorie D",
    leaflet: "Packungsbeilage",
    bar: /^5 Sterne: \d+ Bewertung(en)?$/,
    all: "Bewertungen in allen Sprachen anzeigen",
    licence: "Versandhandelsbewilligung des Kantons Zürich",
  },
  fr: {
    notice: "Ceci est un médicament.",
    category: "Catégorie de remise D",
    leaflet: "Notice d’emballage",
    bar: /^5 étoiles[\s\u00a0\u202f]*: \d+ avis$/,
    all: "Afficher les avis dans toutes les langues",
    licence: "Autorisation de vente par correspondance du canton de Zurich",
  },
} as const;

test.describe("medicine product page", () => {
  for (const locale of ["de", "fr"] as Locale[]) {
    const t = TEXTS[locale as "de" | "fr"];
    test(`(${locale}) notice, dispensing category, leaflet PDF, rating summary and reviews in the page's language`, async ({ page, request }) => {
      await page.goto(localized(ASPIRIN[locale as "de" | "fr"], locale));
      const notice = page.getByTestId("medicine-notice");
      await expect(notice).toContainText(t.notice);
      await expect(page.getByTestId("dispensing-category")).toContainText(t.category);

      const leaflet = notice.getByRole("link", { name: new RegExp(t.leaflet.replace("’", "['’]")) });
      const href = await leaflet.getAttribute("href");
      expect(href).toMatch(new RegExp(`^/media/[0-9a-f]{32}-leaflet-${locale}\\.pdf$`));
      // through the shop's own origin, as a browser opens it
      const pdf = await request.get(href!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");

      const summary = page.getByTestId("rating-summary");
      await expect(summary.getByRole("img")).toHaveAttribute("aria-label", /\d[.,]\d/);
      const bars = page.getByTestId("rating-distribution").getByRole("listitem");
      await expect(bars).toHaveCount(5);
      await expect(bars.first()).toHaveText(t.bar);

      const reviews = page.getByTestId("review");
      expect(await reviews.count()).toBeGreaterThan(0);
      for (const lang of await reviews.evaluateAll((items) => items.map((item) => item.getAttribute("lang")))) expect(lang).toBe(locale);
      // no JavaScript needed: a link to the same page with every language
      await page.getByTestId("review-languages").filter({ hasText: t.all }).click();
      await expect(page).toHaveURL(/[?&]reviews=all/);
      const languages = await page.getByTestId("review").evaluateAll((items) => items.map((item) => item.getAttribute("lang")));
      expect(new Set(languages).size).toBeGreaterThan(1);

      await expect(page.getByTestId("footer-licence")).toContainText(t.licence);
    });
  }

  test("a product that is not a medicine shows no notice", async ({ page }) => {
    await page.goto("/Burgerstein-Vitamin-C-Retard-100-Tabletten/SW10004");
    await expect(page.getByTestId("product-name")).toBeVisible();
    await expect(page.getByTestId("medicine-notice")).toHaveCount(0);
  });
});
