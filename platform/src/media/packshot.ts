import sharp from "sharp";

export interface PackshotSpec {
  background: string;
  /** initials, the fallback when no name is known (older databases, banners) */
  label: string;
  /** brand printed on the pack */
  brand?: string;
  /** product name printed on the pack (German, the catalogue's base language) */
  title?: string;
  /** "banner": a text-free campaign picture (one image serves all three languages) */
  kind?: "pack" | "banner";
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

/**
 * Renders a placeholder packshot as square WebP: a pack in the product's colour with brand, name and
 * initials, the way a pharmacy shelf shows it. Generated locally: the machine has no internet and the
 * catalogue ships no photos.
 */
export async function renderPackshot(spec: PackshotSpec, width: number): Promise<Buffer> {
  const bg = /^#[0-9a-fA-F]{3,8}$/.test(spec.background) ? spec.background : "#718096";
  if (spec.kind === "banner") return renderBanner(bg, width);
  const label = spec.label.replace(/[^\p{L}\p{N}]/gu, "").slice(0, 3) || "?";
  const title = spec.title ? wrap(spec.title, 16, 3) : [];
  const brand = spec.brand ? spec.brand.toUpperCase().slice(0, 22) : "";
  const titleLines = title
    .map((line, i) => `<text x="50" y="${51 + i * 7}" font-family="${FONT}" font-size="5.6" font-weight="700" fill="#1a202c" text-anchor="middle">${xml(line)}</text>`)
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="#f7fafc"/>
  <rect x="19" y="9" width="66" height="84" rx="3" fill="#000" fill-opacity="0.08"/>
  <rect x="17" y="7" width="66" height="84" rx="3" fill="${bg}"/>
  <rect x="21" y="44" width="58" height="${title.length > 0 ? 3 + title.length * 7 : 14}" rx="2" fill="#ffffff" fill-opacity="0.92"/>
  ${brand ? `<text x="50" y="18" font-family="${FONT}" font-size="5" font-weight="700" letter-spacing="0.6" fill="#ffffff" text-anchor="middle">${xml(brand)}</text>` : ""}
  <text x="50" y="${title.length > 0 ? 37 : 40}" font-family="${FONT}" font-size="${title.length > 0 ? 15 : 24}" font-weight="700" fill="#ffffff" fill-opacity="0.95" text-anchor="middle">${xml(label)}</text>
  ${titleLines || `<rect x="21" y="50" width="58" height="2" fill="${bg}" fill-opacity="0.4"/>`}
  <rect x="17" y="82" width="66" height="4" fill="#ffffff" fill-opacity="0.35"/>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}

/** Campaign picture without words: colour field, soft circles and the pharmacy cross. */
async function renderBanner(bg: string, width: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="${bg}"/>
  <circle cx="12" cy="20" r="30" fill="#ffffff" fill-opacity="0.10"/>
  <circle cx="92" cy="78" r="38" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="70" cy="12" r="12" fill="#ffffff" fill-opacity="0.08"/>
  <g transform="translate(50 50)" fill="#ffffff" fill-opacity="0.9">
    <rect x="-5" y="-15" width="10" height="30" rx="2"/>
    <rect x="-15" y="-5" width="30" height="10" rx="2"/>
  </g>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}
