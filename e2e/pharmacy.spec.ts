import { expect, test, type Page } from "./fixtures";
import { hydrated } from "./account-support";
import { orderableProducts } from "./cart-support";
import { gql, sessionGql, type Locale } from "./helpers";
import { SHOP } from "./ports";

interface PharmacyRow {
  id: string;
  name: string;
  city: string;
  zipcode: string;
  canton: string;
  openNow: boolean;
}

async function pharmacies(request: Parameters<typeof gql>[0], args = "", locale: Locale = "de"): Promise<{ total: number; pharmacies: PharmacyRow[] }> {
  const data = await gql<{ pharmacies: { total: number; pharmacies: PharmacyRow[] } }>(
    request,
    `query { pharmacies(limit: 200${args}) { total pharmacies { id name city zipcode canton openNow } } }`,
    locale,
  );
  return data.pharmacies;
}

const card = (page: Page, id: string) => page.locator(`#pharmacy-${id}`);
const marker = (page: Page, id: string) => page.getByTestId("pharmacy-map").locator(`a[href="#pharmacy-${id}"]`);

/** The session's chosen pharmacy (the browser's session cookie, straight to the gateway: helpers.ts sessionGql). */
async function chosenPharmacyId(page: Page): Promise<string | null> {
  const data = await sessionGql<{ pharmacies: { selectedPharmacyId: string | null } }>(page, "query { pharmacies(limit: 1) { selectedPharmacyId } }");
  return data.pharmacies.selectedPharmacyId;
}

/** Puts a click & collect item into the browser session's cart (helpers.ts sessionGql). */
async function clickAndCollectCart(page: Page, productId: string): Promise<void> {
  const data = await sessionGql<{ addToCart: { ok: boolean; cart: { fulfilment: string } } }>(
    page,
    `mutation { addToCart(items: [{ productId: "${productId}", quantity: 1 }], fulfilment: CLICK_AND_COLLECT) { ok cart { fulfilment } } }`,
  );
  expect(data.addToCart).toEqual({ ok: true, cart: { fulfilment: "CLICK_AND_COLLECT" } });
}

