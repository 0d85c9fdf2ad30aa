/**
 * /newsletter-unsubscribe/{hash}: the unsubscribe link of every newsletter mail. The visitor
 * confirms with a button (a POST): mail scanners that open links must not unsubscribe anybody.
 */
import { FormattedMessage } from "react-intl";
import { Form } from "react-router";
import { UnsubscribeNewsletterMutation } from "~/account/documents";
import { formAnswer } from "~/account/forms.server";
import { callGateway } from "~/account/gateway.server";
import { StandalonePage } from "~/components/account/AccountPage";
import { FormError, SubmitButton } from "~/components/forms/Field";
import type { FormResult } from "~/components/forms/useShopForm";
import { InlineNotice } from "~/components/notifications/InlineNotice";
import type { PageHead } from "~/catalog/head";
import type { Route } from "./+types/newsletter-unsubscribe.$hash";

export function loader() {
  return { head: { titleId: "newsletter.unsubscribeTitle", noindex: true } satisfies PageHead };
}

export async function action({ request, params }: Route.ActionArgs) {
  const call = await callGateway(request, UnsubscribeNewsletterMutation, { token: (params.hash ?? "").slice(0, 255) });
  return formAnswer(request, "unsubscribe", call.data?.unsubscribeNewsletter, call);
}

export default function NewsletterUnsubscribe({ actionData }: Route.ComponentProps) {
  const result = (actionData ?? null) as (FormResult & { message?: string }) | null;
  return (
    <StandalonePage title="newsletter.unsubscribeTitle" crumbs={[{ label: "newsletter.title" }]}>
      {result?.ok ? (
        <InlineNotice>
          <span data-testid="newsletter-unsubscribed">{result.message}</span>
        </InlineNotice>
      ) : (
        <Form method="post" className="form" data-testid="unsubscribe-form">
          <FormError message={result?.formError} />
          <p>
            <FormattedMessage id="newsletter.unsubscribeIntro" />
          </p>
          <div className="form-actions">
            <SubmitButton>
              <FormattedMessage id="newsletter.unsubscribe" />
            </SubmitButton>
          </div>
        </Form>
      )}
    </StandalonePage>
  );
}
