/** Types of ./gatewayUrl.mjs (plain ESM: the server runs without a build step). */
export const DEFAULT_GATEWAY_URL: string;
export function gatewayRoot(value?: string): string;
