import { describe, expect, it } from "vitest";
import { cmsElement, configValue } from "../../src/content/cms.js";
import type { CmsSlotRow } from "../../src/content/rows.js";

const slot = (type: string, config: Record<string, { source: string; value: unknown }>, data: Record<string, unknown> | null) =>
  ({ id: "s1", slot: "content", type, blockId: "b1", config, translated: { config }, data, apiAlias: "cms_slot" }) as unknown as CmsSlotRow;

describe("CMS slots with mapped config (real Shopware and the platform put the mapped value into data)", () => {
  it("a mapped text shows the resolved data.content, never the mapping path", () => {
    const s = slot("text", { content: { source: "mapped", value: "category.description" } }, { content: "<p>Rezeptfreie Medikamente</p>", apiAlias: "cms_text" });
    expect(cmsElement(s, "de")).toMatchObject({ __typename: "CmsText", html: "<p>Rezeptfreie Medikamente</p>" });
    // an unresolved mapping (data missing) renders empty rather than the path
    expect(cmsElement(slot("text", { content: { source: "mapped", value: "category.description" } }, null), "de")).toMatchObject({ html: "" });
  });

  it("data.content wins over static config (Shopware resolves {{ placeholders }} into data)", () => {
    const s = slot("text", { content: { source: "static", value: "<h1>{{ category.name }}</h1>" } }, { content: "<h1>Medikamente</h1>" });
    expect(cmsElement(s, "de")).toMatchObject({ html: "<h1>Medikamente</h1>" });
    expect(cmsElement(slot("text", { content: { source: "static", value: "<p>Hallo</p>" } }, null), "de")).toMatchObject({ html: "<p>Hallo</p>" });
  });

  it("configValue reads static values and treats mapped ones as absent", () => {
    const s = slot("image", { media: { source: "mapped", value: "category.media" }, displayMode: { source: "static", value: "cover" } }, null);
    expect(configValue(s, "media")).toBeUndefined();
    expect(configValue(s, "displayMode")).toBe("cover");
  });
});
