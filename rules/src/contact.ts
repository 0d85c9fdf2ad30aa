/**
 * Contact form and editorial poll votes (issue 8): one zod schema per form, built per locale, for
 * the gateway (before POST /store-api/contact-form) and the web (the contact page and CMS form slots).
 * Field names are the GraphQL input names (schema/contact.graphql) and the Store API's.
 */
import { z } from "zod";
import { MAX_LENGTH } from "./checks.js";
import { optionalField, requiredField, rule, type Check } from "./fields.js";
import type { Locale } from "./locale.js";
import { toFieldErrors, type ValidationResult } from "./validate.js";

/** Longest message the shop accepts (the platform refuses longer ones too). */
export const CONTACT_COMMENT_MAX_LENGTH = 5000;
export const CONTACT_SUBJECT_MAX_LENGTH = MAX_LENGTH.other;

// A message may have line breaks and tabs; every other forbidden character of plainText still is.
const messageText = (): Check => {
  const plain = rule.plainText();
  return (value) => plain(value.replace(/[\r\n\t]/g, " "));
};

// Shopware refuses names that carry a link (the copy to the sender must not become spam).
const noLink = (): Check => (value) => (/https?:\/|www\./i.test(value) ? { id: "validation.invalidCharacters" } : null);

function build(locale: Locale) {
  const optionalName = () => optionalField(locale, [rule.maxLength(MAX_LENGTH.name), rule.plainText(), noLink(), rule.lettersOnly()]);
  return {
    contactForm: z.object({
      salutationId: optionalField(locale, [rule.entityId()]),
      firstName: optionalName(),
      lastName: optionalName(),
      email: requiredField(locale, [rule.maxLength(MAX_LENGTH.email), rule.plainText(), rule.email()]),
      phone: optionalField(locale, [rule.maxLength(MAX_LENGTH.phone), rule.phone()]),
      subject: requiredField(locale, [rule.maxLength(CONTACT_SUBJECT_MAX_LENGTH), rule.plainText()]),
      comment: requiredField(locale, [rule.maxLength(CONTACT_COMMENT_MAX_LENGTH), messageText()], {
        normalize: (value) => value.normalize("NFC").replace(/\r\n?/g, "\n").trim(),
      }),
      // where the form was sent from: a CMS form slot (its confirmation text and receivers apply)
      slotId: optionalField(locale, [rule.entityId()]),
      navigationId: optionalField(locale, [rule.entityId()]),
    }),
    pollVote: z.object({
      pollId: requiredField(locale, [rule.maxLength(MAX_LENGTH.other), rule.plainText()]),
      optionId: requiredField(locale, [rule.maxLength(MAX_LENGTH.other), rule.plainText()]),
    }),
  };
}

export type ContactSchemas = ReturnType<typeof build>;
export type ContactFormName = keyof ContactSchemas;
export type ContactFormValues<N extends ContactFormName> = z.output<ContactSchemas[N]>;

const built = new Map<Locale, ContactSchemas>();

/** The contact schemas in `locale` (built once per locale). */
export function contactSchemas(locale: Locale): ContactSchemas {
  let schemas = built.get(locale);
  if (!schemas) {
    schemas = build(locale);
    built.set(locale, schemas);
  }
  return schemas;
}

export function validateContact<N extends ContactFormName>(form: N, input: unknown, locale: Locale): ValidationResult<ContactFormValues<N>> {
  const parsed = (contactSchemas(locale)[form] as unknown as z.ZodType<ContactFormValues<N>>).safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, fieldErrors: toFieldErrors(parsed.error.issues, locale) };
}