test.describe("pharmacy map", () => {
  test("draws the map with one marker per pharmacy and makes no request beyond the shop", async ({ page, request }) => {
    const all = await pharmacies(request);
    expect(all.total).toBeGreaterThanOrEqual(80);
    const foreign: string[] = [];
    page.on("request", (req) => {
      const url = new URL(req.url());
      if (url.protocol !== "data:" && url.origin !== new URL(SHOP).origin) foreign.push(req.url());
    });

    await page.goto("/pharmacy-map");
    await hydrated(page);
    await expect(page).toHaveTitle(/^Apotheke finden \| /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Partnerapotheken/);
    const map = page.getByTestId("pharmacy-map");
    await expect(map.locator("svg path")).toHaveCount(4);
    await expect(map.locator("a.swiss-map__marker")).toHaveCount(all.total);
    await expect(page.getByTestId("pharmacy-card")).toHaveCount(all.total);
    // Each marker is named by pharmacy, city and state.
    const first = all.pharmacies[0]!;
    await expect(marker(page, first.id)).toHaveAttribute("aria-label", `${first.name}, ${first.city}: ${first.openNow ? "jetzt geöffnet" : "geschlossen"}`);
    await expect(card(page, first.id).getByTestId("pharmacy-status")).toContainText(first.openNow ? "Jetzt geöffnet" : "Geschlossen");
    await expect(card(page, first.id).getByTestId("pharmacy-today")).toHaveText(/^heute (geschlossen|\d\d:\d\d–\d\d:\d\d(, \d\d:\d\d–\d\d:\d\d)*)$/);
    // Open/closed filter answers what the gateway answers.
    const open = await pharmacies(request, ", openNow: true");
    await page.getByTestId("pharmacy-open-now").check();
    await expect(page).toHaveURL(/[?&]open=1/);
    await expect(page.getByTestId("pharmacy-card")).toHaveCount(open.total);
    expect(foreign).toEqual([]);
  });

  test("searches by zip while typing and by city", async ({ page, request }) => {
    const byZip = await pharmacies(request, ', search: "3011"');
    expect(byZip.total).toBeGreaterThan(0);
    await page.goto("/pharmacy-map");
    await hydrated(page);
    // With JavaScript the results follow the input (debounced), no submit needed.
    await page.getByTestId("pharmacy-search-input").pressSequentially("3011", { delay: 40 });
    await expect(page).toHaveURL(/[?&]q=3011/);
    const cards = page.getByTestId("pharmacy-card");
    await expect(cards).toHaveCount(byZip.total);
    for (const row of byZip.pharmacies) await expect(card(page, row.id)).toContainText("3011");
    await expect(page.getByTestId("pharmacy-map").locator("a.swiss-map__marker")).toHaveCount(byZip.total);

    const byCity = await pharmacies(request, ', search: "Lausanne"');
    expect(byCity.total).toBeGreaterThan(0);
    await page.getByTestId("pharmacy-search-input").fill("Lausanne");
    await page.getByTestId("pharmacy-search-input").press("Enter");
    await expect(page).toHaveURL(/[?&]q=Lausanne/);
    await expect(cards).toHaveCount(byCity.total);
    for (const row of byCity.pharmacies) await expect(card(page, row.id)).toContainText("Lausanne");

    // Nothing found: a clear empty state.
    await page.getByTestId("pharmacy-search-input").fill("Zzyzxville");
    await page.getByTestId("pharmacy-search-input").press("Enter");
    await expect(page.getByTestId("pharmacy-empty")).toBeVisible();
    await expect(page.getByTestId("pharmacy-count")).toHaveText("Keine Apotheke gefunden");
  });

  test("keyboard focus on a marker selects the list entry, and the list selects the marker", async ({ page }) => {
    await page.goto("/pharmacy-map?q=Z%C3%BCrich");
    await hydrated(page);
    const markers = page.getByTestId("pharmacy-map").locator("a.swiss-map__marker");
    expect(await markers.count()).toBeGreaterThan(1);
    const ids = await markers.evaluateAll((links) => links.map((a) => (a.getAttribute("href") ?? "").replace("#pharmacy-", "")));

    // Keyboard only: from the open-now filter, Tab reaches the "skip the map" link, then the first marker.
    await page.getByTestId("pharmacy-open-now").focus();
    await page.keyboard.press("Tab");
    if (await page.getByTestId("pharmacy-near-me").count()) await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Karte überspringen und zur Liste" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(markers.first()).toBeFocused();
    await expect(card(page, ids[0]!)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("Tab");
    await expect(markers.nth(1)).toBeFocused();
    await expect(card(page, ids[1]!)).toHaveAttribute("aria-current", "true");
    await expect(card(page, ids[0]!)).not.toHaveAttribute("aria-current", "true");

    // Clicking a list entry highlights its marker.
    await card(page, ids[0]!).locator(".pharmacy-card__address").click();
    await expect(marker(page, ids[0]!)).toHaveAttribute("aria-current", "true");
    await expect(marker(page, ids[1]!)).not.toHaveAttribute("aria-current", "true");
  });

  test("zoom: Geneva's overlapping markers are one cluster that zooms in by keyboard into separate markers", async ({ page, request }) => {
    const geneva = (await pharmacies(request)).pharmacies.filter((p) => p.city === "Genève");
    expect(geneva.length).toBeGreaterThanOrEqual(4);
    await page.goto("/pharmacy-map");
    await hydrated(page);
    const map = page.getByTestId("pharmacy-map");
    const cluster = map.getByRole("button", { name: /Apotheken bei Genève – vergrössern$/ });
    await expect(cluster).toHaveCount(1);
    for (const p of geneva) await expect(marker(page, p.id)).toBeHidden();

    // Keyboard only: Tab from "skip the map" through the clusters (drawn before single markers) reaches Geneva's; Enter zooms in.
    await page.getByRole("link", { name: "Karte überspringen und zur Liste" }).focus();
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
    for (let i = 0; i < 40 && !/bei Genève/.test(await focusedLabel()); i++) await page.keyboard.press("Tab");
    await expect(cluster).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cluster).toHaveCount(0);
    const dots: { x: number; y: number; size: number }[] = [];
    for (const p of geneva) {
      await expect(marker(page, p.id)).toBeVisible();
      const box = (await marker(page, p.id).locator("circle").last().boundingBox())!;
      dots.push({ x: box.x + box.width / 2, y: box.y + box.height / 2, size: box.width });
    }
    // separate: no two dots overlap on screen (centres at least one dot diameter apart)
    for (const [i, a] of dots.entries()) for (const b of dots.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(Math.max(a.size, b.size));

    // − key and the buttons zoom out again; arrow keys pan (the view moves)
    const zoom = async () => Number(await map.getAttribute("data-zoom"));
    const zoomed = await zoom();
    await marker(page, geneva[0]!.id).focus();
    const before = await map.locator("svg").getAttribute("viewBox");
    await page.keyboard.press("ArrowRight");
    await expect(map.locator("svg")).not.toHaveAttribute("viewBox", before!);
    await page.keyboard.press("-");
    await expect.poll(zoom).toBeLessThan(zoomed);
    await page.getByRole("button", { name: "Ganze Karte zeigen" }).click();
    await expect.poll(zoom).toBe(1);
    await expect(cluster).toHaveCount(1);
    await page.getByRole("button", { name: "Karte vergrössern" }).click();
    await expect.poll(zoom).toBe(2);
  });

  test("choose a pharmacy: 'Meine Apotheke' on the page and in the session", async ({ page, request }) => {
    const [target] = (await pharmacies(request, ', search: "Bern"')).pharmacies;
    expect(target).toBeDefined();
    await page.goto("/pharmacy-map?q=Bern");
    await hydrated(page);
    await card(page, target!.id).getByRole("button", { name: `Als meine Apotheke wählen: ${target!.name}` }).click();
    await expect(card(page, target!.id).getByTestId("pharmacy-mine")).toHaveText("Meine Apotheke");
    await expect(page.getByTestId("notification").filter({ hasText: `${target!.name} ist jetzt Ihre Apotheke.` }).first()).toBeVisible();
    await expect(page.getByTestId("pharmacy-mine-summary")).toContainText(target!.name);
    await expect(page).toHaveURL(/[?&]q=Bern/);
    await expect(marker(page, target!.id)).toHaveAttribute("aria-label", /\(meine Apotheke\)$/);
    expect(await chosenPharmacyId(page)).toBe(target!.id);
    // The session token stays in an httpOnly cookie: page JavaScript cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain("sw-context-token");
  });

  test("near me sorts by distance with the browser's position", async ({ browser }) => {
    const context = await browser.newContext({
      locale: "de-CH",
      geolocation: { latitude: 46.948, longitude: 7.4474 },
      permissions: ["geolocation"],
    });
    const page = await context.newPage();
    await page.goto("/pharmacy-map");
    await hydrated(page);
    await page.getByTestId("pharmacy-near-me").click();
    await expect(page).toHaveURL(/[?&]lat=46\.948&lng=7\.4474/);
    await expect(page.getByTestId("pharmacy-near-active")).toBeVisible();
    const first = page.getByTestId("pharmacy-card").first();
    await expect(first).toContainText("Bern");
    await expect(first.getByTestId("pharmacy-distance")).toHaveText(/^\d+ m entfernt$|^[\d.]+ km entfernt$/);
    await context.close();
  });

  test("works without JavaScript: search, choose, and back to returnTo", async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "de-CH" });
    const page = await context.newPage();
    const lugano = await pharmacies(request, ', search: "Lugano"');
    expect(lugano.total).toBeGreaterThan(0);

    await page.goto("/pharmacy-map");
    await page.getByTestId("pharmacy-search-input").fill("Lugano");
    await page.getByTestId("pharmacy-search").getByRole("button", { name: "Suchen" }).click();
    await expect(page).toHaveURL(/\/pharmacy-map\?q=Lugano$/);
    await expect(page.getByTestId("pharmacy-card")).toHaveCount(lugano.total);

    const target = lugano.pharmacies[0]!;
    await card(page, target.id).getByRole("button", { name: `Als meine Apotheke wählen: ${target.name}` }).click();
    await expect(page).toHaveURL(/\/pharmacy-map\?q=Lugano&pharmacySelected=1$/);
    await expect(page.getByTestId("pharmacy-notice")).toHaveText(`${target.name} ist jetzt Ihre Apotheke.`);
    await expect(card(page, target.id).getByTestId("pharmacy-mine")).toBeVisible();
    expect(await chosenPharmacyId(page)).toBe(target.id);

    // returnTo: after choosing, back to the given same-origin path.
    const other = lugano.pharmacies[1] ?? (await pharmacies(request, ', search: "Bern"')).pharmacies[0]!;
    await page.goto(`/pharmacy-map?q=${encodeURIComponent(other.city)}&returnTo=${encodeURIComponent("/brands?letter=A")}`);
    await expect(page.getByTestId("pharmacy-return")).toHaveAttribute("href", "/brands?letter=A");
    await card(page, other.id).getByRole("button", { name: `Als meine Apotheke wählen: ${other.name}` }).click();
    await expect(page).toHaveURL(/\/brands\?letter=A&pharmacySelected=1$/);
    expect(await chosenPharmacyId(page)).toBe(other.id);

    // A foreign returnTo is ignored (no open redirect): the shopper stays on the map.
    await page.goto(`/pharmacy-map?q=Lugano&returnTo=${encodeURIComponent("https://evil.example/")}`);
    await expect(page.getByTestId("pharmacy-return")).toHaveCount(0);
    await card(page, target.id).getByRole("button", { name: `Als meine Apotheke wählen: ${target.name}` }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/pharmacy-map\?q=Lugano&returnTo=https/);
    await expect(card(page, target.id).getByTestId("pharmacy-mine")).toBeVisible();
    await context.close();
  });

  test("in French: search, states and the choice", async ({ page, request }) => {
    const list = await pharmacies(request, ', search: "Lausanne"', "fr");
    const target = list.pharmacies[0]!;
    await page.goto("/fr/pharmacy-map");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
    await expect(page).toHaveTitle(/^Trouver une pharmacie \| /);
    await page.getByLabel("NPA, localité ou nom de la pharmacie").fill("Lausanne");
    await page.getByTestId("pharmacy-search").getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/fr\/pharmacy-map\?q=Lausanne/);
    await expect(page.getByTestId("pharmacy-card")).toHaveCount(list.total);
    await expect(card(page, target.id).getByTestId("pharmacy-status")).toContainText(target.openNow ? "Ouverte maintenant" : "Fermée");
    await expect(card(page, target.id).getByTestId("pharmacy-today")).toHaveText(/^(fermée aujourd'hui|aujourd'hui \d\d:\d\d–\d\d:\d\d.*)$/);
    await card(page, target.id).getByRole("button", { name: `Choisir comme ma pharmacie : ${target.name}` }).click();
    await expect(card(page, target.id).getByTestId("pharmacy-mine")).toHaveText("Ma pharmacie");
    await expect(page.getByTestId("notification").filter({ hasText: `${target.name} est désormais votre pharmacie.` }).first()).toBeVisible();
  });

  test("from the cart: the picker dialog chooses and closes; without JavaScript the map page returns to the cart", async ({ page, browser, request }) => {
    const [product] = await orderableProducts(request, "de", { clickAndCollect: true });
    const bern = (await pharmacies(request, ', search: "Bern"')).pharmacies;
    await clickAndCollectCart(page, product!.id);
    await page.goto("/checkout/cart");
    await hydrated(page);
    await page.getByTestId("choose-pharmacy").click();
    const picker = page.getByTestId("pharmacy-picker");
    await expect(picker).toBeVisible();
    await expect(picker.getByRole("heading", { name: "Apotheke für Click & Collect wählen" })).toBeVisible();
    await expect(picker.getByTestId("pharmacy-card").first()).toBeVisible();
    await expect(picker.locator("a.swiss-map__marker").first()).toBeAttached();
    // Escape closes without choosing; the opener gets the focus back.
    await page.keyboard.press("Escape");
    await expect(picker).toBeHidden();
    await expect(page.getByTestId("choose-pharmacy")).toBeFocused();

    await page.getByTestId("choose-pharmacy").click();
    await picker.getByTestId("pharmacy-search-input").pressSequentially("Bern", { delay: 40 });
    await expect(picker.getByTestId("pharmacy-card")).toHaveCount(bern.length);
    const target = bern[0]!;
    await picker.getByRole("button", { name: `Als meine Apotheke wählen: ${target.name}` }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByTestId("notification").filter({ hasText: `${target.name} ist jetzt Ihre Apotheke.` }).first()).toBeVisible();
    await expect(page.getByTestId("cart-pharmacy-name")).toHaveText(target.name);
    await expect(page.getByTestId("cart-pharmacy-missing")).toHaveCount(0);

    // Without JavaScript the cart links to the map page, which sends the shopper back after choosing.
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "de-CH" });
    const noJs = await context.newPage();
    await clickAndCollectCart(noJs, product!.id);
    await noJs.goto("/checkout/cart");
    await noJs.getByTestId("choose-pharmacy").click();
    await expect(noJs).toHaveURL(/\/pharmacy-map\?returnTo=%2Fcheckout%2Fcart$/);
    const other = bern[1] ?? target;
    await card(noJs, other.id).getByRole("button", { name: `Als meine Apotheke wählen: ${other.name}` }).click();
    await expect(noJs).toHaveURL(/\/checkout\/cart\?pharmacySelected=1$/);
    await expect(noJs.getByTestId("cart-pharmacy-name")).toHaveText(other.name);
    await context.close();
  });
});
