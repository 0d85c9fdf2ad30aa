/**
 * The message catalogue in the browser: only the page's own locale, fetched as JSON (an asset with a
 * hashed name, cached for good) instead of all three catalogues compiled into the root chunk (≈ 34 KB of
 * gzipped JavaScript → ≈ 11 KB of JSON, preloaded by the root layout's <link rel="preload">). The JSON is
 * the catalogue compiled to FormatJS's AST at build time (./compile.ts), so the browser ships no ICU parser
 * (web/vite/messages.ts). The entry
 * waits for it before hydrating; a switch to another language suspends the navigation until its catalogue is
 * there. The server keeps all catalogues in memory (./index.ts).
 */
import type { Locale } from "../locales";
import type { CompiledMessages } from "./compile";
import de from "./de.json?ast-url";
import fr from "./fr.json?ast-url";
import it from "./it.json?ast-url";

export const MESSAGES_HREF: Record<Locale, string> = { de, it, fr };

const loaded = new Map<Locale, CompiledMessages>();
const pending = new Map<Locale, Promise<CompiledMessages>>();

export function loadedMessages(locale: Locale): CompiledMessages | undefined {
  return loaded.get(locale);
}

export function loadMessages(locale: Locale): Promise<CompiledMessages> {
  let promise = pending.get(locale);
  if (!promise) {
    // Same request as the preload (same-origin credentials), so the browser uses the preloaded answer.
    promise = fetch(MESSAGES_HREF[locale], { credentials: "same-origin" })
      .then((response) => {
        if (!response.ok) throw new Error(`messages ${locale}: HTTP ${response.status}`);
        return response.json() as Promise<CompiledMessages>;
      })
      .then((messages) => {
        loaded.set(locale, messages);
        return messages;
      });
    promise.catch(() => pending.delete(locale)); // a failed fetch is tried again
    pending.set(locale, promise);
  }
  return promise;
}
