/**
 * A product's reviews as the page shows them (issue 23/24): the list in the page's language first (Shopware's
 * `languageId`, as a post-filter), the rating summary over every language — the aggregations see the reviews
 * before post-filters, so a German page's "4.3 from 12 reviews" is the product's, not only the German ones'.
 */
import type { ReviewListShape } from "./rows.js";

/** Body of POST /product/{id}/reviews: a page, newest first, with average and per-points counts. */
export function reviewsCriteria(page: number, limit: number, languageId: string | null, includes: Record<string, readonly string[]>) {
  return {
    page,
    limit,
    "total-count-mode": "exact",
    sort: [{ field: "createdAt", order: "DESC" }],
    ...(languageId ? { "post-filter": [{ type: "equals", field: "languageId", value: languageId }] } : {}),
    aggregations: [
      { name: "ratingAverage", type: "avg", field: "points" },
      { name: "ratingMatrix", type: "terms", field: "points" },
    ],
    includes,
  } as const;
}

const STARS = [5, 4, 3, 2, 1] as const;

/** Reviews per star, 5 → 1, every star (0 where none): the aggregation, else the listed items. */
export function ratingDistribution(shape: ReviewListShape): { points: number; count: number }[] {
  const buckets = (shape.aggregations.ratingMatrix as { buckets?: { key?: unknown; count?: unknown }[] } | undefined)?.buckets;
  const counts = new Map<number, number>();
  const add = (value: unknown, count: number) => {
    const points = Math.round(Number(value));
    if (points >= 1 && points <= 5) counts.set(points, (counts.get(points) ?? 0) + count);
  };
  if (Array.isArray(buckets)) {
    for (const b of buckets) if (typeof b.count === "number") add(b.key, b.count);
  } else {
    for (const r of shape.items) add(r.points ?? 0, 1);
  }
  return STARS.map((points) => ({ points, count: counts.get(points) ?? 0 }));
}

export function ratingCount(shape: ReviewListShape): number {
  return ratingDistribution(shape).reduce((sum, row) => sum + row.count, 0);
}

/** The average to one decimal (null without any review): the aggregation, else the listed items'. */
export function ratingAverage(shape: ReviewListShape): number | null {
  if (ratingCount(shape) === 0) return null;
  const avg = (shape.aggregations.ratingAverage as { avg?: unknown } | undefined)?.avg;
  if (typeof avg === "number") return Math.round(avg * 10) / 10;
  const points = shape.items.map((r) => r.points).filter((p): p is number => typeof p === "number");
  return points.length ? Math.round((points.reduce((s, p) => s + p, 0) / points.length) * 10) / 10 : null;
}
