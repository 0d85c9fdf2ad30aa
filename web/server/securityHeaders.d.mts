/** Types of ./securityHeaders.mjs (plain ESM: the server runs without a build step). */
export const STRICT_TRANSPORT_SECURITY: string;
export const BASE_HEADERS: Readonly<Record<string, string>>;
export const STRICT_CONTENT_SECURITY_POLICY: string;
export function permissionsPolicy(options?: { geolocation?: boolean }): string;
export function mediaOrigins(env?: Record<string, string | undefined>): string[];
export function pageContentSecurityPolicy(options?: { scriptHashes?: readonly string[]; media?: readonly string[] }): string;
export function securityHeaders(request: { protocol: string }, response: unknown, next: (error?: unknown) => void): void;
