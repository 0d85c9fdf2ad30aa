/**
 * The level of a cart message as a notification type (re-exported by ./format.ts). A module of its own because
 * every product card's add-to-cart hook needs it, the cart's date and estimate formatting only the cart pages.
 */
import type { CartMessageLevel } from "~/generated/graphql";

export type NoticeType = "info" | "warning" | "danger";

/** The gateway's typed levels map onto the shop's notification types (SPEC §8). */
export function noticeType(level: CartMessageLevel): NoticeType {
  return level === "ERROR" ? "danger" : level === "WARNING" ? "warning" : "info";
}
