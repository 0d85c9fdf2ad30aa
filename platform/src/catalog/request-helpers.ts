import type { FastifyRequest } from "fastify";
import type { Deps } from "../http/deps.js";
import type { Row } from "../db/translations.js";
import { SEED_IDS } from "../seed/ids.js";

/** sw-include-seo-urls: attach the canonical SEO URL(s) of the current language to each entity. */
export function withSeoUrls(deps: Deps, req: FastifyRequest, entities: Row[]): Row[] {
  const ctx = req.sw;
  const map = deps.seoUrls.canonicalFor(entities.map((e) => e.id as string), ctx.salesChannel.id, ctx.languageId);
  return entities.map((e) => ({ ...e, seoUrls: map.get(e.id as string) ?? [] }));
}

/** "de" | "it" | "fr" for texts the platform itself owns (sorting labels); German for unknown languages. */
export function langKey(languageId: string): "de" | "it" | "fr" {
  if (languageId === SEED_IDS.languages.it) return "it";
  if (languageId === SEED_IDS.languages.fr) return "fr";
  return "de";
}
