import { describe, expect, it } from "vitest";
import { simulatorPage } from "../src/payment/simulator-page.js";

describe("payment simulator page in French: the shop's typography (issue 24)", () => {
  it("no-break spaces before : and ?, none plain", () => {
    const html = simulatorPage("fr", { token: "t".repeat(40), orderNumber: "10001", amount: 12.5, methodName: "TWINT" });
    expect(html).toContain("Environnement de test\u00a0: cette page");
    expect(html).toContain("doit-il se terminer\u202f?");
    expect(html).not.toMatch(/\S [:?;!](?=[\s<]|$)/);
  });
});
