import { describe, expect, it } from "vitest";
import { contactSchemas, translate, validateContact } from "../src/index.js";

const ok = { email: " Erika@Example.ch ", subject: "Bestellung 10001", comment: "Guten Tag\r\n\r\nWo ist mein Paket?" };

describe("contact form rules", () => {
  it("normalises a valid message (line breaks kept, optional fields left out)", () => {
    const result = validateContact("contactForm", { ...ok, firstName: "", phone: "  " }, "de");
    expect(result).toEqual({ ok: true, data: { email: "Erika@Example.ch", subject: "Bestellung 10001", comment: "Guten Tag\n\nWo ist mein Paket?" } });
  });

  it("reports one localised error per field", () => {
    const result = validateContact("contactForm", { email: "nope", subject: "", comment: "x".repeat(5001), firstName: "www.spam.ch", phone: "abc" }, "fr");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const byField = Object.fromEntries(result.fieldErrors.map((e) => [e.field, e.rule]));
    expect(byField).toEqual({
      email: "validation.email",
      subject: "validation.required",
      comment: "validation.maxLength",
      firstName: "validation.invalidCharacters",
      phone: "validation.phone",
    });
    expect(result.fieldErrors.find((e) => e.field === "email")!.message).toBe(translate("fr", "validation.email"));
  });

  it("a message may not carry markup or control characters; a slot id is a 32-hex id", () => {
    const result = validateContact("contactForm", { ...ok, comment: "<script>", slotId: "abc" }, "it");
    expect(result.ok ? [] : result.fieldErrors.map((e) => [e.field, e.rule])).toEqual([
      ["comment", "validation.invalidCharacters"],
      ["slotId", "validation.choice"],
    ]);
  });

  it("poll votes need a poll and an option", () => {
    expect(contactSchemas("de").pollVote.safeParse({ pollId: "poll-a", optionId: "poll-a-1" }).success).toBe(true);
    const result = validateContact("pollVote", { pollId: "poll-a" }, "de");
    expect(result.ok ? [] : result.fieldErrors.map((e) => e.field)).toEqual(["optionId"]);
  });
});
