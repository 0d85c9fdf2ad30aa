/**
 * Display and limits (SPEC §9). Not with the business constants (./constants.ts): the notifications and the chunk
 * reload guard need these on every page, the shipping, invoice and returns figures only some pages (issue 9).
 */
export const DISPLAY = {
  notificationMs: 2500,
  reloadGuardMs: 10_000,
  defaultLimit: 10,
  maxLimit: 100,
  maxSearchLength: 255,
  minSuggestLength: 2,
} as const;
