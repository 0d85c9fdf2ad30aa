import sharp from "sharp";
import { packText, type NamesByLanguage } from "./pack-text.js";

export interface PackshotSpec {
  background: string;
  /** initials, the fallback when no name is known (older databases, banners) */
  label: string;
  /** brand printed on the pack */
  brand?: string;
  /** the product's de/fr/it names: the pack prints their shared part once and the rest side by side (./pack-text.ts) */
  names?: NamesByLanguage;
  /** databases seeded before `names`: the German name only */
  title?: string;
  /** "banner": a text-free campaign picture (one image serves all three languages) */
  kind?: "pack" | "banner";
  /** banners: height ÷ width (wide, low pictures; square when absent) */
  ratio?: number;
}

const FONT = "DejaVu Sans, Arial, sans-serif";

/** Text inside SVG is markup: escape it, so product data can never inject elements. */
function xml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** Greedy word wrap into at most `lines` lines of about `width` characters (the last one ellipsised). */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + " " + word).length > width) {
      out.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) out.push(line);
  if (out.length > lines) {
    out.length = lines;
    out[lines - 1] = `${out[lines - 1]!.slice(0, width - 1)}…`;
  }
  return out;
}

/** Characters of the small type that fit the pack's width. */
const SMALL_WIDTH = 31;

/** The lines in the pack's white field: bold shared name, then the per-language lines in smaller type. */
function fieldLines(spec: PackshotSpec): { text: string; size: number; bold: boolean }[] {
  if (spec.names) {
    const { neutral, languages } = packText(spec.names);
    const lines = wrap(neutral, 16, 2).map((text) => ({ text, size: 5.6, bold: true }));
    // Side-by-side lines wrap in reading order (de · fr · it), as on a real pack; the German name alone never fills the field.
    const small = languages.flatMap((line) => wrap(line, SMALL_WIDTH, 3));
    return [...lines, ...small.slice(0, 7 - lines.length).map((text) => ({ text, size: 3.5, bold: false }))];
  }
  return (spec.title ? wrap(spec.title, 16, 3) : []).map((text) => ({ text, size: 5.6, bold: true }));
}

/**
 * The placeholder packshot as SVG: a pack in the product's colour with brand, initials and the name in
 * every national language, the way a pharmacy shelf shows it. Generated locally: the machine has no
 * internet and the catalogue ships no photos.
 */
