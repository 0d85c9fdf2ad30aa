/** Tier price labels (SPEC §9): 'to {qty}' for every tier but the last, 'from {qty}' for the last. */
import type { MessageId } from "~/i18n/messages";

export type TierKind = "UP_TO" | "FROM";

export function tierLabelId(kind: TierKind): MessageId {
  return kind === "FROM" ? "catalog.tier.from" : "catalog.tier.upTo";
}

/** Derives the kinds from ordered tiers when only quantities are known (last tier = 'from'). */
export function tierKinds(count: number): TierKind[] {
  return Array.from({ length: count }, (_, index) => (index === count - 1 ? "FROM" : "UP_TO"));
}
