/** Thumbnail widths advertised in media payloads; the image route renders any width on demand. */
export const THUMBNAIL_WIDTHS = [400, 800, 1900] as const;

/**
 * Width normalisation from the spec: round up to the next 100 (default 800);
 * anything that would exceed 1920 is capped at 1900.
 */
export function normaliseWidth(requested: unknown): number {
  const n = typeof requested === "string" && requested.trim() !== "" ? Number(requested) : typeof requested === "number" ? requested : NaN;
  if (!Number.isFinite(n) || n <= 0) return 800;
  const rounded = Math.ceil(n / 100) * 100;
  return rounded > 1920 ? 1900 : rounded;
}

export function mediaUrl(baseUrl: string, fileName: string, extension: string, width?: number): string {
  return `${baseUrl}/media/${fileName}.${extension}${width ? `?width=${width}` : ""}`;
}