export function packshotSvg(spec: PackshotSpec, width: number): string {
  const bg = /^#[0-9a-fA-F]{3,8}$/.test(spec.background) ? spec.background : "#718096";
  const label = spec.label.replace(/[^\p{L}\p{N}]/gu, "").slice(0, 3) || "?";
  const lines = fieldLines(spec);
  const brand = spec.brand ? spec.brand.toUpperCase().slice(0, 22) : "";
  let y = 41;
  const text = lines
    .map((line) => {
      y += line.size + 1.4;
      return `<text x="50" y="${y.toFixed(1)}" font-family="${FONT}" font-size="${line.size}" font-weight="${line.bold ? 700 : 400}" fill="#1a202c" text-anchor="middle">${xml(line.text)}</text>`;
    })
    .join("");
  const fieldHeight = lines.length > 0 ? y - 41 + 3 : 14;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="#f7fafc"/>
  <rect x="19" y="9" width="66" height="84" rx="3" fill="#000" fill-opacity="0.08"/>
  <rect x="17" y="7" width="66" height="84" rx="3" fill="${bg}"/>
  <rect x="21" y="41" width="58" height="${fieldHeight.toFixed(1)}" rx="2" fill="#ffffff" fill-opacity="0.92"/>
  ${brand ? `<text x="50" y="18" font-family="${FONT}" font-size="5" font-weight="700" letter-spacing="0.6" fill="#ffffff" text-anchor="middle">${xml(brand)}</text>` : ""}
  <text x="50" y="${lines.length > 0 ? 35 : 40}" font-family="${FONT}" font-size="${lines.length > 0 ? 14 : 24}" font-weight="700" fill="#ffffff" fill-opacity="0.95" text-anchor="middle">${xml(label)}</text>
  ${text || `<rect x="21" y="50" width="58" height="2" fill="${bg}" fill-opacity="0.4"/>`}
  <rect x="17" y="82" width="66" height="4" fill="#ffffff" fill-opacity="0.35"/>
</svg>`;
}

/** Renders the packshot as square WebP (banners: the text-free campaign picture). */
export async function renderPackshot(spec: PackshotSpec, width: number): Promise<Buffer> {
  if (spec.kind === "banner") {
    const bg = /^#[0-9a-fA-F]{3,8}$/.test(spec.background) ? spec.background : "#718096";
    return renderBanner(bg, width, bannerHeight(width, spec.ratio));
  }
  return sharp(Buffer.from(packshotSvg(spec, width))).webp({ quality: 82 }).toBuffer();
}

/** A banner's pixel height at `width`: its ratio clamped to sensible pictures (1:5 … square). */
export function bannerHeight(width: number, ratio: number | undefined): number {
  const r = typeof ratio === "number" && Number.isFinite(ratio) ? Math.min(1, Math.max(0.2, ratio)) : 1;
  return Math.round(width * r);
}

/**
 * Campaign picture without words (one picture serves de/it/fr; the CMS text beside it carries the message): a colour
 * gradient, soft circles and a still life of pharmacy things — a pack with the cross, a capsule, a tube and a leaf —
 * centred in whatever width the banner has, so wide, low category banners and the home hero share one design.
 */
async function renderBanner(bg: string, width: number, height: number): Promise<Buffer> {
  const h = (100 * height) / width;
  const cx = 50;
  const cy = h / 2;
  const u = Math.min(h, 60) / 60; // scale of the still life: fits low banners
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 ${h.toFixed(2)}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${bg}" stop-opacity="0.78"/></linearGradient></defs>
  <rect width="100" height="${h.toFixed(2)}" fill="#1a202c"/>
  <rect width="100" height="${h.toFixed(2)}" fill="url(#g)"/>
  <circle cx="8" cy="${(h * 0.15).toFixed(2)}" r="${(h * 0.5).toFixed(2)}" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="94" cy="${(h * 0.9).toFixed(2)}" r="${(h * 0.6).toFixed(2)}" fill="#ffffff" fill-opacity="0.10"/>
  <g transform="translate(${cx} ${cy.toFixed(2)}) scale(${u.toFixed(3)})">
    <ellipse cx="0" cy="22" rx="34" ry="3" fill="#000000" fill-opacity="0.12"/>
    <rect x="-14" y="-20" width="22" height="42" rx="2.5" fill="#ffffff"/>
    <rect x="-14" y="-20" width="22" height="8" rx="2.5" fill="#ffffff" fill-opacity="0.6"/>
    <g transform="translate(-3 3)" fill="${bg}"><rect x="-2.2" y="-7" width="4.4" height="14" rx="1"/><rect x="-7" y="-2.2" width="14" height="4.4" rx="1"/></g>
    <g transform="translate(20 14) rotate(-30)"><rect x="-9" y="-3.5" width="18" height="7" rx="3.5" fill="#ffffff"/><rect x="0" y="-3.5" width="9" height="7" rx="3.5" fill="#fbd38d"/></g>
    <g transform="translate(-27 6) rotate(12)"><rect x="-3.5" y="-14" width="7" height="26" rx="1.5" fill="#e2e8f0"/><rect x="-2.5" y="-18" width="5" height="5" rx="1" fill="#ffffff"/></g>
    <path d="M16 -6 C 26 -16, 34 -10, 30 0 C 22 2, 16 -2, 16 -6 Z" fill="#c6f6d5"/>
  </g>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}
