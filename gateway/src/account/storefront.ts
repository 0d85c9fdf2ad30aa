/**
 * The storefront URL sent with registration, password recovery and newsletter calls: the Store API
 * builds the links of its mails from it, and only accepts the sales channel's domains.
 * STORE_HOST is the web's public origin (the same variable the web and the platform read), read once by
 * loadConfig (config.ts) and handed to resolvers as `ctx.storeHost`.
 *
 * The origin is sent without locale prefix: it is the one URL every sales channel domain list
 * contains; the mail itself is written in the customer's language, and the web's locale detection
 * (i18n_redirected cookie, browser language) takes the visitor to /it or /fr.
 */
export const DEFAULT_STORE_HOST = "http://localhost:3000";

export function storefrontUrl(storeHost: string | undefined): string {
  return (storeHost?.trim() || DEFAULT_STORE_HOST).replace(/\/+$/, "");
}
