import { expect, test } from "./fixtures";
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
  // The query from the link is in the editor; the editor (monaco, local workers) may still be starting.
  await expect(page.locator(".graphiql-query-editor")).toContainText("ping");
  const response = page.locator(".graphiql-response");
  await expect(async () => {
    await run.click();
    await expect(response).toContainText('"ping": true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.locator(".graphiql-response")).toContainText("it-CH");
  expect(external).toEqual([]);
});
