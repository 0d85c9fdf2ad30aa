import { expect, test } from "@playwright/test";
import { GATEWAY } from "./ports";

test("GraphiQL loads from the gateway and runs a query with no internet access", async ({ page }) => {
  const external: string[] = [];
  // Everything not on this machine is cut off, as on a machine without internet.
  await page.route("**/*", (route) => {
    const host = new URL(route.request().url()).hostname;
    if (host === "localhost" || host === "127.0.0.1") return route.continue();
    external.push(route.request().url());
    return route.abort();
  });
  await page.goto(`${GATEWAY}/graphiql?query=${encodeURIComponent("{ ping languages { locale code } }")}`);
  const run = page.getByRole("button", { name: /execute query/i });
  await expect(run).toBeVisible({ timeout: 20_000 });
  await run.click();
  await expect(page.locator(".graphiql-response")).toContainText('"ping": true', { timeout: 15_000 });
  await expect(page.locator(".graphiql-response")).toContainText("it-CH");
  expect(external).toEqual([]);
});
