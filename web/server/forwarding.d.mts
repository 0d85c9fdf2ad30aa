/** Types of ./forwarding.mjs (plain ESM: the server runs without a build step). */
export function trustProxySetting(value?: string): string[] | false;
export function publicRequest(request: unknown, response: unknown, next: (error?: unknown) => void): void;
