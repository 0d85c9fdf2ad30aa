/**
 * Image URLs of the media service (SPEC §9): `?width=` rounded up to the next 100 (default 800),
 * capped at 1900 above 1920; srcset from the payload's thumbnails.
 */
import { renderMemo } from "~/components/renderMemo";

export interface ImageLike {
  url: string;
  width?: number | null;
  height?: number | null;
  /** `url` is absent where the page loader left out the media service's own `?width=` URL (thumbnailsWithoutDerivedUrls). */
  thumbnails?: readonly { url?: string; width: number; height?: number | null }[] | null;
}

export const DEFAULT_IMAGE_WIDTH = 800;

export function roundImageWidth(width?: number | null): number {
  if (width == null || !Number.isFinite(width) || width <= 0) return DEFAULT_IMAGE_WIDTH;
  if (width > 1920) return 1900;
  return Math.ceil(width / 100) * 100;
}

const sizedUrls = renderMemo<string>(20_000);

/** The media URL asking for `width` (any existing width parameter replaced). */
export function imageUrl(url: string, width?: number | null): string {
  const rounded = roundImageWidth(width);
  // Every card asks for its cover three or four times per render (src + srcset) and the same covers on every page:
  // URLSearchParams parsing and printing was the largest part of an image's server render.
  return sizedUrls(`${rounded} ${url}`, () => {
    const [base, query = ""] = url.split("?", 2);
    const params = new URLSearchParams(query);
    params.set("width", String(rounded));
    return `${base}?${params.toString()}`;
  });
}

/** "url 200w, url 400w, …" from the thumbnails (falls back to sized media URLs). */
export function imageSrcSet(image: ImageLike, fallbackWidths: readonly number[] = [200, 400, 800]): string {
  const thumbs = (image.thumbnails ?? []).filter((thumb) => thumb.width > 0);
  if (thumbs.length > 0) {
    const unique = new Map<number, string>();
    for (const thumb of [...thumbs].sort((a, b) => a.width - b.width)) unique.set(thumb.width, thumb.url ?? imageUrl(image.url, thumb.width));
    return [...unique].map(([width, url]) => `${url} ${width}w`).join(", ");
  }
  return fallbackWidths.map((width) => `${imageUrl(image.url, width)} ${roundImageWidth(width)}w`).join(", ");
}

/** Width/height attributes (reserving space against layout shift) scaled to `displayWidth`. */
export function imageBox(image: ImageLike, displayWidth: number): { width: number; height: number } {
  const width = image.width ?? 0;
  const height = image.height ?? 0;
  if (width > 0 && height > 0) return { width: displayWidth, height: Math.round((height / width) * displayWidth) };
  return { width: displayWidth, height: displayWidth };
}

/**
 * Loader data: a thumbnail whose URL is the media service's `?width=` URL of its own width (this shop's media service
 * serves its thumbnails that way) is serialised as its width only — `imageSrcSet` builds the same URL again. About
 * 80 bytes per thumbnail, three per image. Other thumbnail URLs (a Shopware thumbnail file) stay. The generated types
 * still show `url`: read thumbnails through `imageSrcSet` only. Returns the image's `thumbnails` to serialise
 * (catalog/pageData.ts); new objects, never changed ones: a thumbnail may be shared with another image.
 */
export function thumbnailsWithoutDerivedUrls(image: Record<string, unknown>): unknown {
  const { url, thumbnails } = image;
  if (typeof url !== "string" || !Array.isArray(thumbnails)) return thumbnails;
  return (thumbnails as { url?: unknown; width?: unknown }[]).map((thumb) =>
    typeof thumb.width === "number" && thumb.url === imageUrl(url, thumb.width) ? { width: thumb.width } : thumb,
  );
}
