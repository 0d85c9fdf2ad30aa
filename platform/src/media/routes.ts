import type { FastifyInstance } from "fastify";
import type { Db } from "../db/connection.js";
import { parseJson } from "../db/translations.js";
import { errorBody } from "../http/errors.js";
import { renderPackshot, type PackshotSpec } from "./packshot.js";
import { normaliseWidth } from "./urls.js";

const CACHE_LIMIT = 300;

/** GET /media/{fileName}.webp?width=N — public (no access key), like Shopware's public media files. */
export function mediaRoutes(app: FastifyInstance, db: Db): void {
  // Rendering costs ~10-30 ms; keep recent renders (small WebPs) in memory, oldest evicted first.
  const cache = new Map<string, Buffer>();
  const find = db.prepare("SELECT render FROM media WHERE file_name = ? AND file_extension = ?");

  app.get<{ Params: { file: string }; Querystring: { width?: string } }>("/media/:file", async (req, reply) => {
    const match = /^([A-Za-z0-9_-]+)\.(webp)$/.exec(req.params.file);
    const row = match ? (find.get(match[1], match[2]) as { render: string | null } | undefined) : undefined;
    if (!match || !row) {
      reply.code(404).send(errorBody(404, "CONTENT__MEDIA_NOT_FOUND", `Media for file "${req.params.file}" not found.`));
      return;
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
