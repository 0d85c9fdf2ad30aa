/**
 * After placeOrder (SPEC §4): an asynchronous payment sends the shopper to the provider after a
 * notice of PAYMENT_REDIRECT_DELAY_MS (5 s, SPEC §9). The provider's URL only ever comes from the
 * answer of the shopper's own place-order request (never from the page URL), and only http(s).
 */
export { PAYMENT_REDIRECT_DELAY_MS } from "@shop/rules";

/** The provider URL when it is a plain http(s) URL, else null (javascript:, data:, relative…). */
export function safeProviderUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  return url.href;
}

/** Whole seconds left of the countdown (5, 4, … 0). */
export function secondsLeft(delayMs: number, elapsedMs: number): number {
  return Math.max(0, Math.ceil((delayMs - elapsedMs) / 1000));
}
