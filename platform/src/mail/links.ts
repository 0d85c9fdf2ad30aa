/**
 * Links in mails point at the storefront in the mail's language. The shop's sales-channel domains
 * are one per language under each allowed storefront origin, as a Shopware sales channel has them:
 * `https://shop.ch` (de), `https://shop.ch/it`, `https://shop.ch/fr`. A request names its
 * storefront (`storefrontUrl`, checked against the allowlist) and its language (`sw-language-id`):
 * together they pick the domain the link starts with, so an Italian welcome mail links `/it/login`.
 */
import { localePrefix } from "@shop/rules";
import type { MailLang } from "./templates.js";

/** `path` (starting with `/`) on the storefront domain of `lang`; a language suffix the URL already carries is replaced. */
export function storefrontLink(storefrontUrl: string, lang: MailLang, path: string): string {
  const origin = storefrontUrl.replace(/\/+$/, "").replace(/\/(de|it|fr)$/, "");
  return `${origin}${localePrefix(lang)}${path}`;
}
