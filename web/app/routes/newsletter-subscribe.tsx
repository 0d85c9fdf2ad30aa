/**
 * /newsletter-subscribe: the sign-up page (also the no-JavaScript target of the footer form) and
 * the landing page of the confirmation link (?em=…&hash=…, SPEC §4 double opt-in), which confirms
 * through the gateway. Invalid or expired links get the localised message.
 */
import { translate } from "@shop/rules";
import { FormattedMessage } from "react-intl";
import { data } from "react-router";
import { ConfirmNewsletterMutation, SubscribeNewsletterMutation } from "~/account/documents";
import { formAnswer, text } from "~/account/forms.server";
import { callGateway, requestLocale } from "~/account/gateway.server";
import { StandalonePage } from "~/components/account/AccountPage";
import { NewsletterForm } from "~/components/account/NewsletterForm";
import { FormError } from "~/components/forms/Field";
import { InlineNotice } from "~/components/notifications/InlineNotice";
import type { PageHead } from "~/catalog/head";
import type { Route } from "./+types/newsletter-subscribe";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const url = new URL(request.url);
  const em = url.searchParams.get("em");
  const hash = url.searchParams.get("hash");
  const head: PageHead = { titleId: "newsletter.title", noindex: true };
  if (em === null && hash === null) return data({ confirmation: null, head }, { headers: { "cache-control": "no-store" } });
  const call = await callGateway(request, ConfirmNewsletterMutation, { em: em ?? "", hash: hash ?? "" });
  const result = call.data?.confirmNewsletter;
  return data(
    {
      head,
      confirmation: {
        ok: result?.ok === true,
        message: result?.message ?? translate(locale, result?.ok ? "account.newsletterConfirmed" : "account.linkInvalid"),
      },
    },
    { status: result?.ok ? 200 : 400, headers: call.headers },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const call = await callGateway(request, SubscribeNewsletterMutation, { input: { email: text(form, "email") } });
  return formAnswer(request, "subscribe", call.data?.subscribeNewsletter, call);
}

export default function NewsletterSubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { confirmation } = loaderData;
  const result = actionData as { ok: boolean; message?: string; formError?: string } | undefined;
  return (
    <StandalonePage title="newsletter.title" crumbs={[{ label: "newsletter.title" }]}>
      {confirmation ? (
        confirmation.ok ? (
          <InlineNotice>
            <span data-testid="newsletter-confirmed">{confirmation.message}</span>
          </InlineNotice>
        ) : (
          <FormError message={confirmation.message} />
        )
      ) : null}
      {/* The no-JavaScript answer of the footer form. */}
      {result?.ok ? (
        <InlineNotice>
          {result.message}
        </InlineNotice>
      ) : null}
      {result && !result.ok ? <FormError message={result.formError} /> : null}
      {confirmation?.ok ? null : (
        <>
          <p>
            <FormattedMessage id="newsletter.intro" />
          </p>
          <NewsletterForm idPrefix="newsletter-page" />
        </>
      )}
    </StandalonePage>
  );
}
