/** Types of ./staticFiles.mjs (plain ESM: the server runs without a build step). */
export function servablePaths(root: string): Set<string>;
export function staticFiles(
  express: { static: (root: string, options?: object) => (request: never, response: never, next: never) => unknown },
  root: string,
  options?: object,
): (request: { path: string }, response: unknown, next: (error?: unknown) => void) => unknown;
export function precompressedAssets(
  root: string,
): (request: { path: string }, response: unknown, next: (error?: unknown) => void) => unknown;
