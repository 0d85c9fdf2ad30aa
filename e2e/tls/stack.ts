/**
 * The TLS suite's own stack (apart from the main suite's ports, which may run at the same time): platform → gateway
 * → web, behind nginx terminating TLS for the made-up public host shop.test (Chromium resolves it to 127.0.0.1).
 * Importing this module first points ../ports.ts (and the helpers built on it) at this stack.
 */
export const TLS_HOST = "shop.test";
export const TLS_PORT = Number(process.env.E2E_TLS_PORT ?? 28443);
export const SHOP_TLS = `https://${TLS_HOST}:${TLS_PORT}`;
/** The address nginx connects to the web from (proxy_bind): the one trusted proxy (WEB_TRUST_PROXY). */
export const PROXY_ADDRESS = "127.0.0.2";

process.env.E2E_PLATFORM_PORT ??= "28000";
process.env.E2E_GATEWAY_PORT ??= "24000";
process.env.E2E_WEB_PORT ??= "23000";
