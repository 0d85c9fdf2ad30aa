/**
 * Where the web finds the gateway: GATEWAY_URL, with or without its /graphql path; by default the gateway beside
 * it. One rule for the server's forwarded paths (./upstreamPaths.mjs) and the app's GraphQL calls
 * (app/apollo/config.ts).
 */
export const DEFAULT_GATEWAY_URL = "http://127.0.0.1:4000";

/** The gateway's base URL without a trailing slash or /graphql. */
export function gatewayRoot(value = process.env.GATEWAY_URL) {
  const root = (value ?? "").trim().replace(/\/+$/, "") || DEFAULT_GATEWAY_URL;
  return root.replace(/\/graphql$/, "");
}
