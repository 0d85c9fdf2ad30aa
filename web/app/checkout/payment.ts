/**
 * After placeOrder (SPEC §4): an asynchronous payment sends the shopper to the provider after a
 * notice of PAYMENT_REDIRECT_DELAY_MS (5 s, SPEC §9). The provider's URL only ever comes from the
 * answer of the shopper's own place-order request (never from the page URL), and only http(s).
 */
import { safeRedirect } from "~/http/redirect";

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

/** The provider origins besides the shop's own a page may send the shopper to without JavaScript. */
export function allowedProviderOrigins(env: string | undefined = process.env.PAYMENT_PROVIDER_ORIGINS): string[] {
  return (env ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean)
    .flatMap((value) => {
      try {
        return [new URL(value).origin];
      } catch {
        return [];
      }
    });
}

/**
 * Where the notice's `<meta http-equiv="refresh">` may lead when JavaScript is off: the provider
 * page as a path when it is on the shop's own origin (the platform's simulator behind the shop, as
 * the redirect rule `safeRedirect` allows it), the full URL when its origin is allowlisted, else
 * nowhere (the link stays). A page that sends itself elsewhere never takes an arbitrary origin.
 */
export function refreshTarget(providerUrl: string, shopOrigin: string, allowedOrigins: readonly string[]): string | null {
  const url = safeProviderUrl(providerUrl);
  if (!url) return null;
  const parsed = new URL(url);
  if (parsed.origin === new URL(shopOrigin).origin) {
    const path = safeRedirect(`${parsed.pathname}${parsed.search}`, "");
    return path === "" ? null : path;
  }
  return allowedOrigins.includes(parsed.origin) ? parsed.href : null;
}
