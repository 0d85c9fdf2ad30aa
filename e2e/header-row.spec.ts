/** The language switch sits in the header row on desktop (issue 23), and stays reachable and labelled on phones. */
import { expect, test } from "./fixtures";
import { prefix, LOCALES } from "./helpers";

for (const locale of LOCALES) {
  test(`language switch in the header row at 1280 and 1366 px, labelled on a 390 px phone (${locale})`, async ({ page }) => {
    for (const width of [1280, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix(locale)}/`);
      const logo = await page.locator(".site-header__bar .logo").boundingBox();
      const switcher = await page.getByTestId("language-switcher").boundingBox();
      expect(logo && switcher, "header laid out").toBeTruthy();
      // one row: the switcher's middle is level with the logo's (it used to wrap onto a row of its own)
      expect(Math.abs(logo!.y + logo!.height / 2 - (switcher!.y + switcher!.height / 2)), `at ${width} px`).toBeLessThan(6);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix(locale)}/`);
    const nav = page.getByTestId("language-switcher");
    await expect(nav).toBeVisible();
    await expect(nav).toHaveAttribute("aria-label", /.+/);
    await expect(nav.getByRole("link")).toHaveCount(3);
  });
}
