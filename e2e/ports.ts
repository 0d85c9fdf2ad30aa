// Ports of the stack the end-to-end tests start (apart from the dev ports, so a running shop does not clash).
export const PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT ?? 18000);
export const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 14000);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 13000);
export const SHOP = `http://localhost:${WEB_PORT}`;
export const GATEWAY = `http://localhost:${GATEWAY_PORT}`;
export const PLATFORM = `http://127.0.0.1:${PLATFORM_PORT}`;
/** The sales channel key the stack runs with (services.ts passes it on), so a test can ask the platform itself. */
export const PLATFORM_ACCESS_KEY = "SWSCAPOTHEKESHOPDEMOKEY012";
