/**
 * Build-time compilation of a message catalogue to FormatJS's AST (what `formatjs compile --ast` writes):
 * the browser then formats without the ICU parser, which the client build replaces by its `no-parser`
 * entry (vite.config.ts). Parsed exactly as intl-messageformat would at runtime: same parser, same
 * options (`locale` only matters for date skeletons). Used by the build (web/vite/messages.ts) and tests.
 */
import { parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { MessageId } from "./index";

export type CompiledMessages = Record<MessageId, MessageFormatElement[]>;

export function compileMessages<Id extends string>(messages: Record<Id, string>, localeTag: string): Record<Id, MessageFormatElement[]> {
  const locale = new Intl.Locale(localeTag);
  const entries = Object.entries<string>(messages).map(([id, message]) => [id, parse(message, { locale })]);
  return Object.fromEntries(entries) as Record<Id, MessageFormatElement[]>;
}
