/** Types of ./sharedPages.mjs (plain ESM: the server runs without a build step). */
export const PAGE_KEY_PREFIX: string;
export type PurgeRequest = { tags: string[] } | { all: true };
export interface SharedPages {
  get(key: string): Promise<Record<string, unknown> | undefined>;
  set(key: string, entry: Record<string, unknown>): Promise<void>;
  purge(what: PurgeRequest): Promise<boolean>;
  close(): Promise<void>;
}
export function createSharedPages(url: string, options: { onPurge(what: PurgeRequest): void; log?: (message: string) => void }): SharedPages;
