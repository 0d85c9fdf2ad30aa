import { imageBox, imageSrcSet, imageUrl, type ImageLike } from "~/catalog/images";

interface Props {
  image: ImageLike & { alt?: string | null };
  /** CSS width the image is laid out at (for the src width and the aspect box). */
  displayWidth: number;
  /** `sizes` attribute; defaults to the display width. */
  sizes?: string;
  alt?: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

/** Media-service image: ?width= src, srcset from thumbnails, explicit size, lazy below the fold. */
export function CatalogImage({ image, displayWidth, sizes, alt, priority = false, className }: Props) {
  const box = imageBox(image, displayWidth);
  return (
    <img
      src={imageUrl(image.url, displayWidth * 2 > 1920 ? displayWidth : displayWidth * 2)}
      srcSet={imageSrcSet(image)}
      sizes={sizes ?? `${displayWidth}px`}
      width={box.width}
      height={box.height}
      alt={alt ?? image.alt ?? ""}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}
