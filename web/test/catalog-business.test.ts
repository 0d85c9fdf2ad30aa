import { buildSchema, isInterfaceType, isUnionType } from "graphql";
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { COLLECTION_COSTS, RETURNS } from "~/business/constants";
import { formatChf, formatPercent } from "~/business/format";
import { CATALOG_POSSIBLE_TYPES } from "~/catalog/possibleTypes";
import { isValidSplat } from "~/catalog/validation";
import { claimReload, isChunkLoadError, RELOAD_GUARD_KEY } from "~/components/layout/ChunkReload";
import { navTarget } from "~/i18n/links";

describe("business constants (SPEC §9)", () => {
  // shipping and invoice terms are @shop/rules' (test/shipping-info-render.test.tsx renders them)
  it("returns and collection costs", () => {
    expect(RETURNS.days).toBe(14);
    expect(COLLECTION_COSTS.map((row) => row.maxCost)).toEqual([80, 175, 230, 860, null]);
    expect(COLLECTION_COSTS.at(-1)?.percentage).toBe(0.09);
  });

  it("formats with Intl per language", () => {
    expect(formatChf(7.7, "de")).toMatch(/^CHF\s7\.70$/);
    expect(formatChf(7.7, "fr")).toMatch(/7[.,]70\sCHF|CHF\s7[.,]70/);
    expect(formatPercent(0.05, "de")).toMatch(/^5\s?%$/);
  });
});

describe("safe links (SPEC §2)", () => {
  it("keeps CMS and navigation links inside the shop unless explicitly external", () => {
    expect(navTarget("/b/alpina", false, "fr")).toEqual({ kind: "internal", to: "/fr/b/alpina" });
    expect(navTarget("https://brand.example", false, "de")).toEqual({ kind: "none" });
    expect(navTarget("https://brand.example", true, "de")).toEqual({ kind: "external", href: "https://brand.example/" });
    expect(navTarget("JaVaScRiPt:alert(1)", true, "de")).toEqual({ kind: "none" });
    expect(navTarget(" vbscript:msgbox", false, "it")).toEqual({ kind: "none" });
    expect(navTarget("/\\evil.example", false, "de")).toEqual({ kind: "none" });
  });

  it("catch-all splats: no dot segments, control characters or endless paths", () => {
    expect(isValidSplat("bestseller")).toBe(true);
    expect(isValidSplat("hautpflege/gesichtscreme")).toBe(true);
    expect(isValidSplat(undefined)).toBe(false);
    expect(isValidSplat("")).toBe(false);
    expect(isValidSplat("../etc/passwd")).toBe(false);
    expect(isValidSplat("a\u0000b")).toBe(false);
    expect(isValidSplat("x".repeat(1001))).toBe(false);
  });
});

describe("chunk-load reload guard", () => {
  const memory = () => {
    const store = new Map<string, string>();
    return { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value), store };
  };

  it("recognises chunk-load errors", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new Error("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it("reloads once per path within 10 s", () => {
    const storage = memory();
    expect(claimReload(storage, "/a", 1000)).toBe(true);
    expect(JSON.parse(storage.store.get(RELOAD_GUARD_KEY)!)).toEqual({ path: "/a", expires: 11_000 });
    expect(claimReload(storage, "/a", 5000)).toBe(false);
    expect(claimReload(storage, "/a", 11_001)).toBe(true);
    expect(claimReload(storage, "/b", 11_002)).toBe(true);
  });

  it("never reloads when storage is unavailable", () => {
    const broken = { getItem: () => { throw new Error("denied"); }, setItem: () => undefined };
    expect(claimReload(broken, "/a")).toBe(false);
  });
});

describe("Apollo possibleTypes", () => {
  it("list every member of the catalogue unions and interfaces in schema/", () => {
    const dir = fileURLToPath(new URL("../../schema/", import.meta.url));
    const sdl = readdirSync(dir)
      .filter((file) => file.endsWith(".graphql"))
      .map((file) => readFileSync(`${dir}${file}`, "utf8"))
      .join("\n");
    const schema = buildSchema(sdl);
    for (const [name, members] of Object.entries(CATALOG_POSSIBLE_TYPES)) {
      const type = schema.getType(name);
      const actual = isUnionType(type) ? type.getTypes().map((t) => t.name) : isInterfaceType(type) ? schema.getPossibleTypes(type).map((t) => t.name) : [];
      expect([...actual].sort(), name).toEqual([...members].sort());
    }
  });
});

describe("refused input from the gateway", () => {
  it("BAD_USER_INPUT becomes a 400 with the gateway's localised messages, NOT_FOUND a 404", async () => {
    const { clientInputErrorFor } = await import("~/apollo/errors");
    expect(clientInputErrorFor([{ message: "Seite 40 gibt es nicht.", extensions: { code: "BAD_USER_INPUT" } }])).toEqual({
      status: 400,
      messages: ["Seite 40 gibt es nicht."],
    });
    expect(clientInputErrorFor([{ message: "x", extensions: { code: "NOT_FOUND" } }])?.status).toBe(404);
    // Anything else stays a gateway failure (502/503 elsewhere).
    expect(clientInputErrorFor([{ message: "x", extensions: { code: "UPSTREAM_ERROR" } }])).toBeUndefined();
    expect(clientInputErrorFor([])).toBeUndefined();
  });
});
