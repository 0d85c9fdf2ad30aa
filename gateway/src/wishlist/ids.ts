/**
 * Product ids sent by clients for the wishlist (e.g. the anonymous list kept in the browser): only
 * well-formed Store API ids, de-duplicated, capped. Junk from old local storage is dropped silently
 * rather than failing a login.
 */
import { isEntityId } from "@shop/rules";

export const MAX_WISHLIST_MERGE = 200;

export function sanitizeProductIds(ids: readonly unknown[] | null | undefined): string[] {
  const seen = new Set<string>();
  for (const id of ids ?? []) {
    if (typeof id !== "string") continue;
    const normalized = id.trim().toLowerCase();
    if (isEntityId(normalized)) seen.add(normalized);
    if (seen.size >= MAX_WISHLIST_MERGE) break;
  }
  return [...seen];
}
