import type { FastifyInstance } from "fastify";
import type { Db } from "../db/connection.js";
import { parseJson } from "../db/translations.js";
import { errorBody } from "../http/errors.js";
import { renderPackshot, type PackshotSpec } from "./packshot.js";
import { normaliseWidth } from "./urls.js";
import { isLeafletSpec } from "./leaflet.js";
import { renderLeafletPdf } from "../document/pdf.js";

const CACHE_LIMIT = 300;

/**
 * GET /media/{fileName}.webp?width=N and /media/{fileName}.pdf (package leaflets) — public (no access key), like
 * Shopware's public media files; private rows (order downloads) are never served here.
 */
export function mediaRoutes(app: FastifyInstance, db: Db): void {
  // Rendering costs ~10-30 ms; keep recent renders (small WebPs) in memory, oldest evicted first.
  const cache = new Map<string, Buffer>();
  const find = db.prepare("SELECT render, uploaded_at FROM media WHERE file_name = ? AND file_extension = ? AND private = 0");

  app.get<{ Params: { file: string }; Querystring: { width?: string } }>("/media/:file", async (req, reply) => {
    const match = /^([A-Za-z0-9_-]+)\.(webp|pdf)$/.exec(req.params.file);
    const row = match ? (find.get(match[1], match[2]) as { render: string | null; uploaded_at: string } | undefined) : undefined;
    const notFound = () => reply.code(404).send(errorBody(404, "CONTENT__MEDIA_NOT_FOUND", `Media for file "${req.params.file}" not found.`));
    if (!match || !row) return notFound();
    if (match[2] === "pdf") {
      const spec = parseJson<unknown>(row.render, null);
      if (!isLeafletSpec(spec)) return notFound();
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `inline; filename="${match[1]}.pdf"`)
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(await renderLeafletPdf(spec, row.uploaded_at));
    }
    const width = normaliseWidth(req.query.width);
    const key = `${match[1]}@${width}`;
    let image = cache.get(key);
    if (!image) {
      image = await renderPackshot(parseJson<PackshotSpec>(row.render, { background: "#718096", label: "?" }), width);
      cache.set(key, image);
      if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    }
    reply
      .header("content-type", "image/webp")
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-image-width", String(width))
      .send(image);
  });
}
