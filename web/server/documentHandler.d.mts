/** Types of ./documentHandler.mjs (plain ESM: the server runs without a build step). */
export function pageBytes(slot: { response?: Response; body?: Uint8Array } | undefined, answer: Response): Uint8Array | undefined;
export function createDocumentHandler(build: unknown, mode?: string): (request: unknown, response: unknown, next: (error?: unknown) => void) => Promise<void>;
