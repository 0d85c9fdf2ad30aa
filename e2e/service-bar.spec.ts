/**
 * The service bar states the free-shipping threshold and the same-day cut-off before the cart (issue 23 item 4), in the
 * page's language, from @shop/rules' shipping constants; each promise fits its line on a small phone and a laptop.
 */
// the rules package itself (the e2e folder has no package of its own): the same constants the storefront renders
import { formatChf, SHIPPING } from "../rules/src/index";
import { expect, test } from "./fixtures";
import { localized } from "./catalogue-support";

const THRESHOLD_WORDS = { de: "Gratisversand ab", it: "Spedizione gratuita da", fr: "Livraison gratuite dès" } as const;

for (const width of [320, 1366]) {
  test(`service bar at ${width} px: free shipping from the rules' threshold and the cut-off, in de/it/fr, nothing cut off`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const locale of ["de", "it", "fr"] as const) {
      await page.goto(localized("/", locale));
      const bar = page.getByTestId("service-bar");
      await expect(bar.getByRole("listitem").first()).toHaveText(`${THRESHOLD_WORDS[locale]} ${formatChf(SHIPPING.freeShippingFrom, locale)}`);
      await expect(bar.getByRole("listitem").nth(1)).toContainText(SHIPPING.cutOff);
      const cut = await bar.getByRole("listitem").evaluateAll((items) => items.filter((li) => li.scrollWidth > li.clientWidth).map((li) => li.textContent));
      expect(cut, `${locale}: promises cut off`).toEqual([]);
    }
  });
}
