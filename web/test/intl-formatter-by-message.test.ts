/**
 * The server's intl objects find a compiled message's formatter by the message's identity
 * (app/i18n/messages/formatterByMessage.ts): the same text as FormatJS's own memo, built once per message,
 * locale and ignoreTag — and every message of every catalogue formats exactly as before.
 */
import { createIntl, createIntlCache, type IntlShape } from "react-intl";
import { describe, expect, it } from "vitest";
import { LOCALES, LOCALE_TAGS } from "~/i18n/locales";
import { MESSAGES, type MessageId } from "~/i18n/messages";
import { formatterByMessage } from "~/i18n/messages/formatterByMessage";
import { serverMessages } from "~/i18n/messages/server";

const VALUES = { value: "4,5", count: 3, name: "Aspirin", city: "Bern", total: 2, amount: "CHF 1.00", date: "1.1.2027", min: 1, max: 9 };

function intlOf(locale: (typeof LOCALES)[number]): IntlShape {
  return createIntl({ locale: LOCALE_TAGS[locale], defaultLocale: "de-CH", messages: serverMessages(locale), onError: () => undefined }, createIntlCache());
}

/** Counts the formatters FormatJS itself builds behind the identity lookup. */
function counted(intl: IntlShape): { intl: IntlShape; built: () => number } {
  const formatters = intl.formatters as { getMessageFormat: IntlShape["formatters"]["getMessageFormat"] };
  const inner = formatters.getMessageFormat;
  let built = 0;
  formatters.getMessageFormat = ((...args: Parameters<typeof inner>) => {
    built++;
    return inner(...args);
  }) as typeof inner;
  return { intl: formatterByMessage(intl), built: () => built };
}

describe("formatterByMessage", () => {
  it("formats every message of every catalogue as FormatJS does", () => {
    for (const locale of LOCALES) {
      const plain = intlOf(locale);
      const byIdentity = formatterByMessage(intlOf(locale));
      const ids = Object.keys(serverMessages(locale)) as MessageId[];
      expect(ids.length).toBeGreaterThan(100);
      for (const id of ids) {
        const expected = String(plain.formatMessage({ id }, VALUES));
        expect(String(byIdentity.formatMessage({ id }, VALUES)), `${locale} ${id}`).toBe(expected);
        // A second call is served by the stored formatter, with other values.
        expect(String(byIdentity.formatMessage({ id }, { ...VALUES, count: 1 })), `${locale} ${id}`).toBe(String(plain.formatMessage({ id }, { ...VALUES, count: 1 })));
      }
    }
  });

  it("builds a message's formatter once, separately per ignoreTag", () => {
    const { intl, built } = counted(intlOf("de"));
    expect(intl.formatMessage({ id: "catalog.rating.labelWithCount" }, { value: "4,5", count: 1 })).toBe("4,5 von 5 Sternen, 1 Bewertung");
    expect(intl.formatMessage({ id: "catalog.rating.labelWithCount" }, { value: "3", count: 12 })).toBe("3 von 5 Sternen, 12 Bewertungen");
    expect(built()).toBe(1);
    intl.formatMessage({ id: "catalog.rating.labelWithCount" }, { value: "3", count: 2 }, { ignoreTag: true });
    intl.formatMessage({ id: "catalog.rating.labelWithCount" }, { value: "3", count: 2 }, { ignoreTag: true });
    expect(built()).toBe(2);
  });

  it("leaves messages that are no compiled AST to FormatJS's own memo", () => {
    // The uncompiled catalogue: its messages are strings.
    const { intl, built } = counted(formatterByMessage(createIntl({ locale: "de-CH", messages: MESSAGES.de })));
    expect(intl.formatMessage({ id: "catalog.rating.labelWithCount" }, { value: "4,5", count: 1 })).toBe("4,5 von 5 Sternen, 1 Bewertung");
    expect(intl.formatMessage({ id: "catalog.rating.labelWithCount" }, { value: "3", count: 12 })).toBe("3 von 5 Sternen, 12 Bewertungen");
    expect(built()).toBe(2);
  });
});
