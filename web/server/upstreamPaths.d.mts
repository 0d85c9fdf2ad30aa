/** Types of ./upstreamPaths.mjs (plain ESM: the server runs without a build step). */
export const UPSTREAM_PATHS: readonly { prefix: string; methods: readonly string[] }[];
export function upstreamPaths(gateway?: string): (request: unknown, response: unknown, next: (error?: unknown) => void) => void;
