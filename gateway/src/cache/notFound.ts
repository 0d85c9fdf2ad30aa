/**
 * How long "nothing there" is believed (issue 20, item 3). An empty list answered properly (no SEO
 * URL for a path, no product for an id) is a genuine not-found, but a product created or repaired a
 * moment later must show up soon: such an answer is fresh for at most a minute, never served stale,
 * and not kept as an outage fallback. (A 404 is an error and never cached at all; an answer of the
 * wrong shape is an upstream failure, storeApi/answerShapes.ts.)
 */
import type { CacheStrategy } from "./strategies.js";

export const NOT_FOUND_MAX_AGE_MS = 60_000;

/** An answer that found nothing: an empty `elements` list (criteria reads) or an empty array. */
export function isEmptyAnswer(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  const elements = (data as { elements?: unknown } | null | undefined)?.elements;
  return Array.isArray(elements) && elements.length === 0;
}

/** The lifetime of an answer under its operation's strategy: a not-found lives at most NOT_FOUND_MAX_AGE_MS. */
export function lifetimeOf(strategy: CacheStrategy, data: unknown): CacheStrategy {
  if (!isEmptyAnswer(data)) return strategy;
  return { maxAgeMs: Math.min(strategy.maxAgeMs, NOT_FOUND_MAX_AGE_MS), staleWhileRevalidateMs: 0, keepIfError: false };
}
