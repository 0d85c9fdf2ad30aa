/**
 * A message as plain text for the document head (page titles and descriptions named by id), with the values
 * every page knows (the shop name).
 * Some of those texts have arguments the head does not know (the static pages' descriptions, e.g.
 * "{basePrice}"): these stay as their "{name}" placeholder, as the catalogue text reads. Works on plain
 * catalogues (server) and compiled ones (browser, ./compile.ts), so both render the same.
 */
// Types only: a value import of the parser package would bring the whole parser into the browser.
import type { MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";
import type { IntlShape } from "react-intl";
import type { MessageId } from "./index";

function argumentNames(message: string | MessageFormatElement[] | undefined): string[] {
  if (typeof message === "string") return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  return (message ?? []).flatMap((element) => (element.type === (1 satisfies TYPE.argument) ? [element.value] : []));
}

export function plainText(intl: IntlShape, id: MessageId, known: Record<string, string> = {}): string {
  const placeholders = Object.fromEntries(argumentNames(intl.messages[id]).map((name) => [name, known[name] ?? `{${name}}`]));
  return intl.formatMessage({ id }, placeholders);
}
