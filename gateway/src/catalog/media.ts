/**
 * Upstream media rows → the contract's Image (with thumbnails by width).
 */
import type { MediaRow } from "./rows.js";

export interface ThumbnailShape {
  url: string;
  width: number;
  height: number | null;
}

export interface ImageShape {
  url: string;
  alt: string | null;
  width: number | null;
  height: number | null;
  thumbnails: ThumbnailShape[];
}

function num(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** An Image from a Media row; null without a URL. */
export function imageFromMedia(media: Partial<MediaRow> | null | undefined): ImageShape | null {
  if (!media || typeof media !== "object") return null;
  const url = text(media.url) ?? text((media.translated as { url?: unknown } | undefined)?.url);
  if (!url) return null;
  const meta = media.metaData as { width?: unknown; height?: unknown } | null | undefined;
  const alt = text((media.translated as { alt?: unknown } | undefined)?.alt) ?? text(media.alt) ?? text(media.title);
  const thumbnails: ThumbnailShape[] = [];
  for (const t of Array.isArray(media.thumbnails) ? media.thumbnails : []) {
    const width = num(t?.width);
    const tUrl = text(t?.url);
    if (width !== null && tUrl) thumbnails.push({ url: tUrl, width, height: num(t.height) });
  }
  thumbnails.sort((a, b) => a.width - b.width);
  return { url, alt, width: num(meta?.width), height: num(meta?.height), thumbnails };
}

/** An Image from a bare URL (custom fields); values that are not URLs or absolute paths give null. */
export function imageFromUrl(url: unknown, alt: string | null = null): ImageShape | null {
  const value = text(url);
  if (!value || !/^(https?:\/\/|\/)/i.test(value)) return null;
  return { url: value, alt, width: null, height: null, thumbnails: [] };
}
