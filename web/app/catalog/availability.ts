/** Availability texts of SPEC §4, one message per state of the gateway's AvailabilityState. */
import type { AvailabilityState } from "~/generated/graphql";
import type { MessageId } from "~/i18n/messages";

const MESSAGE: Record<AvailabilityState, MessageId> = {
  AVAILABLE: "catalog.availability.available",
  NOT_AVAILABLE: "catalog.availability.notAvailable",
  IN_STOCK_SWITZERLAND: "catalog.availability.inStockSwitzerland",
  ON_ORDER: "catalog.availability.onOrder",
  ON_CUSTOMER_ORDER: "catalog.availability.onCustomerOrder",
  DISPATCHED_TODAY: "catalog.availability.dispatchedToday",
  DISPATCHED_TOMORROW: "catalog.availability.dispatchedTomorrow",
  DISPATCHED_MONDAY: "catalog.availability.dispatchedMonday",
};

export type AvailabilityTone = "ok" | "warn" | "bad";

export function availabilityMessageId(state: string): MessageId {
  return MESSAGE[state as AvailabilityState] ?? "catalog.availability.notAvailable";
}

/** Colour of the dot next to the text. */
export function availabilityTone(state: string): AvailabilityTone {
  if (state === "NOT_AVAILABLE") return "bad";
  if (state === "ON_ORDER" || state === "ON_CUSTOMER_ORDER") return "warn";
  return "ok";
}
