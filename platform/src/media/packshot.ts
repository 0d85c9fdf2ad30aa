import sharp from "sharp";

export interface PackshotSpec {
  background: string;
  label: string;
}

/**
 * Renders a placeholder packshot (coloured tile + product initials) as square WebP.
 * Generated locally: the machine has no internet and the catalogue ships no photos yet.
 */
export async function renderPackshot(spec: PackshotSpec, width: number): Promise<Buffer> {
  const bg = /^#[0-9a-fA-F]{3,8}$/.test(spec.background) ? spec.background : "#718096";
  const label = spec.label.replace(/[^\p{L}\p{N}]/gu, "").slice(0, 3) || "?";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="#f7fafc"/>
  <rect x="14" y="10" width="72" height="80" rx="6" fill="${bg}"/>
  <rect x="14" y="62" width="72" height="10" fill="#ffffff" fill-opacity="0.35"/>
  <text x="50" y="52" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" fill="#ffffff" text-anchor="middle">${label}</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
