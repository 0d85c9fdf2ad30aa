import { expect, test } from "./fixtures";
import { gql } from "./helpers";
import { login, PASSWORD, register, uniqueEmail, type Customer, hydrated } from "./account-support";
import { WISHLIST_STORAGE_KEY } from "../web/app/wishlist/store";

test.describe("wishlist", () => {
  test("anonymous list in the browser, merged into the account on login and cleared locally", async ({ page, request }) => {
    const products = (await gql<{ products: { items: { id: string; name: string }[] } }>(
      request,
      "query { products(limit: 3) { items { id name } } }",
    )).products.items;
    expect(products.length).toBe(3);
    const [a, b, c] = products as [(typeof products)[number], (typeof products)[number], (typeof products)[number]];

    // An account to log in to later (registration logs in: log out again by dropping the cookies).
    const customer: Customer = { email: uniqueEmail("wish"), password: PASSWORD, firstName: "Mia", lastName: "Frei" };
    await register(page, customer);
    await expect(page).toHaveURL(/\/(login|account)(\?|$)/);
    await page.context().clearCookies();

    // Anonymous: the list lives in localStorage (as the shop's wishlist buttons write it).
    await page.goto("/wishlist");
    await hydrated(page);
    await page.evaluate(([key, ids]) => localStorage.setItem(key, JSON.stringify(ids)), [WISHLIST_STORAGE_KEY, [a.id, b.id, c.id]] as const);
    await page.reload();
    await hydrated(page);
    const list = page.getByTestId("wishlist");
    await expect(list).toHaveAttribute("data-mode", "local");
    await expect(list.getByTestId("wishlist-item")).toHaveCount(3);
    await expect(list).toContainText(a.name);
    await expect(page.getByTestId("wishlist-count")).toHaveText("3");
    await expect(page.getByTestId("breadcrumbs")).toContainText("Merkliste");

    // Remove one locally.
    await list.getByRole("button", { name: `${c.name} von der Merkliste entfernen` }).click();
    await expect(list.getByTestId("wishlist-item")).toHaveCount(2);
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]"), WISHLIST_STORAGE_KEY)).toEqual([a.id, b.id]);

    // Log in from the header: back on the wishlist, now the server's, with the local items merged.
    await page.getByTestId("account-menu").getByRole("link", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fwishlist/);
    await login(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/wishlist(\?|$)/);
    const serverList = page.getByTestId("wishlist");
    await expect(serverList).toHaveAttribute("data-mode", "server");
    await expect(serverList.getByTestId("wishlist-item")).toHaveCount(2);
    await expect(serverList).toContainText(a.name);
    await expect(serverList).toContainText(b.name);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), WISHLIST_STORAGE_KEY)).toBeNull();

    // Remove on the server.
    await serverList.getByRole("button", { name: `${a.name} von der Merkliste entfernen` }).click();
    await expect(serverList.getByTestId("wishlist-item")).toHaveCount(1);

    // The server list belongs to the account: a fresh browser (anonymous) sees an empty list.
    await page.context().clearCookies();
    await page.goto("/wishlist");
    await hydrated(page);
    await expect(page.getByTestId("wishlist-empty")).toBeVisible();
  });

  test("hearts on product tiles fill the anonymous list; registering keeps it on the new account", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const tiles = page.getByTestId("product-tile");
    const first = tiles.nth(0);
    const second = tiles.nth(1);
    const ids = [await first.getAttribute("data-product-id"), await second.getAttribute("data-product-id")];
    await first.getByTestId("wishlist-button").click();
    await second.getByTestId("wishlist-button").click();
    await expect(first.getByTestId("wishlist-button")).toHaveAttribute("aria-pressed", "true");
    const stored: string[] = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]"), WISHLIST_STORAGE_KEY);
    expect([...stored].sort()).toEqual([...ids].sort());

    const customer: Customer = { email: uniqueEmail("wish-reg"), password: PASSWORD, firstName: "Lea", lastName: "Meier" };
    await register(page, customer);
    await expect(page).toHaveURL(/\/account(\?|$)/);
    await page.goto("/wishlist");
    await hydrated(page);
    const serverList = page.getByTestId("wishlist");
    await expect(serverList).toHaveAttribute("data-mode", "server");
    await expect(serverList.getByTestId("wishlist-item")).toHaveCount(2);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), WISHLIST_STORAGE_KEY)).toBeNull();
  });
});
