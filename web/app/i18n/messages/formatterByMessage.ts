/**
 * The process-wide intl objects (root.tsx) format a message with arguments through FormatJS's `getMessageFormat`,
 * memoised by a key that serialises its arguments — for a compiled catalogue that is the message's whole AST,
 * JSON-stringified on every call (`@formatjs/fast-memoize`: ~2 % of a product page's server CPU, issue 26).
 * The catalogues are compiled once per locale and never change (./server.ts), so the AST object itself is a
 * sufficient key: the formatter is found by identity. Anything else (string messages, other options) goes
 * through FormatJS's own memo as before; what is formatted is the same either way.
 */
import type { IntlShape } from "react-intl";

type GetMessageFormat = IntlShape["formatters"]["getMessageFormat"];
type Formatter = ReturnType<GetMessageFormat>;

/** Options FormatJS passes per call: its own formatters always, `ignoreTag` from <FormattedMessage>. */
function identityKey(opts: Record<string, unknown> | undefined, formatters: object): string | undefined {
  if (!opts) return "";
  let key = "";
  for (const name in opts) {
    if (name === "formatters" && opts[name] === formatters) continue;
    if (name === "ignoreTag") key = opts[name] ? "t" : "";
    else return undefined;
  }
  return key;
}

/** Makes `intl` (one per locale, formats fixed for its life) find the formatter of a compiled message by identity. */
export function formatterByMessage<Intl extends IntlShape>(intl: Intl): Intl {
  const formatters = intl.formatters;
  const memoised = formatters.getMessageFormat;
  const byMessage = new WeakMap<object, Map<string, Formatter>>();
  const getMessageFormat = ((message, locales, formats, opts) => {
    const optionsKey = identityKey(opts as Record<string, unknown> | undefined, formatters);
    if (typeof message !== "object" || message === null || typeof locales !== "string" || optionsKey === undefined) {
      return memoised(message, locales, formats, opts);
    }
    const key = `${locales}|${optionsKey}`;
    let perMessage = byMessage.get(message);
    if (!perMessage) byMessage.set(message, (perMessage = new Map()));
    let formatter = perMessage.get(key);
    if (!formatter) perMessage.set(key, (formatter = memoised(message, locales, formats, opts)));
    return formatter;
  }) as GetMessageFormat;
  // createIntl binds formatMessage to this very object, so the replacement is what every call finds.
  (formatters as { getMessageFormat: GetMessageFormat }).getMessageFormat = getMessageFormat;
  return intl;
}
