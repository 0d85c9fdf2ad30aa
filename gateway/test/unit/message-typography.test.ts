import { describe, expect, it } from "vitest";
import { PERSISTED_DOCUMENT_MESSAGES, RATE_LIMIT_MESSAGES, SUBSCRIPTION_UNSUPPORTED_MESSAGES } from "../../src/errors/messages.js";

/** A plain space before French high punctuation or a colon, or inside guillemets (rules/src/typography.ts). */
const PLAIN_SPACE = / [:;!?»]|« /;

describe("gateway texts read by locale directly get French typography (issue 24)", () => {
  const french = [
    RATE_LIMIT_MESSAGES.fr({ seconds: 30 }),
    PERSISTED_DOCUMENT_MESSAGES.PERSISTED_QUERY_NOT_FOUND.fr,
    PERSISTED_DOCUMENT_MESSAGES.PERSISTED_DOCUMENT_REQUIRED.fr,
    SUBSCRIPTION_UNSUPPORTED_MESSAGES.fr,
  ];

  it("no plain space before : ; ! ? or inside « »", () => {
    for (const text of french) expect(text).not.toMatch(PLAIN_SPACE);
    expect(SUBSCRIPTION_UNSUPPORTED_MESSAGES.fr).toContain("pris en charge\u202f; envoyez");
  });

  it("German and Italian stay as written", () => {
    expect(RATE_LIMIT_MESSAGES.de({ seconds: 30 })).toBe("Zu viele Anfragen. Bitte versuchen Sie es in 30 Sekunden erneut.");
    expect(SUBSCRIPTION_UNSUPPORTED_MESSAGES.it).toBe("Le sottoscrizioni (subscription) non sono supportate; invii una query o una mutation.");
  });
});
