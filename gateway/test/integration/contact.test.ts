/**
 * Integration: contact form and editorial polls through the gateway against the REAL platform over
 * HTTP — @shop/rules refusals before any upstream call, the mails in the platform's outbox, Store API
 * violations as field errors, votes counted once per session and the CmsPoll shares from real votes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlatform, type RunningPlatform } from "../helpers/platform.js";
import { startGateway, type RunningGateway } from "../helpers/gateway.js";
import { GatewayClient, mailsTo } from "../helpers/client.js";

const SEND = `mutation ($input: ContactFormInput!) { sendContactForm(input: $input) { ok message errorCode fieldErrors { field message rule } } }`;
const VOTE = `mutation ($pollId: ID!, $optionId: ID!) { votePoll(pollId: $pollId, optionId: $optionId) {
  ok message pollId totalVotes votedOptionId options { id votes percentage } } }`;
const EDITORIAL = `query ($path: String!) { route(path: $path) { __typename ... on EditorialRoute { cmsPage { sections { blocks { slots {
  element { __typename ... on CmsPoll { id question totalVotes votedOptionId options { id label percentage } } } } } } } } } }`;

const message = { firstName: "Erika", lastName: "Muster", email: "erika.gateway@example.ch", subject: "Bestellung 10001", comment: "Wo ist\n\nmein Paket?" };

interface PollElement {
  __typename: string;
  id: string;
  totalVotes: number;
  votedOptionId: string | null;
  options: { id: string; label: string; percentage: number | null }[];
}

function pollOf(route: any): PollElement {
  const elements = route.cmsPage.sections.flatMap((s: any) => s.blocks.flatMap((b: any) => b.slots.map((slot: any) => slot.element)));
  return elements.find((e: PollElement) => e.__typename === "CmsPoll");
}

describe("contact form and polls (gateway ↔ real platform)", () => {
  let platform: RunningPlatform;
  let gateway: RunningGateway;

  beforeAll(async () => {
    platform = await startPlatform();
    gateway = await startGateway(platform.url, platform.accessKey);
  });

  afterAll(async () => {
    await gateway?.close();
    await platform?.stop();
  });

  it("sends the message: ok with the localised thanks; the shop and the sender get their mails; no session is created", async () => {
    const client = new GatewayClient(gateway.url, "it");
    const { sendContactForm } = await client.data(SEND, { input: message });
    expect(sendContactForm).toEqual({ ok: true, message: "Grazie per il suo messaggio. Le risponderemo il prima possibile.", errorCode: null, fieldErrors: [] });
    const shop = (await mailsTo(platform.url, "info@apotheke-alpenblick.ch")).at(-1)!;
    expect(shop.template).toBe("contact_form");
    expect(shop.subject).toBe("Richiesta di contatto: Bestellung 10001");
    expect(shop.text).toContain("Erika Muster <erika.gateway@example.ch>");
    expect(shop.text).toContain("mein Paket?");
    const copy = await mailsTo(platform.url, "erika.gateway@example.ch");
    expect(copy.map((m) => m.template)).toEqual(["contact_form_copy"]);
    expect(client.lastSetCookies).toEqual([]);
  });

  it("@shop/rules refuse bad input before any upstream call, one localised field error per field", async () => {
    await platform.clearRequests();
    const client = new GatewayClient(gateway.url, "de");
    const { sendContactForm } = await client.data(SEND, { input: { email: "kein-mail", subject: "  ", comment: "<b>hi</b>", phone: "abc" } });
    expect(sendContactForm.ok).toBe(false);
    expect(sendContactForm.errorCode).toBe("INVALID_INPUT");
    expect(Object.fromEntries(sendContactForm.fieldErrors.map((e: { field: string; message: string }) => [e.field, e.message]))).toEqual({
      email: "Der Wert ist keine gültige E-Mail-Adresse",
      subject: "Der Wert ist erforderlich",
      comment: "Der Wert enthält unzulässige Zeichen",
      phone: "Die Telefonnummer ist ungültig",
    });
    expect((await platform.requests()).filter((r) => r.path.includes("contact-form"))).toEqual([]);
  });

  it("a CMS form slot's confirmation text is the message; an unknown salutation comes back as a field error from the Store API", async () => {
    const client = new GatewayClient(gateway.url, "fr");
    const slotId = await contactFormSlotId();
    const sent = await client.data(SEND, { input: { ...message, email: "slot.gateway@example.ch", slotId } });
    expect(sent.sendContactForm).toMatchObject({ ok: true, message: "Merci pour votre message." });
    expect((await mailsTo(platform.url, "service@apotheke.example")).some((m) => m.text.includes("slot.gateway@example.ch"))).toBe(true);

    const refused = await client.data(SEND, { input: { ...message, salutationId: "0".repeat(32) } });
    expect(refused.sendContactForm.ok).toBe(false);
    expect(refused.sendContactForm.fieldErrors).toEqual([{ field: "salutationId", message: "La sélection n'est pas valide", rule: "VIOLATION::ENTITY_DOES_NOT_EXISTS" }]);
  });

  it("too many messages from one address: RATE_LIMITED with the localised wait (Shopware's contact_form limiter)", async () => {
    const send = async (i: number) => {
      const res = await fetch(`${gateway.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-shop-locale": "de", "x-forwarded-for": "203.0.113.9" },
        body: JSON.stringify({ query: SEND, variables: { input: { ...message, email: `limit${i}@example.ch` } } }),
      });
      return ((await res.json()) as { data: { sendContactForm: { ok: boolean; errorCode: string | null; message: string } } }).data.sendContactForm;
    };
    for (let i = 0; i < 3; i++) expect((await send(i)).ok).toBe(true);
    const refused = await send(3);
    expect(refused).toMatchObject({ ok: false, errorCode: "RATE_LIMITED" });
    expect(refused.message).toMatch(/^Sie haben kurz hintereinander mehrere Nachrichten gesendet\. Bitte warten Sie \d+ Sekunden/);
  });

  it("polls: results from real votes, one vote per session (cookie), CmsPoll shares follow the votes", async () => {
    const path = "/e/erkaeltung-vorbeugen";
    const visitor = new GatewayClient(gateway.url, "de");
    const before = pollOf((await visitor.data(EDITORIAL, { path })).route);
    expect(before).toMatchObject({ totalVotes: 0, votedOptionId: null });
    expect(before.options.every((o) => o.percentage === null)).toBe(true);
    // reading a poll creates no session
    expect(visitor.lastSetCookies).toEqual([]);
    const [first, second] = before.options;

    const voted = await visitor.data(VOTE, { pollId: before.id, optionId: first!.id });
    expect(voted.votePoll).toMatchObject({ ok: true, message: "Vielen Dank für Ihre Stimme.", totalVotes: 1, votedOptionId: first!.id });
    expect(visitor.token).toBeTruthy();
    const again = await visitor.data(VOTE, { pollId: before.id, optionId: second!.id });
    expect(again.votePoll).toMatchObject({ ok: false, message: "Sie haben bei dieser Umfrage bereits abgestimmt.", totalVotes: 1, votedOptionId: first!.id });

    const other = new GatewayClient(gateway.url, "fr");
    expect((await other.data(VOTE, { pollId: before.id, optionId: second!.id })).votePoll).toMatchObject({ ok: true, totalVotes: 2 });
    await new GatewayClient(gateway.url, "it").data(VOTE, { pollId: before.id, optionId: second!.id });

    const after = pollOf((await visitor.data(EDITORIAL, { path })).route);
    expect(after.totalVotes).toBe(3);
    expect(after.votedOptionId).toBe(first!.id);
    expect(after.options.slice(0, 2).map((o) => o.percentage)).toEqual([33.3, 66.7]);
    const anonymous = pollOf((await new GatewayClient(gateway.url, "de").data(EDITORIAL, { path })).route);
    expect(anonymous).toMatchObject({ totalVotes: 3, votedOptionId: null });
  });

  it("unknown poll or option: a typed refusal, not a GraphQL error", async () => {
    const client = new GatewayClient(gateway.url, "fr");
    const unknown = await client.data(VOTE, { pollId: "nope", optionId: "1" });
    expect(unknown.votePoll).toMatchObject({ ok: false, message: "Ce sondage n'existe plus.", totalVotes: 0, options: [] });
    const badOption = await client.data(VOTE, { pollId: "poll-gesunder-schlaf", optionId: "nope" });
    expect(badOption.votePoll).toMatchObject({ ok: false, message: "Veuillez choisir l'une des réponses.", totalVotes: 0 });
    expect(badOption.votePoll.options.length).toBeGreaterThan(1);
  });

  /** The form slot of the seeded contact page (category "Service/Kontakt/"), read from the platform. */
  async function contactFormSlotId(): Promise<string> {
    const call = async (path: string, body: unknown) =>
      (await (
        await fetch(`${platform.url}/store-api${path}`, {
          method: "POST",
          headers: { "sw-access-key": platform.accessKey, "content-type": "application/json" },
          body: JSON.stringify(body),
        })
      ).json()) as any;
    const seo = await call("/seo-url", { filter: [{ type: "equals", field: "seoPathInfo", value: "Service/Kontakt/" }] });
    const category = await call(`/category/${seo.elements[0].foreignKey}`, {});
    return category.cmsPage.sections.flatMap((s: any) => s.blocks.flatMap((b: any) => b.slots)).find((slot: any) => slot.type === "form").id;
  }
});
