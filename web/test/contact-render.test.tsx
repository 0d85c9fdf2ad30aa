/** The contact page, the CMS form element and editorial polls, rendered as the server sends them (no JavaScript yet). */
import { PassThrough } from "node:stream";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { CmsElementData } from "~/catalog/documents";
import { CmsElementView } from "~/components/cms/CmsElement";
import { loadPageParts } from "~/components/pageParts";
import { MESSAGES } from "~/i18n/messages";
import { LOCALE_TAGS, type Locale } from "~/i18n/locales";
import Contact from "~/routes/contact";

type ContactProps = Parameters<typeof Contact>[0];

function render(path: string, element: React.ReactNode, locale: Locale = "de"): string {
  const Stub = createRoutesStub([{ path, Component: () => <>{element}</> }]);
  return renderToStaticMarkup(
    <IntlProvider locale={LOCALE_TAGS[locale]} messages={MESSAGES[locale]}>
      <Stub initialEntries={[path]} />
    </IntlProvider>,
  );
}

/** Like entry.server: waits for every lazy part (the CMS contact form is one, components/HydrateOnInteraction.tsx). */
function renderAll(path: string, element: React.ReactNode): Promise<string> {
  const Stub = createRoutesStub([{ path, Component: () => <>{element}</> }]);
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <IntlProvider locale={LOCALE_TAGS.de} messages={MESSAGES.de}>
        <Stub initialEntries={[path]} />
      </IntlProvider>,
      {
        onAllReady() {
          const out = new PassThrough();
          let html = "";
          out.on("data", (chunk: Buffer) => (html += chunk.toString("utf8")));
          out.on("end", () => resolve(html));
          pipe(out);
        },
        onShellError: reject,
      },
    );
  });
}

const contactPage = (loaderData: object, actionData?: object, locale: Locale = "de") =>
  render(locale === "de" ? "/contact" : `/${locale}/contact`, <Contact {...({ loaderData, actionData } as unknown as ContactProps)} />, locale);

const poll = (over: Partial<Extract<CmsElementData, { __typename: "CmsPoll" }>> = {}): CmsElementData => ({
  __typename: "CmsPoll",
  id: "poll-a",
  question: "Wie viele Stunden schlafen Sie?",
  totalVotes: 0,
  votedOptionId: null,
  options: [
    { __typename: "CmsPollOption" as const, id: "poll-a-1", label: "Unter 6", percentage: null },
    { __typename: "CmsPollOption" as const, id: "poll-a-2", label: "6 bis 8", percentage: null },
  ],
  ...over,
});

describe("contact page", () => {
  it("prefills a customer's name and e-mail and the order's subject; posts to the locale's /contact", () => {
    const html = contactPage(
      { salutations: [{ id: "a".repeat(32), displayName: "Signora" }], orderNumber: "10001", defaults: { firstName: "Erika", lastName: "Muster", email: "erika@example.ch" } },
      undefined,
      "it",
    );
    expect(html).toContain('data-testid="contact-form"');
    expect(html).toMatch(/<form[^>]*action="\/it\/contact"/);
    expect(html).toContain('name="firstName" value="Erika"');
    expect(html).toContain('name="email" value="erika@example.ch"');
    expect(html).toContain('name="subject" value="Ordine 10001"');
    expect(html).toContain('data-testid="contact-submit"');
    expect(html).toContain("<textarea");
  });

  it("lists the salutations once: the platform's 'not specified' is the empty choice, in its one wording per locale", () => {
    const salutations = (names: [string, string, string]) => [
      { id: "1".repeat(32), key: "mr", displayName: names[0] },
      { id: "2".repeat(32), key: "mrs", displayName: names[1] },
      { id: "3".repeat(32), key: "not_specified", displayName: names[2] },
    ];
    const options = (html: string) => [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
    const de = contactPage({ salutations: salutations(["Herr", "Frau", "Keine Angabe"]), orderNumber: null, defaults: {} });
    expect(options(de)).toEqual([["", "Keine Angabe"], ["1".repeat(32), "Herr"], ["2".repeat(32), "Frau"]]);
    // A customer whose salutation is 'not specified' sees the empty choice selected, not a missing option.
    const fr = contactPage({ salutations: salutations(["Monsieur", "Madame", "Non spécifié"]), orderNumber: null, defaults: { salutationId: "3".repeat(32) } }, undefined, "fr");
    expect(options(fr)).toEqual([["", "Non spécifié"], ["1".repeat(32), "Monsieur"], ["2".repeat(32), "Madame"]]);
    expect(fr).not.toContain("Non précisé");
    expect(fr).not.toContain(`value="${"3".repeat(32)}"`);
  });

  it("shows the action's success (no JavaScript) instead of the form, and its field errors on the fields", () => {
    const sent = contactPage({ salutations: [], orderNumber: null, defaults: {} }, { ok: true, intent: "contact", message: "Vielen Dank für Ihre Nachricht." });
    expect(sent).toContain('data-testid="contact-success">Vielen Dank für Ihre Nachricht.</span>');
    expect(sent).not.toContain('data-testid="contact-form"');
    const refused = contactPage(
      { salutations: [], orderNumber: null, defaults: {} },
      { ok: false, intent: "contact", formError: "Bitte prüfen Sie Ihre Eingaben.", fieldErrors: { email: "Der Wert ist keine gültige E-Mail-Adresse" } },
    );
    expect(refused).toContain("Der Wert ist keine gültige E-Mail-Adresse");
  });
});

describe("CMS elements", () => {
  // renderToStaticMarkup cannot wait: the poll is a lazily loaded page part.
  beforeAll(() => loadPageParts());

  it("a contact form slot renders the contact form with its slot id", async () => {
    const slotId = "b".repeat(32);
    const html = await renderAll("/e/x", <CmsElementView element={{ __typename: "CmsForm", formType: "contact", title: "Kontaktformular" }} slotId={slotId} />);
    expect(html).toContain('data-testid="contact-form"');
    expect(html).toContain(`name="slotId" value="${slotId}"`);
  });

  it("a poll the session has not voted in is a vote form that comes back to the page without JavaScript", () => {
    const html = render("/fr/e/bien-dormir", <CmsElementView element={poll()} />, "fr");
    expect(html).toMatch(/<form[^>]*action="\/fr\/contact"/);
    expect(html).toContain('name="intent" value="poll-vote"');
    expect(html).toContain('name="returnTo" value="/fr/e/bien-dormir"');
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).not.toContain('data-testid="poll-results"');
  });

  it("after the vote: the results from the real votes, the session's answer marked", () => {
    const html = render(
      "/e/x",
      <CmsElementView
        element={poll({
          totalVotes: 3,
          votedOptionId: "poll-a-2",
          options: [
            { __typename: "CmsPollOption" as const, id: "poll-a-1", label: "Unter 6", percentage: 33.3 },
            { __typename: "CmsPollOption" as const, id: "poll-a-2", label: "6 bis 8", percentage: 66.7 },
          ],
        })}
      />,
    );
    expect(html).toContain('data-testid="poll-results"');
    expect(html).toContain("(Ihre Antwort)");
    expect(html).toContain("Stimmen: 3");
    expect(html).toMatch(/66[.,]7\s?%/);
    expect(html).not.toContain('type="radio"');
  });
});
