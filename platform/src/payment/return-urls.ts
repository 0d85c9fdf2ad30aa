import { isAllowedStorefrontUrl, type AccountConfig } from "../account/config.js";
import { ShopwareError } from "../http/errors.js";

/**
 * finishUrl / errorUrl of handle-payment: absolute http(s) URLs whose origin is a storefront the
 * platform knows — the same allowlist as `storefrontUrl` of the account and newsletter mails
 * (`isAllowedStorefrontUrl`: exactly PLATFORM_STOREFRONT_URLS and STORE_HOST). Anything else would
 * turn the simulator into an open redirect.
 */
export function checkedReturnUrl(value: unknown, field: "finishUrl" | "errorUrl", config: AccountConfig): string | null {
  if (value === undefined || value === null || value === "") return null;
  let origin: string | undefined;
  if (typeof value === "string" && value.length <= 2048) {
    try {
      const url = new URL(value);
      // user:password@ in a return URL is never legitimate and hides the real host from a reader
      if (!url.username && !url.password) origin = url.origin;
    } catch {
      origin = undefined;
    }
  }
  if (!origin || !isAllowedStorefrontUrl(origin, config)) {
    throw new ShopwareError(
      400,
      "CHECKOUT__PAYMENT_INVALID_RETURN_URL",
      'The {{ field }} "{{ url }}" is not on an allowed storefront origin.',
      { field, url: String(value).slice(0, 200) },
      { pointer: `/${field}` },
    );
  }
  return value as string;
}
