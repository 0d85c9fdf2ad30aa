/**
 * Every control boundary and focus indicator keeps a contrast of at least 3:1 (WCAG 1.4.11, issue 24 item 6): the colours
 * live as custom properties in app.css, so checking the tokens keeps a later palette change from fading them again.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const appDir = new URL("../app/", import.meta.url);
const css = readFileSync(new URL("styles/app.css", appDir), "utf8");
const stylesheets = readdirSync(appDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".css"))
  .map((file) => ({ file, source: readFileSync(new URL(file, appDir), "utf8") }));

/** The custom properties of the first `:root` block, with `var(--x)` references resolved. */
function tokens(source: string): Map<string, string> {
  const root = /:root\s*{([^}]*)}/.exec(source)?.[1] ?? "";
  const raw = new Map(Array.from(root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g), (m) => [m[1]!, m[2]!.trim()] as const));
  const resolve = (value: string, depth = 0): string =>
    depth > 10 ? value : value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => resolve(raw.get(name) ?? "", depth + 1));
  return new Map(Array.from(raw, ([name, value]) => [name, resolve(value)]));
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(match[1]!.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const palette = tokens(css);

// [foreground token, background token]: each boundary or indicator against every surface it is drawn on.
const pairs: [string, string][] = [
  ["--control-border", "--surface"],
  ["--control-border", "--green-50"],
  ["--focus", "--surface"],
  ["--focus", "--green-50"],
  ["--selected-edge", "--surface"],
  ["--selected-edge", "--selected"],
  ["--star-filled", "--surface"],
  ["--star-empty", "--surface"],
];

describe("design tokens: control boundaries and focus indicators", () => {
  it.each(pairs)("%s on %s is at least 3:1", (foreground, background) => {
    const fg = palette.get(foreground);
    const bg = palette.get(background);
    expect(fg, foreground).toBeDefined();
    expect(bg, background).toBeDefined();
    expect(contrast(fg!, bg!)).toBeGreaterThanOrEqual(3);
  });

  it("every field's border is drawn with a token of at least 3:1, never the decorative --line", () => {
    const weak: string[] = [];
    for (const { file, source } of stylesheets) {
      for (const [, selector, body] of source.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{}]+){([^{}]*)}/g)) {
        if (!/\b(input|select|textarea)\b|form-field__control/.test(selector!)) continue;
        for (const [declaration, value] of body!.matchAll(/border(?:-[a-z]+)*\s*:\s*([^;]+)/g)) {
          const hex = /#[0-9a-f]{6}\b/i.exec(value!)?.[0];
          if (value!.includes("var(--line)") || (hex && contrast(hex, "#ffffff") < 3)) weak.push(`${file}: ${selector!.trim()} { ${declaration} }`);
        }
      }
    }
    expect(weak).toEqual([]);
  });

  it("computes WCAG contrast (black on white is 21:1, the old input border #8a9a92 fails)", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#8a9a92", "#ffffff")).toBeLessThan(3);
  });
});
