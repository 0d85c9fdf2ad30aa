/**
 * How the server hands its catalogues (i18n/messages/server.ts) to the root layout: entry.server provides them, the
 * browser has none (it loads the page's catalogue, i18n/messages/browser.ts). A context, not an import in the root:
 * the root's modules are the browser's first load, and through the server's catalogue compiler the ICU parser
 * (≈ 7 KB gzipped) was part of it even where the code that calls it was removed as dead.
 */
import { createContext } from "react";
import type { Locale } from "../locales";
import type { CompiledMessages } from "./compile";

export const ServerCatalogues = createContext<((locale: Locale) => CompiledMessages) | null>(null);
