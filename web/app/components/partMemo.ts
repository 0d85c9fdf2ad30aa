/**
 * The server's memo of a page part's HTML (./HydrateOnInteraction.tsx, `memoKey`): a part that renders the same bytes on
 * every page — the footer: its links, texts and forms depend on the locale, the shop and the layout's footer data, not
 * on the page — is rendered once and its HTML reused, instead of being rendered again for every page.
 *
 * Exact by construction. A part's HTML is a function of its inputs and of its place in the tree: `useId` derives every
 * id from the path from the root. So an entry is keyed by the part's own `useId` (the same place) and by the caller's
 * key of every input (locale, shop, data), and it is taken from a real render of that very part, as that render
 * sent it (app/http/partMemo.server.ts). The browser hydrates the same DOM either way.
 *
 * Only the server render provides the context (entry.server.tsx); in the browser it is null and parts render as
 * always.
 */
import { createContext } from "react";

export interface PartMemoOfRequest {
  /** The part's HTML as rendered before for this place (`id`) and these inputs (`key`), if kept. */
  html(id: string, key: string): string | undefined;
  /** Asks this render to keep the part's HTML once the page is complete. */
  keep(id: string, key: string): void;
}

export const PartMemo = createContext<PartMemoOfRequest | null>(null);
