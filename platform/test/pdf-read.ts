/**
 * Reading a PDF as a shopper's or accountant's tools do (poppler's pdftotext / pdftoppm, installed by scripts/lib.sh),
 * and decoding the Swiss QR-bill on its last page with jsQR. Shared by the platform tests and the e2e tests.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import jsqr from "jsqr";
import { PNG } from "pngjs";

// jsqr is CommonJS: depending on the loader (vitest's ESM, Playwright's transpiler) the default import is its
// function or the module whose `default` is the function
type DecodeQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQR = ((jsqr as unknown as { default?: DecodeQr }).default ?? jsqr) as unknown as DecodeQr;

function withFile<T>(pdf: Buffer, read: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), "pdf-read-"));
  try {
    const file = path.join(dir, "document.pdf");
    writeFileSync(file, pdf);
    return read(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of every page, layout kept (pdftotext -layout). */
export function pdfText(pdf: Buffer): string {
  return withFile(pdf, (file) => execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }));
}

/** The lines of the QR code on the last page (the payment part), or null when there is none. */
export function qrPayload(pdf: Buffer): string[] | null {
  return withFile(pdf, (file, dir) => {
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))![1]);
    execFileSync("pdftoppm", ["-png", "-r", "150", "-f", String(pages), "-l", String(pages), file, path.join(dir, "page")]);
    const png = readdirSync(dir).find((f) => f.startsWith("page") && f.endsWith(".png"))!;
    const image = PNG.sync.read(readFileSync(path.join(dir, png)));
    const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    return code ? code.data.split(/\r?\n/) : null;
  });
}

/** pdfinfo's facts (Title, Tagged, Pages …) and, for a tagged PDF, its structure tree with each element's text. */
export function pdfStructure(pdf: Buffer): { info: string; tree: string } {
  return withFile(pdf, (file) => ({
    info: execFileSync("pdfinfo", [file], { encoding: "utf8" }),
    tree: execFileSync("pdfinfo", ["-struct-text", file], { encoding: "utf8" }),
  }));
}
