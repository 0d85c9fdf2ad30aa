/**
 * An editorial poll (CmsPoll): a vote form until this session has voted, then the results from
 * the real votes. The vote posts to the locale's /contact action — through a fetcher with
 * JavaScript (the answer's results replace the form), natively without it (the action redirects
 * back to this page, which then shows the results).
 */
import { formatPercent } from "@shop/rules";
import { FormattedMessage, useIntl } from "react-intl";
import { useFetcher, useLocation } from "react-router";
import type { CmsElementData } from "~/catalog/documents";
import { useHydrated } from "~/components/useHydrated";
import { FormError } from "~/components/forms/Field";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";

type PollData = Extract<CmsElementData, { __typename: "CmsPoll" }>;

interface VoteAnswer {
  intent: "poll-vote";
  ok: boolean;
  poll: {
    message?: string | null;
    totalVotes: number;
    votedOptionId?: string | null;
    options: { id: string; votes: number; percentage: number }[];
  } | null;
}

export function PollVote({ element }: { element: PollData }) {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<VoteAnswer>();
  const answer = fetcher.data?.poll ?? null;
  const votedOptionId = answer?.votedOptionId ?? element.votedOptionId ?? null;
  const totalVotes = answer?.totalVotes ?? element.totalVotes;
  const percentage = (id: string, fallback: number | null | undefined) => answer?.options.find((o) => o.id === id)?.percentage ?? fallback ?? null;
  const headingId = `poll-${element.id}-question`;

  if (votedOptionId) {
    return (
      <section className="cms-poll" data-testid="cms-poll" aria-labelledby={headingId}>
        <h2 className="cms-poll__question" id={headingId}>
          {element.question}
        </h2>
        {answer?.message ? (
          <p role="status" data-testid="poll-message">
            {answer.message}
          </p>
        ) : null}
        <ul data-testid="poll-results">
          {element.options.map((option) => {
            const share = percentage(option.id, option.percentage) ?? 0;
            return (
              <li key={option.id} data-voted={option.id === votedOptionId ? "true" : undefined}>
                <span>
                  {option.label}
                  {option.id === votedOptionId ? (
                    <>
                      {" "}
                      <FormattedMessage id="contact.poll.yourVote" />
                    </>
                  ) : null}
                </span>
                <meter min={0} max={100} value={share} />
                <span>{formatPercent(share / 100, locale)}</span>
              </li>
            );
          })}
        </ul>
        <p className="cms-poll__total">
          <FormattedMessage id="contact.poll.total" values={{ count: totalVotes }} />
        </p>
      </section>
    );
  }

  return (
    <fetcher.Form method="post" action={localizePath("/contact", locale)} className="cms-poll" data-testid="cms-poll" preventScrollReset>
      <fieldset>
        <legend>{element.question}</legend>
        <input type="hidden" name="intent" value="poll-vote" />
        <input type="hidden" name="pollId" value={element.id} />
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        {hydrated ? <input type="hidden" name="fetcher" value="1" /> : null}
        {fetcher.data && !fetcher.data.ok ? <FormError message={fetcher.data.poll?.message ?? intl.formatMessage({ id: "contact.poll.failed" })} /> : null}
        <ul>
          {element.options.map((option) => (
            <li key={option.id}>
              <label>
                <input type="radio" name="optionId" value={option.id} required /> {option.label}
              </label>
            </li>
          ))}
        </ul>
        <button type="submit" className="button button--small" data-testid="poll-vote-submit" aria-disabled={fetcher.state !== "idle" ? true : undefined}>
          <FormattedMessage id="contact.poll.vote" />
        </button>
      </fieldset>
    </fetcher.Form>
  );
}
