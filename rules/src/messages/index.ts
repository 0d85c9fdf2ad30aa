/**
 * The message catalogues (ICU MessageFormat strings) per locale and the formatter.
 * Web can merge `messages[locale]` into its react-intl catalogue; the gateway formats with `translate`.
 */
import { parse } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import type { Locale } from "../locale.js";
import { withTypography } from "../typography.js";
import { de, type MessageId } from "./de.js";
import { fr } from "./fr.js";
import { it } from "./it.js";

export type { MessageId };
export type MessageValues = Record<string, string | number>;

/** As shown: French with its no-break spaces (../typography.ts). */
export const messages: Record<Locale, Record<MessageId, string>> = { de, it, fr: withTypography("fr", fr) };

/** A message before localisation: the id plus its ICU arguments. */
export interface MessageDescriptor {
  id: MessageId;
  values?: MessageValues;
}

const cache = new Map<string, IntlMessageFormat>();

const LANGUAGE_TAGS: Record<Locale, string> = { de: "de-CH", it: "it-CH", fr: "fr-CH" };

/** Formats a message of the catalogue in `locale`. */
export function translate(locale: Locale, id: MessageId, values?: MessageValues): string {
  const key = `${locale}\u0000${id}`;
  let format = cache.get(key);
  if (!format) {
    // Parsed here rather than inside intl-messageformat: the web's browser build gives intl-messageformat no
    // parser (the web catalogue arrives precompiled, web/vite/messages.ts), so these texts bring their own.
    const tag = LANGUAGE_TAGS[locale];
    format = new IntlMessageFormat(parse(messages[locale][id], { locale: new Intl.Locale(tag) }), tag);
    cache.set(key, format);
  }
  return String(format.format(values ?? {}));
}

export function isMessageId(value: unknown): value is MessageId {
  return typeof value === "string" && Object.hasOwn(de, value);
}

/** Label of a form field in `locale` (falls back to the field name itself). */
export function fieldLabel(locale: Locale, field: string): string {
  const id = `field.${field}`;
  return isMessageId(id) ? translate(locale, id) : field;
}
