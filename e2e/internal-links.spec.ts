/**
 * No dead internal link (issue 23 item 2): every shop link on home (header, main navigation, footer), a category,
 * a product and an editorial page, in de, it and fr, answers without an error (redirects followed). And the
 * editorial articles (/e/…) are reachable from every page, through the footer's "Ratgeber" column.
 */
import { expect, test, type APIRequestContext } from "./fixtures";
import { route } from "./catalogue-support";
import { LOCALES, prefix, type Locale } from "./helpers";

const START = { category: "/Medikamente/Schmerzen-Fieber/", product: "/Aspirin-500-mg-20-Tabletten/SW10001", editorial: "/e/erkaeltung-vorbeugen" };
const RATGEBER: Record<Locale, string> = { de: "Ratgeber", it: "Consigli salute", fr: "Conseils santé" };

const unescape = (href: string) => href.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");

/** The shop paths the `<a href>`s of a page lead to (no assets, no other origins). */
function shopLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)]
    .map((match) => unescape(match[1]!))
    .filter((href) => href.startsWith("/") && !href.startsWith("//"))
    .map((href) => href.split("#")[0]!)
    .filter((href) => href !== "");
}

async function startPages(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const pages = [prefix(locale) || "/"];
  for (const path of Object.values(START)) {
    const { alternates = [] } = await route(request, path, "de");
    pages.push(`${prefix(locale)}${alternates.find((a) => a.locale === locale)!.path}`);
  }
  return pages;
}

test("no internal link on home, navigation, footer, a category, a product and an editorial page is dead, in de/it/fr", async ({ request }) => {
  test.setTimeout(180_000);
  const dead: string[] = [];
  let checked = 0;
  for (const locale of LOCALES) {
    // Followed as a click inside the shop is (Sec-Fetch-Site: same-origin): no first-load locale redirect, so the
    // language switcher's links are checked for what they are.
    const headers = { cookie: `i18n_redirected=${locale}`, "accept-language": `${locale}-CH`, "sec-fetch-site": "same-origin" };
    const links = new Map<string, string>();
    const editorials = new Set<string>();
    for (const start of await startPages(request, locale)) {
      const res = await request.get(start, { headers });
      expect(res.status(), start).toBe(200);
      for (const link of shopLinks(await res.text())) if (!links.has(link)) links.set(link, start);
    }
    for (const [link, foundOn] of links) {
      const res = await request.get(link, { headers });
      checked++;
      if (res.status() >= 400) dead.push(`${link} (on ${foundOn}) → ${res.status()}`);
      const landed = new URL(res.url()).pathname;
      if (landed.startsWith(`${prefix(locale)}/e/`)) editorials.add(landed);
    }
    expect.soft([...editorials].sort(), `editorial pages linked in ${locale}`).toHaveLength(3);
    const home = await (await request.get(prefix(locale) || "/", { headers })).text();
    expect.soft(home, `footer column in ${locale}`).toContain(`>${RATGEBER[locale]}<`);
  }
  expect(dead).toEqual([]);
  expect(checked).toBeGreaterThan(150);
});
