import type { Row } from "../db/translations.js";
import { translator } from "../db/translations.js";
import { THUMBNAIL_WIDTHS, mediaUrl } from "./urls.js";

/** Renders a media row as Shopware's Media entity, with thumbnails pointing at the resizing route. */
export function mediaEntity(m: Row, translations: Map<string, Row> | undefined, chain: string[], baseUrl: string): Row {
  const t = translator(translations, chain);
  const file = m.file_name as string;
  const ext = m.file_extension as string;
  return {
    id: m.id,
    mimeType: m.mime_type,
    fileExtension: ext,
    uploadedAt: m.uploaded_at,
    fileName: file,
    fileSize: m.file_size ?? null,
    metaData: m.width ? { width: m.width, height: m.height, type: 2 } : null,
    config: null,
    alt: t.own("alt"),
    title: t.own("title"),
    url: mediaUrl(baseUrl, file, ext),
    path: `media/${file}.${ext}`,
    hasFile: true,
    private: !!m.private,
    customFields: null,
    createdAt: m.uploaded_at,
    updatedAt: null,
    translated: { alt: t.tr("alt"), title: t.tr("title"), customFields: [] },
    // only images get (on-demand rendered) thumbnails; downloads such as PDFs have none
    thumbnails: (String(m.mime_type).startsWith("image/") ? THUMBNAIL_WIDTHS : []).map((w) => ({
      id: `${String(m.id).slice(0, 28)}${w.toString(16).padStart(4, "0")}`,
      mediaId: m.id,
      mediaThumbnailSizeId: null,
      width: w,
      // thumbnails keep the picture's proportions (wide banners are not square)
      height: m.width && m.height ? Math.round((w * Number(m.height)) / Number(m.width)) : w,
      url: mediaUrl(baseUrl, file, ext, w),
      path: `media/${file}.${ext}?width=${w}`,
      customFields: null,
      createdAt: m.uploaded_at,
      updatedAt: null,
      apiAlias: "media_thumbnail",
    })),
    apiAlias: "media",
  };
}
