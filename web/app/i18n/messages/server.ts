/**
 * The catalogues the server renders with: compiled to FormatJS's AST once per locale for the life of the process
 * (./compile.ts, the same compilation the browser's catalogue gets). react-intl returns a message that is a
 * single literal straight from its AST — four in five of the shop's messages — while a plain string goes
 * through its formatter cache on every call (the arguments serialised to a key, the values merged): ~3 % of a
 * page's server CPU (issue 9). The text is the same either way, and it is what the browser hydrates with.
 */
import { LOCALE_TAGS, type Locale } from "../locales";
import { compileMessages, type CompiledMessages } from "./compile";
import { MESSAGES } from "./index";

const compiled = new Map<Locale, CompiledMessages>();

export function serverMessages(locale: Locale): CompiledMessages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = compileMessages(MESSAGES[locale], LOCALE_TAGS[locale]);
    compiled.set(locale, messages);
  }
  return messages;
}
