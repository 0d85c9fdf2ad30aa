/**
 * The contact route's action (the locale's /contact): the contact form (the page's own form and the
 * CMS form element on any page post here) and editorial poll votes. Both call the gateway on the
 * server, forwarding the cookie and passing its Set-Cookie back (a vote starts the session that
 * makes it "one per session").
 */
import { data } from "react-router";
import { formAnswer, optionalText, text } from "~/account/forms.server";
import { callGateway, redirectWithCookies, requestLocale } from "~/account/gateway.server";
import { safeRedirect } from "~/http/redirect";
import { localizePath } from "~/i18n/locales";
import { SendContactFormMutation, VotePollMutation } from "./documents";

/** The hidden field that says "answer with data": set by the hydrated poll form (a fetcher). */
export const FETCHER_FIELD = "fetcher";

export async function contactAction(request: Request) {
  const form = await request.formData();
  if (text(form, "intent") === "poll-vote") return pollVote(request, form);
  const slotId = optionalText(form, "slotId");
  const call = await callGateway(request, SendContactFormMutation, {
    input: {
      salutationId: optionalText(form, "salutationId"),
      firstName: optionalText(form, "firstName"),
      lastName: optionalText(form, "lastName"),
      email: text(form, "email"),
      phone: optionalText(form, "phone"),
      subject: text(form, "subject"),
      comment: text(form, "comment"),
      slotId,
    },
  });
  return formAnswer(request, "contact", call.data?.sendContactForm, call, { slotId });
}

async function pollVote(request: Request, form: FormData) {
  const pollId = text(form, "pollId");
  const call = await callGateway(request, VotePollMutation, { pollId, optionId: text(form, "optionId") });
  const poll = call.data?.votePoll ?? null;
  if (form.get(FETCHER_FIELD) === "1") return data({ intent: "poll-vote", ok: poll?.ok === true, poll }, { headers: call.headers });
  // Without JavaScript: back to the page the poll is on, which now shows the results of this session.
  const back = safeRedirect(text(form, "returnTo"), localizePath("/", requestLocale(request)));
  return redirectWithCookies(back, call.headers);
}
