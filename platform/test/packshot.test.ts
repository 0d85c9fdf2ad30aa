import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { packshotSvg, renderPackshot } from "../src/media/packshot.js";
import { PRODUCTS } from "../src/seed/data.js";

describe("generated packshots", () => {
  it("print brand and name on a square webp pack at the requested width", async () => {
    const image = await renderPackshot({ background: "#2b6cb0", label: "AM", brand: "Bayer", title: "Aspirin 500 mg, 20 Tabletten" }, 400);
    const meta = await sharp(image).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 400, height: 400 });
  });

  it("keep product text inert: markup in a name is printed, never parsed as SVG", async () => {
    const hostile = `Crème "extra" & <script>alert(1)</script></text><image href="http://evil.example/x.png"/>`;
    const image = await renderPackshot({ background: "#38a169", label: "CR", brand: "A&B <Pharma>", title: hostile }, 300);
    expect((await sharp(image).metadata()).format).toBe("webp");
  });

  it("banners carry no words (one picture serves de, it and fr) and fall back to a neutral colour", async () => {
    const image = await renderPackshot({ background: "not-a-colour", label: "WIN", kind: "banner" }, 500);
    const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(500);
    // the corner pixel is the fallback grey (#718096), lightened a little by a decorative circle at most
    expect(data[0]).toBeGreaterThanOrEqual(0x60);
    expect(data[2]).toBeGreaterThanOrEqual(0x90);
  });

  it("banners keep their wide, low proportions at every width (hero 3:5, category banner 3:10), clamped to 1:5 … square", async () => {
    for (const [width, ratio, height] of [[400, 0.6, 240], [1900, 0.3, 570], [800, 0.05, 160], [300, 4, 300]] as const) {
      const meta = await sharp(await renderPackshot({ background: "#2b6cb0", label: "WIN", kind: "banner", ratio }, width)).metadata();
      expect(meta).toMatchObject({ format: "webp", width, height });
    }
  });

  it("a medicine's pack reads in every language: each word of its de, fr and it names is printed, the shared ones once", () => {
    for (const number of ["SW10001", "SW10002", "SW10003"]) {
      const product = PRODUCTS.find((p) => p.number === number)!;
      const svg = packshotSvg({ background: "#2b6cb0", label: "AS", brand: "Bayer", names: product.name }, 400);
      const printed = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!).join(" ");
      const printedWords = new Set(printed.split(/[\s·]+/).filter(Boolean));
      for (const lang of ["de", "fr", "it"] as const) {
        for (const word of product.name[lang].replace(/,/g, "").split(/\s+/)) expect(printedWords, `${number} ${lang}: ${word}`).toContain(word);
      }
      // Shared words (brand, strength, count) once: "Aspirin 500 mg" and "20" are not repeated per language.
      expect(printed.match(new RegExp(product.name.de.split(" ")[0]!, "g")), number).toHaveLength(1);
    }
    expect(packshotSvg({ background: "#2b6cb0", label: "AS", names: PRODUCTS.find((p) => p.number === "SW10001")!.name }, 400)).toContain("20 Tabletten · comprimés ·");
  });
});

